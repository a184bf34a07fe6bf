import type { Checkout } from '../checkout.js';
import { settleRefundReport } from './settle-refund.js';
import type { RefundRow } from './refund-rows.js';
import { submitRefund } from './submit-refund.js';

/** A refund still processing this long after it was asked for is asked about (and sent again if lost). */
const ASK_AFTER_MS = 60_000;

/**
 * Asks the provider about a refund still processing, as WeChat asks merchants to when no notification
 * came. A refund the provider never received (the request was lost, or the server stopped before asking)
 * is sent again under the same number when `resend`; the look-up of an order only asks.
 */
export async function reconcileRefund(
  checkout: Checkout,
  refund: RefundRow,
  resend: boolean,
  now = Date.now(),
): Promise<void> {
  if (refund.state !== 'processing' || refund.provider !== checkout.provider.name) return;
  const { provider, log } = checkout;
  const order = await checkout.db
    .selectFrom('payOrders')
    .select('orderNo')
    .where('id', '=', refund.orderId)
    .executeTakeFirstOrThrow();
  try {
    const report = await provider.queryRefund({ refundNo: refund.refundNo, orderNo: order.orderNo });
    if (report) await settleRefundReport(checkout, provider.name, report, now);
    else if (resend) await submitRefund(checkout, refund.refundNo, now);
  } catch (error) {
    log.warn({ err: error, refundNo: refund.refundNo }, 'refund query failed');
  }
}

/** Reconciles refunds left processing; run now and then by every server process alike. */
export async function sweepRefunds(checkout: Checkout, now = Date.now()): Promise<number> {
  const due = await checkout.db
    .selectFrom('payRefunds')
    .selectAll()
    .where('state', '=', 'processing')
    .where('provider', '=', checkout.provider.name)
    .where('createdAt', '<=', now - ASK_AFTER_MS)
    .orderBy('createdAt')
    .limit(50)
    .execute();
  for (const refund of due) await reconcileRefund(checkout, refund, true, now);
  return due.length;
}
