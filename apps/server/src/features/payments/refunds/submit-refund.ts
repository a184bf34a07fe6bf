import type { Checkout } from '../checkout.js';
import { RefundRefused } from '../provider.js';
import { failRefund, settleRefundReport } from './settle-refund.js';
import { refundByNo, type RefundRow } from './refund-rows.js';

/** What asking the provider came to: its word taken, a refusal, or no usable answer (asked again later). */
export type SubmitOutcome =
  | { kind: 'settled'; refund: RefundRow }
  | { kind: 'refused'; why: string }
  | { kind: 'unanswered'; why: string };

/**
 * Asks the provider to make a refund that is processing, under its own refund number (so asking again,
 * after a timeout or a crash, never refunds twice). A refusal undoes the refund's hold at once.
 */
export async function submitRefund(
  checkout: Checkout,
  refundNo: string,
  now = Date.now(),
): Promise<SubmitOutcome> {
  const { db, provider } = checkout;
  const refund = (await refundByNo(db, refundNo))!;
  const order = await db
    .selectFrom('payOrders')
    .selectAll()
    .where('id', '=', refund.orderId)
    .executeTakeFirstOrThrow();
  const unanswered = async (error: unknown): Promise<SubmitOutcome> => {
    checkout.log.warn({ err: error, refundNo }, 'payment provider gave no usable answer to a refund');
    const why = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    await db
      .updateTable('payRefunds')
      .set({ note: why })
      .where('refundNo', '=', refundNo)
      .where('state', '=', 'processing')
      .execute();
    return { kind: 'unanswered', why };
  };
  let report;
  try {
    report = await provider.refund({
      orderNo: order.orderNo,
      refundNo,
      transactionId: order.providerTxnId,
      amountCents: Number(refund.amountCents),
      totalCents: Number(order.amountCents),
      reason: refund.reason,
      notifyUrl: refund.notifyUrl,
    });
  } catch (error) {
    if (!(error instanceof RefundRefused)) return unanswered(error);
    const why = `${error.code}: ${error.message}`;
    await failRefund(checkout, refundNo, why, now);
    return { kind: 'refused', why };
  }
  try {
    return { kind: 'settled', refund: await settleRefundReport(checkout, provider.name, report, now) };
  } catch (error) {
    return unanswered(error);
  }
}
