/**
 * Who may do what in a group (spec 002 §4.1, §6). One module for the server, which enforces every row at
 * the endpoint for that action, and for the client, which shows each role exactly what it may do.
 */

/** The stored role of a member (spec 001 §6). */
export const PERMISSION_TYPES = ['group_leader', 'group_admin', 'group_user'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

/** The role a member plays, derived from ownership, permissionType and whether the group is a sub-group. */
export const DERIVED_ROLES = ['user', 'leader', 'admin', 'subGroup', 'subLeader', 'subAdmin'] as const;
export type DerivedRole = (typeof DERIVED_ROLES)[number];

/** Group kinds (spec 001 §1, spec 002 §3). `group` is the kind a member makes from friends. */
export const GROUP_TYPES = [
  'normal',
  'group',
  'subGroup',
  'groupTask',
  'groupTaskCustom',
  'groupForm',
  'groupFormCustom',
  'groupFromGeneral',
] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const GROUP_TYPE_SUB = 'subGroup';
export const GROUP_TYPE_FORM = 'groupForm';

/** Whether a group is a sub-group: spec 002 §4.1 reads the parent id, whatever the kind says. */
export const isSubGroup = (group: { pid: number | null }) => group.pid !== null;

/**
 * The derived role (spec 002 §4.1): the owner is leader, a group_admin is admin, everyone else user; in a
 * sub-group the same three are subLeader, subAdmin and subGroup.
 */
export function derivedRole(group: { pid: number | null }, permissionType: string): DerivedRole {
  const sub = isSubGroup(group);
  if (permissionType === 'group_leader') return sub ? 'subLeader' : 'leader';
  if (permissionType === 'group_admin') return sub ? 'subAdmin' : 'admin';
  return sub ? 'subGroup' : 'user';
}

const ALL: readonly DerivedRole[] = DERIVED_ROLES;
/** Spec 002 §6: only these get the open handlers for name, set admins, mute, link, bind and anti-harassment. */
export const MANAGING_ROLES: readonly DerivedRole[] = ['leader', 'admin', 'subLeader', 'subAdmin'];
const managing = (roles: readonly DerivedRole[]) => roles.filter((role) => MANAGING_ROLES.includes(role));

/**
 * The matrix of spec 002 §6, one action per row. Where a row is shown to a role that the open handlers
 * leave out (set admins to subGroup, anti-harassment to subGroup), the action is the intersection: a row
 * that opens nothing grants nothing.
 */
export const GROUP_ACTIONS = {
  viewName: ALL,
  editName: MANAGING_ROLES,
  avatar: ['user', 'leader', 'admin', 'subGroup'],
  joinSettings: ['leader', 'admin', 'subLeader'],
  bindFriends: ['leader', 'admin'],
  memberManagement: ['leader', 'admin', 'subAdmin'],
  antiHarassment: managing(['leader', 'admin', 'subGroup', 'subLeader', 'subAdmin']),
  setAdmins: managing(['leader', 'subGroup', 'subLeader']),
  nickname: ['user', 'leader', 'admin'],
  forbidAddFriend: ['leader', 'admin', 'subAdmin'],
  mute: ['leader', 'admin', 'subLeader', 'subAdmin'],
  pin: ALL,
  viewAnnouncement: ALL,
  editAnnouncement: MANAGING_ROLES,
  qrCode: ALL,
  passphrase: ALL,
  dissolve: ['leader', 'subLeader'],
  exit: ['user', 'admin', 'subGroup', 'subAdmin'],
  removeMember: ['leader', 'admin', 'subLeader', 'subAdmin'],
  addMember: ALL,
  /** Spec 001 §6 platform facts: leader and admins see and decide join applications. */
  approveJoin: MANAGING_ROLES,
  /** Sub-groups are made in a group that is not one, by its leader and admins. */
  createSubGroup: ['leader', 'admin'],
} as const satisfies Record<string, readonly DerivedRole[]>;
export type GroupAction = keyof typeof GROUP_ACTIONS;

/** Kinds whose members keep a nickname of their own in the group (spec 002 §6). */
export const NICKNAME_GROUP_TYPES: readonly string[] = ['normal', 'group'];
/** Kinds nobody adds members to by hand: form groups (spec 002 §6) and task groups, made by their wish. */
export const NO_ADD_MEMBER_GROUP_TYPES: readonly string[] = [
  'groupForm',
  'groupFormCustom',
  'groupTask',
  'groupTaskCustom',
];

/** What of a group besides the role decides an action. */
export interface ActionContext {
  groupType: string;
  /** The linked wish's plan state, when the group has one. */
  planState?: string | null | undefined;
}

/**
 * Whether `role` may do `action` in this group. Kinds narrow some rows: the nickname is for normal and
 * group kinds only, nobody adds members to form and task groups, and a subLeader cannot set admins while
 * the linked plan is at work (spec 002 §4.1).
 */
export function may(role: DerivedRole, action: GroupAction, context: ActionContext): boolean {
  if (!(GROUP_ACTIONS[action] as readonly DerivedRole[]).includes(role)) return false;
  if (action === 'nickname') return NICKNAME_GROUP_TYPES.includes(context.groupType);
  if (action === 'addMember') return !NO_ADD_MEMBER_GROUP_TYPES.includes(context.groupType);
  if (action === 'setAdmins' && role === 'subLeader') return context.planState !== 'Execute';
  return true;
}

/** Spec 002 §4.1: the owner of a group may not dissolve it while its linked order is at work. */
export const UNDISSOLVABLE_STATES: readonly string[] = ['Execute', 'WaitApproveSettle'];
export const dissolveBlockedBy = (planState: string | null | undefined) =>
  planState !== null && planState !== undefined && UNDISSOLVABLE_STATES.includes(planState);

/**
 * The member-management row holds anti-harassment and set admins: it shows to its own roles (spec 002 §6)
 * and to anyone who may use a row inside it, so that a subLeader, who may set admins, can reach them.
 */
export const showsMemberManagement = (role: DerivedRole, context: ActionContext) =>
  may(role, 'memberManagement', context) ||
  may(role, 'antiHarassment', context) ||
  may(role, 'setAdmins', context);

/** A manager role (acts on others' membership and mute): leader and admin, in a group or a sub-group. */
export const isManagingRole = (role: DerivedRole) => MANAGING_ROLES.includes(role);
