import { payments, wallet } from '@fox/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { dramaOnSale, episodesToBuy, priceCentsOf, stillLocked } from '../dramas/index.js';
import { rechargePackage, rechargeRate } from '../wallet/index.js';
import { settleReport } from './fulfil.js';
import { paymentsText } from './messages.js';
import { insertOrder, newOrderNo, orderByNo, ownOrder, type OrderRow } from './orders.js';
import type { PaymentProvider } from './provider.js';
import type { SaleTerms } from './sale-terms.js';
import type { PaymentsTables } from './tables.js';

type Db = Kysely<PaymentsTables>;

export interface Checkout {
  db: Db;
  /** Carries the buyer's wallet notice to their open pages. */
  bus: EventBus;
  provider: PaymentProvider;
  /** How a creator's drama sales are shared with the platform. */
  terms: SaleTerms;
  /** Where the provider posts notifications, given the origin the browser used. */
  notifyUrl(origin: string): string;
  /** Where the provider posts refund notifications, given the origin the operator's browser used. */
  refundNotifyUrl(origin: string): string;
  log: FastifyBaseLogger;
}

export interface NewQrOrder {
  userId: number;
  paySource: number;
  amountCents: number;
  coinCents: number | null;
  dramaId: number | null;
  episodeId: number | null;
  packageId: number | null;
  description: string;
  origin: string;
  now: number;
}

/** Stores a QR order, opens it at the provider and keeps the code it answers. */
export async function openQrOrder(checkout: Checkout, order: NewQrOrder): Promise<OrderRow> {
  const { db } = checkout;
  const orderNo = newOrderNo(order.now);
  const expiresAt = order.now + payments.ORDER_TTL_MS;
  await insertOrder(db, {
    orderNo,
    userId: order.userId,
    paySource: order.paySource,
    payType: payments.PAY_TYPE.qr,
    provider: checkout.provider.name,
    amountCents: order.amountCents,
    coinCents: order.coinCents,
    dramaId: order.dramaId,
    episodeId: order.episodeId,
    packageId: order.packageId,
    state: 'created',
    createdAt: order.now,
    expiresAt,
  });
  const codeUrl = await askForCode(
    checkout,
    orderNo,
    order.amountCents,
    order.description,
    expiresAt,
    order.origin,
  );
  await db.updateTable('payOrders').set({ codeUrl }).where('orderNo', '=', orderNo).execute();
  return (await orderByNo(db, orderNo))!;
}

async function askForCode(
  checkout: Checkout,
  orderNo: string,
  amountCents: number,
  description: string,
  expiresAt: number,
  origin: string,
) {
  try {
    const placed = await checkout.provider.placeOrder({
      orderNo,
      amountCents,
      description,
      expiresAt,
      notifyUrl: checkout.notifyUrl(origin),
      origin,
    });
    return placed.codeUrl;
  } catch (error) {
    checkout.log.error({ err: error, orderNo }, 'payment provider refused the order');
    throw new AppError(503, 'payments.providerDown');
  }
}

/** Where the buyer is: the origin their browser used, and their language for what the payer reads. */
export interface Buyer {
  origin: string;
  lang: Lang;
}

/** A QR order for one episode (7) or the rest of a drama (14), at the price the buyer was shown. */
export async function placeDramaQrOrder(
  checkout: Checkout,
  input: { userId: number; dramaId: number; episodeId: number; whole: boolean; payPrice: number | undefined },
  buyer: Buyer,
  now = Date.now(),
) {
  const drama = await dramaOnSale(checkout.db, input.dramaId);
  const targets = episodesToBuy(drama, input.userId, input.episodeId, input.whole);
  const locked = await stillLocked(
    checkout.db,
    input.userId,
    targets.map((episode) => episode.id),
  );
  const amountCents = priceCentsOf(drama, input.whole, locked.length);
  if (locked.length === 0 || amountCents === 0) throw new AppError(400, 'payments.nothingToBuy');
  if (input.payPrice !== undefined && payments.centsOf(input.payPrice) !== amountCents) {
    throw new AppError(409, 'payments.priceChanged');
  }
  const episode = drama.episodes.find((e) => e.id === input.episodeId)!;
  return openQrOrder(checkout, {
    userId: input.userId,
    paySource: input.whole ? payments.PAY_SOURCE.dramaQr : payments.PAY_SOURCE.episodeQr,
    amountCents,
    coinCents: null,
    dramaId: drama.id,
    episodeId: input.episodeId,
    packageId: null,
    description: input.whole
      ? paymentsText('payments.describeWhole', buyer.lang, { title: drama.title })
      : paymentsText('payments.describeEpisode', buyer.lang, {
          title: drama.title,
          episode: episode.episodeNumber,
        }),
    origin: buyer.origin,
    now,
  });
}

/** Checks a top-up amount in yuan: required, above zero, fen at most, no more than 1,000,000. */
export function topUpCents(amount: number | undefined): number {
  if (amount === undefined || amount === null) throw new AppError(400, 'payments.amountRequired');
  if (amount > wallet.TOP_UP_MAX_YUAN) throw new AppError(400, 'payments.amountTooLarge');
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(cents - amount * 100) > 1e-6) {
    throw new AppError(400, 'payments.amountInvalid');
  }
  return cents;
}

/** A top-up order (paySource 9): a package, or a custom amount; the coins are fixed at today's rate. */
export async function placeTopUpOrder(
  checkout: Checkout,
  input: { userId: number; amount: number | undefined; packageId: number | undefined },
  buyer: Buyer,
  now = Date.now(),
) {
  let amountCents: number;
  if (input.packageId !== undefined) {
    const chosen = await rechargePackage(checkout.db, input.packageId);
    if (!chosen) throw new AppError(404, 'payments.packageMissing');
    amountCents = Number(chosen.amountCents);
    if (input.amount !== undefined && topUpCents(input.amount) !== amountCents) {
      throw new AppError(409, 'payments.priceChanged');
    }
  } else {
    amountCents = topUpCents(input.amount);
  }
  const coinCents = wallet.coinCentsOf(amountCents, await rechargeRate(checkout.db));
  return openQrOrder(checkout, {
    userId: input.userId,
    paySource: payments.PAY_SOURCE.topUp,
    amountCents,
    coinCents,
    dramaId: null,
    episodeId: null,
    packageId: input.packageId ?? null,
    description: paymentsText('payments.describeTopUp', buyer.lang, {
      coins: wallet.formatCoin(coinCents / 100),
    }),
    origin: buyer.origin,
    now,
  });
}

/**
 * A fresh look at an order's QR code: the order is first asked about, and a closed one cannot be paid
 * again. An open one keeps the code the provider gave it (WeChat's code_url outlives our order's 15
 * minutes), so the order is not placed a second time with other parameters.
 */
export async function refreshQr(checkout: Checkout, userId: number, orderNo: string) {
  const order = await confirm(checkout, userId, orderNo);
  if (order.state === 'closed') throw new AppError(400, 'payments.orderClosed');
  return order;
}

/**
 * 'Payment finished': an order still open is asked about at the provider (the notification may be late or
 * lost) and settled if paid; an expired one is closed. Answers the order as it stands.
 */
export async function confirm(checkout: Checkout, userId: number, orderNo: string, now = Date.now()) {
  const order = await ownOrder(checkout.db, userId, orderNo);
  return reconcile(checkout, order, now);
}

/** States an order reaches once delivered: nothing is left to ask the provider about its payment. */
const AFTER_FULFILMENT: ReadonlySet<payments.OrderState> = new Set([
  'fulfilled',
  'refunding',
  'refunded',
  'partiallyRefunded',
]);

export async function reconcile(checkout: Checkout, order: OrderRow, now = Date.now()): Promise<OrderRow> {
  if (order.provider !== checkout.provider.name || AFTER_FULFILMENT.has(order.state)) return order;
  if (order.state === 'paid') {
    return settleReport(checkout.db, checkout.bus, checkout.terms, order.provider, {
      orderNo: order.orderNo,
      state: 'paid',
      amountCents: Number(order.amountCents),
      transactionId: order.providerTxnId,
    });
  }
  if (order.state === 'closed') return order;
  const report = await checkout.provider.queryOrder(order.orderNo).catch((error: unknown) => {
    checkout.log.warn({ err: error, orderNo: order.orderNo }, 'payment provider query failed');
    return null;
  });
  if (report?.state === 'paid') {
    return settleReport(checkout.db, checkout.bus, checkout.terms, order.provider, report, now);
  }
  const expired = order.expiresAt !== null && Number(order.expiresAt) <= now;
  if (report?.state === 'closed' || (report && expired)) {
    await checkout.provider.closeOrder(order.orderNo).catch(() => undefined);
    await checkout.db
      .updateTable('payOrders')
      .set({ state: 'closed', closedAt: now })
      .where('id', '=', order.id)
      .where('state', '=', 'created')
      .execute();
  }
  return (await orderByNo(checkout.db, order.orderNo))!;
}

/** Settles or closes open orders past their expiry; run now and then by every server process alike. */
export async function sweepExpiredOrders(checkout: Checkout, now = Date.now()): Promise<number> {
  const due = await checkout.db
    .selectFrom('payOrders')
    .selectAll()
    .where('state', '=', 'created')
    .where('expiresAt', '<=', now)
    .limit(100)
    .execute();
  for (const order of due) await reconcile(checkout, order, now);
  return due.length;
}
