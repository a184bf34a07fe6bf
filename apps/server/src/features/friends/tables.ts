import type { Generated } from 'kysely';

/**
 * One row per (applicant, receiver): the unique index makes a repeated request update the row instead of
 * adding one. `state` is audit, pass or reject; timeOut is read from `createdAt`, never stored.
 */
export interface FriendRequestTable {
  id: Generated<number>;
  userId: number;
  friendId: number;
  applyMsg: string;
  /** JSON array of the verification messages sent, newest last. */
  applyMsgList: string;
  /** The remark the applicant gives the receiver once they are friends. */
  alias: string;
  source: string;
  state: 'audit' | 'pass' | 'reject';
  /** 1 once the receiver has marked their requests read. */
  readState: number;
  /** When the request was last sent: the timeout counts from here. */
  createdAt: number;
  updatedAt: number;
}

/**
 * One row per side of a friendship: a friendship is always the pair (A, B) and (B, A), made and removed
 * together. The remark and notes are the owner's (`userId`) own view of the friend.
 */
export interface FriendshipTable {
  id: Generated<number>;
  userId: number;
  friendId: number;
  remark: string;
  notePhone: string;
  noteTxt: string;
  /** Comma-separated image URLs, at most five. */
  noteImage: string;
  createdAt: number;
}

export interface FriendLabelTable {
  id: Generated<number>;
  userId: number;
  name: string;
  createdAt: number;
}

/** A friend in a label; `friendId` is always one of the label owner's friends. */
export interface FriendLabelMemberTable {
  labelId: number;
  friendId: number;
}

export interface FriendsTables {
  friendRequests: FriendRequestTable;
  friendships: FriendshipTable;
  friendLabels: FriendLabelTable;
  friendLabelMembers: FriendLabelMemberTable;
}
