/**
 * Running a group beyond the basics (spec 002 §2.6, §3, §7): the approval and add-friend switches, one's
 * nickname in the group, the passphrase, sub-groups, the member-management list and the groups one may
 * give an anti-harassment rule. Paths follow the `/im/group/...` routes; the spec names only the calls.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { DERIVED_ROLES } from './group-roles.js';
import {
  GROUP_NICKNAME_MAX,
  GROUP_NICKNAME_MIN,
  GROUP_NAME_MAX,
  groupSchema,
  MEMBER_BATCH_MAX,
} from './groups.js';
import { idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { nameText } from './text.js';

const id = idSchema;

/** The passphrase people type to find and join a group (groupWord): 8 characters, easy to read out. */
export const GROUP_WORD_LENGTH = 8;
export const GROUP_WORD_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const groupWordSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${GROUP_WORD_ALPHABET}]{${GROUP_WORD_LENGTH}}$`), 'not a group passphrase');

export const switchApproval = defineEndpoint({
  method: 'POST',
  path: '/im/group/switch/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'Turns join approval (needConfirm) on or off (imGroupSwitch); the join-settings roles only',
  params: z.object({ id }),
  body: z.object({ needConfirm: z.boolean() }),
  kind: 'object',
  response: groupSchema,
});

export const setAddFriend = defineEndpoint({
  method: 'PUT',
  path: '/im/group/addFriend',
  auth: 'user',
  tag: 'groups',
  summary:
    'Allows or forbids members adding each other as friends from the group (updateIsAddFriend); leader, admin and subAdmin',
  body: z.object({ id, addFriend: z.boolean() }),
  kind: 'object',
  response: groupSchema,
});

export const setMyNickname = defineEndpoint({
  method: 'PUT',
  path: '/im/group/user/nickname',
  auth: 'user',
  tag: 'groups',
  summary:
    "The viewer's own name in the group (updateImGroupMyName), 2 to 24 characters trimmed; normal and group kinds only",
  body: z.object({
    groupId: id,
    groupUserNickName: nameText(GROUP_NICKNAME_MAX, { min: GROUP_NICKNAME_MIN }),
  }),
  kind: 'object',
  response: groupSchema,
});

export const groupWord = defineEndpoint({
  method: 'GET',
  path: '/im/group/word/:id',
  auth: 'user',
  tag: 'groups',
  summary: "The group's join passphrase, made on first asking; any member may read and share it",
  params: z.object({ id }),
  kind: 'object',
  response: z.object({ groupWord: z.string() }),
});

export const renewGroupWord = defineEndpoint({
  method: 'POST',
  path: '/im/group/word/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'Replaces the passphrase; the old one stops working. The join-settings roles only',
  params: z.object({ id }),
  kind: 'object',
  response: z.object({ groupWord: z.string() }),
});

/** A sub-group as its parent's members see it in the switch-subgroup dialog and the association list. */
export const subGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  avatars: z.array(z.string()),
  groupUserNum: z.number().int(),
  needConfirm: z.boolean(),
  /** False for sub-groups; the list's first row is the parent itself, marked true. */
  isMain: z.boolean(),
  /** Whether the viewer is in it (and so may open it). */
  inGroup: z.boolean(),
});
export type SubGroup = z.infer<typeof subGroupSchema>;

export const subGroupList = defineEndpoint({
  method: 'GET',
  path: '/im/group/sub/list',
  auth: 'user',
  tag: 'groups',
  summary:
    'The main group and its sub-groups (imGroupSubList), for a member of the main group or of one of its sub-groups',
  query: pagingQuery(20, 100).extend({ groupId: id }),
  kind: 'list',
  response: subGroupSchema,
});

export const createSubGroup = defineEndpoint({
  method: 'POST',
  path: '/im/group/sub',
  auth: 'user',
  tag: 'groups',
  summary:
    "Makes a sub-group of a group (createSubgroup) with some of its members; the leader or an admin of the main group, who becomes the sub-group's subLeader",
  body: z.object({
    pid: id,
    name: nameText(GROUP_NAME_MAX, { min: 1 }),
    userIds: z.array(id).max(MEMBER_BATCH_MAX),
  }),
  kind: 'object',
  response: groupSchema,
});

/** A member of the main group who is in none of its sub-groups, for picking a sub-group's members. */
export const notInSubGroup = defineEndpoint({
  method: 'GET',
  path: '/im/group/user/notInSubGroup',
  auth: 'user',
  tag: 'groups',
  summary: 'Members of the main group in none of its sub-groups, by join time; the createSubGroup roles only',
  query: pagingQuery(50, 200).extend({ groupId: id }),
  kind: 'list',
  response: z.object({
    userId: z.number().int(),
    nickName: z.string(),
    userAvatar: z.string(),
  }),
});

/** How a member came in, for the member-management list and the invite records. */
export const JOIN_WAYS = [
  'create',
  'invite',
  'link',
  'qr',
  'passphrase',
  'apply',
  'channel',
  'task',
] as const;
export type JoinWay = (typeof JOIN_WAYS)[number];

export const managedMemberSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  userAvatar: z.string(),
  permissionType: z.enum(['group_leader', 'group_admin', 'group_user']),
  role: z.enum(DERIVED_ROLES),
  forbid: z.boolean(),
  joinWay: z.enum(JOIN_WAYS),
  /** Who brought them in; null for the founder. */
  inviterId: z.number().int().nullable(),
  inviterName: z.string(),
  channelName: z.string(),
  joinTime: z.string(),
});
export type ManagedMember = z.infer<typeof managedMemberSchema>;

export const managedMembers = defineEndpoint({
  method: 'GET',
  path: '/im/group/user/manage',
  auth: 'user',
  tag: 'groups',
  summary:
    'Member management: members newest first with how and through whom each came in and whether muted; `name` filters. The member-management roles only',
  query: pagingQuery(20, 100).extend({ groupId: id, name: nameText(24).optional() }),
  kind: 'list',
  response: managedMemberSchema,
});

/** A group the viewer may give an anti-harassment rule, with the rule it follows now. */
export const ledGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  avatars: z.array(z.string()),
  groupUserNum: z.number().int(),
  role: z.enum(DERIVED_ROLES),
  harassRuleId: z.number().int().nullable(),
});
export type LedGroup = z.infer<typeof ledGroupSchema>;

export const groupsILead = defineEndpoint({
  method: 'GET',
  path: '/im/group/isLeader',
  auth: 'user',
  tag: 'groups',
  summary: 'The groups in which the viewer may set anti-harassment rules (imGroupIsLeader), newest first',
  query: pagingQuery(20, 100),
  kind: 'list',
  response: ledGroupSchema,
});
