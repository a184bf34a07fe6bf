/**
 * The game centre's fixed values and the bridge between the portal and an H5 game, apart from the schemas
 * so the game frame (and the games themselves, which copy these names) can use them without zod.
 *
 * The bridge. The portal loads a game in `<iframe sandbox="allow-scripts">` WITHOUT allow-same-origin, so
 * the game's origin is opaque: its messages arrive with `event.origin === 'null'` and its requests to the
 * game API carry `Origin: null`. Neither side can name the other's origin by address, so each checks the
 * message's SOURCE WINDOW instead:
 *  - the portal accepts a message only when `event.source === iframe.contentWindow` and `event.origin` is
 *    'null' (or the file store's origin, should a game ever be framed with same-origin), and the message
 *    is an object whose `type` is one of GAME_MESSAGES' game-to-portal types;
 *  - the portal answers with `iframe.contentWindow.postMessage(message, '*')` (an opaque origin cannot be
 *    targeted by name); what it sends is public identity and a game-scoped token, never the session;
 *  - the game accepts a message only when `event.source === window.parent`, learns the portal's origin
 *    from the first `fox:welcome` and targets it from then on.
 * The game-scoped token is the credential of the game API, not the origin: the game API allows any origin
 * (including 'null') without cookies, and refuses every request without a valid token for that game.
 */

export const GAME_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type GameOrientation = (typeof GAME_ORIENTATIONS)[number];

/** The game centre's categories, in the order the centre shows them. */
export const GAME_CATEGORIES = ['puzzle', 'board', 'arcade'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
/** The categories' Chinese names, as the server answers them in `categoryName`. */
export const GAME_CATEGORY_NAMES: Record<GameCategory, string> = {
  puzzle: '益智',
  board: '棋牌',
  arcade: '休闲',
};

export const GAME_SORTS = ['hot', 'new'] as const;

/** The lists of the centre's home: at most this many games each (the banner, new, hot, recently played). */
export const GAME_HOME_SIZE = 6;
export const GAME_BANNER_SIZE = 4;

/** A game-scoped token lives this long; the game asks the portal for a fresh one with `fox:token`. */
export const GAME_TOKEN_SECONDS = 10 * 60;
/** A game token's prefix, so no part of the portal mistakes it for a session token. */
export const GAME_TOKEN_PREFIX = 'fg1.';

/** The frame sends a play-time heartbeat this often while the game is visible. */
export const GAME_HEARTBEAT_SECONDS = 30;
/** One heartbeat credits at most this many seconds, whatever the client says (a tab asleep, a replay). */
export const GAME_HEARTBEAT_MAX_SECONDS = 60;

/** An item order number: made by the frame once per pay dialog, so a double click charges once. */
export const GAME_ORDER_NO_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Rebate periods: a China-time week from Monday 00:00; a player sees this many, the current one first. */
export const REBATE_PERIOD_DAYS = 7;
export const REBATE_PERIODS_SHOWN = 8;

/**
 * A period as the rebate page shows it: still running, spent too little, claimable, claimed and waiting,
 * paid, or refused (with the reason).
 */
export const REBATE_STATES = [
  'running',
  'belowThreshold',
  'claimable',
  'WaitApprove',
  'Pass',
  'Refuse',
] as const;
export type RebateState = (typeof REBATE_STATES)[number];

/** The game API's paths, called by the games with `Authorization: Bearer <game token>`. */
export const GAME_API_BASE = '/game-api/v1';
export const GAME_API_PATHS = {
  /** GET: the player's public identity. */
  me: `${GAME_API_BASE}/me`,
  /** GET: the game's items with their prices and whether the player owns each (GameItem). */
  items: `${GAME_API_BASE}/items`,
  /** GET: the player's purchases of this game's items, newest first (`?itemKey=` narrows to one item). */
  purchases: `${GAME_API_BASE}/purchases`,
} as const;

/** The bridge's message types. */
export const GAME_MESSAGES = {
  /** game → portal, on load: `{type}`. */
  hello: 'fox:hello',
  /** game → portal, when the token is about to expire or was refused: `{type}`. */
  token: 'fox:token',
  /** game → portal: `{type, requestId, itemKey}`; the portal shows its own pay dialog. */
  buy: 'fox:buy',
  /** portal → game, answering hello and token: a GameWelcome. */
  welcome: 'fox:welcome',
  /** portal → game, answering buy: a GameBuyResult. */
  buyResult: 'fox:buyResult',
} as const;

/** The public identity of the player, as the bridge and the game API give it. */
export interface GamePlayer {
  id: number;
  nickName: string;
  avatar: string;
}

export interface GameHelloMessage {
  type: typeof GAME_MESSAGES.hello;
}

export interface GameTokenRequestMessage {
  type: typeof GAME_MESSAGES.token;
}

export interface GameBuyMessage {
  type: typeof GAME_MESSAGES.buy;
  /** Chosen by the game, echoed in the result. 1–64 characters. */
  requestId: string;
  /** One of the game's items (GameItem.key). */
  itemKey: string;
}

export type GameToPortalMessage = GameHelloMessage | GameTokenRequestMessage | GameBuyMessage;

/**
 * The portal's answer to hello and token. A guest gets `player: null` and `token: null` (the game runs,
 * but cannot sell or know anyone); `apiBase` is the game API's absolute base URL.
 */
export interface GameWelcomeMessage {
  type: typeof GAME_MESSAGES.welcome;
  gameId: number;
  player: GamePlayer | null;
  token: string | null;
  /** Unix milliseconds when the token expires; null for a guest. */
  expiresAt: number | null;
  apiBase: string;
}

/**
 * How a buy ended: paid (charged now), owned (already had it: nothing charged), cancelled (the player
 * closed the dialog), loginRequired (a guest), failed (message says why: low balance, unknown item...).
 */
export const GAME_BUY_OUTCOMES = ['paid', 'owned', 'cancelled', 'loginRequired', 'failed'] as const;
export type GameBuyOutcome = (typeof GAME_BUY_OUTCOMES)[number];

export interface GameBuyResultMessage {
  type: typeof GAME_MESSAGES.buyResult;
  requestId: string;
  itemKey: string;
  outcome: GameBuyOutcome;
  /** The order number when paid or owned: the game finds it in /purchases to verify. */
  orderNo: string | null;
  /** The portal's message for failed; '' otherwise. */
  message: string;
}

export type PortalToGameMessage = GameWelcomeMessage | GameBuyResultMessage;

const GAME_TO_PORTAL_TYPES: readonly string[] = [GAME_MESSAGES.hello, GAME_MESSAGES.token, GAME_MESSAGES.buy];

/**
 * Reads a message from a game: the portal's frame calls this on `event.data` after checking the source
 * window; anything malformed is null and ignored.
 */
export function readGameMessage(data: unknown): GameToPortalMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (typeof message.type !== 'string' || !GAME_TO_PORTAL_TYPES.includes(message.type)) return null;
  if (message.type !== GAME_MESSAGES.buy) return { type: message.type } as GameToPortalMessage;
  const { requestId, itemKey } = message;
  if (typeof requestId !== 'string' || requestId.length < 1 || requestId.length > 64) return null;
  if (typeof itemKey !== 'string' || !/^[a-z0-9-]{1,32}$/.test(itemKey)) return null;
  return { type: GAME_MESSAGES.buy, requestId, itemKey };
}
