import type { Generated } from 'kysely';

export interface CommentTable {
  id: Generated<number>;
  busyType: string;
  busyCode: number;
  userId: number;
  /** The top-level comment a reply belongs to; 0 for a top-level comment. */
  pid: number;
  /** The comment replied to (the top-level one or another reply); 0 when none. */
  replyId: number;
  replyUserId: number;
  content: string;
  /** Region text of the poster's address ('未知' for private or unknown addresses). */
  ipAddress: string;
  praiseCount: number;
  replyCount: number;
  /** Newest reply's id, 0 while there is none. */
  lastReplyId: number;
  createdAt: number;
}

export interface CommentsTables {
  comments: CommentTable;
}
