/** The home feed: videos, articles and questions mixed and ranked. */
import { z } from 'zod';
import { videoSchema } from './content.js';
import { articleSchema } from './content-articles.js';
import { questionSchema } from './content-qa.js';
import { defineEndpoint } from './endpoint.js';
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
 * The home feed: GET /app/api/content/feed/home (our path; the spec names no feed call). Ranked by a
 * deterministic score of recency and engagement; what the viewer was already shown comes after the rest.
 */
export const homeFeed = defineEndpoint({
  method: 'GET',
  path: '/app/api/content/feed/home',
  auth: 'optional',
  tag: 'feed',
  summary: 'The home feed: videos, articles and questions, newest and liveliest first, seen items last',
  query: pagingQuery(FEED_PAGE_SIZE, 20).extend({
    pageNum: z.coerce.number().int().min(1).max(FEED_MAX_PAGE).default(1),
    siteId: z.coerce.number().int().positive().optional(),
    /**
     * When the reader opened the feed (ms). Pages of one reading pass the first page's value: items
     * published later and items seen since then do not move, so pages neither repeat nor skip items.
     */
    asOf: z.coerce.number().int().positive().optional(),
  }),
  kind: 'list',
  response: contentItemSchema,
});
