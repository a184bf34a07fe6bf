import { bumpDaily } from '../../platform/metrics/daily.js';
import { payments } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { dramaForSale, episodesToBuy, grantEpisodes, type SaleDrama } from '../dramas/index.js';
import { payPromoterCommission } from '../distribution/index.js';
import { creditEarnings } from '../earnings/index.js';
import { raiseWalletNotice } from '../notices/index.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { PLATFORM, transfer } from '../wallet/index.js';
import { fundWishOrder } from '../wishes/index.js';
import { paymentsText } from './messages.js';
import { afterWishFunded, isWishOrder } from './wish-desk.js';
import { episodesLink, paidForCoinsText, paidForEpisodesText, type EpisodesBought } from './notice-text.js';
import { orderByNo, type OrderRow } from './orders.js';
import { NotificationRejected, type PaymentReport } from './provider.js';
import { orderCashKey } from './refunds/refund-plan.js';
import { creatorShareCents, orderCommissionKey, type SaleTerms } from './sale-terms.js';
import type { PaymentsTables } from './tables.js';

type Db = Kysely<PaymentsTables>;

/**
 * The language of what fulfilment writes for the buyer (the wallet notice): a provider's notification
 * says nothing of the buyer's language, so the catalogue's default is used.
 */
const NOTICE_LANG = 'zh';

const CLEARING = { kind: 'paymentClearing' as const, ownerId: PLATFORM };

/**
 * Takes a provider's word that an order was paid (a notification, or the answer to a query). A report
 * about someone else's provider, or with another amount than ours, is refused and changes nothing. The
 * order moves to paid once, then is fulfilled once: any number of repeats of the same report are no-ops.
 */
export async function settleReport(
  db: Db,
  bus: EventBus | undefined,
  terms: SaleTerms,
  provider: string,
  report: PaymentReport,
  now = Date.now(),
) {
  const order = await orderByNo(db, report.orderNo);
  if (!order || order.provider !== provider) throw new NotificationRejected('unknown order');
  if (report.state !== 'paid') return order;
  if (report.amountCents !== Number(order.amountCents)) {
    throw new NotificationRejected(`paid ${report.amountCents} fen for an order of ${order.amountCents}`);
  }
  // A payment the provider took after our order closed is still money received: it is honoured.
  await db
    .updateTable('payOrders')
    .set({ state: 'paid', paidAt: now, providerTxnId: report.transactionId })
    .where('id', '=', order.id)
    .where('state', 'in', ['created', 'closed'])
    .execute();
  await fulfilOrder(db, bus, terms, Number(order.id), now);
  return (await orderByNo(db, report.orderNo))!;
}

/**
 * Delivers a paid order: coins for a top-up, episodes for a drama, and the yuan into the right account (the
 * platform's revenue, a creator's earnings and the platform's commission, a wish's escrow), all in one
 * transaction with the state change. Only the transaction that moves the order from
 * paid to fulfilled delivers; the transfers' idempotency keys are a second guard.
 */
export async function fulfilOrder(
  db: Db,
  bus: EventBus | undefined,
  terms: SaleTerms,
  orderId: number,
  now = Date.now(),
): Promise<boolean> {
  const delivered = await inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('payOrders')
      .set({ state: 'fulfilled', fulfilledAt: now })
      .where('id', '=', orderId)
      .where('state', '=', 'paid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return null;
    const order = await trx
      .selectFrom('payOrders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    // Money received: the dashboard's orders and revenue move with the delivery.
    await bumpDaily(trx, 'orders', 1, now);
    await bumpDaily(trx, 'revenueCents', Number(order.amountCents), now);
    if (Number(order.paySource) === payments.PAY_SOURCE.topUp) {
      await deliverCoins(trx, order, now);
      return { order, bought: null, wish: null };
    }
    if (isWishOrder(order)) {
      // The reward or a deposit reaches the wish's escrow, and the wish (or the taker's order) moves on, in
      // this transaction. Money for a wish that no longer waits is refunded whole once this commits.
      const wish = await fundWishOrder(trx, {
        orderNo: order.orderNo,
        orderId: Number(order.id),
        amountCents: Number(order.amountCents),
        paySource: Number(order.paySource),
        now,
      });
      return { order, bought: null, wish };
    }
    return { order, bought: await deliverEpisodes(trx, order, terms, now), wish: null };
  });
  if (!delivered) return false;
  const { order, bought, wish } = delivered;
  if (wish) {
    await afterWishFunded(db, bus, order, wish, now);
    return true;
  }
  const amountCents = Number(order.amountCents);
  await raiseWalletNotice(
    db,
    bus,
    {
      userId: Number(order.userId),
      noticeType: 'paySuccess',
      amount: amountCents / 100,
      payTypeName: paymentsText('payments.byQr', NOTICE_LANG),
      payDetail: paymentsText(bought ? 'payments.forUnlock' : 'payments.forTopUp', NOTICE_LANG),
      title: paymentsText('payments.succeeded', NOTICE_LANG),
      content: bought
        ? paidForEpisodesText(bought, amountCents, NOTICE_LANG)
        : paidForCoinsText(amountCents, Number(order.coinCents), NOTICE_LANG),
      ...(bought ? { link: episodesLink(bought) } : {}),
    },
    now,
  );
  return true;
}

/** The ledger's note on a top-up's movements; statements take their titles from the catalogue instead. */
const TOP_UP_MEMO = paymentsText('payments.forTopUp', 'zh');

async function deliverCoins(trx: Db, order: OrderRow, now: number) {
  const orderId = Number(order.id);
  await transfer(trx, {
    key: orderCashKey(order.orderNo),
    currency: 'cny',
    from: CLEARING,
    to: { kind: 'platformRevenue', ownerId: PLATFORM },
    amount: Number(order.amountCents),
    kind: 'topUpCash',
    orderId,
    memo: TOP_UP_MEMO,
    now,
  });
  await transfer(trx, {
    key: `order:${order.orderNo}:coin`,
    currency: 'coin',
    from: { kind: 'coinIssuance', ownerId: PLATFORM },
    to: { kind: 'wallet', ownerId: Number(order.userId) },
    amount: Number(order.coinCents),
    kind: 'topUp',
    orderId,
    memo: TOP_UP_MEMO,
    now,
  });
}

/**
 * The episodes the order paid for, by the drama's own rule, still locked when it is fulfilled; any
 * bought meanwhile are simply kept.
 */
async function deliverEpisodes(
  trx: Db,
  order: OrderRow,
  terms: SaleTerms,
  now: number,
): Promise<EpisodesBought> {
  const drama = await dramaForSale(trx, Number(order.dramaId));
  if (!drama) throw new Error(`order ${order.orderNo} names a drama that no longer exists`);
  const whole = Number(order.paySource) === payments.PAY_SOURCE.dramaQr;
  const userId = Number(order.userId);
  const episodes = episodesToBuy(drama, userId, Number(order.episodeId), whole);
  await grantEpisodes(trx, {
    userId,
    dramaId: drama.id,
    episodeIds: episodes.map((episode) => episode.id),
    orderId: Number(order.id),
    now,
  });
  // A share rounded down to nothing (a commission of 100 %, a price of a fen) leaves it all the platform's.
  if (drama.isPlatform || creatorShareCents(Number(order.amountCents), terms) === 0) {
    await transfer(trx, {
      key: orderCashKey(order.orderNo),
      currency: 'cny',
      from: CLEARING,
      to: { kind: 'platformRevenue', ownerId: PLATFORM },
      amount: Number(order.amountCents),
      kind: 'unlockCash',
      orderId: Number(order.id),
      memo: drama.title.slice(0, 100),
      now,
    });
  } else {
    await shareSale(trx, order, drama, terms, now);
  }
  return {
    dramaId: drama.id,
    title: drama.title,
    numbers: episodes.map((episode) => episode.episodeNumber),
  };
}

/**
 * A creator's drama sold by QR: their share reaches their earnings under the order's cash key (a refund
 * reads where the money went from it) and the platform's commission its revenue, under a key of its own.
 * A buyer brought by a promoter's link pays the promoter's commission out of the creator's share (under
 * its own key), and the order names the promoter.
 */
async function shareSale(trx: Db, order: OrderRow, drama: SaleDrama, terms: SaleTerms, now: number) {
  const amountCents = Number(order.amountCents);
  const shareCents = creatorShareCents(amountCents, terms);
  const promoted = await payPromoterCommission(trx, {
    orderNo: order.orderNo,
    orderId: Number(order.id),
    buyerId: Number(order.userId),
    dramaId: drama.id,
    title: drama.title,
    amountCents,
    shareCents,
    from: CLEARING,
    holdMs: terms.holdMs,
    now,
  });
  if (promoted) {
    await trx
      .updateTable('payOrders')
      .set({ independentUserId: promoted.promoterId })
      .where('id', '=', order.id)
      .execute();
  }
  await creditEarnings(trx, {
    userId: drama.userId,
    kind: 'dramaSale',
    amountCents: shareCents - (promoted?.commissionCents ?? 0),
    from: CLEARING,
    key: orderCashKey(order.orderNo),
    transferKind: 'dramaShare',
    sourceType: 'drama',
    sourceId: String(drama.id),
    title: drama.title,
    orderNo: order.orderNo,
    orderId: Number(order.id),
    holdMs: terms.holdMs,
    now,
  });
  if (amountCents > shareCents) {
    await transfer(trx, {
      key: orderCommissionKey(order.orderNo),
      currency: 'cny',
      from: CLEARING,
      to: { kind: 'platformRevenue', ownerId: PLATFORM },
      amount: amountCents - shareCents,
      kind: 'dramaCommission',
      orderId: Number(order.id),
      memo: drama.title.slice(0, 100),
      now,
    });
  }
}
