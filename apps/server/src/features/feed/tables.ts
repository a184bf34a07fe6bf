/** Tables of the feed feature. */
export type FeedTables = Record<never, never>;
