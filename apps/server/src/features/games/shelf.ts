import type { consoleGames } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { PLATFORM } from '../wallet/index.js';
import type { GamesTables } from './tables.js';

type ShelfState = consoleGames.GameShelfState;

/** Who moved a game and why: an operator on the games page, or a report's decision (no operator here). */
export interface ShelfMove {
  reason: string;
  operatorId: number | null;
  now: number;
}

/**
 * Moves a game on or off the shelf inside the caller's transaction and answers the change for the audit
 * trail (null when there is no such game). Only the state moves: its items, the players' purchases and
 * rebate claims stay as they are, so a game put back is the game it was.
 */
export async function moveGameShelf(database: Db, gameId: number, to: ShelfState, move: ShelfMove) {
  const db = tablesOf<GamesTables>(database);
  const row = await db
    .selectFrom('games')
    .select(['name', 'state'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('games')
    .set({ state: to, stateReason: move.reason, stateBy: move.operatorId, stateAt: move.now })
    .where('id', '=', gameId)
    .execute();
  // The shipped games are the platform's: no user is their author, so nobody is told as one.
  return { authorId: PLATFORM, title: row.name, before: row.state, after: to };
}
