import { randomBytes } from 'node:crypto';
import { formatChinaTime, type payments } from '@fox/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { episodeNumbersUnlockedBy } from '../dramas/index.js';
import { coinCentsOf, coinsOf } from '../wallet/index.js';
import type { PaymentsTables, PayOrderTable } from './tables.js';

type Db = Kysely<PaymentsTables>;
export type OrderRow = Selectable<PayOrderTable>;

/**
 * A new order number: letters and digits only, 26 characters, as WeChat's out_trade_no allows (6 to 32).
 * The time prefix keeps them roughly in order for people reading statements.
 */
export function newOrderNo(now = Date.now()): string {
  return `FX${now}${randomBytes(6).toString('hex')}`;
}

/** What an order needs to be written; everything a new order does not have yet defaults to null. */
export type NewOrder = Pick<
  Insertable<PayOrderTable>,
  'orderNo' | 'userId' | 'paySource' | 'payType' | 'provider' | 'amountCents' | 'state' | 'createdAt'
> &
  Partial<Insertable<PayOrderTable>>;

/** Writes an order row (QR orders, coin purchases, the demo world's top-ups) and answers its id. */
export async function insertOrder(db: Db, order: NewOrder): Promise<number> {
  const row = await db
    .insertInto('payOrders')
    .values({
      coinCents: null,
      dramaId: null,
      episodeId: null,
      packageId: null,
      codeUrl: null,
      providerTxnId: null,
      expiresAt: null,
      paidAt: null,
      fulfilledAt: null,
      closedAt: null,
      independentUserId: null,
      ...order,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function orderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('payOrders').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
}

/** One of the viewer's orders; another user's order is as unknown as a missing one. */
export async function ownOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const row = await orderByNo(db, orderNo);
  if (!row || Number(row.userId) !== userId) throw new AppError(404, 'payments.orderMissing');
  return row;
}

/** The order as the client sees it, with what it unlocked and the buyer's balance when coins moved. */
export async function presentOrder(db: Db, row: OrderRow, charged = true): Promise<payments.Order> {
  const unlocked =
    row.dramaId === null || row.state !== 'fulfilled'
      ? []
      : await episodeNumbersUnlockedBy(db, Number(row.id));
  return {
    masterOrderNo: row.orderNo,
    state: row.state,
    paySource: Number(row.paySource),
    payPrice: Number(row.amountCents) / 100,
    coin: row.coinCents === null ? null : coinsOf(Number(row.coinCents)),
    codeUrl: row.state === 'created' ? row.codeUrl : null,
    expireTime: row.expiresAt === null ? null : formatChinaTime(Number(row.expiresAt)),
    unlockedEpisodes: unlocked,
    charged,
    virtualCoin: row.coinCents !== null ? coinsOf(await coinCentsOf(db, Number(row.userId))) : null,
  };
}
