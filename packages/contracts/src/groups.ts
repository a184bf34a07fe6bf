/** Basic group chat: groups, members and roles, the sending blocks, exit (spec 001 §3, §4, §6, §7). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { pagingQuery } from './paging.js';
import { lineText, multilineText, nameText } from './text.js';
import { DERIVED_ROLES } from './group-roles.js';
import { fileAddress } from './uploads.js';
import { planSchema } from './wishes.js';
import type { WishState } from './wishes-constants.js';

export const GROUP_ROLES = ['group_leader', 'group_admin', 'group_user'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** The leader and admins manage a group: name, notice, mutes, removing members, mentioning everyone (spec 001 §6). */
export const isManager = (role: string) => role === 'group_leader' || role === 'group_admin';

/**
 * Whether a manager of `actor` may act on a member of `target` (remove, mute): the leader on anyone but
 * himself, an admin on ordinary members only (spec 001 §6: admins cannot modify other admins).
 */
export function outranks(actor: string, target: string): boolean {
  if (actor === 'group_leader') return target !== 'group_leader';
  if (actor === 'group_admin') return target === 'group_user';
  return false;
}

/** Group state (spec 001 §3): 1 banned, 2 order ended; anything else allows sending. */
export const GROUP_STATE_BANNED = 1;
export const GROUP_STATE_ORDER_ENDED = 2;

/**
 * Task groups (spec 001 §1, spec 002 §3): the chat a wish's publisher (taskPublish, the group's leader) and
 * its takers (taskRece) work in. Its conversation stays sessionType 'group' like every group chat; the
 * group's kind, groupType groupTask, and the viewer's task role tell it apart.
 */
export const GROUP_TYPE_TASK = 'groupTask';
export const TASK_ROLES = ['taskPublish', 'taskRece'] as const;
export type TaskRole = (typeof TASK_ROLES)[number];
/** Conversation items of task chats carry msgSource 1 (spec 001 §3). */
export const MSG_SOURCE_TASK = 1;
/** Spec 002 §4.1: the leader may not dissolve a task group while its wish is in one of these states. */
export const UNDISSOLVABLE_PLAN_STATES: readonly WishState[] = ['Execute', 'WaitApproveSettle'];
/** Spec 001 §4: a task group counts as done when its wish is OverSettle. */
export const DONE_PLAN_STATE: WishState = 'OverSettle';
/**
 * Spec 002 §6: the publisher and a taker cannot open each other's cards; takers may open each other's and
 * everyone their own.
 */
export const crossesTaskRoles = (viewer: string | null, member: string | null) =>
  viewer !== null && member !== null && viewer !== member;

/** Spec 001 §9: timed mute windows are polled every 5 s; member lists ask for 9999 at once. */
export const MUTE_POLL_MS = 5_000;
export const MEMBER_PAGE_SIZE = 9999;
/** Spec 001 §9: contacts dialog and list pages hold 10; the select-members confirm is debounced 800 ms. */
export const GROUP_PAGE_SIZE = 10;
export const CONFIRM_DEBOUNCE_MS = 800;
/** Spec 001 §9: the avatar grid shows at most 9 members. */
export const AVATAR_GRID_MAX = 9;
/** Spec 001 §9: the leader and admins recall within 24 hours. */
export const MANAGER_RECALL_WINDOW_MS = 24 * 3600_000;
/**
 * The spec sets no head count; a group holds at most this many people (a community of thousands, as the
 * big chat products allow). Spec 002 §9: the name holds 16 characters, the announcement 1000.
 */
export const GROUP_MEMBERS_MAX = 10_000;
/** How many people one request adds, removes, mutes or promotes at once. */
export const MEMBER_BATCH_MAX = 500;
export const GROUP_NAME_MAX = 16;
export const GROUP_NOTICE_MAX = 1000;
/** Spec 002 §5, §9: a member's nickname in the group, 2 to 24 characters after trimming. */
export const GROUP_NICKNAME_MIN = 2;
export const GROUP_NICKNAME_MAX = 24;
/** Spec 002 §5: the group avatar is a jpg, jpeg or png picture. */
export const GROUP_LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Timed mute windows are wall-clock times in China Standard Time (UTC+8, no daylight saving). */
export const MUTE_CLOCK_OFFSET_MINUTES = 8 * 60;
/** Spec 002 §5, §9: at most 5 mute periods a day, none overlapping another. */
export const MUTE_WINDOWS_MAX = 5;

const id = idSchema;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm');

export const muteWindowSchema = z.object({ startTime: clockTime, endTime: clockTime });
export type MuteWindow = z.infer<typeof muteWindowSchema>;

/** Why the viewer cannot send in a group now, or null when they can (spec 001 §4 sending blocks). */
export const SEND_BLOCKS = ['dissolved', 'banned', 'orderEnded', 'forbidden'] as const;
export type SendBlock = (typeof SEND_BLOCKS)[number];

/** The spec's Group detail, seen by a member; `myRole` and `sendBlock` are the viewer's own. */
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** The leader's user id. */
  userId: z.number().int(),
  /** True when ordinary members may open other members' cards to add them as friends. */
  addFriend: z.boolean(),
  /** Everyone but the leader and admins is muted. */
  forbid: z.boolean(),
  /** The timed mute windows apply. */
  forbidTime: z.boolean(),
  timeList: z.array(muteWindowSchema),
  groupUserNum: z.number().int(),
  groupType: z.string(),
  sessionType: z.literal('group'),
  /** 0 normal, 1 banned, 2 order ended. */
  state: z.number().int(),
  dissolved: z.boolean(),
  groupNotice: z.string(),
  needConfirm: z.boolean(),
  copyGroupType: z.string().nullable(),
  /** A task group's wish as its order progress bar shows it; null for other groups (or an unknown wish). */
  planVo: planSchema.nullable(),
  myRole: z.enum(GROUP_ROLES),
  /** The viewer's derived role (spec 002 §4.1): what the settings dialog shows them and the server allows. */
  role: z.enum(DERIVED_ROLES),
  /** The viewer's task role in a task group; null elsewhere. */
  specialRole: z.enum(TASK_ROLES).nullable(),
  sendBlock: z.enum(SEND_BLOCKS).nullable(),
  /** Up to 9 member avatars, leader first, for the grid avatar of a group without a logo. */
  avatars: z.array(z.string()),
  /** The parent group of a sub-group; null otherwise. */
  pid: z.number().int().nullable(),
  /** Whoever joins by a member's invitation becomes that member's friend. */
  bindUser: z.boolean(),
  /** The anti-harassment rule the group follows; null when none. */
  harassRuleId: z.number().int().nullable(),
  /** The viewer's own name in this group; empty when they go by their nickname. */
  groupUserNickName: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** The spec's Group member; `friendId` is set when the member is the viewer's friend. */
export const memberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  friendId: z.number().int().nullable(),
  groupUserNickName: z.string(),
  /** The viewer's remark for this member, when a friend. */
  alias: z.string(),
  nickName: z.string(),
  userName: z.string(),
  userAvatar: z.string(),
  permissionType: z.enum(GROUP_ROLES),
  specialRole: z.enum(TASK_ROLES).nullable(),
  /** Muted one by one by the leader or an admin. */
  forbid: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

/** A group in the viewer's list (contacts dialog, my groups, search). */
export const groupItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  avatars: z.array(z.string()),
  groupUserNum: z.number().int(),
  groupType: z.string(),
  myRole: z.enum(GROUP_ROLES),
});
export type GroupItem = z.infer<typeof groupItemSchema>;

export const groupList = defineEndpoint({
  method: 'GET',
  path: '/im/group/list',
  auth: 'user',
  tag: 'groups',
  summary: 'Groups the viewer belongs to, latest activity first; `name` filters by a part of the name',
  query: pagingQuery(GROUP_PAGE_SIZE, 100).extend({ name: lineText(GROUP_NAME_MAX).optional() }),
  kind: 'list',
  response: groupItemSchema,
});

export const groupDetail = defineEndpoint({
  method: 'GET',
  path: '/im/group/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'One group the viewer belongs to (imGroupDetails); a stranger gets 404',
  params: z.object({ id }),
  kind: 'object',
  response: groupSchema,
});

export const createGroup = defineEndpoint({
  method: 'POST',
  path: '/im/group',
  auth: 'user',
  tag: 'groups',
  summary:
    'Creates a group chat with the viewer as leader and the chosen friends as members; the name defaults to the first members’ names',
  body: z.object({
    userIds: z.array(id).min(1).max(MEMBER_BATCH_MAX),
    name: nameText(GROUP_NAME_MAX).optional(),
  }),
  kind: 'object',
  response: groupSchema,
});

export const editGroup = defineEndpoint({
  method: 'PUT',
  path: '/im/group',
  auth: 'user',
  tag: 'groups',
  summary:
    'Changes a group (editImGroup): name, avatar, announcement, bind-friend and mute switches, each allowed to the roles of its row of the matrix (spec 002 §6). Name, avatar and announcement changes are announced in the chat',
  body: z.object({
    id,
    name: nameText(GROUP_NAME_MAX, { min: 1 }).optional(),
    /** An uploaded jpg, jpeg or png picture. */
    logo: fileAddress.optional(),
    groupNotice: multilineText(GROUP_NOTICE_MAX).optional(),
    bindUser: z.boolean().optional(),
    forbid: z.boolean().optional(),
    forbidTime: z.boolean().optional(),
  }),
  kind: 'object',
  response: groupSchema,
});

export const setMuteWindows = defineEndpoint({
  method: 'PUT',
  path: '/im/group/forbid/time',
  auth: 'user',
  tag: 'groups',
  summary:
    'Saves the mute periods as a whole (imGroupForbidTimeList): at most 5, none overlapping another (periods may cross midnight); the in-group mute roles only',
  body: z.object({ groupId: id, timeList: z.array(muteWindowSchema).max(MUTE_WINDOWS_MAX) }),
  kind: 'object',
  response: groupSchema,
});

export const muteState = defineEndpoint({
  method: 'GET',
  path: '/im/group/forbid/:id',
  auth: 'user',
  tag: 'groups',
  summary:
    'Whether the viewer is muted in the group right now (imGroupForbid), polled every 5 s for the timed windows',
  params: z.object({ id }),
  kind: 'object',
  response: z.boolean(),
});

export const groupMembers = defineEndpoint({
  method: 'GET',
  path: '/im/group/user/all',
  auth: 'user',
  tag: 'groups',
  summary:
    'Members of a group the viewer belongs to (imGroupUserAll): leader, admins, then by join time; `total` is the head count',
  query: z.object({
    groupId: id,
    permissionType: z.enum(GROUP_ROLES).optional(),
    /** The first this many in grid order (the settings dialog's grid asks for 11); all, up to 9999, when absent. */
    limit: wholeNumber({ min: 1, max: MEMBER_PAGE_SIZE }).optional(),
  }),
  kind: 'list',
  response: memberSchema,
});

export const memberCard = defineEndpoint({
  method: 'GET',
  path: '/im/group/:id/user/:userId',
  auth: 'user',
  tag: 'groups',
  summary:
    "One member's card as the viewer may see it from the group: refused (403) to an ordinary member of a group that forbids adding friends, and between a task group's publisher and its takers; names masked in task groups",
  params: z.object({ id, userId: id }),
  kind: 'object',
  response: memberSchema,
});

export const addMembers = defineEndpoint({
  method: 'POST',
  path: '/im/group/user/add',
  auth: 'user',
  tag: 'groups',
  summary: 'A member brings friends into the group (announced as joinGroup)',
  body: z.object({ groupId: id, userIds: z.array(id).min(1).max(MEMBER_BATCH_MAX) }),
  kind: 'object',
  response: groupSchema,
});

export const removeMembers = defineEndpoint({
  method: 'POST',
  path: '/im/group/user/kick',
  auth: 'user',
  tag: 'groups',
  summary:
    'The leader removes anyone, an admin removes ordinary members (announced as kickGroup); the removed lose the conversation',
  body: z.object({ groupId: id, userIds: z.array(id).min(1).max(MEMBER_BATCH_MAX) }),
  kind: 'object',
  response: groupSchema,
});

export const setRole = defineEndpoint({
  method: 'PUT',
  path: '/im/group/user/role',
  auth: 'user',
  tag: 'groups',
  summary: 'The leader makes members admins or ordinary members again (imGroupBatchSetrole)',
  body: z.object({
    groupId: id,
    userIds: z.array(id).min(1).max(MEMBER_BATCH_MAX),
    permissionType: z.enum(['group_admin', 'group_user']),
  }),
  kind: 'object',
  response: z.null(),
});

export const setMemberMute = defineEndpoint({
  method: 'PUT',
  path: '/im/group/user/forbid',
  auth: 'user',
  tag: 'groups',
  summary:
    'Mutes or unmutes ordinary members one by one (imGroupBatchSetforbid); leader and admins only, never on the leader or an admin',
  body: z.object({ groupId: id, userIds: z.array(id).min(1).max(MEMBER_BATCH_MAX), forbid: z.boolean() }),
  kind: 'object',
  response: z.null(),
});

export const exitGroup = defineEndpoint({
  method: 'DELETE',
  path: '/im/group/user/removeGroup/:id',
  auth: 'user',
  tag: 'groups',
  summary:
    'The viewer leaves the group (imGroupUserRemoveGroup) and its conversation; the leader dissolves instead',
  params: z.object({ id }),
  kind: 'object',
  response: z.null(),
});

export const dissolveGroup = defineEndpoint({
  method: 'DELETE',
  path: '/im/group/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'The leader dissolves the group (imGroupDismiss): no one can send in it any more',
  params: z.object({ id }),
  kind: 'object',
  response: z.null(),
});
