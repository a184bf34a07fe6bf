/** The home feed: videos, articles and questions mixed and ranked. */
import { z } from 'zod';
import { videoSchema } from './content.js';
import { articleSchema } from './content-articles.js';
import { questionSchema } from './content-qa.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import { pagingQuery } from './paging.js';

/** The kinds a mixed list holds, and the business type each is liked, collected and tracked as. */
export const CONTENT_KINDS = ['video', 'article', 'question'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const BUSY_TYPE_OF_KIND = { video: 'Video', article: 'Article', question: 'Question' } as const;

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

export const FEED_PAGE_SIZE = 10;
/** How deep the feed may be paged; beyond it a page is empty. */
export const FEED_MAX_PAGE = 50;

/**
 * The shape of a feed cursor. The cursor is opaque to clients: they pass back what an item carried. The
 * server reads it as the reading's moment, its size and site, and how far it has come in each kind, in
 * base-36 fields short enough to stay exact integers.
 */
export const FEED_CURSOR_PATTERN =
  /^1(?:\.[0-9a-z]{1,10}){3}\.[us]\.[0-9a-z]{0,10}(?:\.(?:[0-9a-z]{1,10}(?:-[0-9a-z]{1,10}){3})?){3}$/;

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
     * When the reader opened the feed (ms), for paging by number: items published later and items seen
     * since then do not move. A cursor carries its own.
     */
    asOf: wholeNumber({ min: 1 }).optional(),
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
