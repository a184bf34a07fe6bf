import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { CONSOLE_ROLES, SUPER_OPERATOR } from './console-roles.js';
import { CONSOLE_REASON_MAX, consolePaging, consoleReason } from './console.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { lineText } from './text.js';

/**
 * The back office's people pages: users (search, detail, disable, mute) and their console roles, and
 * groups (search, detail, ban, dissolve). Users and groups are served to operations (运营) and the super
 * operator; roles to the super operator alone.
 *
 * Lists page by key (`before` = the id of the last row shown). A search by public ID, phone or group id is
 * exact and finds one row at most; a search by nickname or group name finds names that start with the text,
 * in name order, along the index that holds the names; without a key, newest first.
 */

const PEOPLE: readonly ['operationsAdministrator'] = ['operationsAdministrator'];
const SUPER_ONLY: readonly [typeof SUPER_OPERATOR] = [SUPER_OPERATOR];

/** Why an operator punished someone: shown to them, so it may not be left out. */
export const requiredReason = lineText(CONSOLE_REASON_MAX, { min: 1 });
/** Why an operator lifted a punishment or changed a role: recorded, and may be left out. */
const optionalReason = consoleReason.default('');

export const ACCOUNT_STATES = ['active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** A chat mute of a whole account: until a time, or until an operator lifts it (`until` null). */
export const accountMuteSchema = z.object({
  until: chinaTimeSchema.nullable(),
  reason: z.string(),
  createTime: chinaTimeSchema,
});
export type AccountMute = z.infer<typeof accountMuteSchema>;

export const consoleUserSchema = z.object({
  id: z.number().int(),
  /** The public ID. */
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  /** In full: the console is for operators. */
  phone: z.string().nullable(),
  /** Every role key the account holds (`user`, `agent`, console roles...). */
  roles: z.array(z.string()),
  state: z.enum(ACCOUNT_STATES),
  /** Why it was disabled (or re-enabled); empty when never changed. */
  stateReason: z.string(),
  /** When the state last changed; null when never. */
  stateTime: chinaTimeSchema.nullable(),
  /** The chat mute in force now, or null. */
  mute: accountMuteSchema.nullable(),
  createTime: chinaTimeSchema,
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;

export const consoleUserDetailSchema = consoleUserSchema.extend({
  intro: z.string(),
  siteId: z.number().int(),
  hasPassword: z.boolean(),
  /** Counts kept cheap: each is read from an index on this one user. */
  counts: z.object({
    followCount: z.number().int(),
    fansCount: z.number().int(),
    likedCount: z.number().int(),
    /** Sessions not ended nor expired: the devices logged in now. */
    liveSessions: z.number().int(),
  }),
});
export type ConsoleUserDetail = z.infer<typeof consoleUserDetailSchema>;

const userIdParams = z.object({ id: idSchema });

export const searchUsers = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/users',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary:
    'Users by one key: public ID (exact), phone (exact), nickname (starts with, in name order) or state; without one, newest first. Total is the rows shown, plus one when another page follows',
  query: consolePaging.extend({
    userName: lineText(32, { min: 1 }).optional(),
    phone: lineText(20, { min: 1 }).optional(),
    nickName: lineText(64, { min: 1 }).optional(),
    state: z.enum(ACCOUNT_STATES).optional(),
  }),
  kind: 'list',
  response: consoleUserSchema,
});

export const userDetail = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/users/:id',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary: "A user's profile, roles, state and its reason, chat mute, created time and counts",
  params: userIdParams,
  kind: 'object',
  response: consoleUserDetailSchema,
});

export const disableUser = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/users/:id/disable',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary:
    "Disables an account: its sessions and sockets end at once, its next request and its logins are refused with the reason (code 11014); never a super operator's or one's own",
  params: userIdParams,
  body: z.object({ reason: requiredReason }),
  kind: 'object',
  response: consoleUserSchema,
});

export const enableUser = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/users/:id/enable',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary: 'Re-enables a disabled account: it may log in again (its old sessions stay ended)',
  params: userIdParams,
  body: z.object({ reason: optionalReason }),
  kind: 'object',
  response: consoleUserSchema,
});

export const MUTE_UNITS = ['minutes', 'hours', 'days', 'untilLifted'] as const;
export type MuteUnit = (typeof MUTE_UNITS)[number];
/** The longest timed mute, whatever its unit: a longer one is a mute until lifted. */
export const MUTE_MAX_DAYS = 3650;

export const muteUser = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/users/:id/mute',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary:
    'Mutes an account from every chat (private and group) for `amount` minutes, hours or days, or until lifted; replaces a mute in force',
  params: userIdParams,
  body: z.object({
    unit: z.enum(MUTE_UNITS),
    /** Required unless the unit is untilLifted. */
    amount: wholeNumber({ min: 1, max: MUTE_MAX_DAYS * 24 * 60 }).optional(),
    reason: requiredReason,
  }),
  kind: 'object',
  response: consoleUserSchema,
});

export const unmuteUser = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/users/:id/unmute',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary: "Lifts an account's chat mute",
  params: userIdParams,
  body: z.object({ reason: optionalReason }),
  kind: 'object',
  response: consoleUserSchema,
});

export const operatorList = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/operators',
  auth: 'console',
  roles: SUPER_ONLY,
  tag: 'console',
  summary:
    'Accounts holding a console role, newest first; total is the rows shown, plus one when another page follows',
  query: consolePaging.extend({ role: z.enum(CONSOLE_ROLES).optional() }),
  kind: 'list',
  response: consoleUserSchema,
});

const roleChange = z.object({ role: z.enum(CONSOLE_ROLES), reason: optionalReason });

export const grantRole = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/users/:id/roles/grant',
  auth: 'console',
  roles: SUPER_ONLY,
  tag: 'console',
  summary: 'Grants a console role; the account holds it from its next request',
  params: userIdParams,
  body: roleChange,
  kind: 'object',
  response: consoleUserSchema,
});

export const revokeRole = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/users/:id/roles/revoke',
  auth: 'console',
  roles: SUPER_ONLY,
  tag: 'console',
  summary: 'Revokes a console role from its next request on; the last super operator keeps superAdmin',
  params: userIdParams,
  body: roleChange,
  kind: 'object',
  response: consoleUserSchema,
});

/** Group states (spec 001 §4): 0 normal, 1 banned by the platform, 2 its order ended. */
export const GROUP_STATES = [0, 1, 2] as const;

export const consoleGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  groupType: z.string(),
  owner: z.object({ id: z.number().int(), userName: z.string(), nickName: z.string(), avatar: z.string() }),
  memberCount: z.number().int(),
  /** 0 normal, 1 banned, 2 order ended. */
  state: z.number().int(),
  dissolved: z.boolean(),
  createTime: chinaTimeSchema,
  lastMessageTime: chinaTimeSchema,
});
export type ConsoleGroup = z.infer<typeof consoleGroupSchema>;

const groupIdParams = z.object({ id: idSchema });

export const searchGroups = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/groups',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary:
    'Groups by one key: id (exact), name (starts with, in name order) or state; without one, newest first. Total is the rows shown, plus one when another page follows',
  query: consolePaging.extend({
    groupId: idSchema.optional(),
    name: lineText(64, { min: 1 }).optional(),
    state: wholeNumber({ min: 0, max: 2 }).optional(),
  }),
  kind: 'list',
  response: consoleGroupSchema,
});

export const groupDetail = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/groups/:id',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary: "A group's owner, member count, state and created time",
  params: groupIdParams,
  kind: 'object',
  response: consoleGroupSchema,
});

export const banGroup = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/groups/:id/ban',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary:
    'Bans a group (state 1): nobody can send in it from then on, on every server process; members see a line, the owner a notice with the reason',
  params: groupIdParams,
  body: z.object({ reason: requiredReason }),
  kind: 'object',
  response: consoleGroupSchema,
});

export const unbanGroup = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/groups/:id/unban',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary: "Lifts a group's ban (state 0)",
  params: groupIdParams,
  body: z.object({ reason: optionalReason }),
  kind: 'object',
  response: consoleGroupSchema,
});

export const dissolveGroup = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/groups/:id/dissolve',
  auth: 'console',
  roles: PEOPLE,
  tag: 'console',
  summary:
    'Dissolves a group that breaks the rules, as its owner would: members keep its history and cannot send in it again; the owner is told the reason',
  params: groupIdParams,
  body: z.object({ reason: requiredReason }),
  kind: 'object',
  response: consoleGroupSchema,
});
