import type { Generated } from 'kysely';

/** A group chat. Its conversation key is `group:<id>`; the seq counter lives with the other conversations. */
export interface ImGroupTable {
  id: Generated<number>;
  name: string;
  logo: Generated<string>;
  leaderId: number;
  groupType: Generated<string>;
  /** 0 normal, 1 banned, 2 order ended (set by the platform, not by members). */
  state: Generated<number>;
  dissolved: Generated<number>;
  notice: Generated<string>;
  needConfirm: Generated<number>;
  /** 1 when ordinary members may open other members' cards. */
  addFriend: Generated<number>;
  /** 1: everyone but the leader and admins is muted. */
  forbid: Generated<number>;
  /** 1: the timed windows of `timeList` mute ordinary members. */
  forbidTime: Generated<number>;
  /** JSON array of {startTime, endTime} as HH:mm in China Standard Time. */
  timeList: Generated<string>;
  memberCount: Generated<number>;
  /** The wish a task group (groupType groupTask) was made for; null for every other group. */
  taskNumber: Generated<string | null>;
  lastMessageId: Generated<number | null>;
  lastMessageAt: number;
  createdAt: number;
}

export interface ImGroupMemberTable {
  groupId: number;
  userId: number;
  permissionType: string;
  /** The member's name in this group; empty uses their own nickname. */
  nickName: Generated<string>;
  forbid: Generated<number>;
  /** taskPublish or taskRece in a task group; null elsewhere. */
  specialRole: Generated<string | null>;
  joinedSeq: number;
  joinedAt: number;
}

export interface GroupsTables {
  imGroups: ImGroupTable;
  imGroupMembers: ImGroupMemberTable;
}
