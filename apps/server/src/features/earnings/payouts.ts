import type { FastifyBaseLogger } from 'fastify';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { settlementPayeeOf } from '../wallet/index.js';
import { announceWithdrawal, completeWithdrawal } from './complete.js';
import { earningsText } from './messages.js';
import { PayoutRefused, type PayoutProvider, type PayoutReport } from './payout-provider.js';
import type { EarningsTables } from './tables.js';
import { CHECK_AFTER_MS } from './withdraw.js';

/** Where payout notifications are received, under the provider's name. */
export const PAYOUT_NOTIFY_PREFIX = '/pay/notify/payout/';

/** What paying withdrawals out needs: the database, the provider, the bus for notices, the log. */
export interface PayoutDesk {
  db: Db;
  provider: PayoutProvider;
  bus: EventBus | undefined;
  log: FastifyBaseLogger | undefined;
  /** The public origin notifications are posted to when no request tells it (PAY_NOTIFY_BASE_URL). */
  notifyBase: () => string;
}

/** Processing withdrawals one sweeper pass asks the provider about, at most. */
const CHECKS_PER_PASS = 50;

/** A report that ended the payout completes the withdrawal once and tells the user after the commit. */
export async function settlePayoutReport(desk: PayoutDesk, report: PayoutReport, now = Date.now()) {
  if (report.state === 'processing') return null;
  const done = await completeWithdrawal(
    desk.db,
    report.withdrawNo,
    report.state === 'succeeded'
      ? { state: 'succeeded', providerRef: report.providerRef, finishedAt: report.finishedAt }
      : {
          state: 'failed',
          failReason: report.failReason,
          providerRef: report.providerRef,
          finishedAt: report.finishedAt,
        },
    now,
  );
  if (done) await announceWithdrawal(desk.db, desk.bus, done, now);
  return done;
}

/**
 * Asks the provider to pay a withdrawal still processing (again, when it never heard of it): the arrival
 * is the amount less the fee. A certain refusal fails the withdrawal (the amount goes back); any other
 * failure leaves it processing for the sweeper to ask about.
 */
export async function sendPayout(desk: PayoutDesk, withdrawalId: number, origin?: string, now = Date.now()) {
  const db = tablesOf<EarningsTables>(desk.db);
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', withdrawalId)
    .executeTakeFirst();
  if (!row || row.state !== 'processing') return;
  const { realName } = await settlementPayeeOf(desk.db, Number(row.userId));
  let report: PayoutReport;
  try {
    report = await desk.provider.pay({
      withdrawNo: row.withdrawNo,
      amountCents: Number(row.amountCents) - Number(row.feeCents),
      userId: Number(row.userId),
      realName,
      openid: null,
      remark: earningsText('earnings.payTypeName', 'zh'),
      notifyUrl: `${origin ?? desk.notifyBase()}${PAYOUT_NOTIFY_PREFIX}${desk.provider.name}`,
    });
  } catch (error) {
    if (error instanceof PayoutRefused) {
      await settlePayoutReport(
        desk,
        {
          withdrawNo: row.withdrawNo,
          state: 'failed',
          amountCents: 0,
          providerRef: null,
          failReason: error.message || error.code,
          finishedAt: now,
        },
        now,
      );
      return;
    }
    desk.log?.warn({ err: error, withdrawNo: row.withdrawNo }, 'payout not sent; it will be asked about');
    return;
  }
  const sentBefore = await db
    .selectFrom('withdrawalSteps')
    .select('id')
    .where('withdrawalId', '=', withdrawalId)
    .where('step', '=', 'sent')
    .executeTakeFirst();
  if (!sentBefore) {
    await db.insertInto('withdrawalSteps').values({ withdrawalId, step: 'sent', createdAt: now }).execute();
  }
  if (report.providerRef) {
    await db
      .updateTable('withdrawals')
      .set({ providerRef: report.providerRef })
      .where('id', '=', withdrawalId)
      .where('state', '=', 'processing')
      .execute();
  }
  await settlePayoutReport(desk, report, now);
}

/**
 * Asks the provider about withdrawals still processing whose check time passed (by the partial index on
 * nextCheckAt). Each is claimed by moving its check time on conditionally, so two processes do not both
 * ask; one the provider never heard of is sent again (pay is idempotent by the withdrawal number).
 */
export async function sweepWithdrawals(desk: PayoutDesk, now = Date.now()): Promise<number> {
  const db = tablesOf<EarningsTables>(desk.db);
  const due = await db
    .selectFrom('withdrawals')
    .select(['id', 'withdrawNo', 'nextCheckAt'])
    .where('state', '=', 'processing')
    .where('nextCheckAt', '<=', now)
    .orderBy('nextCheckAt')
    .limit(CHECKS_PER_PASS)
    .execute();
  let completed = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable('withdrawals')
      .set({ nextCheckAt: now + CHECK_AFTER_MS })
      .where('id', '=', row.id)
      .where('state', '=', 'processing')
      .where('nextCheckAt', '=', Number(row.nextCheckAt))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      const report = await desk.provider.query(row.withdrawNo);
      if (report === null) await sendPayout(desk, Number(row.id), undefined, now);
      else if (await settlePayoutReport(desk, report, now)) completed++;
    } catch (error) {
      desk.log?.warn({ err: error, withdrawNo: row.withdrawNo }, 'payout query failed');
    }
  }
  return completed;
}
