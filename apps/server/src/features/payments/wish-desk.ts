import { payments, wishes } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Platform } from '../../platform/platform.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { PLATFORM, transfer } from '../wallet/index.js';
import {
  announceWishFunding,
  type WishDemoOrders,
  type WishFunding,
  type WishPaymentDesk,
} from '../wishes/index.js';
import { openQrOrder, reconcile, type Checkout } from './checkout.js';
import { createCheckout } from './checkout-setup.js';
import { fulfilOrder } from './fulfil.js';
import { insertOrder, newOrderNo, orderByNo, presentOrder, type OrderRow } from './orders.js';
import { revenueOf } from './refunds/refund-plan.js';
import { newRefundNo, refundKey } from './refunds/refund-rows.js';
import { settleRefundReport } from './refunds/settle-refund.js';
import { submitRefund } from './refunds/submit-refund.js';
import { DEMO_SALE_TERMS } from './sale-terms.js';
import type { PaymentsTables } from './tables.js';

type PayDb = Kysely<PaymentsTables>;

/** Orders of the wish marketplace: the reward (201) and a taker's deposit (202). */
export const isWishOrder = (order: OrderRow) =>
  Number(order.paySource) === wishes.WISH_PAY_SOURCE.reward ||
  Number(order.paySource) === wishes.WISH_PAY_SOURCE.deposit;

/**
 * The checkout of each running server by its database, for fulfilment (which is handed only the database
 * and the bus) when a wish's money must go back. Keyed by the database so that servers sharing a process
 * (tests) never use each other's provider.
 */
const checkouts = new WeakMap<object, { checkout: Checkout; origin: string }>();

export function registerCheckout(checkout: Checkout, platform: Platform): void {
  checkouts.set(platform.database.db, {
    checkout,
    origin: platform.config.payments.notifyBaseUrl ?? `http://127.0.0.1:${platform.config.port}`,
  });
}

const HOLD = { kind: 'refundHold' as const, ownerId: PLATFORM };

/**
 * Claims a delivered order for a refund of `amountCents` (the whole order or what is left of it) and moves
 * that much out of the account its payment went to (the wish's escrow or deposits) into the refund hold,
 * in the caller's transaction. One refund per order: a second claim answers null and moves nothing.
 */
async function holdOrderRefund(
  trx: PayDb,
  checkout: Checkout,
  origin: string,
  input: { orderNo: string; amountCents: number; reason: string; now: number },
): Promise<string | null> {
  const order = await orderByNo(trx, input.orderNo);
  if (!order) throw new Error(`no order ${input.orderNo} to refund`);
  if (input.amountCents <= 0 || input.amountCents > Number(order.amountCents)) {
    throw new Error(`a refund of ${input.amountCents} fen of an order of ${order.amountCents}`);
  }
  const claimed = await trx
    .updateTable('payOrders')
    .set({ state: 'refunding' })
    .where('id', '=', order.id)
    .where('state', '=', 'fulfilled')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  const refundNo = newRefundNo(input.now);
  await trx
    .insertInto('payRefunds')
    .values({
      refundNo,
      orderId: Number(order.id),
      liveOrderId: Number(order.id),
      userId: Number(order.userId),
      provider: order.provider,
      state: 'processing',
      amountCents: input.amountCents,
      coinCents: null,
      episodeIds: '[]',
      episodeNumbers: '[]',
      reason: input.reason.slice(0, 200),
      operatorId: 0,
      providerRefundId: null,
      providerStatus: null,
      note: null,
      notifyUrl: checkout.refundNotifyUrl(origin),
      createdAt: input.now,
      completedAt: null,
    })
    .execute();
  await transfer(trx, {
    key: refundKey(refundNo, 'cash', 'hold'),
    currency: 'cny',
    from: await revenueOf(trx, order.orderNo),
    to: HOLD,
    amount: input.amountCents,
    kind: Number(order.paySource) === wishes.WISH_PAY_SOURCE.deposit ? 'depositRefund' : 'wishRefund',
    orderId: Number(order.id),
    memo: refundNo,
    now: input.now,
  });
  return refundNo;
}

async function submitAll(checkout: Checkout, refundNos: readonly string[]) {
  for (const refundNo of refundNos) await submitRefund(checkout, refundNo);
}

/**
 * The port the wishes feature is handed (compose.ts): QR orders through this server's provider, refunds
 * held in a wish's transaction and sent once it commits. Refunds are made by the platform (operator 0).
 */
export function wishPaymentDesk(platform: Platform): WishPaymentDesk {
  const checkout = createCheckout(platform);
  let origin = platform.config.payments.notifyBaseUrl ?? `http://127.0.0.1:${platform.config.port}`;
  return {
    async placeQrOrder(input) {
      origin = platform.config.payments.notifyBaseUrl ?? input.origin;
      const entry = checkouts.get(platform.database.db);
      if (entry && !platform.config.payments.notifyBaseUrl) entry.origin = input.origin;
      const order = await openQrOrder(checkout, {
        userId: input.userId,
        paySource: input.paySource,
        amountCents: input.amountCents,
        coinCents: null,
        dramaId: null,
        episodeId: null,
        packageId: null,
        description: input.description,
        origin: input.origin,
        now: input.now,
      });
      return presentOrder(checkout.db, order);
    },
    async orderOf(orderNo) {
      const order = await orderByNo(checkout.db, orderNo);
      if (!order) return null;
      return presentOrder(checkout.db, await reconcile(checkout, order));
    },
    holdRefund: (trx: Db, input) => holdOrderRefund(trx as PayDb, checkout, origin, input),
    submitRefunds: (refundNos) => submitAll(checkout, refundNos),
  };
}

/**
 * After a wish's order was fulfilled: the notices wishes stored get their badges, and money that arrived
 * for a wish no longer waiting for it goes back whole.
 */
export async function afterWishFunded(
  db: PayDb,
  bus: EventBus | undefined,
  order: OrderRow,
  funding: WishFunding,
  now: number,
): Promise<void> {
  await announceWishFunding(db, bus, funding);
  if (!funding.refundWholeOrder) return;
  const entry = checkouts.get(db);
  if (!entry) throw new AppError(503, 'payments.providerDown');
  const refundNo = await inTransaction(db, (trx) =>
    holdOrderRefund(trx, entry.checkout, entry.origin, {
      orderNo: order.orderNo,
      amountCents: Number(order.amountCents),
      reason: 'wish no longer waits for this payment',
      now,
    }),
  );
  if (refundNo) await submitRefund(entry.checkout, refundNo, now);
}

/**
 * The demo world's wish orders, paid the way real ones are: a sandbox payment in the sandbox's own book and
 * an order fulfilled through the ledger (so the wish is funded by the same code). Refunds are held like the
 * platform's and settled as the sandbox would answer them, through the same settlement code.
 */
export const wishDemoOrders: WishDemoOrders = {
  async pay(handle, input) {
    const db = handle as PayDb;
    const orderNo = newOrderNo(input.now);
    const transactionId = `SBXWISH${orderNo.slice(-12)}`;
    await db
      .insertInto('sandboxPayments')
      .values({
        orderNo,
        amountCents: input.amountCents,
        description: input.description,
        notifyUrl: '',
        state: 'paid',
        transactionId,
        expiresAt: input.now + payments.ORDER_TTL_MS,
        paidAt: input.now,
      })
      .execute();
    const orderId = await insertOrder(db, {
      orderNo,
      userId: input.userId,
      paySource: input.paySource,
      payType: payments.PAY_TYPE.qr,
      provider: 'sandbox',
      amountCents: input.amountCents,
      state: 'paid',
      providerTxnId: transactionId,
      createdAt: input.now,
      expiresAt: input.now + payments.ORDER_TTL_MS,
      paidAt: input.now,
    });
    await input.attach(orderNo);
    // A wish's order shares nothing with a creator: the terms are never read.
    await fulfilOrder(db, undefined, DEMO_SALE_TERMS, orderId, input.now);
    return orderNo;
  },
  holdRefund: (trx, refund) => holdOrderRefund(trx as PayDb, demoCheckout, '', refund),
  async settleRefunds(handle, refundNos, now) {
    const db = handle as PayDb;
    for (const refundNo of refundNos) {
      const refund = await db
        .selectFrom('payRefunds')
        .selectAll()
        .where('refundNo', '=', refundNo)
        .executeTakeFirstOrThrow();
      const order = await db
        .selectFrom('payOrders')
        .select('orderNo')
        .where('id', '=', refund.orderId)
        .executeTakeFirstOrThrow();
      const refundId = `SBXRDEMO${refundNo.slice(-12)}`;
      // The sandbox's own book has the refund, as it would after answering it.
      await db
        .insertInto('sandboxRefunds')
        .values({
          refundNo,
          orderNo: order.orderNo,
          amountCents: Number(refund.amountCents),
          refundId,
          notifyUrl: '',
          createdAt: now,
          succeededAt: now,
        })
        .execute();
      await settleRefundReport(
        { ...demoCheckout, db, bus: undefined } as unknown as Checkout,
        'sandbox',
        {
          refundNo,
          orderNo: order.orderNo,
          state: 'succeeded',
          amountCents: Number(refund.amountCents),
          providerRefundId: refundId,
          status: 'SUCCESS',
        },
        now,
      );
    }
  },
};

/** Refunds held by the demo world post their outcome nowhere: the sweep asks the sandbox instead. */
const demoCheckout = { refundNotifyUrl: () => '', log: undefined } as unknown as Checkout;
