/** The feed's kinds and page limits, apart from its schemas so the first page can use them without loading them. */

/** The kinds a mixed list holds, and the business type each is liked, collected and tracked as. */
export const CONTENT_KINDS = ['video', 'article', 'question'] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

export const BUSY_TYPE_OF_KIND = { video: 'Video', article: 'Article', question: 'Question' } as const;

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
