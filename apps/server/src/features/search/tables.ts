/** Tables of the search feature. */
export type SearchTables = Record<never, never>;
