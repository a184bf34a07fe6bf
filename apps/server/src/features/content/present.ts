import { formatChinaTime, type content } from '@fox/contracts';
import { defaultAvatarPath } from '../users/index.js';
import type { ViewerFlags } from './viewer-flags.js';

/** What every content query selects through AUTHORED_COLUMNS. */
export interface AuthoredRow {
  id: number;
  userId: number;
  state: content.ContentState;
  praiseCount: number;
  collectCount: number;
  commentCount: number;
  shareCount: number;
  siteId: number;
  createdAt: number;
  updatedAt: number;
  userName: string;
  nickName: string;
  userAvatar: string;
}

/** The author, counters, flags and times in the API's names. */
export function presentAuthored(row: AuthoredRow, flags: ViewerFlags) {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    userName: row.userName,
    nickName: row.nickName,
    userAvatar: row.userAvatar || defaultAvatarPath(row.userName),
    praiseCount: row.praiseCount,
    collectCount: row.collectCount,
    commentCount: row.commentCount,
    shareCount: row.shareCount,
    ...flags,
    state: row.state,
    siteId: row.siteId,
    createTime: formatChinaTime(Number(row.createdAt)),
    updateTime: formatChinaTime(Number(row.updatedAt)),
  };
}
