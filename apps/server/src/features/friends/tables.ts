/** Tables of the friends feature. */
export type FriendsTables = Record<never, never>;
