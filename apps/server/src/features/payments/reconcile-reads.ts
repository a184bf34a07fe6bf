import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { Platform } from '../../platform/platform.js';
import { transferByKey } from '../wallet/index.js';
import { providerOf } from './checkout-setup.js';
import { orderCashKey } from './refunds/refund-plan.js';
import { refundKey } from './refunds/refund-rows.js';
import type { PaymentsTables } from './tables.js';

export type { BillPayment, BillRefund, PaymentProvider, ProviderBill } from './provider.js';
export { BillNotReady } from './provider.js';

/**
 * What reconciliation reads of payments: our orders paid and refunds succeeded in a time range, each with
 * the ledger transfer that moved its money, in pages by the time indexes (migration 0047); single orders
 * and refunds by number; and the configured provider, whose bill and queries are the other side.
 */

/** The provider this server is configured with (the same choice as the checkout's). */
export const paymentProviderFor = (platform: Pick<Platform, 'config' | 'database' | 'log'>) =>
  providerOf(platform);

/** A page's position: the last row's time and id. */
export interface TimeCursor {
  at: number;
  id: number;
}

export interface PaidOrderLine {
  orderNo: string;
  provider: string;
  amountCents: number;
  paidAt: number | null;
  /** Fen the order's payment moved into revenue on the ledger; null when no transfer was made. */
  ledgerCents: number | null;
}

export interface RefundLine {
  refundNo: string;
  orderNo: string;
  provider: string;
  state: string;
  amountCents: number;
  /** Fen the refund's completion moved out of the hold on the ledger; null when none was made. */
  ledgerCents: number | null;
}

const payments = (db: Db) => tablesOf<PaymentsTables>(db);

async function ledgerCentsOf(db: Db, key: string): Promise<number | null> {
  const transfer = await transferByKey(db, key);
  return transfer ? transfer.amount : null;
}

/** Orders of a provider paid in [from, to), oldest first, after the cursor; `limit` per page. */
export async function ordersPaidBetween(
  db: Db,
  range: { provider: string; from: number; to: number; after: TimeCursor | null; limit: number },
): Promise<{ lines: PaidOrderLine[]; next: TimeCursor | null }> {
  let query = payments(db)
    .selectFrom('payOrders')
    .select(['id', 'orderNo', 'provider', 'amountCents', 'paidAt'])
    .where('paidAt', '>=', range.from)
    .where('paidAt', '<', range.to);
  if (range.after) {
    const { at, id } = range.after;
    query = query.where((eb) =>
      eb.or([eb('paidAt', '>', at), eb.and([eb('paidAt', '=', at), eb('id', '>', id)])]),
    );
  }
  const rows = await query.orderBy('paidAt').orderBy('id').limit(range.limit).execute();
  const lines: PaidOrderLine[] = [];
  for (const row of rows) {
    if (row.provider !== range.provider) continue;
    lines.push({
      orderNo: row.orderNo,
      provider: row.provider,
      amountCents: Number(row.amountCents),
      paidAt: Number(row.paidAt),
      ledgerCents: await ledgerCentsOf(db, orderCashKey(row.orderNo)),
    });
  }
  const last = rows[rows.length - 1];
  return {
    lines,
    next: rows.length < range.limit || !last ? null : { at: Number(last.paidAt), id: Number(last.id) },
  };
}

/** Refunds of a provider that succeeded in [from, to), oldest first, after the cursor. */
export async function refundsSucceededBetween(
  db: Db,
  range: { provider: string; from: number; to: number; after: TimeCursor | null; limit: number },
): Promise<{ lines: RefundLine[]; next: TimeCursor | null }> {
  let query = payments(db)
    .selectFrom('payRefunds')
    .innerJoin('payOrders', 'payOrders.id', 'payRefunds.orderId')
    .select([
      'payRefunds.id',
      'payRefunds.refundNo',
      'payRefunds.provider',
      'payRefunds.state',
      'payRefunds.amountCents',
      'payRefunds.completedAt',
      'payOrders.orderNo',
    ])
    .where('payRefunds.completedAt', '>=', range.from)
    .where('payRefunds.completedAt', '<', range.to);
  if (range.after) {
    const { at, id } = range.after;
    query = query.where((eb) =>
      eb.or([
        eb('payRefunds.completedAt', '>', at),
        eb.and([eb('payRefunds.completedAt', '=', at), eb('payRefunds.id', '>', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('payRefunds.completedAt')
    .orderBy('payRefunds.id')
    .limit(range.limit)
    .execute();
  const lines: RefundLine[] = [];
  for (const row of rows) {
    if (row.provider !== range.provider || row.state !== 'succeeded') continue;
    lines.push(await refundLineOf(db, row));
  }
  const last = rows[rows.length - 1];
  return {
    lines,
    next: rows.length < range.limit || !last ? null : { at: Number(last.completedAt), id: Number(last.id) },
  };
}

/** One of our orders by number, with its ledger payment; undefined when we have no such order. */
export async function paidOrderByNo(db: Db, orderNo: string): Promise<PaidOrderLine | undefined> {
  const row = await payments(db)
    .selectFrom('payOrders')
    .select(['orderNo', 'provider', 'amountCents', 'paidAt'])
    .where('orderNo', '=', orderNo)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    orderNo: row.orderNo,
    provider: row.provider,
    amountCents: Number(row.amountCents),
    paidAt: row.paidAt === null ? null : Number(row.paidAt),
    ledgerCents: await ledgerCentsOf(db, orderCashKey(row.orderNo)),
  };
}

/** One of our refunds by number, with its ledger completion; undefined when we have no such refund. */
export async function refundByNumber(db: Db, refundNo: string): Promise<RefundLine | undefined> {
  const row = await payments(db)
    .selectFrom('payRefunds')
    .innerJoin('payOrders', 'payOrders.id', 'payRefunds.orderId')
    .select([
      'payRefunds.refundNo',
      'payRefunds.provider',
      'payRefunds.state',
      'payRefunds.amountCents',
      'payOrders.orderNo',
    ])
    .where('payRefunds.refundNo', '=', refundNo)
    .executeTakeFirst();
  return row ? refundLineOf(db, row) : undefined;
}

async function refundLineOf(
  db: Db,
  row: { refundNo: string; provider: string; state: string; amountCents: number; orderNo: string },
): Promise<RefundLine> {
  return {
    refundNo: row.refundNo,
    orderNo: row.orderNo,
    provider: row.provider,
    state: row.state,
    amountCents: Number(row.amountCents),
    ledgerCents: await ledgerCentsOf(db, refundKey(row.refundNo, 'cash', 'done')),
  };
}
