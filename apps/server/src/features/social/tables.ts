import type { Generated } from 'kysely';

/** One row per (follower, followed user); the unique index makes a follow a single row. */
export interface FollowTable {
  id: Generated<number>;
  userId: number;
  focusUserId: number;
  createdAt: number;
}

export type ReactionKind = 'like' | 'collect';

/** One row per (user, kind, object): a like or a collect. `authorId` is the object's author when it was made. */
export interface ReactionTable {
  id: Generated<number>;
  userId: number;
  kind: ReactionKind;
  busyType: string;
  busyCode: number;
  authorId: number;
  createdAt: number;
}

/**
 * Like, collect, comment and share counts of objects whose own tables do not keep them (yet): the rows
 * change in the same transaction as the reactions and comments they count.
 */
export interface ObjectCounterTable {
  busyType: string;
  busyCode: number;
  praiseCount: number;
  collectCount: number;
  commentCount: number;
  shareCount: number;
  /** Top-level comments only: the total of the first-stage comment list. */
  topCommentCount: number;
}

export interface DislikeTable {
  id: Generated<number>;
  userId: number;
  busyType: string;
  busyCode: number;
  dislikeType: string;
  createdAt: number;
}

export interface ReportTable {
  id: Generated<number>;
  userId: number;
  objType: string;
  objId: number;
  title: string;
  authorId: number;
  reportType: string;
  reportInformation: string;
  /** Comma-separated image URLs, at most five. */
  imageUrl: string;
  state: 'pending' | 'handled';
  createdAt: number;
}

/** Reference dictionaries read by getDicts (report reasons, system configuration). */
export interface DictionaryTable {
  id: Generated<number>;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  sortOrder: number;
}

/**
 * One row per (object, viewer, hour) in which the viewer saw the object: the primary key lets a view count
 * once per viewer per hour. `viewer` is `u:<user id>`, or `ip:<address>` for a guest; `hour` counts hours
 * since the epoch. Rows older than the previous hour are swept.
 */
export interface ViewStampTable {
  busyType: string;
  busyCode: number;
  viewer: string;
  hour: number;
}

export interface SocialTables {
  follows: FollowTable;
  reactions: ReactionTable;
  objectCounters: ObjectCounterTable;
  dislikes: DislikeTable;
  reports: ReportTable;
  dictionaries: DictionaryTable;
  viewStamps: ViewStampTable;
}
