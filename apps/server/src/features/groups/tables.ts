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
  /** The parent group of a sub-group (groupType subGroup); null for every other group. */
  pid: Generated<number | null>;
  /** The join passphrase (groupWord), unique among groups; null until one is made. */
  groupWord: Generated<string | null>;
  /** What join links and QR codes are signed with; a new secret voids every code given out before. */
  inviteSecret: Generated<string>;
  /** 1: whoever joins through a member's invitation becomes that member's friend (bindUser). */
  bindUser: Generated<number>;
  /** The anti-harassment rule this group follows, or null. */
  harassRuleId: Generated<number | null>;
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
  /** Who brought this member in (added them, or whose link or QR code they joined by); null for the founder. */
  inviterId: Generated<number | null>;
  /** The join channel they came through, or null. */
  channelId: Generated<number | null>;
  /** How they came in: create, invite, link, qr, passphrase, apply, channel, task. */
  joinWay: Generated<string>;
}

/** A request to join a group that needs approval (needConfirm), and its outcome. */
export interface ImGroupApplicationTable {
  id: Generated<number>;
  groupId: number;
  userId: number;
  inviterId: number | null;
  channelId: number | null;
  joinWay: string;
  applyContent: string;
  /** WaitApprove, Pass or Refuse. */
  applyState: string;
  auditorId: Generated<number | null>;
  createdAt: number;
  auditedAt: Generated<number | null>;
}

/** A join channel: a named link and code whose joiners are counted apart (spec 002 §3). */
export interface ImGroupChannelTable {
  id: Generated<number>;
  groupId: number;
  channelName: string;
  channelNote: string;
  /** JSON array of up to 5 image URLs. */
  channelImage: string;
  channelCode: string;
  channelUserCount: Generated<number>;
  creatorId: number;
  createdAt: number;
  updatedAt: number;
}

/** A pre-join message (busyType FakeImMessage): shown to each newcomer on joining. */
export interface ImGroupFakeMessageTable {
  id: Generated<number>;
  groupId: number;
  busyContent: string;
  createdAt: number;
  updatedAt: number;
}

/** An anti-harassment rule, made by a group's manager and followed by the groups that name it. */
export interface ImGroupHarassRuleTable {
  id: Generated<number>;
  ownerId: number;
  title: string;
  enableAd: number;
  /** JSON array of keywords. */
  adWordList: string;
  enableScreen: number;
  screenLimit: number | null;
  /** 1 kick the sender out, 2 show the message to no one but its sender. */
  punishType: number;
  /** Moved on every save, so a process's compiled copy of the rule knows it is stale. */
  version: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export interface GroupsTables {
  imGroups: ImGroupTable;
  imGroupMembers: ImGroupMemberTable;
  imGroupApplications: ImGroupApplicationTable;
  imGroupChannels: ImGroupChannelTable;
  imGroupFakeMessages: ImGroupFakeMessageTable;
  imGroupHarassRules: ImGroupHarassRuleTable;
}
