/** Tables of the im feature. */
export type ImTables = Record<never, never>;
