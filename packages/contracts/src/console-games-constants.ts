/** A game's shelf state: players see and start on-shelf games only. */
export const GAME_SHELF_STATES = ['OnShelf', 'OffShelf'] as const;
export type GameShelfState = (typeof GAME_SHELF_STATES)[number];

/** The largest rebate an operator may set: a rebate never gives back more than half of a week's spending. */
export const GAME_REBATE_PERCENT_MAX = 50;
/** The highest weekly threshold, in whole coins. */
export const GAME_REBATE_THRESHOLD_MAX = 1_000_000;
