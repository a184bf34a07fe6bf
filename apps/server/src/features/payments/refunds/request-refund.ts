import type { Kysely } from 'kysely';
import { inTransaction, RetryTransaction } from '../../../platform/db/transactions.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { Lang } from '../../../platform/http/lang.js';
import { recordAudit } from '../../audit/index.js';
import { revokeOrderEpisodes } from '../../dramas/index.js';
import { clawBackCommission } from '../../distribution/index.js';
import { clawBackEarnings, clawbackShortfall } from '../../earnings/index.js';
import { PLATFORM, transfer } from '../../wallet/index.js';
import type { Checkout } from '../checkout.js';
import { orderByNo, type OrderRow } from '../orders.js';
import type { PaymentsTables } from '../tables.js';
import { refundText } from './refund-messages.js';
import { planRefund, planText, shareWithdrawn, type RefundPlan, type SaleShare } from './refund-plan.js';
import { newRefundNo, refundKey, refundShareKey } from './refund-rows.js';
import { submitRefund, type SubmitOutcome } from './submit-refund.js';

type Db = Kysely<PaymentsTables>;

export interface RefundRequest {
  operatorId: number;
  orderNo: string;
  reason: string;
  /** The origin the operator's browser used: the provider's notifications come back to it. */
  origin: string;
  lang: Lang;
}

const HOLD = { kind: 'refundHold' as const, ownerId: PLATFORM };

const lowBalance = (error: unknown) => error instanceof AppError && error.messageKey === 'wallet.lowBalance';

/**
 * Takes back what the refund undoes, into the refund hold, inside the request's transaction: the coins
 * (a top-up), the yuan from the revenue they went to (or, for a creator's sale, the share from their
 * earnings and the commission from the platform's revenue), and the episodes (a drama order). The coins are
 * read and moved in the same transaction; a purchase spending them meanwhile makes it start again.
 */
async function holdRefund(trx: Db, refundNo: string, order: OrderRow, plan: RefundPlan, now: number) {
  const base = { orderId: Number(order.id), memo: refundNo, now, kind: 'refundHold' as const };
  if (plan.kind === 'topUp' && plan.coinCents > 0) {
    await transfer(trx, {
      ...base,
      key: refundKey(refundNo, 'coin', 'hold'),
      currency: 'coin',
      from: { kind: 'wallet', ownerId: Number(order.userId) },
      to: HOLD,
      amount: plan.coinCents,
    }).catch((error: unknown) => {
      throw lowBalance(error) ? new RetryTransaction() : error;
    });
  }
  if (plan.share) {
    await holdShare(trx, refundNo, order, plan.share, now);
  } else {
    await transfer(trx, {
      ...base,
      key: refundKey(refundNo, 'cash', 'hold'),
      currency: 'cny',
      from: plan.revenue,
      to: HOLD,
      amount: plan.amountCents,
    }).catch((error: unknown) => {
      throw lowBalance(error) ? new AppError(409, 'payments.refundRevenueSpent') : error;
    });
  }
  if (plan.kind === 'episodes' && plan.episodes.length > 0) {
    await revokeOrderEpisodes(trx, {
      orderId: Number(order.id),
      userId: Number(order.userId),
      dramaId: plan.dramaId,
    });
  }
}

/**
 * A creator's sale: the share back out of their earnings (with a clawback line on their statement), a
 * promoter's commission out of theirs, and the platform's commission out of its revenue. Earnings that no longer cover the share refuse the refund whole.
 */
async function holdShare(trx: Db, refundNo: string, order: OrderRow, share: SaleShare, now: number) {
  const orderId = Number(order.id);
  await clawBackEarnings(trx, {
    userId: share.creatorId,
    saleKey: share.saleKey,
    amountCents: share.shareCents,
    to: HOLD,
    key: refundShareKey(refundNo, 'share', 'hold'),
    orderId,
    now,
  }).catch(async (error: unknown) => {
    if (!lowBalance(error)) throw error;
    const shortfall = await clawbackShortfall(trx, {
      userId: share.creatorId,
      saleKey: share.saleKey,
      amountCents: share.shareCents,
    });
    throw shareWithdrawn(share, shortfall?.availableCents ?? 0);
  });
  if (share.promoterCents > 0) {
    await clawBackCommission(trx, {
      orderNo: order.orderNo,
      key: refundShareKey(refundNo, 'promoter', 'hold'),
      to: HOLD,
      orderId,
      now,
    });
  }
  if (share.commissionCents > 0) {
    await transfer(trx, {
      key: refundShareKey(refundNo, 'commission', 'hold'),
      currency: 'cny',
      from: { kind: 'platformRevenue', ownerId: PLATFORM },
      to: HOLD,
      amount: share.commissionCents,
      kind: 'refundHold',
      orderId,
      memo: refundNo,
      now,
    }).catch((error: unknown) => {
      throw lowBalance(error) ? new AppError(409, 'payments.refundRevenueSpent') : error;
    });
  }
}

/**
 * An operator refunds a paid order. One transaction moves the order from fulfilled to refunding (only one
 * of any number of concurrent requests can), writes the refund (its live-order key is unique), holds what
 * it takes back and writes the audit entry. The provider is asked after the commit, never inside a
 * transaction; its answer settles the refund, a refusal undoes the hold, and no answer leaves it
 * processing for the notification, a query or a later retry under the same refund number.
 */
export async function requestRefund(checkout: Checkout, input: RefundRequest, now = Date.now()) {
  const refundNo = newRefundNo(now);
  const held = await inTransaction(checkout.db, async (trx) => {
    const order = await orderByNo(trx, input.orderNo);
    if (!order) throw new AppError(404, 'payments.orderMissing');
    // The order is claimed before anything is planned: a concurrent request waits here for this one's
    // commit, then finds the order refunding, instead of planning from balances this one already moved.
    const moved = await trx
      .updateTable('payOrders')
      .set({ state: 'refunding' })
      .where('id', '=', order.id)
      .where('state', '=', 'fulfilled')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      // Not a delivered order, or another refund took it first: the plan of the order as it is says which.
      await planRefund(trx, (await orderByNo(trx, input.orderNo)) ?? order, checkout.provider.name);
      throw new AppError(409, 'payments.refundInProgress');
    }
    const plan = await planRefund(trx, order, checkout.provider.name);
    const episodes = plan.kind === 'episodes' ? plan.episodes : [];
    await trx
      .insertInto('payRefunds')
      .values({
        refundNo,
        orderId: Number(order.id),
        liveOrderId: Number(order.id),
        userId: Number(order.userId),
        provider: order.provider,
        state: 'processing',
        amountCents: plan.amountCents,
        coinCents: plan.kind === 'topUp' ? plan.coinCents : null,
        episodeIds: JSON.stringify(episodes.map((episode) => episode.id)),
        episodeNumbers: JSON.stringify(episodes.map((episode) => episode.episodeNumber)),
        reason: input.reason,
        operatorId: input.operatorId,
        providerRefundId: null,
        providerStatus: null,
        note: null,
        notifyUrl: checkout.refundNotifyUrl(input.origin),
        createdAt: now,
        completedAt: null,
      })
      .execute();
    await holdRefund(trx, refundNo, order, plan, now);
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: 'money.refundRequest',
        targetType: 'payOrder',
        targetId: order.orderNo,
        reason: input.reason,
        before: { state: order.state },
        after: {
          state: 'refunding',
          refundNo,
          amountCents: plan.amountCents,
          coinCents: plan.kind === 'topUp' ? plan.coinCents : null,
          episodes: episodes.map((episode) => episode.episodeNumber),
        },
      },
      now,
    );
    return { order, plan };
  });
  const plan = planText(held.plan, input.lang);
  const outcome = await submitRefund(checkout, refundNo, now);
  const message = outcomeMessage(outcome, plan, input.lang);
  return { refundNo, orderNo: held.order.orderNo, message };
}

/** What the operator reads once the provider was asked. */
function outcomeMessage(outcome: SubmitOutcome, plan: string, lang: Lang): string {
  if (outcome.kind !== 'settled') {
    const key = outcome.kind === 'refused' ? 'payments.refundFailed' : 'payments.refundUnanswered';
    return refundText(key, lang, { why: outcome.why });
  }
  const { refund } = outcome;
  if (refund.state === 'succeeded') return refundText('payments.refundSucceeded', lang, { plan });
  if (refund.state === 'failed') {
    return refundText('payments.refundFailed', lang, { why: refundText('payments.refundClosed', lang) });
  }
  if (refund.providerStatus === 'ABNORMAL') return refundText('payments.refundAbnormal', lang);
  return refundText('payments.refundSubmitted', lang, { plan });
}
