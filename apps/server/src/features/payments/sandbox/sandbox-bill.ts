import { parseChinaTime } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { BillPayment, BillRefund, ProviderBill } from '../provider.js';
import type { PaymentsTables } from '../tables.js';

type Db = Kysely<PaymentsTables>;

const DAY_MS = 86_400_000;
/** Rows read per query: the bill is read in pages by the book's time index, never in one scan. */
const PAGE = 500;

/** The instants a China-time day ('YYYY-MM-DD') begins and ends. */
export function chinaDayRange(day: string): { from: number; to: number } {
  const from = parseChinaTime(`${day} 00:00:00`);
  if (from === null) throw new RangeError(`not a day: ${day}`);
  return { from, to: from + DAY_MS };
}

/**
 * The sandbox's bill of a day, from its own book as a real gateway's would be: the payments it took that
 * day (by when they were paid) and the refunds it accepted that day. Its refunds succeed at once.
 */
export async function sandboxDayBill(db: Db, day: string): Promise<ProviderBill> {
  const { from, to } = chinaDayRange(day);
  const payments: BillPayment[] = [];
  let after: { at: number; no: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('sandboxPayments')
      .select(['orderNo', 'amountCents', 'transactionId', 'paidAt'])
      .where('paidAt', '>=', from)
      .where('paidAt', '<', to)
      .where('state', '=', 'paid');
    if (after) {
      const { at, no } = after;
      query = query.where((eb) =>
        eb.or([eb('paidAt', '>', at), eb.and([eb('paidAt', '=', at), eb('orderNo', '>', no)])]),
      );
    }
    const rows = await query.orderBy('paidAt').orderBy('orderNo').limit(PAGE).execute();
    for (const row of rows) {
      payments.push({
        orderNo: row.orderNo,
        amountCents: Number(row.amountCents),
        transactionId: row.transactionId,
      });
    }
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    after = { at: Number(last.paidAt), no: last.orderNo };
  }
  const refunds: BillRefund[] = [];
  let afterRefund: { at: number; no: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('sandboxRefunds')
      .select(['refundNo', 'orderNo', 'amountCents', 'createdAt'])
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to);
    if (afterRefund) {
      const { at, no } = afterRefund;
      query = query.where((eb) =>
        eb.or([eb('createdAt', '>', at), eb.and([eb('createdAt', '=', at), eb('refundNo', '>', no)])]),
      );
    }
    const rows = await query.orderBy('createdAt').orderBy('refundNo').limit(PAGE).execute();
    for (const row of rows) {
      refunds.push({
        refundNo: row.refundNo,
        orderNo: row.orderNo,
        amountCents: Number(row.amountCents),
        status: 'SUCCESS',
      });
    }
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    afterRefund = { at: Number(last.createdAt), no: last.refundNo };
  }
  return { payments, refunds };
}
