import { payments, type games } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { coinCentsOf, PLATFORM, transfer } from '../wallet/index.js';
import { gameRowOf } from './catalogue.js';
import { coinsOfCents } from './present.js';
import type { GamesTables } from './tables.js';

type GamesDb = Kysely<GamesTables>;

export interface ItemOrder {
  userId: number;
  gameId: number;
  itemKey: string;
  orderNo: string;
  /** The coins the player was shown. */
  price: number;
  now: number;
}

/**
 * Buys a game's item with fox coins in one transaction: the purchase row and the coin transfer commit
 * together or not at all. The order number makes a repeat (double click, retry) charge nothing, and the
 * unique (player, game, item) index makes a second order of an owned item charge nothing either; a balance
 * too low refuses the whole purchase. The coins go to the platform: the shipped games are the platform's
 * own, so there is no developer share to credit.
 */
export async function buyItem(db: GamesDb, order: ItemOrder): Promise<games.GameItemOrder> {
  const game = await gameRowOf(db, order.gameId);
  const item = await db
    .selectFrom('gameItems')
    .selectAll()
    .where('gameId', '=', order.gameId)
    .where('itemKey', '=', order.itemKey)
    .executeTakeFirst();
  if (!item) throw new AppError(404, 'games.itemMissing');
  return inTransaction(db, async (trx) => {
    const answer = async (found: { orderNo: string; coinCents: number }, charged: boolean) => ({
      orderNo: found.orderNo,
      gameId: order.gameId,
      itemKey: order.itemKey,
      coins: coinsOfCents(Number(found.coinCents)),
      charged,
      virtualCoin: coinsOfCents(await coinCentsOf(trx, order.userId)),
    });
    const byOrder = await trx
      .selectFrom('gamePurchases')
      .select(['orderNo', 'coinCents', 'userId', 'gameId', 'itemKey'])
      .where('orderNo', '=', order.orderNo)
      .executeTakeFirst();
    if (byOrder) {
      const same =
        Number(byOrder.userId) === order.userId &&
        Number(byOrder.gameId) === order.gameId &&
        byOrder.itemKey === order.itemKey;
      if (!same) throw new AppError(409, 'games.orderTaken');
      return answer(byOrder, false);
    }
    const owned = await trx
      .selectFrom('gamePurchases')
      .select(['orderNo', 'coinCents'])
      .where('userId', '=', order.userId)
      .where('gameId', '=', order.gameId)
      .where('itemKey', '=', order.itemKey)
      .executeTakeFirst();
    if (owned) return answer(owned, false);
    const priceCents = Number(item.priceCents);
    if (payments.centsOf(order.price) !== priceCents) throw new AppError(409, 'games.priceChanged');
    const inserted = await trx
      .insertInto('gamePurchases')
      .values({
        orderNo: order.orderNo,
        userId: order.userId,
        gameId: order.gameId,
        itemKey: order.itemKey,
        coinCents: priceCents,
        createdAt: order.now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    // A concurrent order of the same number or item committed since the looks above: look again.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new RetryTransaction();
    if (priceCents > 0) {
      await transfer(trx, {
        key: `game-item:${order.orderNo}`,
        currency: 'coin',
        from: { kind: 'wallet', ownerId: order.userId },
        to: { kind: 'platformRevenue', ownerId: PLATFORM },
        amount: priceCents,
        kind: 'gameItem',
        orderId: null,
        memo: `${game.name}·${item.name}`.slice(0, 100),
        now: order.now,
      });
    }
    return answer({ orderNo: order.orderNo, coinCents: priceCents }, true);
  });
}

/** The player's purchases in one game, newest first (the game API's list; bounded by the game's items). */
export async function purchasesOf(db: GamesDb, userId: number, gameId: number, itemKey?: string) {
  let query = db
    .selectFrom('gamePurchases as p')
    .innerJoin('gameItems as i', (join) =>
      join.onRef('i.gameId', '=', 'p.gameId').onRef('i.itemKey', '=', 'p.itemKey'),
    )
    .select(['p.orderNo', 'p.itemKey', 'i.name', 'p.coinCents', 'p.createdAt'])
    .where('p.userId', '=', userId)
    .where('p.gameId', '=', gameId);
  if (itemKey) query = query.where('p.itemKey', '=', itemKey);
  return query.orderBy('p.createdAt', 'desc').orderBy('p.id', 'desc').limit(100).execute();
}
