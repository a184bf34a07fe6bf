import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { resourcePath } from './content.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { orderSchema } from './payments.js';
import { lineText, multilineText } from './text.js';
import {
  APPLY_IMAGES_MAX,
  APPLY_MSG_MAX,
  DELIVERY_DAYS_MAX,
  DELIVERY_IMAGES_MAX,
  DELIVERY_MSG_MAX,
  INDUSTRY_TYPES,
  RECEIVE_LIMIT_MAX,
  RECEPTION_STATES,
  REASON_MAX,
  SQUARE_SORTS,
  WISH_ADDRESS_MAX,
  WISH_CONTENT_MAX,
  WISH_DELIVERY_STANDARD_MAX,
  WISH_IMAGES_MAX,
  WISH_LABEL_MAX,
  WISH_LABELS_MAX,
  WISH_STATES,
  WISH_TITLE_MAX,
  WISH_TYPES,
} from './wishes-constants.js';
import { givenRatingSchema, ratingSummarySchema } from './wishes-ratings.js';

export * from './wishes-constants.js';
export * from './wishes-ratings.js';

/**
 * The wish marketplace (spec 000 §2-§5, spec 001 §2-§4, platform facts' wish fields): wishes with an
 * escrowed reward, takers' orders on them (receptions), settlement, and the task group's plan.
 */

const taskNumber = lineText(32, { min: 1 });
/** Yuan as the real API writes amounts: a number with at most two decimals. */
const yuan = z.number().nonnegative();

/** The viewer's own order on a wish (a reception), as the taker sees it. */
export const receptionSchema = z.object({
  id: z.number().int(),
  taskNumber: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  userAvatar: z.string(),
  state: z.enum(RECEPTION_STATES),
  /** The application (spec 000 §3 Application): deposit in yuan, message and images. */
  amount: yuan,
  applyMsg: z.string(),
  applyAnnex: z.array(z.string()),
  /** The deposit's QR order while it waits to be paid, so the page can show its code again. */
  depositOrderNo: z.string().nullable(),
  /** The delivery sent with the settlement application. */
  deliveryMsg: z.string(),
  deliveryAnnex: z.array(z.string()),
  /** Why the publisher declined the application or refused the delivery. */
  rejectReason: z.string(),
  /** What the taker was paid at settlement (after the platform's fee), in yuan; null before. */
  settledAmount: yuan.nullable(),
  createTime: chinaTimeSchema,
  updateTime: chinaTimeSchema,
  /** When an unreviewed settlement application is accepted for the publisher. */
  autoAcceptTime: chinaTimeSchema.nullable(),
  /** The viewer's rating of the other side once the order is settled; null while not rated. */
  myRating: givenRatingSchema.nullable(),
});
export type Reception = z.infer<typeof receptionSchema>;

/** A wish as the square, the details and the order pages show it. */
export const wishSchema = z.object({
  id: z.number().int(),
  taskNumber: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  userAvatar: z.string(),
  /** The publisher's ratings received (as publisher and as taker); null while there are none. */
  publisherRating: ratingSummarySchema.nullable(),
  title: z.string(),
  /** Sanitised HTML on the details; plain text in lists. */
  content: z.string(),
  industryType: z.enum(INDUSTRY_TYPES),
  industryName: z.string(),
  type: z.enum(WISH_TYPES),
  typeName: z.string(),
  /** The whole reward, in yuan, and its currency. */
  fullAmount: yuan,
  fullCurrency: z.literal('CNY'),
  /** What one accepted delivery earns, before the platform's fee. */
  standAmount: yuan,
  /** Paid for the reward so far (equals fullAmount once paid). */
  payAmount: yuan,
  /** The platform's cut of each settlement, in thousandths, fixed when the wish was published. */
  platformFee: z.number().int(),
  deliveryStandard: z.string(),
  /** The deadline. */
  deliveryDay: chinaTimeSchema,
  receiveLimit: z.number().int(),
  /** Takers accepted so far (working, settling or settled). */
  receiveNum: z.number().int(),
  /** Deliveries accepted and paid. */
  deliveryNum: z.number().int(),
  /** Applications waiting for the publisher. */
  applyNum: z.number().int(),
  isApproveReceive: z.boolean(),
  isReceiveDeposit: z.boolean(),
  images: z.array(z.string()),
  videoUrl: z.string(),
  location: z.string(),
  address: z.string(),
  labelList: z.array(z.string()),
  state: z.enum(WISH_STATES),
  shelfState: z.enum(['OnShelf', 'OffShelf']),
  /** Why an operator refused or took it down; for the publisher only, empty otherwise. */
  rejectReason: z.string(),
  siteId: z.number().int(),
  createTime: chinaTimeSchema,
  updateTime: chinaTimeSchema,
  /** 1 when the viewer published it (spec 000 §2: isReceiving). */
  isReceiving: z.union([z.literal(0), z.literal(1)]),
  /** The viewer's own order on it, when they took or applied for it. */
  myReception: receptionSchema.nullable(),
  /** The task group, for its publisher and accepted takers once made. */
  groupId: z.number().int().nullable(),
  /** The reward's QR order while it waits to be paid (publisher only). */
  payOrderNo: z.string().nullable(),
  /** Pass back as `cursor` to read the square on from this card. */
  cursor: z.string(),
});
export type Wish = z.infer<typeof wishSchema>;

/** What the form sends: the real create body (platform facts), in yuan. */
const wishFields = {
  title: lineText(WISH_TITLE_MAX, { min: 1 }),
  content: z.string().max(WISH_CONTENT_MAX).default(''),
  industryType: z.enum(INDUSTRY_TYPES),
  industryName: z.string().max(32).optional(),
  type: z.enum(WISH_TYPES),
  typeName: z.string().max(32).optional(),
  /** The whole reward; equals standAmount times receiveLimit when both are sent. */
  fullAmount: z.number().positive().max(100_000_000),
  totalPrice: z.number().optional(),
  fullCurrency: z.literal('CNY').default('CNY'),
  standAmount: z.number().positive().optional(),
  /** The deadline: 'YYYY-MM-DD HH:MM:SS', China time; or a number of days from now. */
  deliveryDay: z.union([chinaTimeSchema, wholeNumber({ min: 1, max: DELIVERY_DAYS_MAX })]),
  potentialDemand: z.string().max(500).optional(),
  settleType: z.string().max(32).optional(),
  kickbackType: z.string().max(32).optional(),
  isDraft: z.boolean().default(false),
  receiveLimit: wholeNumber({ min: 1, max: RECEIVE_LIMIT_MAX }).default(1),
  deliveryStep: z.unknown().optional(),
  deliveryStandard: multilineText(WISH_DELIVERY_STANDARD_MAX).default(''),
  isApproveReceive: z.boolean().default(true),
  isReceiveDeposit: z.boolean().default(false),
  needSplit: z.boolean().optional(),
  /** Comma-separated image paths, as the real body sends them, or a list. */
  imageUrl: z
    .union([z.string().max(WISH_IMAGES_MAX * 520), z.array(resourcePath).max(WISH_IMAGES_MAX)])
    .optional(),
  videoUrl: z.union([resourcePath, z.literal('')]).optional(),
  location: lineText(WISH_ADDRESS_MAX).optional(),
  address: lineText(WISH_ADDRESS_MAX).optional(),
  labelList: z
    .array(lineText(WISH_LABEL_MAX, { min: 1 }))
    .max(WISH_LABELS_MAX)
    .optional(),
  deliveryList: z.unknown().optional(),
  siteId: idSchema.optional(),
};

export const createWish = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task',
  auth: 'user',
  tag: 'wishes',
  summary:
    'Publish a wish (or save a draft with isDraft): answers the new id; a wish not a draft waits for its reward to be paid',
  body: z.object(wishFields),
  kind: 'object',
  response: z.number().int(),
});

export const editWish = defineEndpoint({
  method: 'PUT',
  path: '/busy-order/app/busy/task',
  auth: 'user',
  tag: 'wishes',
  summary: 'Edit a draft (or a wish still waiting for payment, which returns it to a draft)',
  body: z.object({ id: idSchema, ...wishFields }),
  kind: 'object',
  response: z.number().int(),
});

const byTaskNumber = z.object({ taskNumber });

export const payWish = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/pay',
  auth: 'user',
  tag: 'wishes',
  summary:
    "Pay a wish's reward into escrow: answers the QR order (confirm and refresh it through the payments calls)",
  body: byTaskNumber,
  kind: 'object',
  response: orderSchema,
});

export const squareQuery = z.object({
  industryType: z.enum(INDUSTRY_TYPES).optional(),
  type: z.enum(WISH_TYPES).optional(),
  sort: z.enum(SQUARE_SORTS).default('newest'),
  keyword: lineText(32).optional(),
  siteId: idSchema.optional(),
  /** The `cursor` of the last card shown. */
  cursor: z.string().max(200).optional(),
  pageSize: wholeNumber({ min: 1, max: 50 }).default(12),
});

export const wishSquare = defineEndpoint({
  method: 'GET',
  path: '/busy-order/app/busy/task/square',
  auth: 'optional',
  tag: 'wishes',
  summary:
    'The wish square: wishes open to takers, filtered and sorted, read on by cursor; total is capped at 10,000',
  query: squareQuery,
  kind: 'list',
  response: wishSchema,
});

export const wishDetail = defineEndpoint({
  method: 'GET',
  path: '/busy-order/app/busy/task/detail/:taskNumber',
  auth: 'optional',
  tag: 'wishes',
  summary:
    "A wish's details: anyone while on the square; its publisher and takers always; 404 with a reason otherwise",
  params: byTaskNumber,
  kind: 'object',
  response: wishSchema,
});

export const MINE_FILTERS = [
  'all',
  'draft',
  'unpaid',
  'review',
  'open',
  'working',
  'settling',
  'ended',
] as const;

export const myPublishedWishes = defineEndpoint({
  method: 'GET',
  path: '/busy-order/app/busy/task/mine',
  auth: 'user',
  tag: 'wishes',
  summary: 'Wishes the viewer published, newest first, by state group, read on by cursor',
  query: z.object({
    filter: z.enum(MINE_FILTERS).default('all'),
    cursor: z.string().max(200).optional(),
    pageSize: wholeNumber({ min: 1, max: 50 }).default(10),
  }),
  kind: 'list',
  response: wishSchema,
});

export const RECEIVED_FILTERS = ['all', 'applying', 'working', 'settling', 'settled', 'ended'] as const;

/** A wish the viewer took, with their order on it. */
export const takenWishSchema = z.object({ wish: wishSchema, reception: receptionSchema, cursor: z.string() });

export const myTakenWishes = defineEndpoint({
  method: 'GET',
  path: '/busy-order/app/busy/task/received',
  auth: 'user',
  tag: 'wishes',
  summary: 'Wishes the viewer took or applied for, newest first, by their order state, read on by cursor',
  query: z.object({
    filter: z.enum(RECEIVED_FILTERS).default('all'),
    cursor: z.string().max(200).optional(),
    pageSize: wholeNumber({ min: 1, max: 50 }).default(10),
  }),
  kind: 'list',
  response: takenWishSchema,
});

export const endWish = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/end',
  auth: 'user',
  tag: 'wishes',
  summary:
    'The publisher ends a wish: cancels a draft or unpaid one, or takes one off the square once no taker is at work; what escrow holds goes back',
  body: byTaskNumber,
  kind: 'object',
  response: wishSchema,
});

/** The apply body of busyTaskReceive (spec 000 §7): the deposit in yuan, the message and images. */
export const receiveWish = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/receive',
  auth: 'user',
  tag: 'wishes',
  summary:
    'busyTaskReceive: take a wish directly, or apply for it (message, images, deposit); a deposit answers its QR order',
  body: z.object({
    taskNumber,
    /** The deposit in yuan when the wish asks for one: 0.2 to 100 million, one decimal at most. */
    amount: z.union([z.number(), z.string().max(20)]).optional(),
    applyMsg: multilineText(APPLY_MSG_MAX).optional(),
    /** Evidence images, jpg/png/jpeg: a list, or comma-separated as the real client sends them. */
    applyAnnex: z
      .union([z.array(resourcePath).max(APPLY_IMAGES_MAX), z.string().max(APPLY_IMAGES_MAX * 520)])
      .optional(),
  }),
  kind: 'object',
  response: z.object({ reception: receptionSchema, depositOrder: orderSchema.nullable() }),
});

export const applications = defineEndpoint({
  method: 'GET',
  path: '/busy-order/app/busy/task/applications/:taskNumber',
  auth: 'user',
  tag: 'wishes',
  summary: "The publisher's view of a wish's takers: applications and orders by state, oldest first by id",
  params: byTaskNumber,
  query: z.object({
    state: z.enum(RECEPTION_STATES).optional(),
    afterId: wholeNumber({ min: 0 }).optional(),
    pageSize: wholeNumber({ min: 1, max: 50 }).default(20),
  }),
  kind: 'list',
  response: receptionSchema,
});

const byReception = z.object({ receptionId: idSchema });
const withReason = z.object({ receptionId: idSchema, reason: multilineText(REASON_MAX, { min: 1 }) });

export const acceptApplication = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/application/accept',
  auth: 'user',
  tag: 'wishes',
  summary: 'The publisher accepts an application: the taker joins the task group and starts work',
  body: byReception,
  kind: 'object',
  response: receptionSchema,
});

export const declineApplication = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/application/decline',
  auth: 'user',
  tag: 'wishes',
  summary: "The publisher declines an application with a reason; the applicant's deposit goes back",
  body: withReason,
  kind: 'object',
  response: receptionSchema,
});

/** settleApi (spec 001 §7): the taker applies for settlement of their delivery. */
export const applySettlement = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/settle',
  auth: 'user',
  tag: 'wishes',
  summary:
    'settleApi: the taker applies for settlement, with what they delivered; the publisher has 72 hours to review',
  body: z.object({
    taskNumber,
    deliveryMsg: multilineText(DELIVERY_MSG_MAX).default(''),
    deliveryAnnex: z.array(resourcePath).max(DELIVERY_IMAGES_MAX).default([]),
  }),
  kind: 'object',
  response: receptionSchema,
});

export const approveSettlement = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/settle/approve',
  auth: 'user',
  tag: 'wishes',
  summary:
    "The publisher accepts a delivery: the place's reward, less the platform's fee, reaches the taker's earnings",
  body: byReception,
  kind: 'object',
  response: receptionSchema,
});

export const refuseSettlement = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/settle/refuse',
  auth: 'user',
  tag: 'wishes',
  summary: 'The publisher refuses a delivery with a reason; the taker goes back to work',
  body: withReason,
  kind: 'object',
  response: receptionSchema,
});

/** A task group member in the plan (spec 001 §3: group user in plan). */
export const planMemberSchema = z.object({
  userId: z.number().int(),
  avatar: z.string(),
  /** Masked in task chats: the first character and **. */
  nickName: z.string(),
  isInGroup: z.boolean(),
  completeState: z.enum(RECEPTION_STATES),
});

/** planVo (spec 001 §3), carried by a task group's conversation and details. */
export const planSchema = z.object({
  taskNumber: z.string(),
  taskTitle: z.string(),
  fullAmount: yuan,
  state: z.enum(WISH_STATES),
  /** Places and what one earns. */
  standNum: z.number().int(),
  standAmount: yuan,
  deliveryStandard: z.string(),
  deliveryNum: z.number().int(),
  receiveNum: z.number().int(),
  taskReceUserName: z.string(),
  busyTaskUpdateTime: chinaTimeSchema,
  groupUserUpdateTime: chinaTimeSchema,
  publisherId: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const taskPlan = defineEndpoint({
  method: 'GET',
  path: '/busy-order/app/busy/task/plan/:taskNumber',
  auth: 'user',
  tag: 'wishes',
  summary:
    "The task progress dialog: the plan and each taker's completion, for the wish's publisher and takers",
  params: byTaskNumber,
  kind: 'object',
  response: z.object({
    plan: planSchema,
    members: z.array(planMemberSchema),
    myRole: z.enum(['taskPublish', 'taskRece']),
  }),
});

/** A task card (spec 001 §3): busyOrderAppBusyTaskChild answers it for a share card. */
export const taskCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fullAmount: yuan,
  taskNumber: z.string(),
  constMark: z.string(),
  userId: z.number().int(),
  state: z.enum(WISH_STATES),
});

export const taskCard = defineEndpoint({
  method: 'GET',
  path: '/busy-order/app/busy/task/child/:id',
  auth: 'optional',
  tag: 'wishes',
  summary: 'busyOrderAppBusyTaskChild: the card of a wish by id, for share cards',
  params: z.object({ id: idSchema }),
  kind: 'object',
  response: taskCardSchema,
});

/** The open API the real platform's clients call (platform facts): `{code: 200, msg, data: [...]}`. */
export const openWishSchema = z.object({
  id: z.number().int(),
  taskNumber: z.string(),
  userId: z.number().int(),
  industryName: z.string(),
  title: z.string(),
  content: z.string(),
  fullAmount: yuan,
  state: z.enum(WISH_STATES),
  createTime: chinaTimeSchema,
  siteId: z.number().int(),
  extraData: z.record(z.string(), z.unknown()),
});

export const openWishList = defineEndpoint({
  method: 'GET',
  path: '/open/busy/task/list',
  auth: 'public',
  tag: 'wishes',
  summary:
    'Open API: wishes on the square in id order, after the id given (the last one of the previous page)',
  query: z.object({ id: wholeNumber({ min: 0 }).optional() }),
  kind: 'list',
  response: openWishSchema,
});

export const OPERATION_TYPES = ['Create', 'UpdateState', 'Finish', 'Delete', 'OffShelf', 'OnShelf'] as const;

export const operationLogSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  operationType: z.enum(OPERATION_TYPES),
  oldState: z.enum(WISH_STATES).nullable(),
  newState: z.enum(WISH_STATES),
  operatorId: z.number().int(),
  remark: z.string(),
  createTime: chinaTimeSchema,
});

export const openOperationLog = defineEndpoint({
  method: 'GET',
  path: '/open/busy/task/operation/log',
  auth: 'public',
  tag: 'wishes',
  summary: "Open API: a wish's operation log, oldest first (wishes that reached the square only)",
  query: z.object({ id: idSchema }),
  kind: 'list',
  response: operationLogSchema,
});
