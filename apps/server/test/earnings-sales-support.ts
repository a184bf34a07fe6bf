import { expect } from 'vitest';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import type { TestServer } from './harness.js';
import { PATHS } from './money-support.js';

/** A creator's drama on the demo shelf (not the platform's), with its paid episodes. */
export async function creatorDrama(server: TestServer) {
  const drama = await server.db
    .selectFrom('dramas')
    .selectAll()
    .where('state', '=', 'OnShelf')
    .where('isPlatform', '=', 0)
    .where('singlePriceCents', '>', 0)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const episodes = await server.db
    .selectFrom('dramaEpisodes')
    .select(['id', 'episodeNumber'])
    .where('dramaId', '=', drama.id)
    .where('episodeNumber', '>', drama.freeCount)
    .orderBy('episodeNumber')
    .execute();
  return {
    dramaId: Number(drama.id),
    creatorId: Number(drama.userId),
    title: drama.title,
    priceCents: Number(drama.singlePriceCents),
    episodeId: Number(episodes[0]!.id),
  };
}
export type CreatorDrama = Awaited<ReturnType<typeof creatorDrama>>;

/** The creator's share of a price at the default commission (30 %), rounded down to the fen. */
export const shareOf = (priceCents: number) => Math.floor((priceCents * 70) / 100);

/** An account's balance in fen or hundredths of a coin; 0 before its first movement. */
export async function balance(
  server: TestServer,
  kind: string,
  ownerId: number,
  currency: 'cny' | 'coin' = 'cny',
): Promise<number> {
  const row = await server.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', kind as never)
    .where('ownerId', '=', ownerId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** A creator's earnings and the platform's revenue, in fen: what a sale and its refund move. */
export async function moneyOf(server: TestServer, creatorId: number) {
  return {
    pending: await balance(server, 'earningsPending', creatorId),
    available: await balance(server, 'earnings', creatorId),
    platform: await balance(server, 'platformRevenue', 0),
    earned: Number(
      (
        await server.db
          .selectFrom('earningsTotals')
          .select('earnedCents')
          .where('userId', '=', creatorId)
          .executeTakeFirst()
      )?.earnedCents ?? 0,
    ),
  };
}

/** The finance statement's lines of one order. */
export const linesOf = (server: TestServer, orderNo: string) =>
  server.db.selectFrom('earningsRecords').selectAll().where('orderNo', '=', orderNo).orderBy('id').execute();

/** Places an order for one paid episode of the drama: by coins (101) or by QR (7). */
export function placeEpisodeOrder(
  server: TestServer,
  buyer: SessionUserForTest,
  drama: CreatorDrama,
  by: 'coin' | 'qr',
) {
  return server.post(
    PATHS.orders,
    {
      payType: by === 'coin' ? 'virtual-pay' : 'yi-ma',
      paySource: by === 'coin' ? 101 : 7,
      payChannel: 'pc',
      masterId: drama.dramaId,
      materialId: drama.episodeId,
      payPrice: drama.priceCents / 100,
    },
    bearer(buyer.token),
  );
}

/** The ledger transfers made under an order's keys (its cash, coins, share and commission). */
export async function orderTransfers(server: TestServer, orderNo: string) {
  const rows = await server.db
    .selectFrom('ledgerTransfers')
    .select(['idempotencyKey', 'amount', 'kind', 'currency'])
    .where('idempotencyKey', 'like', `order:${orderNo}:%`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** Moves a credit on as the settling period's release and a withdrawal would: it is no longer pending. */
export async function releaseAndWithdraw(
  server: TestServer,
  move: (from: string, to: string, amount: number, key: string) => Promise<unknown>,
  creatorId: number,
  orderNo: string,
  amountCents: number,
) {
  await server.db
    .updateTable('earningsRecords')
    .set({ state: 'available' })
    .where('orderNo', '=', orderNo)
    .where('kind', '=', 'dramaSale')
    .execute();
  await move('earningsPending', 'earnings', amountCents, `test-release:${orderNo}`);
  const available = await balance(server, 'earnings', creatorId);
  expect(available).toBeGreaterThanOrEqual(amountCents);
  await move('earnings', 'earningsFrozen', available, `test-withdraw:${orderNo}`);
}
