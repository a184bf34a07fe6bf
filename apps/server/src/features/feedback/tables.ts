/** Tables of the feedback feature. */
export type FeedbackTables = Record<never, never>;
