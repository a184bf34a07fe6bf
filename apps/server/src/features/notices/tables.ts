import type { consoleNotices, notices } from '@fox/contracts';
import type { Generated } from 'kysely';

/**
 * One row per notice a user receives. Interact notices keep where they point (`topType`/`topCode`, and
 * `objType` for questions and answers); fans and friend notices keep who sent them. Names and avatars are
 * read at listing time so a renamed user shows their current name.
 */
export interface NoticeTable {
  id: Generated<number>;
  /** The receiver. */
  userId: number;
  tab: notices.NoticeTab;
  /** Interact type (like, collect, commentReceive...), or the kind of a system, wallet... notice. */
  type: string;
  /** Who caused it; 0 for notices the platform sends. */
  operatorId: number;
  topType: string | null;
  topCode: number | null;
  objType: string | null;
  title: string;
  content: string;
  coverImage: string;
  /** JSON object of the kind-specific fields of system, shop, wallet, mcn and task notices. */
  extra: string;
  /** 0 unread, 1 read. */
  readState: number;
  createdAt: number;
  /** The broadcast this notice came from; (broadcastId, userId) is unique. Null for every other notice. */
  broadcastId: Generated<number | null>;
}

/**
 * A notice an operator writes to listed users or everyone, delivered page by page by the runner of one
 * server process at a time (the one whose claim holds), from `lastUserId` on.
 */
export interface NoticeBroadcastTable {
  id: Generated<number>;
  operatorId: number;
  tab: consoleNotices.BroadcastTab;
  type: string;
  title: string;
  content: string;
  coverImage: string;
  /** JSON object: the tab's own fields, copied into each notice. */
  extra: string;
  audience: 'users' | 'everyone';
  /** JSON array of the listed users' ids, ascending; [] for everyone. */
  recipientIds: string;
  recipientCount: number | null;
  deliveredCount: number;
  state: consoleNotices.BroadcastState;
  sendAt: number;
  /** Every recipient up to this user id has the notice. */
  lastUserId: number;
  /** The runner working on it, while `leaseUntil` has not passed. */
  claimedBy: string | null;
  leaseUntil: number;
  createdAt: number;
  finishedAt: number | null;
}

export interface NoticesTables {
  notices: NoticeTable;
  noticeBroadcasts: NoticeBroadcastTable;
}
