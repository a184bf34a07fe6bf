import type { payments } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../../platform/db/transactions.js';
import { recordAudit } from '../../audit/index.js';
import { grantEpisodes } from '../../dramas/index.js';
import { giveBackCommission } from '../../distribution/index.js';
import { giveBackEarnings } from '../../earnings/index.js';
import { PLATFORM, transfer } from '../../wallet/index.js';
import type { Checkout } from '../checkout.js';
import type { OrderRow } from '../orders.js';
import { NotificationRejected, type RefundReport } from '../provider.js';
import type { PaymentsTables } from '../tables.js';
import { tellRefunded } from './refund-notices.js';
import { revenueOf, shareOf } from './refund-plan.js';
import { episodeIdsOf, refundByNo, refundKey, refundShareKey, type RefundRow } from './refund-rows.js';

type Db = Kysely<PaymentsTables>;

const HOLD = { kind: 'refundHold' as const, ownerId: PLATFORM };

const orderOf = (db: Db, refund: RefundRow): Promise<OrderRow> =>
  db.selectFrom('payOrders').selectAll().where('id', '=', refund.orderId).executeTakeFirstOrThrow();

/**
 * Takes the provider's word on a refund (its answer, a query, or a notification). A word about a refund we
 * did not ask this provider for, about another order, or of another amount is refused and changes
 * nothing. The refund moves from processing once, to succeeded or failed: repeats are no-ops.
 */
export async function settleRefundReport(
  checkout: Checkout,
  provider: string,
  report: RefundReport,
  now = Date.now(),
): Promise<RefundRow> {
  const { db } = checkout;
  const refund = await refundByNo(db, report.refundNo);
  if (!refund || refund.provider !== provider) throw new NotificationRejected('unknown refund');
  const order = await orderOf(db, refund);
  if (report.orderNo !== order.orderNo) throw new NotificationRejected('the refund is of another order');
  if (report.amountCents !== Number(refund.amountCents)) {
    throw new NotificationRejected(`refunded ${report.amountCents} fen of a refund of ${refund.amountCents}`);
  }
  if (report.state === 'succeeded' && refund.state === 'failed') {
    // We gave back what the refund held, believing the provider's refusal; now it says the money went
    // back too. Someone must look: the buyer has both.
    checkout.log.error(
      { refundNo: refund.refundNo },
      'provider reports a refund succeeded that it had refused',
    );
  }
  if (report.state === 'succeeded') await completeRefund(checkout, refund, report, now);
  else if (report.state === 'failed') await failRefund(checkout, refund.refundNo, null, now, report.status);
  else {
    await db
      .updateTable('payRefunds')
      .set({
        providerStatus: report.status,
        providerRefundId: report.providerRefundId ?? refund.providerRefundId,
      })
      .where('refundNo', '=', refund.refundNo)
      .where('state', '=', 'processing')
      .execute();
  }
  return (await refundByNo(db, refund.refundNo))!;
}

/**
 * The money went back: what the refund held leaves the ledger (coins to issuance, yuan back to clearing),
 * the order shows refunded (or partly, for a top-up with coins spent), and the people concerned are told.
 */
async function completeRefund(checkout: Checkout, refund: RefundRow, report: RefundReport, now: number) {
  const done = await inTransaction(checkout.db, async (trx) => {
    const moved = await trx
      .updateTable('payRefunds')
      .set({
        state: 'succeeded',
        completedAt: now,
        providerStatus: report.status,
        providerRefundId: report.providerRefundId,
      })
      .where('refundNo', '=', refund.refundNo)
      .where('state', '=', 'processing')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return null;
    const order = await orderOf(trx, refund);
    const state: payments.OrderState =
      Number(refund.amountCents) === Number(order.amountCents) ? 'refunded' : 'partiallyRefunded';
    await trx
      .updateTable('payOrders')
      .set({ state })
      .where('id', '=', order.id)
      .where('state', '=', 'refunding')
      .execute();
    const base = { orderId: Number(order.id), memo: refund.refundNo, now, kind: 'refund' as const };
    if (Number(refund.coinCents ?? 0) > 0) {
      await transfer(trx, {
        ...base,
        key: refundKey(refund.refundNo, 'coin', 'done'),
        currency: 'coin',
        from: HOLD,
        to: { kind: 'coinIssuance', ownerId: PLATFORM },
        amount: Number(refund.coinCents),
      });
    }
    await transfer(trx, {
      ...base,
      key: refundKey(refund.refundNo, 'cash', 'done'),
      currency: 'cny',
      from: HOLD,
      to: { kind: 'paymentClearing', ownerId: PLATFORM },
      amount: Number(refund.amountCents),
    });
    await recordAudit(
      trx,
      {
        operatorId: Number(refund.operatorId),
        action: 'money.refundSucceeded',
        targetType: 'payOrder',
        targetId: order.orderNo,
        reason: refund.reason,
        before: { state: 'refunding' },
        after: { state, refundNo: refund.refundNo, providerRefundId: report.providerRefundId },
      },
      now,
    );
    return { order, creator: await creatorTakenFrom(trx, order, refund) };
  });
  if (done) await tellRefunded(checkout, refund, done.order, done.creator, now);
}

/**
 * The provider refused the refund or closed it: the order is paid again, and what the refund held goes
 * back where it came from (coins to the wallet, yuan to revenue, episodes to the buyer). `why` is the
 * provider's code and words when it refused outright.
 */
export async function failRefund(
  checkout: Checkout,
  refundNo: string,
  why: string | null,
  now = Date.now(),
  status: string | null = null,
): Promise<void> {
  await inTransaction(checkout.db, async (trx) => {
    const moved = await trx
      .updateTable('payRefunds')
      .set({
        state: 'failed',
        liveOrderId: null,
        note: why === null ? null : why.slice(0, 300),
        providerStatus: status ?? why?.split(':')[0]?.slice(0, 32) ?? null,
        completedAt: now,
      })
      .where('refundNo', '=', refundNo)
      .where('state', '=', 'processing')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    const refund = (await refundByNo(trx, refundNo))!;
    const order = await orderOf(trx, refund);
    await trx
      .updateTable('payOrders')
      .set({ state: 'fulfilled' })
      .where('id', '=', order.id)
      .where('state', '=', 'refunding')
      .execute();
    const base = { orderId: Number(order.id), memo: refundNo, now, kind: 'refundRelease' as const };
    const userId = Number(order.userId);
    if (Number(refund.coinCents ?? 0) > 0) {
      await transfer(trx, {
        ...base,
        key: refundKey(refundNo, 'coin', 'back'),
        currency: 'coin',
        from: HOLD,
        to: { kind: 'wallet', ownerId: userId },
        amount: Number(refund.coinCents),
      });
    }
    await giveBack(trx, refund, order, now);
    const episodeIds = episodeIdsOf(refund);
    if (order.dramaId !== null && episodeIds.length > 0) {
      await grantEpisodes(trx, {
        userId,
        dramaId: Number(order.dramaId),
        episodeIds,
        orderId: Number(order.id),
        now,
      });
    }
    await recordAudit(
      trx,
      {
        operatorId: Number(refund.operatorId),
        action: 'money.refundFailed',
        targetType: 'payOrder',
        targetId: order.orderNo,
        reason: refund.reason,
        before: { state: 'refunding' },
        after: { state: 'fulfilled', refundNo, why: why ?? status },
      },
      now,
    );
  });
}

/** The creator a completed refund took takings from, and how much: the buyer is told, and so are they. */
async function creatorTakenFrom(trx: Db, order: OrderRow, refund: RefundRow) {
  const share = await shareOf(trx, order);
  if (share) return { userId: share.creatorId, amountCents: share.shareCents };
  const revenue = await revenueOf(trx, order.orderNo);
  return revenue.kind === 'creatorRevenue'
    ? { userId: revenue.ownerId, amountCents: Number(refund.amountCents) }
    : null;
}

/**
 * The yuan a refused refund held go back where they came from: a creator's share to their earnings (the
 * clawback undone) and the commission to the platform's revenue, or the whole amount to its one account.
 */
async function giveBack(trx: Db, refund: RefundRow, order: OrderRow, now: number) {
  const base = { orderId: Number(order.id), memo: refund.refundNo, now, kind: 'refundRelease' as const };
  const share = await shareOf(trx, order);
  if (!share) {
    await transfer(trx, {
      ...base,
      key: refundKey(refund.refundNo, 'cash', 'back'),
      currency: 'cny',
      from: HOLD,
      to: await revenueOf(trx, order.orderNo),
      amount: Number(refund.amountCents),
    });
    return;
  }
  await giveBackEarnings(trx, {
    clawKey: refundShareKey(refund.refundNo, 'share', 'hold'),
    saleKey: share.saleKey,
    key: refundShareKey(refund.refundNo, 'share', 'back'),
    from: HOLD,
    orderId: Number(order.id),
    now,
  });
  if (share.promoterCents > 0) {
    await giveBackCommission(trx, {
      orderNo: order.orderNo,
      clawKey: refundShareKey(refund.refundNo, 'promoter', 'hold'),
      key: refundShareKey(refund.refundNo, 'promoter', 'back'),
      from: HOLD,
      orderId: Number(order.id),
      now,
    });
  }
  if (share.commissionCents > 0) {
    await transfer(trx, {
      ...base,
      key: refundShareKey(refund.refundNo, 'commission', 'back'),
      currency: 'cny',
      from: HOLD,
      to: { kind: 'platformRevenue', ownerId: PLATFORM },
      amount: share.commissionCents,
    });
  }
}
