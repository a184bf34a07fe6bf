/** Tables of the tracking feature. */
export type TrackingTables = Record<never, never>;
