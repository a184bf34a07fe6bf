import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PayRefundTable, PaymentsTables } from '../tables.js';

type Db = Kysely<PaymentsTables>;
export type RefundRow = Selectable<PayRefundTable>;

/** A new refund number: letters and digits, 26 characters, as WeChat's out_refund_no allows (1 to 64). */
export function newRefundNo(now = Date.now()): string {
  return `RF${now}${randomBytes(6).toString('hex')}`;
}

export function refundByNo(db: Db, refundNo: string): Promise<RefundRow | undefined> {
  return db.selectFrom('payRefunds').selectAll().where('refundNo', '=', refundNo).executeTakeFirst();
}

/** The refunds of some orders, newest first, by the refunds' order index: one query for a page. */
export async function refundsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, RefundRow[]>> {
  const found = new Map<number, RefundRow[]>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .selectFrom('payRefunds')
    .selectAll()
    .where('orderId', 'in', [...new Set(orderIds)])
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const list = found.get(Number(row.orderId)) ?? [];
    list.push(row);
    found.set(Number(row.orderId), list);
  }
  return found;
}

/** The ids of the episodes a refund took back, to grant again when it fails. */
export const episodeIdsOf = (refund: RefundRow): number[] => JSON.parse(refund.episodeIds) as number[];
export const episodeNumbersOf = (refund: RefundRow): number[] =>
  JSON.parse(refund.episodeNumbers) as number[];

/** Ledger keys of a refund's movements: into the hold, out of it once refunded, back when it failed. */
export const refundKey = (refundNo: string, currency: 'coin' | 'cash', step: 'hold' | 'done' | 'back') =>
  `refund:${refundNo}:${currency}:${step}`;

/**
 * Ledger keys of a shared sale's refund: the creator's share (and a promoter's commission) out of their
 * earnings and the platform's commission out of its revenue, into the hold; back where they came from when it failed.
 */
export const refundShareKey = (
  refundNo: string,
  part: 'share' | 'commission' | 'promoter',
  step: 'hold' | 'back',
) => `refund:${refundNo}:${part}:${step}`;

/** The refund number in a ledger key written by `refundKey`, or null for any other movement. */
export function refundNoOfKey(key: string): string | null {
  const match = /^refund:([^:]+):/.exec(key);
  return match ? match[1]! : null;
}
