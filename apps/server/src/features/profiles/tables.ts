/** Tables of the profiles feature. */
export type ProfilesTables = Record<never, never>;
