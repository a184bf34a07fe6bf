import type { groups, wishes } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';

/** A member's standing in a group chat, as the chat needs it to open, send and recall there. */
export interface GroupMembership {
  groupId: number;
  userId: number;
  /** group_leader, group_admin or group_user. */
  permissionType: string;
  /** Messages with seq above this are the member's to read: the conversation's last seq when they joined. */
  joinedSeq: number;
  /** 1 when this member is muted one by one. */
  forbid: number;
  /** What the group's own state says of sending there. */
  group: {
    state: number;
    dissolved: number;
    forbid: number;
    forbidTime: number;
    timeList: readonly groups.MuteWindow[];
    /** The anti-harassment rule the group follows, or null: a group without one is never screened. */
    harassRuleId: number | null;
    /** That rule's version, read with the membership: a process's compiled copy is current when it matches. */
    harassRuleVersion: number | null;
  };
}

/**
 * What a group's anti-harassment rule makes of a member's text: stored for all ('pass'), stored for the
 * sender's eyes only ('hide'), or not stored, the sender having been removed from the group ('kick').
 */
export type Screening = 'pass' | 'hide' | 'kick';

/** How a member shows beside their messages in a group: role, in-group name, whether muted. */
export interface MemberCard {
  permissionType: string;
  nickName: string;
  forbid: number;
}

/** How a group shows in the conversation list and on its messages. */
export interface GroupCard {
  id: number;
  name: string;
  logo: string;
  groupType: string;
  memberCount: number;
}

/** What a task chat's conversation item carries for one viewer (spec 001 §3). */
export interface TaskChat {
  /** The viewer's task role; null when they are neither the publisher nor a taker (never, in practice). */
  specialRole: groups.TaskRole | null;
  /** The wish's plan, from the wishes feature; null when it does not know the wish. */
  planVo: wishes.Plan | null;
  /** JSON text of {taskNumber, taskNumberList, taskPublishUserId, taskReceUserIds}. */
  groupExt: string;
}

/** A group's newest message, recorded by the group in the transaction that stored it. */
export interface NewestGroupMessage {
  groupId: number;
  messageId: number;
  createdAt: number;
}

/**
 * What the chat needs to know of groups: who is in one and may send there, how groups and their members
 * show. The groups feature answers it; the app hands it to the chat (compose.ts), so the chat never reads
 * the groups' tables and groups may build on the chat.
 */
export interface GroupDirectory {
  /** The user's membership of the group, or null when they are not a member (or there is no such group). */
  membershipOf(db: Db, groupId: number, userId: number): Promise<GroupMembership | null>;
  /** Why the member cannot send in the group at `now`, or null when they can. */
  sendBlockOf(membership: GroupMembership, now: number): groups.SendBlock | null;
  /**
   * Screens a text the member sends against the rule their group follows, before it is stored. On 'kick'
   * the sender is already out of the group and the members were told through `bus`.
   */
  screenMessage(
    db: Db,
    bus: EventBus | undefined,
    membership: GroupMembership,
    text: string,
    now: number,
  ): Promise<Screening>;
  /** Every member's user id: whom a group message is delivered to. */
  memberIdsOf(db: Db, groupId: number): Promise<number[]>;
  /** The cards of those of `userIds` who are members of those of `groupIds`, keyed `groupId:userId`. */
  memberCardsOf(db: Db, groupIds: number[], userIds: number[]): Promise<Map<string, MemberCard>>;
  groupCardsOf(db: Db, groupIds: number[]): Promise<Map<number, GroupCard>>;
  /** Up to nine member avatars per group: the grid a group shows as its picture. */
  groupAvatarsOf(db: Db, groupIds: number[]): Promise<Map<number, string[]>>;
  /** Called inside the transaction that stored group messages, with each group's newest one. */
  noteNewestMessages(trx: Db, newest: NewestGroupMessage[]): Promise<void>;
  /**
   * Of `groupIds`, the task groups, with what the viewer's conversation item of each shows: one read of the
   * members and one question to the wishes for the whole page, whatever its size.
   */
  taskChatsOf(db: Db, viewerId: number, groupIds: number[]): Promise<Map<number, TaskChat>>;
}

/**
 * The directory a single chat is sent with: no group is ever asked about, so every group is unknown.
 * Features that send only between two people (a friend's greeting) use it and need no groups.
 */
export const noGroups: GroupDirectory = {
  membershipOf: async () => null,
  sendBlockOf: () => null,
  screenMessage: async () => 'pass',
  memberIdsOf: async () => [],
  memberCardsOf: async () => new Map(),
  groupCardsOf: async () => new Map(),
  groupAvatarsOf: async () => new Map(),
  noteNewestMessages: async () => {},
  taskChatsOf: async () => new Map(),
};
