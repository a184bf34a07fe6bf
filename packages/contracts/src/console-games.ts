import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { consolePaging, consoleReason } from './console.js';
import {
  GAME_REBATE_PERCENT_MAX,
  GAME_REBATE_THRESHOLD_MAX,
  GAME_SHELF_STATES,
} from './console-games-constants.js';
import { defineEndpoint } from './endpoint.js';
import { GAME_CATEGORIES } from './games-constants.js';
import { idSchema, wholeNumber } from './ids.js';
import { lineText } from './text.js';

export * from './console-games-constants.js';

/**
 * The back office's games page: the catalogue with each game's shelf state and rebate rule, taking a game
 * down (it leaves every list and cannot be started; players keep what they bought, filed rebate claims are
 * still decided) and putting it back, and changing a rebate rule. Served to operations (运营) and the super
 * operator. The list pages by key (`before` = the id of the last row shown), newest first.
 */
const GAMES_ROLES: readonly ['operationsAdministrator'] = ['operationsAdministrator'];

export const consoleGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  category: z.enum(GAME_CATEGORIES),
  categoryName: z.string(),
  playCount: z.number().int(),
  state: z.enum(GAME_SHELF_STATES),
  /** Why it was last taken down or put back; empty before any change. */
  stateReason: z.string(),
  /** The operator who last changed the state: null before any change and for a report's decision. */
  stateOperatorId: z.number().int().nullable(),
  stateTime: chinaTimeSchema.nullable(),
  /** Percent of a week's spending given back once it reaches the threshold; 0 for no rebate. */
  rebatePercent: z.number().int(),
  rebateThresholdCoins: z.number(),
  createTime: chinaTimeSchema,
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;

const gameParams = z.object({ id: idSchema });

export const consoleGameList = defineEndpoint({
  method: 'GET',
  path: '/admin/api/console/games',
  auth: 'console',
  roles: GAMES_ROLES,
  tag: 'console',
  summary:
    'The game catalogue, newest listed first, optionally of one shelf state; total is the rows shown, plus one when another page follows',
  query: consolePaging.extend({ state: z.enum(GAME_SHELF_STATES).optional() }),
  kind: 'list',
  response: consoleGameSchema,
});

export const takeDownGame = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/games/:id/takeDown',
  auth: 'console',
  roles: GAMES_ROLES,
  tag: 'console',
  summary:
    'Takes a game off the shelf: gone from every list and search, refused at start and by the game API; a game already off is refused',
  params: gameParams,
  body: z.object({ reason: lineText(200, { min: 1 }) }),
  kind: 'object',
  response: consoleGameSchema,
});

export const putBackGame = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/games/:id/putBack',
  auth: 'console',
  roles: GAMES_ROLES,
  tag: 'console',
  summary: 'Puts a game taken down back on the shelf; a game on the shelf is refused',
  params: gameParams,
  body: z.object({ reason: consoleReason.default('') }),
  kind: 'object',
  response: consoleGameSchema,
});

export const setGameRebate = defineEndpoint({
  method: 'POST',
  path: '/admin/api/console/games/:id/rebate',
  auth: 'console',
  roles: GAMES_ROLES,
  tag: 'console',
  summary:
    "Sets a game's rebate rule: percent (0 for none) of a week's spending once it reaches the threshold in whole coins; periods not yet claimed are computed by the new rule",
  params: gameParams,
  body: z.object({
    percent: wholeNumber({ min: 0, max: GAME_REBATE_PERCENT_MAX }),
    thresholdCoins: wholeNumber({ min: 0, max: GAME_REBATE_THRESHOLD_MAX }),
  }),
  kind: 'object',
  response: consoleGameSchema,
});
