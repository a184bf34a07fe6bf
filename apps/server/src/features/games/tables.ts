import type { consoleGames, games } from '@fox/contracts';
import type { Generated } from 'kysely';

export interface GameTable {
  id: Generated<number>;
  /** The folder of its H5 files and the key of the demo catalogue. */
  slug: string;
  name: string;
  icon: string;
  banner: string;
  /** JSON array of picture addresses. */
  screenshots: string;
  category: games.GameCategory;
  /** Tags joined by commas. */
  tags: string;
  summary: string;
  description: string;
  developer: string;
  entryUrl: string;
  orientation: games.GameOrientation;
  /** 1 for the centre's banner. */
  featured: Generated<number>;
  playCount: Generated<number>;
  /** The rebate rule: percent of a week's spending once it reaches the threshold; 0 percent for none. */
  rebatePercent: Generated<number>;
  rebateThresholdCents: Generated<number>;
  createdAt: number;
  /** OnShelf, or OffShelf once the back office took it down: then no list shows it and nobody starts it. */
  state: Generated<consoleGames.GameShelfState>;
  /** Why it was last taken down or put back, by whom (an operator's id) and when; empty before any. */
  stateReason: Generated<string>;
  stateBy: number | null;
  stateAt: number | null;
}

export interface GameItemTable {
  id: Generated<number>;
  gameId: number;
  itemKey: string;
  name: string;
  description: string;
  /** Hundredths of a coin. */
  priceCents: number;
  sortOrder: number;
}

/** One row per player and game played: the recent games list and the play time. */
export interface GamePlayTable {
  userId: number;
  gameId: number;
  playSeconds: Generated<number>;
  lastPlayedAt: number;
  /** When play time was last credited: a heartbeat credits no more than the time since. */
  lastBeatAt: number;
}

/** An item bought with coins, written in the transaction that moved the coins. */
export interface GamePurchaseTable {
  id: Generated<number>;
  orderNo: string;
  userId: number;
  gameId: number;
  itemKey: string;
  coinCents: number;
  createdAt: number;
}

export type RebateClaimState = 'WaitApprove' | 'Pass' | 'Refuse';

export interface GameRebateClaimTable {
  id: Generated<number>;
  userId: number;
  gameId: number;
  /** The period's Monday, China time, YYYY-MM-DD. */
  periodStart: string;
  /** What the player spent in the period and the rebate owed, computed when claimed. */
  spentCents: number;
  rebateCents: number;
  state: RebateClaimState;
  rejectReason: Generated<string>;
  createdAt: number;
  reviewedAt: number | null;
}

export interface GameCounterTable {
  name: 'rebatePending';
  value: number;
}

export interface GameTokenKeyTable {
  id: number;
  secret: string;
  createdAt: number;
}

export interface GamesTables {
  games: GameTable;
  gameItems: GameItemTable;
  gamePlays: GamePlayTable;
  gamePurchases: GamePurchaseTable;
  gameRebateClaims: GameRebateClaimTable;
  gameCounters: GameCounterTable;
  gameTokenKeys: GameTokenKeyTable;
}
