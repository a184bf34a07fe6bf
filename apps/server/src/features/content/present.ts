import { content, formatChinaTime } from '@fox/contracts';
import { defaultAvatarPath } from '../users/index.js';
import type { ViewerFlags } from './viewer-flags.js';

/** What every content query selects through AUTHORED_COLUMNS. */
export interface AuthoredRow {
  id: number;
  userId: number;
  state: content.ContentState;
  rejectReason: string;
  praiseCount: number;
  collectCount: number;
  commentCount: number;
  shareCount: number;
  viewCount: number;
  siteId: number;
  createdAt: number;
  updatedAt: number;
  userName: string;
  nickName: string;
  userAvatar: string;
}

/** What an item says of itself in the platform's fields; each kind's presenter knows where it keeps them. */
export interface ItemFacts {
  /** The body as this answer shows it: HTML in a detail, plain text in a list. */
  content: string;
  /** '' when the kind has no cover. */
  cover: string;
  mediaContentType: content.MediaContentType;
  categoryName?: string;
}

/** The counts, times and author an item has, whichever feature keeps them. */
export interface PlatformRow {
  state: content.ContentState;
  /**
   * Why the platform refused or took the item down; '' otherwise. Only its author ever sees such an item
   * (a taken-down drama shows to others with this left out).
   */
  rejectReason: string;
  /** The author's public ID. */
  userName: string;
  viewCount: number;
  commentCount: number;
  praiseCount: number;
  collectCount: number;
  shareCount: number;
  createdAt: number;
  updatedAt: number;
}

/** The fields clients of the real platform read (platform facts), for any kind of item. */
export function platformFields(row: PlatformRow, item: ItemFacts): content.PlatformItemFields {
  return {
    auditState: content.auditStateOf(row.state),
    rejectReason: row.rejectReason,
    content: item.content,
    coverImage: item.cover,
    coverUrl: item.cover,
    viewCount: Number(row.viewCount),
    commentCount: Number(row.commentCount),
    praiseCount: Number(row.praiseCount),
    collectCount: Number(row.collectCount),
    forwardCount: Number(row.shareCount),
    categoryName: item.categoryName ?? '',
    mediaContentType: item.mediaContentType,
    // Only authors change their items, so the one who made it is the one who last changed it.
    createBy: row.userName,
    updateBy: row.userName,
    createTime: formatChinaTime(Number(row.createdAt)),
    updateTime: formatChinaTime(Number(row.updatedAt)),
  };
}

/** The author, counters, flags and times in the API's names, with the platform's fields. */
export function presentAuthored(row: AuthoredRow, flags: ViewerFlags, item: ItemFacts) {
  return {
    ...platformFields(row, item),
    id: Number(row.id),
    userId: Number(row.userId),
    userName: row.userName,
    nickName: row.nickName,
    userAvatar: row.userAvatar || defaultAvatarPath(row.userName),
    shareCount: row.shareCount,
    ...flags,
    state: row.state,
    siteId: row.siteId,
  };
}
