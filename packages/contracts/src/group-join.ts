/**
 * Joining a group (spec 002 §3 "Group QR code link carries", §4.4, §7): signed join links and QR codes,
 * the passphrase, channel links, applications when the group asks for approval, and their review.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { groupWordSchema } from './group-admin.js';
import { groupSchema } from './groups.js';
import { idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { multilineText } from './text.js';

const id = idSchema;

/** Spec 002 §5, §9: the reason given when applying, at most 40 characters in a 5-row box. */
export const APPLY_REASON_MAX = 40;
export const APPLY_REASON_ROWS = 5;
/** A join link or QR code works this long after it was made (WeChat's group QR codes last 7 days). */
export const INVITE_CODE_DAYS = 7;
/** The `type` a join link and QR code carry. */
export const JOIN_LINK_TYPE = 'joinGroup';
/** The portal page a join link opens. */
export const JOIN_PAGE_PATH = '/joinGroup';

export const APPLY_STATES = ['WaitApprove', 'Pass', 'Refuse'] as const;
export type ApplyState = (typeof APPLY_STATES)[number];

/** The signed code of a join link or QR code: opaque to clients, checked by the server. */
export const inviteCalculateSchema = z.string().trim().min(1).max(128);
export const channelCodeSchema = z.string().trim().min(1).max(32);

export const genCode = defineEndpoint({
  method: 'POST',
  path: '/im/group/gencode/:id',
  auth: 'user',
  tag: 'groups',
  summary:
    "A join link and QR code of the viewer's own (imGroupGencode): it carries type joinGroup, groupId, inviteId (the viewer), inviteCalculate (signed, valid 7 days) and sharePerson; any member",
  params: z.object({ id }),
  kind: 'object',
  response: z.object({
    type: z.literal(JOIN_LINK_TYPE),
    groupId: z.number().int(),
    inviteId: z.number().int(),
    inviteCalculate: z.string(),
    sharePerson: z.string(),
    /** When the code stops working, in the platform's time format. */
    expireTime: z.string(),
    /** The portal path with the query above, to make into a full link or a QR code. */
    link: z.string(),
  }),
});

export const resetInviteCodes = defineEndpoint({
  method: 'POST',
  path: '/im/group/gencode/reset/:id',
  auth: 'user',
  tag: 'groups',
  summary: 'Voids every join link and QR code given out so far; the join-settings roles only',
  params: z.object({ id }),
  kind: 'object',
  response: z.null(),
});

/** How someone comes to a group: one of a signed invitation, a channel's code or the passphrase. */
export const joinTicketSchema = z.object({
  groupId: id.optional(),
  inviteUserId: id.optional(),
  inviteCalculate: inviteCalculateSchema.optional(),
  channelCode: channelCodeSchema.optional(),
  groupWord: groupWordSchema.optional(),
});
export type JoinTicket = z.infer<typeof joinTicketSchema>;

/** What a visitor of a join link sees before joining (imGroupDetails and imGroupUserInGroup of the join flow). */
export const joinPreviewSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  avatars: z.array(z.string()),
  groupUserNum: z.number().int(),
  needConfirm: z.boolean(),
  /** Already a member: the chat opens. */
  inGroup: z.boolean(),
  /** An application of the viewer is waiting for approval. */
  applying: z.boolean(),
  inviter: z.object({ userId: z.number().int(), nickName: z.string(), userAvatar: z.string() }).nullable(),
  channelName: z.string().nullable(),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

export const joinPreview = defineEndpoint({
  method: 'GET',
  path: '/im/group/join/preview',
  auth: 'user',
  tag: 'groups',
  summary:
    'The group a join link, QR code, channel code or passphrase leads to; a forged or expired code is refused, an unknown group is 404',
  query: joinTicketSchema,
  kind: 'object',
  response: joinPreviewSchema,
});

export const joinGroup = defineEndpoint({
  method: 'POST',
  path: '/im/group/join',
  auth: 'user',
  tag: 'groups',
  summary:
    'Joins at once (imApplyGroupActive), by invitation when the ticket names an inviter; refused with a message when the group asks for approval. Already a member: the group as it is',
  body: joinTicketSchema,
  kind: 'object',
  response: groupSchema,
});

export const applyGroup = defineEndpoint({
  method: 'POST',
  path: '/im/group/apply',
  auth: 'user',
  tag: 'groups',
  summary:
    "Asks to join a group that needs approval (imApplyGroup) with a reason of at most 40 characters; the group's managers are told",
  body: joinTicketSchema.extend({ applyContent: multilineText(APPLY_REASON_MAX) }),
  kind: 'object',
  response: z.object({ id: z.number().int(), applyState: z.enum(APPLY_STATES) }),
});

export const applicationSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  userAvatar: z.string(),
  applyContent: z.string(),
  applyState: z.enum(APPLY_STATES),
  inviterName: z.string(),
  channelName: z.string(),
  createTime: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applyList = defineEndpoint({
  method: 'GET',
  path: '/im/apply/list',
  auth: 'user',
  tag: 'groups',
  summary:
    "A group's join applications, waiting first then newest (imApplyList: targetId, applyType group); the approving roles only",
  query: pagingQuery(10, 100).extend({ targetId: id, applyType: z.literal('group').default('group') }),
  kind: 'list',
  response: applicationSchema,
});

export const auditApply = defineEndpoint({
  method: 'PUT',
  path: '/im/apply/audit',
  auth: 'user',
  tag: 'groups',
  summary:
    'Lets an applicant in or turns them away (imApplyGroupAudit); decided once, the applicant is told either way',
  body: z.object({ id, applyState: z.enum(['Pass', 'Refuse']) }),
  kind: 'object',
  response: applicationSchema,
});
