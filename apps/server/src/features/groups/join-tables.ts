import type { Generated, Kysely } from 'kysely';
import type { GroupsTables, ImGroupMemberTable } from './tables.js';

/** A member as the join features read it: whether joining made them their inviter's friend (migration 0041). */
export interface JoinMemberTable extends ImGroupMemberTable {
  /** 1 when the group bound newcomers to inviters on their joining and this one was made the inviter's friend. */
  boundInviter: Generated<number>;
}

/** The platform's half of the join-code key: one row (id 1), made by the first process that signs. */
export interface GroupInviteKeyTable {
  id: number;
  secret: string;
  createdAt: number;
}

export type JoinTables = Omit<GroupsTables, 'imGroupMembers'> & {
  imGroupMembers: JoinMemberTable;
  groupInviteKeys: GroupInviteKeyTable;
};

export type JoinDb = Kysely<JoinTables>;
