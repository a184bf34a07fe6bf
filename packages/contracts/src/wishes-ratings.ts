import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { multilineText } from './text.js';
import { RATING_COMMENT_MAX, RATING_SCORE_MAX, RATING_SIDES } from './wishes-constants.js';

/**
 * Ratings after settlement: once a taker's order is settled (OverSettle), its publisher rates the taker and
 * the taker rates the publisher, each once. Re-exported by wishes.ts, so they are `wishes.*` to callers.
 */

/** Someone's ratings received: the average (one decimal) and how many; null on a wish when there are none. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The rating the viewer gave on one order. */
export const givenRatingSchema = z.object({
  score: z.number().int(),
  comment: z.string(),
  createTime: chinaTimeSchema,
});
export type GivenRating = z.infer<typeof givenRatingSchema>;

export const rateReception = defineEndpoint({
  method: 'POST',
  path: '/busy-order/app/busy/task/rate',
  auth: 'user',
  tag: 'wishes',
  summary:
    'Rate the other side of a settled order: the publisher rates the taker, the taker the publisher; once each (a second answers 409)',
  body: z.object({
    receptionId: idSchema,
    /** Whole stars, 1 to 5. */
    score: wholeNumber({ min: 1, max: RATING_SCORE_MAX }),
    /** Plain text, trimmed; may be empty. */
    comment: multilineText(RATING_COMMENT_MAX).default(''),
  }),
  kind: 'object',
  response: givenRatingSchema.extend({
    receptionId: z.number().int(),
    side: z.enum(RATING_SIDES),
  }),
});

/** One rating someone received, the rater's name masked as task chats mask it. */
export const receivedRatingSchema = z.object({
  id: z.number().int(),
  /** The first character of the rater's nickname and **. */
  raterName: z.string(),
  /** Who rated: the publisher (so the rated one was the taker) or the taker. */
  side: z.enum(RATING_SIDES),
  score: z.number().int(),
  comment: z.string(),
  taskNumber: z.string(),
  title: z.string(),
  createTime: chinaTimeSchema,
});
export type ReceivedRating = z.infer<typeof receivedRatingSchema>;

export const userRatings = defineEndpoint({
  method: 'GET',
  path: '/busy-order/app/busy/task/ratings/:userId',
  auth: 'optional',
  tag: 'wishes',
  summary:
    "A user's ratings received as publisher and taker: the average and count, and the ratings newest first by id",
  params: z.object({ userId: idSchema }),
  query: z.object({
    /** The `id` of the last rating shown, to read on from it. */
    beforeId: idSchema.optional(),
    pageSize: wholeNumber({ min: 1, max: 50 }).default(10),
  }),
  kind: 'object',
  response: z.object({
    userId: z.number().int(),
    /** 0 while there are none. */
    average: z.number(),
    count: z.number().int(),
    records: z.array(receivedRatingSchema),
    hasMore: z.boolean(),
  }),
});
