/** Behaviour tracking: aiRecAdd and the batched behaviour events. */
import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { lineText } from './text.js';
export * from './tracking-constants.js';
import {
  REC_BEHAVIOR_TYPES,
  REC_ITEM_TYPES,
  REC_SCENES,
  TRACKING_BUSINESS_TYPES,
  OPERA_SOURCE_WEB,
  TRACKING_BATCH_MAX,
} from './tracking-constants.js';

const shortText = (max: number) => lineText(max);

/**
 * aiRecAdd (spec 001 §7): one recommendation behaviour. The spec does not give its path; ours is
 * POST /app/api/ai/rec/add. Guests may send it (with an imei, the device number); a logged-in user's id is
 * taken from the session, never from the body.
 */
export const recBehaviorInput = z.object({
  itemId: idSchema,
  itemType: z.enum(REC_ITEM_TYPES),
  bhvType: z.enum(REC_BEHAVIOR_TYPES),
  /** 1 for most behaviours; seconds for stay. */
  bhvValue: wholeNumber({ max: 86_400 }).default(1),
  sceneId: shortText(64).default(REC_SCENES.other),
  traceId: shortText(128).default(''),
  traceInfo: shortText(1000).default(''),
  platform: shortText(16).default('h5'),
  /** Ignored: the session says who the user is. */
  userId: z.unknown().optional(),
  imei: shortText(64).default(''),
});
export type RecBehaviorInput = z.input<typeof recBehaviorInput>;

export const recBehaviorAdd = defineEndpoint({
  method: 'POST',
  path: '/app/api/ai/rec/add',
  auth: 'optional',
  tag: 'tracking',
  summary: 'aiRecAdd: records one recommendation behaviour (expose, click, like, …) of a user or guest',
  body: recBehaviorInput,
  kind: 'object',
  response: z.null(),
});

const seconds = wholeNumber({ max: 10_000_000 }).optional();

/** One tracking event (spec 001 §3). Who sent it is read from the session; userId/userName are kept as claims. */
export const trackingEventInput = z.object({
  operaSource: wholeNumber({ max: 4 }).default(OPERA_SOURCE_WEB),
  requestId: shortText(64).default(''),
  sourceType: shortText(32).default(''),
  operIp: shortText(64).default(''),
  /** When it happened, as every time on the platform (spec 001 §3: yyyy-MM-dd HH:mm:ss). */
  eventTime: chinaTimeSchema,
  operUrl: shortText(500).default(''),
  pageName: shortText(100).default(''),
  businessType: z.enum(TRACKING_BUSINESS_TYPES).default('Other'),
  operaType: wholeNumber({ min: 1, max: 15 }),
  eventSign: shortText(100).default(''),
  eventName: shortText(100).default(''),
  elementNo: shortText(100).default(''),
  elementName: shortText(100).default(''),
  eventAttribute: z
    .object({ contentDuration: seconds, progressDuration: seconds, duration: seconds })
    .default({}),
  userId: z.union([z.number(), z.string().max(32)]).nullish(),
  userName: shortText(64).nullish(),
  deviceNo: shortText(64).default(''),
});
export type TrackingEventInput = z.input<typeof trackingEventInput>;
export type TrackingEvent = z.output<typeof trackingEventInput>;

const eventList = z.array(trackingEventInput).min(1).max(TRACKING_BATCH_MAX);

/** The batch: a bare array, as clients of the platform post it, or `{list}`, as this client's api() sends bodies. */
export const trackingBatch = z.union([
  z.object({ list: eventList }).strict(),
  eventList.transform((list) => ({ list })),
]);

export const behaviorAddList = defineEndpoint({
  method: 'POST',
  path: '/admin/api/user/behavior/addList',
  auth: 'optional',
  tag: 'tracking',
  summary: 'Stores a batch of tracking events (the client flushes its queue every 60 s)',
  body: trackingBatch,
  kind: 'object',
  response: z.object({ accepted: z.number().int() }),
});
