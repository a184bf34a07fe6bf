import { payments } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { dramaForSale, grantEpisodes, revenueAccountOf } from '../dramas/index.js';
import { raiseWalletNotice } from '../notices/index.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { PLATFORM, transfer } from '../wallet/index.js';
import { orderByNo, type OrderRow } from './orders.js';
import { NotificationRejected, type PaymentReport } from './provider.js';

type Db = Kysely<DatabaseSchema>;

/**
 * Takes a provider's word that an order was paid (a notification, or the answer to a query). A report
 * about someone else's provider, or with another amount than ours, is refused and changes nothing. The
 * order moves to paid once, then is fulfilled once: any number of repeats of the same report are no-ops.
 */
export async function settleReport(db: Db, provider: string, report: PaymentReport, now = Date.now()) {
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
  await fulfilOrder(db, Number(order.id), now);
  return (await orderByNo(db, report.orderNo))!;
}

/**
 * Delivers a paid order: coins for a top-up, episodes for a drama, and the yuan into the right revenue
 * account, all in one transaction with the state change. Only the transaction that moves the order from
 * paid to fulfilled delivers; the transfers' idempotency keys are a second guard.
 */
export async function fulfilOrder(db: Db, orderId: number, now = Date.now()): Promise<boolean> {
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
    if (Number(order.paySource) === payments.PAY_SOURCE.topUp) await deliverCoins(trx, order, now);
    else await deliverEpisodes(trx, order, now);
    return order;
  });
  if (!delivered) return false;
  await raiseWalletNotice(
    db,
    {
      userId: Number(delivered.userId),
      noticeType: 'paySuccess',
      amount: Number(delivered.amountCents) / 100,
      payTypeName: '扫码支付',
      payDetail: Number(delivered.paySource) === payments.PAY_SOURCE.topUp ? '狐币充值' : '短剧解锁',
      title: '支付成功',
      content: `订单 ${delivered.orderNo} 已支付 ¥${(Number(delivered.amountCents) / 100).toFixed(2)}`,
    },
    now,
  );
  return true;
}

async function deliverCoins(trx: Db, order: OrderRow, now: number) {
  const orderId = Number(order.id);
  await transfer(trx, {
    key: `order:${order.orderNo}:cash`,
    currency: 'cny',
    from: { kind: 'paymentClearing', ownerId: PLATFORM },
    to: { kind: 'platformRevenue', ownerId: PLATFORM },
    amount: Number(order.amountCents),
    kind: 'topUpCash',
    orderId,
    memo: '狐币充值',
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
    memo: '狐币充值',
    now,
  });
}

/** The episodes still locked when the order is fulfilled; any bought meanwhile are simply kept. */
async function deliverEpisodes(trx: Db, order: OrderRow, now: number) {
  const drama = await dramaForSale(trx, Number(order.dramaId));
  if (!drama) throw new Error(`order ${order.orderNo} names a drama that no longer exists`);
  const whole = Number(order.paySource) === payments.PAY_SOURCE.dramaQr;
  const paidType = drama.episodes.filter((episode) => episode.episodeNumber > drama.freeCount);
  const episodeIds = (whole ? paidType : paidType.filter((e) => e.id === Number(order.episodeId))).map(
    (episode) => episode.id,
  );
  await grantEpisodes(trx, {
    userId: Number(order.userId),
    dramaId: drama.id,
    episodeIds,
    orderId: Number(order.id),
    now,
  });
  await transfer(trx, {
    key: `order:${order.orderNo}:cash`,
    currency: 'cny',
    from: { kind: 'paymentClearing', ownerId: PLATFORM },
    to: revenueAccountOf(drama),
    amount: Number(order.amountCents),
    kind: 'unlockCash',
    orderId: Number(order.id),
    memo: drama.title.slice(0, 100),
    now,
  });
}
