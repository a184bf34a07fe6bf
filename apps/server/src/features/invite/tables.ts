/** Tables of the invite feature. */
export type InviteTables = Record<never, never>;
