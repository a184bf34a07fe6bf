import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import {
  GAME_CATEGORIES,
  GAME_HEARTBEAT_MAX_SECONDS,
  GAME_ORDER_NO_PATTERN,
  GAME_ORIENTATIONS,
  GAME_SORTS,
  REBATE_STATES,
} from './games-constants.js';
import { idSchema, wholeNumber } from './ids.js';
import { KEYWORD_MAX } from './search-constants.js';
import { lineText } from './text.js';
import { pagingQuery } from './paging.js';

export * from './games-constants.js';

/** A game's rebate rule: `percent`% of the coins spent in a period once they reach `thresholdCoins`. */
export const rebateRuleSchema = z.object({
  periodDays: z.number().int(),
  thresholdCoins: z.number(),
  percent: z.number(),
  /** The rule in words, e.g. 每周消费满100狐币返10%. */
  text: z.string(),
});
export type RebateRule = z.infer<typeof rebateRuleSchema>;

/** A game as the centre's cards and lists show it. */
export const gameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  banner: z.string(),
  category: z.enum(GAME_CATEGORIES),
  categoryName: z.string(),
  tags: z.array(z.string()),
  /** One line for cards. */
  summary: z.string(),
  developer: z.string(),
  orientation: z.enum(GAME_ORIENTATIONS),
  /** Times the game was started by anyone. */
  playCount: z.number().int(),
  hasRebate: z.boolean(),
  createTime: chinaTimeSchema,
});
export type Game = z.infer<typeof gameSchema>;

/** An item a game sells for fox coins; a permanent item is bought once and kept. */
export const gameItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  priceCoins: z.number(),
  kind: z.literal('permanent'),
  /** The viewer already owns it; false for guests. */
  owned: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** The details page: everything of the card, the long description, screenshots, items and the rule. */
export const gameDetailSchema = gameSchema.extend({
  description: z.string(),
  screenshots: z.array(z.string()),
  items: z.array(gameItemSchema),
  rebateRule: rebateRuleSchema.nullable(),
  /** The viewer's play time in this game, seconds; 0 for guests. */
  playSeconds: z.number().int(),
  /** When the viewer last started it; null when never (or a guest). */
  lastPlayTime: chinaTimeSchema.nullable(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const gameCategorySchema = z.object({
  key: z.enum(GAME_CATEGORIES),
  name: z.string(),
  /** Games listed in it. */
  count: z.number().int(),
});

export const gameHomeSchema = z.object({
  banners: z.array(gameSchema),
  categories: z.array(gameCategorySchema),
  newest: z.array(gameSchema),
  hottest: z.array(gameSchema),
  /** The viewer's recently played games, last played first; empty for guests. */
  recent: z.array(gameSchema),
});
export type GameHome = z.infer<typeof gameHomeSchema>;

export const gamePlayerSchema = z.object({ id: z.number().int(), nickName: z.string(), avatar: z.string() });

/** What the frame needs to run a game: where it is, and for a logged-in player, the game-scoped token. */
export const gameSessionSchema = z.object({
  gameId: z.number().int(),
  name: z.string(),
  entryUrl: z.string(),
  orientation: z.enum(GAME_ORIENTATIONS),
  player: gamePlayerSchema.nullable(),
  token: z.string().nullable(),
  /** Unix milliseconds; null for a guest. */
  expiresAt: z.number().int().nullable(),
  /** The game API's absolute base URL (…/game-api/v1). */
  apiBase: z.string(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

/** An item order: charged now, or found already paid by the same order number or already owned. */
export const gameItemOrderSchema = z.object({
  orderNo: z.string(),
  gameId: z.number().int(),
  itemKey: z.string(),
  coins: z.number(),
  /** False when nothing was charged by this request (a repeat of the order, or the item already owned). */
  charged: z.boolean(),
  /** The player's balance after the request, in coins. */
  virtualCoin: z.number(),
});
export type GameItemOrder = z.infer<typeof gameItemOrderSchema>;

/** One rebate period of one game for the player, computed by the server from their purchases. */
export const rebatePeriodSchema = z.object({
  gameId: z.number().int(),
  /** The period's first and last day, China time (YYYY-MM-DD). */
  periodStart: z.string(),
  periodEnd: z.string(),
  spentCoins: z.number(),
  /** What the rule gives for this period (0 below the threshold). */
  rebateCoins: z.number(),
  state: z.enum(REBATE_STATES),
  /** The operator's reason when refused; '' otherwise. */
  rejectReason: z.string(),
  claimTime: chinaTimeSchema.nullable(),
});
export type RebatePeriod = z.infer<typeof rebatePeriodSchema>;

/** A purchase as the game API lists it to the game. */
export const gamePurchaseSchema = z.object({
  orderNo: z.string(),
  itemKey: z.string(),
  itemName: z.string(),
  coins: z.number(),
  createTime: chinaTimeSchema,
});
export type GamePurchase = z.infer<typeof gamePurchaseSchema>;

const gameIdQuery = z.object({ id: idSchema });
const gameIdBody = z.object({ gameId: idSchema });

export const gameHome = defineEndpoint({
  method: 'GET',
  path: '/app/api/game/home',
  auth: 'optional',
  tag: 'games',
  summary: "The game centre's home: banner, categories, newest, hottest and the viewer's recently played",
  kind: 'object',
  response: gameHomeSchema,
});

export const gamePage = defineEndpoint({
  method: 'GET',
  path: '/app/api/game/list',
  auth: 'optional',
  tag: 'games',
  summary: 'Games, hottest or newest first, optionally of one category',
  query: pagingQuery(12, 50).extend({
    category: z.enum(GAME_CATEGORIES).optional(),
    sort: z.enum(GAME_SORTS).default('hot'),
  }),
  kind: 'list',
  response: gameSchema,
});

export const gameInfo = defineEndpoint({
  method: 'GET',
  path: '/app/api/game/info',
  auth: 'optional',
  tag: 'games',
  summary: 'One game with its screenshots, items (owned flags) and rebate rule',
  query: gameIdQuery,
  kind: 'object',
  response: gameDetailSchema,
});

export const startGame = defineEndpoint({
  method: 'POST',
  path: '/app/api/game/start',
  auth: 'optional',
  tag: 'games',
  summary:
    "Start a game: its entry URL, and for a logged-in player a short-lived game-scoped token (recorded as the player's recent game)",
  body: gameIdBody.strict(),
  kind: 'object',
  response: gameSessionSchema,
});

export const gameToken = defineEndpoint({
  method: 'POST',
  path: '/app/api/game/token',
  auth: 'user',
  tag: 'games',
  summary: 'A fresh game-scoped token for a game being played (the bridge asks with fox:token)',
  body: gameIdBody.strict(),
  kind: 'object',
  response: gameSessionSchema,
});

export const gameHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/app/api/game/heartbeat',
  auth: 'user',
  tag: 'games',
  summary: 'Play time: seconds played since the last beat, credited up to the time that really passed',
  body: gameIdBody.extend({ seconds: wholeNumber({ min: 1, max: GAME_HEARTBEAT_MAX_SECONDS }) }).strict(),
  kind: 'object',
  response: z.object({ gameId: z.number().int(), playSeconds: z.number().int() }),
});

export const recentGames = defineEndpoint({
  method: 'GET',
  path: '/app/api/game/recent',
  auth: 'user',
  tag: 'games',
  summary: 'Games the viewer played, last played first',
  query: pagingQuery(12, 50),
  kind: 'list',
  response: gameSchema,
});

export const buyGameItem = defineEndpoint({
  method: 'POST',
  path: '/app/api/game/item/buy',
  auth: 'user',
  tag: 'games',
  summary:
    "Buy a game's item with fox coins from the portal's pay dialog: charged once per order number and once per permanent item",
  body: gameIdBody
    .extend({
      itemKey: z.string().regex(/^[a-z0-9-]{1,32}$/, 'an item key'),
      orderNo: z.string().regex(GAME_ORDER_NO_PATTERN, 'an order number'),
      /** The price the player was shown, in coins; a different current price is refused. */
      price: z.number().min(0).max(1_000_000),
    })
    .strict(),
  kind: 'object',
  response: gameItemOrderSchema,
});

export const rebateGames = defineEndpoint({
  method: 'GET',
  path: '/app/api/game/rebate/games',
  auth: 'user',
  tag: 'games',
  summary: 'Games with a rebate rule the viewer played, last played first',
  query: pagingQuery(12, 50),
  kind: 'list',
  response: gameSchema,
});

export const rebatePeriods = defineEndpoint({
  method: 'GET',
  path: '/app/api/game/rebate/periods',
  auth: 'user',
  tag: 'games',
  summary: "The viewer's recent rebate periods of a game, current first, computed from their purchases",
  query: z.object({ gameId: idSchema }),
  kind: 'list',
  response: rebatePeriodSchema,
});

export const claimRebate = defineEndpoint({
  method: 'POST',
  path: '/app/api/game/rebate/claim',
  auth: 'user',
  tag: 'games',
  summary: 'Claim the rebate of a finished period: it waits for the finance review, then is paid in coins',
  body: gameIdBody
    .extend({ periodStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD') })
    .strict(),
  kind: 'object',
  response: rebatePeriodSchema,
});

export const searchGames = defineEndpoint({
  method: 'GET',
  path: '/app/api/search/game',
  auth: 'optional',
  tag: 'search',
  summary: "Search the game centre by words of the games' names, summaries, descriptions and tags",
  query: pagingQuery(10, 50).extend({ keyword: lineText(KEYWORD_MAX, { min: 1 }) }),
  kind: 'list',
  response: gameSchema,
});
