import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import {
  NotificationRejected,
  type PaymentProvider,
  type PaymentReport,
  type ProviderOrder,
} from '../provider.js';
import type { PaymentsTables } from '../tables.js';
import { sandboxDayBill } from './sandbox-bill.js';
import { pageToken, readSignedSandboxBody, sandboxSecret } from './sandbox-keys.js';
import { placeSandboxRefund, querySandboxRefund, readSandboxRefundNotification } from './sandbox-refunds.js';

export const SANDBOX_PAGE_PREFIX = '/pay/sandbox/';

/**
 * The built-in provider: its QR code opens the portal's own sandbox payment page, which records the
 * payment in its own book and posts a signed notification back, as a real gateway does. Refunds are
 * recorded in its book too and reported by their own signed notification.
 */
export function sandboxProvider(db: Kysely<PaymentsTables>, log?: FastifyBaseLogger): PaymentProvider {
  return {
    name: 'sandbox',
    acknowledgement: { status: 200, body: JSON.stringify({ code: 'SUCCESS' }) },

    async placeOrder(order: ProviderOrder) {
      await db
        .insertInto('sandboxPayments')
        .values({
          orderNo: order.orderNo,
          amountCents: order.amountCents,
          description: order.description.slice(0, 128),
          notifyUrl: order.notifyUrl,
          state: 'open',
          transactionId: null,
          expiresAt: order.expiresAt,
          paidAt: null,
        })
        .onConflict((oc) => oc.column('orderNo').doNothing())
        .execute();
      const token = pageToken(await sandboxSecret(db), order.orderNo);
      return { codeUrl: `${order.origin}${SANDBOX_PAGE_PREFIX}${order.orderNo}?t=${token}` };
    },

    async readNotification(headers, rawBody) {
      const body = await readSignedSandboxBody(db, headers, rawBody);
      if (typeof body.orderNo !== 'string' || typeof body.amountCents !== 'number' || body.state !== 'paid') {
        throw new NotificationRejected('not a payment');
      }
      return {
        orderNo: body.orderNo,
        state: 'paid',
        amountCents: body.amountCents,
        transactionId: typeof body.transactionId === 'string' ? body.transactionId : null,
      };
    },

    refund: (request) => placeSandboxRefund(db, request, log),
    queryRefund: ({ refundNo }) => querySandboxRefund(db, refundNo),
    readRefundNotification: (headers, rawBody) => readSandboxRefundNotification(db, headers, rawBody),
    dayBill: (day) => sandboxDayBill(db, day),

    async queryOrder(orderNo) {
      const row = await db
        .selectFrom('sandboxPayments')
        .selectAll()
        .where('orderNo', '=', orderNo)
        .executeTakeFirst();
      if (!row) return { orderNo, state: 'closed', amountCents: 0, transactionId: null };
      return reportOf(row);
    },

    async closeOrder(orderNo) {
      await db
        .updateTable('sandboxPayments')
        .set({ state: 'closed' })
        .where('orderNo', '=', orderNo)
        .where('state', '=', 'open')
        .execute();
    },
  };
}

function reportOf(row: {
  orderNo: string;
  state: string;
  amountCents: number;
  transactionId: string | null;
}) {
  const state: PaymentReport['state'] =
    row.state === 'paid' ? 'paid' : row.state === 'open' ? 'open' : 'closed';
  return {
    orderNo: row.orderNo,
    state,
    amountCents: state === 'paid' ? Number(row.amountCents) : 0,
    transactionId: row.transactionId,
  };
}

/** The payer pressed pay: the sandbox takes the payment once (an expired or closed one cannot be paid). */
export async function takeSandboxPayment(handle: Db, orderNo: string, now = Date.now()) {
  const db = tablesOf<PaymentsTables>(handle);
  const transactionId = `SBX${now}${randomBytes(5).toString('hex')}`;
  await db
    .updateTable('sandboxPayments')
    .set({ state: 'paid', paidAt: now, transactionId })
    .where('orderNo', '=', orderNo)
    .where('state', '=', 'open')
    .where('expiresAt', '>', now)
    .execute();
  return db.selectFrom('sandboxPayments').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
}
