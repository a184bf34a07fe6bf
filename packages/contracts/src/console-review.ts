import { z } from 'zod';
import { AUDIT_STATES } from './content.js';
import { chinaTimeSchema } from './china-time-schema.js';
import { consolePaging, consoleReason } from './console.js';
import { SUPER_OPERATOR, type ConsoleRole } from './console-roles.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { lineText } from './text.js';

/**
 * Review queues of the back office: videos, articles, questions, answers, poems, prose and dramas today,
 * and whatever later features declare (a wish before it goes on the square, a real-name verification, a
 * bank card, a settlement dispute). The server keeps a registry of queues; these endpoints are generic
 * over it, so a console shows any queue from what the queue says of itself.
 */

/**
 * Every role some review queue serves: the endpoints below serve their union, and each handler then
 * refuses a role the named queue does not serve. A queue serving a role not listed here stops the server
 * at start; add the role here with it.
 */
export const REVIEW_ROLES: readonly ConsoleRole[] = [SUPER_OPERATOR, 'copyright', 'article', 'finance'];

/** At most this many items in one batch action. */
export const REVIEW_BATCH_MAX = 100;

/** The views of a queue besides its states: the items waiting for review, and every item. */
export const PENDING_VIEW = 'pending';
export const ALL_VIEW = 'all';

/** Whether an action asks for a reason: required ones are refused without, and the reason reaches the author. */
export const REASON_RULES = ['required', 'optional', 'none'] as const;

export const reviewActionSchema = z.object({
  /** What the batch call names: `approve`, `refuse`, `takeDown`, `restore`... */
  name: z.string(),
  label: z.string(),
  reason: z.enum(REASON_RULES),
  /** The action that reverses this one, when there is one; an action without one deserves a confirmation. */
  undoneBy: z.string().nullable(),
  /** The item states it acts on; each item's `actions` says which apply to it now. */
  from: z.array(z.string()),
});
export type ReviewAction = z.infer<typeof reviewActionSchema>;

export const reviewQueueSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** The business type of its items: the console's presenter of an item's `detail` is chosen by kind. */
  kind: z.string(),
  /** The console roles that open it (the super operator opens every queue). */
  roles: z.array(z.string()),
  /** Items waiting for review, from a counter kept with them. */
  pending: z.number().int(),
  /** What the list may be filtered by: `pending`, `all`, or one state. */
  views: z.array(z.object({ key: z.string(), label: z.string() })),
  /** What the keyword filter matches, for the search box's placeholder. */
  keywordHint: z.string(),
  actions: z.array(reviewActionSchema),
  /** Common reasons an operator picks from (they may write their own). */
  reasons: z.array(z.string()),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewAuthorSchema = z.object({
  id: z.number().int(),
  /** The public ID. */
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
});

/** How the full text of an item is written: rich text to render sanitised, plain text, or none (media). */
export const BODY_FORMATS = ['html', 'text', 'none'] as const;

/**
 * One item of a queue in the shape every queue shares, and its kind's own `detail` (a video's duration, an
 * answer's question, a drama's episodes...), which the console's presenter for that kind shows.
 */
export const reviewItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  /** Null when the author's account is gone. */
  author: reviewAuthorSchema.nullable(),
  /** A picture of the item; '' when it has none. */
  cover: z.string(),
  /** The video (or other media) to play; '' when it has none. */
  media: z.string(),
  /** Plain text, at most 120 characters. */
  excerpt: z.string(),
  body: z.string(),
  bodyFormat: z.enum(BODY_FORMATS),
  state: z.string(),
  /** WaitApprove while it waits in the queue, Refuse when refused, otherwise Pass. */
  auditState: z.enum(AUDIT_STATES),
  /** The reason its author was told (refused or taken down); '' otherwise. */
  rejectReason: z.string(),
  pending: z.boolean(),
  /** Where the portal shows it, when it has a page of its own. */
  portalPath: z.string().nullable(),
  /** The actions that apply to it now. */
  actions: z.array(z.string()),
  detail: z.record(z.string(), z.unknown()),
  createTime: chinaTimeSchema,
  updateTime: chinaTimeSchema,
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** A queue's key in a path: letters, digits, `-` and `_`. */
const queueParams = z.object({ queue: lineText(32, { min: 1 }).regex(/^[A-Za-z0-9_-]+$/, 'a queue key') });

export const reviewQueues = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/review/queues',
  auth: 'console',
  roles: REVIEW_ROLES,
  tag: 'console',
  summary:
    "The review queues the operator's roles open, each with its pending count, views, actions and common reasons",
  kind: 'list',
  response: reviewQueueSchema,
});

export const reviewItems = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/review/queues/:queue/items',
  auth: 'console',
  roles: REVIEW_ROLES,
  tag: 'console',
  summary:
    "A page of a queue's items, newest first, by key (`before`): waiting ones (view `pending`, the default), one state's, or all; total is the rows shown, plus one when another page follows",
  params: queueParams,
  query: consolePaging.extend({
    view: lineText(32, { min: 1 }).default(PENDING_VIEW),
    /** An item's id, or its author's public ID or phone number (each found by an index). */
    keyword: lineText(32).optional(),
  }),
  kind: 'list',
  response: reviewItemSchema,
});

export const reviewItem = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/review/queues/:queue/items/:id',
  auth: 'console',
  roles: REVIEW_ROLES,
  tag: 'console',
  summary: 'One item of a queue with its full detail and the last entries of its audit trail',
  params: queueParams.extend({ id: idSchema }),
  kind: 'object',
  response: reviewItemSchema.extend({
    history: z.array(
      z.object({
        action: z.string(),
        operatorName: z.string(),
        reason: z.string(),
        createTime: chinaTimeSchema,
      }),
    ),
  }),
});

export const reviewActionBody = z
  .object({
    action: lineText(32, { min: 1 }),
    ids: z.array(idSchema).min(1).max(REVIEW_BATCH_MAX),
    /** Required by actions whose `reason` is `required`; shown to the author. */
    reason: consoleReason.optional(),
  })
  .strict();

export const reviewAct = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/review/queues/:queue/actions',
  auth: 'console',
  roles: REVIEW_ROLES,
  tag: 'console',
  summary:
    'One action on up to 100 items of a queue, in one transaction with an audit entry and a notice to each author; items it does not apply to now are skipped and named',
  params: queueParams,
  body: reviewActionBody,
  kind: 'object',
  response: z.object({
    changed: z.array(z.number().int()),
    skipped: z.array(z.object({ id: z.number().int(), state: z.string() })),
  }),
});
