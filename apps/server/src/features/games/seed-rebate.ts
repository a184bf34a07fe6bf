import type { Kysely } from 'kysely';
import { userIdsByName } from '../users/index.js';
import { buyItem } from './items.js';
import { periodsAt } from './rebates.js';
import type { GamesTables } from './tables.js';

/**
 * The demo player with a rebate to claim: 10000008 (吴杰, who topped up 120 coins in the payments seed and
 * whom no browser journey has buy anything) bought both 2048 skins last week, 110 coins against 2048's rule
 * of 10% from 100, so the rebate page shows a finished period with 11 coins to claim. The purchases go
 * through `buyItem`, the ledger transfers with them, and the period is computed from them as any other.
 */
export const REBATE_PLAYER = '10000008';
const GAME = '2048';
const ITEMS: Array<{ key: string; priceCoins: number; hoursIn: number }> = [
  { key: 'skin-night', priceCoins: 60, hoursIn: 2 * 24 + 20 },
  { key: 'skin-candy', priceCoins: 50, hoursIn: 4 * 24 + 21 },
];

export async function seedRebatePlayer(db: Kysely<GamesTables>, now: number, idOf: Map<string, number>) {
  const userId = (await userIdsByName(db)).get(REBATE_PLAYER);
  const gameId = idOf.get(GAME);
  if (userId === undefined || gameId === undefined) throw new Error('the rebate player or 2048 is missing');
  // The week before the current China-time week, in the weeks the rebate code counts.
  const lastWeek = periodsAt(now)[1]!;
  for (const item of ITEMS) {
    const at = lastWeek.from + item.hoursIn * 3_600_000;
    await buyItem(db, {
      userId,
      gameId,
      itemKey: item.key,
      orderNo: `SEEDGAME${gameId}${item.key.replace('-', '')}`,
      price: item.priceCoins,
      now: at,
    });
  }
  const playedAt = lastWeek.from + ITEMS[1]!.hoursIn * 3_600_000;
  await db
    .insertInto('gamePlays')
    .values({ userId, gameId, playSeconds: 52 * 60, lastPlayedAt: playedAt, lastBeatAt: playedAt })
    .execute();
}
