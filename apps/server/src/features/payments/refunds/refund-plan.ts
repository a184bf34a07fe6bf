import { payments, wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../../platform/http/app-error.js';
import type { Lang } from '../../../platform/http/lang.js';
import {
  dramaTitlesOf,
  episodesOfOrders,
  lastWatchedEpisode,
  type OrderEpisode,
} from '../../dramas/index.js';
import { assertCommissionRecoverable, commissionOfOrder } from '../../distribution/index.js';
import { clawbackShortfall } from '../../earnings/index.js';
import { coinCentsOf, transferByKey, type AccountKind } from '../../wallet/index.js';
import { episodeRangeText } from '../notice-text.js';
import type { OrderRow } from '../orders.js';
import type { PaymentsTables } from '../tables.js';
import { refundText } from './refund-messages.js';
import { rateOf, topUpRefund } from './refund-rules.js';

type Db = Kysely<PaymentsTables>;

/**
 * The account an order's yuan went to (the platform's revenue, a wish's escrow, or the creator revenue of a
 * sale made before earnings): a refund takes them back from it.
 */
export interface Revenue {
  kind: AccountKind;
  ownerId: number;
}

/**
 * A creator's drama sold by QR: their share went to their earnings (under the order's cash key) and the
 * rest to the platform as its commission. A refund takes each back from where it went.
 */
export interface SaleShare {
  creatorId: number;
  shareCents: number;
  /** The platform's commission. */
  commissionCents: number;
  /** The ledger key of the share's credit. */
  saleKey: string;
  /** The promoter's commission, when the buyer came through a promotion link (paid out of the share). */
  promoterCents: number;
}

interface PlanBase {
  amountCents: number;
  revenue: Revenue;
  /** Set when the yuan were shared with a creator (then `revenue` is their earnings). */
  share: SaleShare | null;
}

/** A top-up's refund: the unspent coins back, their value refunded. */
export interface TopUpPlan extends PlanBase {
  kind: 'topUp';
  coinCents: number;
  spentCoinCents: number;
  creditedCoinCents: number;
  paidCents: number;
}

/** A drama order's refund: all of it, the episodes it unlocked taken back. */
export interface EpisodesPlan extends PlanBase {
  kind: 'episodes';
  dramaId: number;
  title: string;
  episodes: OrderEpisode[];
  lastWatched: number | null;
}

export type RefundPlan = TopUpPlan | EpisodesPlan;

/** The ledger key of the yuan an order's payment moved into revenue (see fulfil.ts). */
export const orderCashKey = (orderNo: string) => `order:${orderNo}:cash`;

async function cashTransferOf(db: Db, orderNo: string) {
  const paid = await transferByKey(db, orderCashKey(orderNo));
  if (!paid) throw new Error(`order ${orderNo} is fulfilled but its payment is not in the ledger`);
  return paid;
}

/** Where an order's yuan went, read from the ledger transfer its fulfilment made. */
export async function revenueOf(db: Db, orderNo: string): Promise<Revenue> {
  const paid = await cashTransferOf(db, orderNo);
  return { kind: paid.to.kind, ownerId: paid.to.ownerId };
}

/** How an order's yuan were shared with a creator, or null when they were not (see fulfil.ts). */
export async function shareOf(db: Db, order: OrderRow): Promise<SaleShare | null> {
  const paid = await cashTransferOf(db, order.orderNo);
  if (paid.to.kind !== 'earningsPending') return null;
  const promoterCents = (await commissionOfOrder(db, order.orderNo))?.commissionCents ?? 0;
  return {
    creatorId: paid.to.ownerId,
    shareCents: paid.amount,
    commissionCents: Number(order.amountCents) - paid.amount - promoterCents,
    saleKey: paid.key,
    promoterCents,
  };
}

/**
 * What refunding an order now would do, by the refund rules; an AppError with a readable message when it
 * cannot be refunded. Only a delivered QR order of the provider this server runs is refunded, once.
 */
export async function planRefund(db: Db, order: OrderRow, providerName: string): Promise<RefundPlan> {
  if (order.provider === 'coin') throw new AppError(400, 'payments.refundCoinOrder');
  if (order.state === 'refunding') throw new AppError(409, 'payments.refundInProgress');
  if (order.state === 'refunded' || order.state === 'partiallyRefunded') {
    throw new AppError(409, 'payments.refundDone');
  }
  if (order.state === 'created' || order.state === 'closed')
    throw new AppError(400, 'payments.refundNotPaid');
  if (order.state === 'paid') throw new AppError(400, 'payments.refundNotDelivered');
  if (order.provider !== providerName) {
    throw new AppError(400, 'payments.refundOtherProvider', { provider: order.provider });
  }
  const revenue = await revenueOf(db, order.orderNo);
  const paidCents = Number(order.amountCents);
  const userId = Number(order.userId);
  if (Number(order.paySource) === payments.PAY_SOURCE.topUp) {
    const creditedCoinCents = Number(order.coinCents ?? 0);
    const refund = topUpRefund(
      { amountCents: paidCents, coinCents: creditedCoinCents },
      await coinCentsOf(db, userId),
    );
    if (refund.amountCents === 0) {
      throw new AppError(400, 'payments.refundAllSpent', {
        coins: wallet.formatCoin(creditedCoinCents / 100),
      });
    }
    return { kind: 'topUp', ...refund, creditedCoinCents, paidCents, revenue, share: null };
  }
  const share = await shareOf(db, order);
  if (share) await assertShareCovered(db, share);
  if (share?.promoterCents) await assertCommissionRecoverable(db, order.orderNo);
  const dramaId = Number(order.dramaId);
  const [episodes, titles, lastWatched] = await Promise.all([
    episodesOfOrders(db, [Number(order.id)]),
    dramaTitlesOf(db, [dramaId]),
    lastWatchedEpisode(db, userId, dramaId),
  ]);
  return {
    kind: 'episodes',
    amountCents: paidCents,
    revenue,
    share,
    dramaId,
    title: titles.get(dramaId) ?? '',
    episodes: episodes.get(Number(order.id)) ?? [],
    lastWatched,
  };
}

/**
 * The creator's share is taken back from their earnings: a refund they no longer cover (the share was
 * withdrawn, or is in a withdrawal) is refused with why, and the operator decides what to do.
 */
async function assertShareCovered(db: Db, share: SaleShare) {
  const shortfall = await clawbackShortfall(db, {
    userId: share.creatorId,
    saleKey: share.saleKey,
    amountCents: share.shareCents,
  });
  if (shortfall) throw shareWithdrawn(share, shortfall.availableCents);
}

/** The refusal of a refund whose creator's share left their earnings. */
export const shareWithdrawn = (share: SaleShare, availableCents: number) =>
  new AppError(409, 'payments.refundShareWithdrawn', {
    share: wallet.formatYuanOfCents(share.shareCents),
    available: wallet.formatYuanOfCents(availableCents),
  });

/** Where the plan takes the money back from, in the operator's words. */
function payeeText(plan: EpisodesPlan, lang: Lang): string {
  if (plan.share) {
    return refundText('payments.payeeShared', lang, {
      share: wallet.formatYuanOfCents(plan.share.shareCents),
      commission: wallet.formatYuanOfCents(plan.share.commissionCents),
    });
  }
  return refundText(
    plan.revenue.kind === 'creatorRevenue' ? 'payments.payeeCreator' : 'payments.payeePlatform',
    lang,
  );
}

/** The plan in the operator's words, with the rule it applies. */
export function planText(plan: RefundPlan, lang: Lang): string {
  const amount = wallet.formatYuanOfCents(plan.amountCents);
  if (plan.kind === 'topUp') {
    const coins = (cents: number) => wallet.formatCoin(cents / 100);
    if (plan.spentCoinCents === 0 && plan.coinCents === plan.creditedCoinCents) {
      return refundText('payments.refundPlanTopUp', lang, { amount, coins: coins(plan.coinCents) });
    }
    return refundText('payments.refundPlanPartial', lang, {
      total: coins(plan.creditedCoinCents),
      spent: coins(plan.spentCoinCents),
      rate: rateOf({ amountCents: plan.paidCents, coinCents: plan.creditedCoinCents }),
      coins: coins(plan.coinCents),
      amount,
      paid: wallet.formatYuanOfCents(plan.paidCents),
    });
  }
  const payee = payeeText(plan, lang);
  const numbers = plan.episodes.map((episode) => episode.episodeNumber);
  return [
    refundText('payments.refundPlanDrama', lang, { amount, payee }),
    numbers.length > 0
      ? refundText('payments.refundTakesEpisodes', lang, {
          title: plan.title,
          episodes: episodeRangeText(numbers, lang),
        })
      : refundText('payments.refundTakesNothing', lang),
    plan.lastWatched === null
      ? refundText('payments.refundNotWatched', lang)
      : refundText('payments.refundWatched', lang, { episode: plan.lastWatched }),
  ].join(refundText('payments.sentenceJoin', lang));
}
