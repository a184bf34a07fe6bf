import { z } from 'zod';
import { chinaTimeInstant, chinaTimeSchema } from './china-time-schema.js';
import { consolePaging, consoleReason } from './console.js';
import { resourcePath } from './content.js';
import { defineEndpoint } from './endpoint.js';
import { FEEDBACK_TYPES, feedbackSchema } from './feedback.js';
import { idSchema } from './ids.js';
import { lineText, multilineText } from './text.js';
export * from './console-notices-constants.js';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_CONTENT_MAX,
  BROADCAST_FIELD_MAX,
  BROADCAST_STATES,
  BROADCAST_SYSTEM_TYPES,
  BROADCAST_TABS,
  BROADCAST_TITLE_MAX,
  BROADCAST_USERS_MAX,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_REPLY_MIN,
  FEEDBACK_STATES,
  SHOP_ATTRS_MAX,
  WALLET_NOTICE_TYPES,
} from './console-notices-constants.js';

/**
 * The back office's notices (spec 001 §3: system, shop, wallet and MCN notices, written by an operator to
 * one user, a list of users or everyone, at once or at a time) and the answers to users' feedback.
 */

const ROLES = ['operationsAdministrator'] as const;
const idParam = z.object({ id: idSchema });

const title = lineText(BROADCAST_TITLE_MAX, { min: 1 });
const content = multilineText(BROADCAST_CONTENT_MAX, { min: 1 });
const field = lineText(BROADCAST_FIELD_MAX);
/** Yuan with at most two decimals, written as text so 19.9 stays 19.90 and not 19.899999. */
const yuan = z
  .string()
  .trim()
  .regex(/^(0|[1-9][0-9]{0,7})(\.[0-9]{1,2})?$/, 'an amount in yuan, e.g. 19.90');
/** A portal address (a path of this site) a system notice may lead to. */
const portalPath = z
  .string()
  .trim()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path of the portal, starting with /');

/** Each tab's notice carries the spec's own fields of that tab, kept in the notice's `extra`. */
export const broadcastNotice = z.discriminatedUnion('tab', [
  z
    .object({
      tab: z.literal('system'),
      type: z.enum(BROADCAST_SYSTEM_TYPES).default('announcement'),
      title,
      content,
      /** An optional link under the text: its words and where it leads on the portal. */
      linkTitle: field.optional(),
      linkUrl: portalPath.optional(),
    })
    .strict(),
  z
    .object({
      tab: z.literal('shop'),
      /** The shop or product name (shopTitle). */
      title,
      /** What happened (desc). */
      content,
      coverImage: resourcePath.optional(),
      price: yuan.optional(),
      attrValue: z
        .record(lineText(16, { min: 1 }), field)
        .refine((map) => Object.keys(map).length <= SHOP_ATTRS_MAX, {
          message: `at most ${SHOP_ATTRS_MAX} attributes`,
        })
        .optional(),
    })
    .strict(),
  z
    .object({
      tab: z.literal('wallet'),
      noticeType: z.enum(WALLET_NOTICE_TYPES),
      title,
      content,
      amount: yuan,
      payTypeName: field.default(''),
      payDetail: field.default(''),
    })
    .strict(),
  z.object({ tab: z.literal('mcn'), title, content }).strict(),
]);
export type BroadcastNotice = z.output<typeof broadcastNotice>;

export const broadcastSchema = z.object({
  id: z.number().int(),
  tab: z.enum(BROADCAST_TABS),
  /** The notice's kind within its tab (announcement, paySuccess, shop, mcn...). */
  type: z.string(),
  title: z.string(),
  content: z.string(),
  /** The tab's own fields, as the user's notice carries them. */
  extra: z.record(z.string(), z.unknown()),
  audience: z.enum(BROADCAST_AUDIENCES),
  /** How many users were listed; null for everyone (counted as it is delivered). */
  recipientCount: z.number().int().nullable(),
  /** Users who have the notice now. */
  deliveredCount: z.number().int(),
  state: z.enum(BROADCAST_STATES),
  sendAt: chinaTimeSchema,
  finishTime: chinaTimeSchema.nullable(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  createTime: chinaTimeSchema,
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastDetailSchema = broadcastSchema.extend({
  /** The listed users' public IDs (audience `users`); empty for everyone. */
  userNames: z.array(z.string()),
});

/** Public IDs, as people see and search them. */
const publicId = z
  .string()
  .trim()
  .regex(/^[0-9]{1,20}$/, 'a public ID (digits)');

export const createBroadcast = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/notices/broadcasts',
  auth: 'console',
  roles: ROLES,
  tag: 'console',
  summary:
    'Write a system, shop, wallet or MCN notice to listed users (public IDs) or everyone, at once or at sendAt (China time)',
  body: z
    .object({
      notice: broadcastNotice,
      audience: z.enum(BROADCAST_AUDIENCES),
      /** With audience `users`: the public IDs (one or more); refused with `everyone`. */
      userNames: z.array(publicId).min(1).max(BROADCAST_USERS_MAX).optional(),
      /** Leave out to send at once; a later moment schedules it. */
      sendAt: chinaTimeInstant.optional(),
      reason: consoleReason.default(''),
    })
    .strict()
    .superRefine((body, context) => {
      if (body.audience === 'users' && !body.userNames)
        context.addIssue({ code: 'invalid_type', expected: 'array', input: undefined, path: ['userNames'] });
      if (body.audience === 'everyone' && body.userNames)
        context.addIssue({ code: 'unrecognized_keys', keys: ['userNames'], input: body });
    }),
  kind: 'object',
  response: broadcastSchema,
});

export const broadcastList = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/notices/broadcasts',
  auth: 'console',
  roles: ROLES,
  tag: 'console',
  summary:
    'Broadcasts newest first, with their progress, by state; total is the rows shown, plus one when another page follows',
  query: consolePaging.extend({ state: z.enum(BROADCAST_STATES).optional() }),
  kind: 'list',
  response: broadcastSchema,
});

export const broadcastDetail = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/notices/broadcasts/:id',
  auth: 'console',
  roles: ROLES,
  tag: 'console',
  summary: 'One broadcast with its progress and, for a list of users, their public IDs',
  params: idParam,
  kind: 'object',
  response: broadcastDetailSchema,
});

export const cancelBroadcast = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/notices/broadcasts/:id/cancel',
  auth: 'console',
  roles: ROLES,
  tag: 'console',
  summary: 'Cancel a scheduled broadcast, or stop one part way; those who have it keep it',
  params: idParam,
  body: z.object({ reason: consoleReason.default('') }).strict(),
  kind: 'object',
  response: broadcastSchema,
});

/** Feedback as an operator sees it: the user's own view, with who sent it and who answered. */
export const consoleFeedbackSchema = feedbackSchema.extend({
  userId: z.number().int(),
  /** The sender's public ID, nickname and avatar. */
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  repliedBy: z.number().int().nullable(),
  repliedByName: z.string(),
});
export type ConsoleFeedback = z.infer<typeof consoleFeedbackSchema>;

export const feedbackQueue = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/feedback',
  auth: 'console',
  roles: ROLES,
  tag: 'console',
  summary:
    "Users' feedback newest first, by state and type; total is the rows shown, plus one when another page follows",
  query: consolePaging.extend({
    state: z.enum(FEEDBACK_STATES).optional(),
    type: z.enum(FEEDBACK_TYPES).optional(),
  }),
  kind: 'list',
  response: consoleFeedbackSchema,
});

export const feedbackDetail = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/feedback/:id',
  auth: 'console',
  roles: ROLES,
  tag: 'console',
  summary: 'One feedback with its sender and answer',
  params: idParam,
  kind: 'object',
  response: consoleFeedbackSchema,
});

export const replyFeedback = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/feedback/:id/reply',
  auth: 'console',
  roles: ROLES,
  tag: 'console',
  summary:
    'Answer a pending feedback: stored, the feedback becomes handled, the user gets the answer as a system notice',
  params: idParam,
  body: z.object({ reply: multilineText(FEEDBACK_REPLY_MAX, { min: FEEDBACK_REPLY_MIN }) }).strict(),
  kind: 'object',
  response: consoleFeedbackSchema,
});
