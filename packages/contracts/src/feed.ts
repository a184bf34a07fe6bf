/** The home feed: videos, articles and questions mixed and ranked. */
import { z } from 'zod';
import { videoSchema } from './content.js';
import { articleSchema } from './content-articles.js';
import { questionSchema } from './content-qa.js';
import { chinaTimeInstant } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { pagingQuery } from './paging.js';
export * from './feed-constants.js';
import { FEED_PAGE_SIZE, FEED_MAX_PAGE, FEED_CURSOR_PATTERN } from './feed-constants.js';

/**
 * One item of a mixed list: the item exactly as its own list answers it (author, counters, the viewer's
 * flags), tagged with its kind.
 */
export const contentItemSchema = z.discriminatedUnion('kind', [
  videoSchema.extend({ kind: z.literal('video') }),
  articleSchema.extend({ kind: z.literal('article') }),
  questionSchema.extend({ kind: z.literal('question') }),
]);
export type ContentItem = z.infer<typeof contentItemSchema>;

/** One item of the home feed: a mixed-list item and where the feed goes on after it. */
const withCursor = {
  /** Pass it as `cursor` to get the items that come after this one in the same reading. */
  cursor: z.string(),
};
export const feedItemSchema = z.discriminatedUnion('kind', [
  videoSchema.extend({ kind: z.literal('video'), ...withCursor }),
  articleSchema.extend({ kind: z.literal('article'), ...withCursor }),
  questionSchema.extend({ kind: z.literal('question'), ...withCursor }),
]);
export type FeedItem = z.infer<typeof feedItemSchema>;

/**
 * The home feed: GET /app/api/content/feed/home (our path; the spec names no feed call). Ranked by a
 * deterministic score of recency and engagement, the kinds taking turns; what the viewer was recently
 * shown comes after the rest. Each item carries the cursor to go on from it.
 */
export const homeFeed = defineEndpoint({
  method: 'GET',
  path: '/app/api/content/feed/home',
  auth: 'optional',
  tag: 'feed',
  summary: 'The home feed: videos, articles and questions, newest and liveliest first, seen items last',
  query: pagingQuery(FEED_PAGE_SIZE, 20).extend({
    /** Without a cursor: the page of the reading that begins at `asOf` (or now). Ignored with a cursor. */
    pageNum: wholeNumber({ min: 1, max: FEED_MAX_PAGE }).default(1),
    siteId: idSchema.optional(),
    /**
     * When the reader opened the feed, for paging by number: items published later and items seen since
     * then do not move. A cursor carries its own.
     */
    asOf: chinaTimeInstant.optional(),
    /**
     * The `cursor` of the last item the reader has: the page holds the items after it, in the same reading
     * (its moment and site; `pageNum`, `asOf` and `siteId` are then not read).
     */
    cursor: z
      .string()
      .max(200)
      .refine((value) => FEED_CURSOR_PATTERN.test(value))
      .optional(),
  }),
  kind: 'list',
  response: feedItemSchema,
});
