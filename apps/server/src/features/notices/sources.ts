import type { notices } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';

/** Where an interact notice leads, and what it shows of the object acted on. */
export interface NoticeTopic {
  topType: (typeof notices.TOP_TYPES)[number];
  topCode: number;
  objType: (typeof notices.OBJ_TYPES)[number] | null;
  title: string;
  coverImage: string;
}

/** A comment as its notices need it: what it was posted under, whom it answers, what it says. */
export interface NoticeComment {
  busyType: string;
  busyCode: number;
  /** The top-level comment it replies to; 0 for a top-level comment. */
  pid: number;
  replyUserId: number;
  content: string;
}

/**
 * What notices needs to know of the objects people act on, told by the features that own them and handed
 * to notices by the app (compose.ts): those features raise notices, so notices cannot ask them itself.
 */
export interface NoticeSources {
  /**
   * What a notice shows of a video, article, question or answer and where it leads (an answer leads to its
   * question); undefined for objects the notice panel cannot link to.
   */
  contentTopicOf(db: Db, busyType: string, busyCode: number): Promise<NoticeTopic | undefined>;
  commentOf(db: Db, commentId: number): Promise<NoticeComment | undefined>;
}

/** Which of `userIds` the user follows: the fans list shows whether each fan is followed back. */
export type FollowedAmong = (db: Db, userId: number, userIds: number[]) => Promise<ReadonlySet<number>>;
