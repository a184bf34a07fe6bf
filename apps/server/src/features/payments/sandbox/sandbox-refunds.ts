import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { inTransaction } from '../../../platform/db/transactions.js';
import { NotificationRejected, RefundRefused, type ProviderRefund, type RefundReport } from '../provider.js';
import type { PaymentsTables, SandboxRefundTable } from '../tables.js';
import { deliverSandboxMessage, signedSandboxNotification } from './sandbox-delivery.js';
import { readSignedSandboxBody } from './sandbox-keys.js';

type Db = Kysely<PaymentsTables>;
type SandboxRefund = Selectable<SandboxRefundTable>;

const reportOf = (row: SandboxRefund, state: RefundReport['state'] = 'succeeded'): RefundReport => ({
  refundNo: row.refundNo,
  orderNo: row.orderNo,
  state,
  amountCents: Number(row.amountCents),
  providerRefundId: row.refundId,
  status: state === 'succeeded' ? 'SUCCESS' : 'PROCESSING',
});

/** The body of a refund's notification, as the sandbox posts it. */
const refundBody = (row: SandboxRefund) =>
  JSON.stringify({
    type: 'refund',
    refundNo: row.refundNo,
    orderNo: row.orderNo,
    amountCents: Number(row.amountCents),
    refundId: row.refundId,
    state: 'succeeded',
  });

/**
 * The sandbox takes a refund as WeChat Pay does: it checks the payment was made and is not refunded past
 * its amount, records the refund under its number (asking again answers the same one), answers that it is
 * processing, and reports the outcome by a signed notification. It has no bank to wait for, so the money
 * is back at once and a query says so.
 */
export async function placeSandboxRefund(
  db: Db,
  request: ProviderRefund,
  log: FastifyBaseLogger | undefined,
  now = Date.now(),
): Promise<RefundReport> {
  const { row, fresh } = await inTransaction(db, async (trx) => {
    const same = await refundByNo(trx, request.refundNo);
    if (same) {
      if (same.orderNo !== request.orderNo || Number(same.amountCents) !== request.amountCents) {
        throw new RefundRefused('REFUND_NO_USED', 'this refund number was used for another refund');
      }
      return { row: same, fresh: false };
    }
    const payment = await trx
      .selectFrom('sandboxPayments')
      .select(['state', 'amountCents'])
      .where('orderNo', '=', request.orderNo)
      .executeTakeFirst();
    if (!payment || payment.state !== 'paid') {
      throw new RefundRefused('ORDER_NOT_PAID', 'the sandbox has no paid payment for this order');
    }
    const before = await trx
      .selectFrom('sandboxRefunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountCents'), eb.lit(0)).as('total'))
      .where('orderNo', '=', request.orderNo)
      .executeTakeFirstOrThrow();
    if (Number(before.total) + request.amountCents > Number(payment.amountCents)) {
      throw new RefundRefused('AMOUNT_EXCEEDED', 'the refunds would exceed what was paid');
    }
    const row: SandboxRefund = {
      refundNo: request.refundNo,
      orderNo: request.orderNo,
      amountCents: request.amountCents,
      refundId: `SBXR${now}${randomBytes(5).toString('hex')}`,
      notifyUrl: request.notifyUrl,
      createdAt: now,
      succeededAt: now,
    };
    await trx.insertInto('sandboxRefunds').values(row).execute();
    return { row, fresh: true };
  });
  if (!fresh) return reportOf(row);
  // After the answer, as a gateway's notification follows its answer.
  setImmediate(() => {
    void deliverSandboxMessage(db, row.notifyUrl, refundBody(row), log, { refundNo: row.refundNo });
  });
  return reportOf(row, 'processing');
}

function refundByNo(db: Db, refundNo: string) {
  return db.selectFrom('sandboxRefunds').selectAll().where('refundNo', '=', refundNo).executeTakeFirst();
}

export async function querySandboxRefund(db: Db, refundNo: string): Promise<RefundReport | null> {
  const row = await refundByNo(db, refundNo);
  return row ? reportOf(row) : null;
}

/** Builds a refund's signed notification, as the sandbox posts it (for tests that deliver it themselves). */
export async function sandboxRefundNotification(db: Db, refundNo: string, now = Date.now()) {
  const row = await refundByNo(db, refundNo);
  if (!row) throw new Error(`the sandbox has no refund ${refundNo}`);
  return signedSandboxNotification(db, refundBody(row), now);
}

/** Checks and reads a refund notification of the sandbox. */
export async function readSandboxRefundNotification(
  db: Db,
  headers: Record<string, string | undefined>,
  rawBody: string,
): Promise<RefundReport> {
  const body = await readSignedSandboxBody(db, headers, rawBody);
  if (
    body.type !== 'refund' ||
    body.state !== 'succeeded' ||
    typeof body.refundNo !== 'string' ||
    typeof body.orderNo !== 'string' ||
    typeof body.amountCents !== 'number' ||
    typeof body.refundId !== 'string'
  ) {
    throw new NotificationRejected('not a refund');
  }
  return {
    refundNo: body.refundNo,
    orderNo: body.orderNo,
    state: 'succeeded',
    amountCents: body.amountCents,
    providerRefundId: body.refundId,
    status: 'SUCCESS',
  };
}
