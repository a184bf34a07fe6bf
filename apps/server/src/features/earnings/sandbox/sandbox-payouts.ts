import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import { earningsText } from '../messages.js';
import {
  PayoutNotificationRejected,
  PayoutRefused,
  type PayoutProvider,
  type PayoutReport,
} from '../payout-provider.js';
import type { EarningsTables, SandboxPayoutTable } from '../tables.js';
import { readSignedPayoutBody, signPayoutNotification } from './sandbox-signing.js';

type SandboxPayout = Selectable<SandboxPayoutTable>;

/**
 * The sandbox's failure trigger, for demos and tests: a payout whose arrival amount in fen ends in 44
 * (0.44, 10.44, 1234.44 yuan...) is accepted and then FAILS when it completes, as a bank refusing it would.
 * Every other payout succeeds.
 */
export const failsInSandbox = (amountCents: number) => amountCents % 100 === 44;

const reportOf = (row: SandboxPayout): PayoutReport => ({
  withdrawNo: row.outBatchNo,
  state: row.state === 'SUCCESS' ? 'succeeded' : row.state === 'FAIL' ? 'failed' : 'processing',
  amountCents: Number(row.amountCents),
  providerRef: `SBX${row.outBatchNo}`,
  failReason: row.failReason,
  finishedAt: row.finishedAt === null ? null : Number(row.finishedAt),
});

/** The body of a payout's notification, as the sandbox posts it. */
export const payoutNotificationBody = (row: SandboxPayout) =>
  JSON.stringify({ type: 'payout', ...reportOf(row) });

/**
 * The built-in payout provider: it keeps its own book (sandboxPayouts), accepts a payout at once, completes
 * it by itself after config.earnings.sandboxPayoutDelayMs (its runner, `completeDueSandboxPayouts`) and
 * posts a signed notification to the payout's notifyUrl, as a real provider calls back.
 */
export function sandboxPayoutProvider(handle: Db, delayMs: number): PayoutProvider {
  const db = tablesOf<EarningsTables>(handle);
  const find = (outBatchNo: string) =>
    db.selectFrom('sandboxPayouts').selectAll().where('outBatchNo', '=', outBatchNo).executeTakeFirst();
  return {
    name: 'sandbox',
    acknowledgement: { status: 200, body: JSON.stringify({ code: 'SUCCESS' }) },

    async pay(payout) {
      if (payout.amountCents <= 0) throw new PayoutRefused('AMOUNT_INVALID', 'nothing to pay');
      await acceptSandboxPayout(db, payout, Date.now(), delayMs);
      const row = (await find(payout.withdrawNo))!;
      if (Number(row.amountCents) !== payout.amountCents) {
        throw new PayoutRefused('BATCH_NO_USED', 'this number was used for another payout');
      }
      return reportOf(row);
    },

    async query(withdrawNo) {
      const row = await find(withdrawNo);
      return row ? reportOf(row) : null;
    },

    async readNotification(headers, rawBody) {
      const body = await readSignedPayoutBody(handle, headers, rawBody);
      const state = body.state;
      if (
        body.type !== 'payout' ||
        typeof body.withdrawNo !== 'string' ||
        typeof body.amountCents !== 'number' ||
        (state !== 'succeeded' && state !== 'failed' && state !== 'processing')
      ) {
        throw new PayoutNotificationRejected('not a payout');
      }
      return {
        withdrawNo: body.withdrawNo,
        state,
        amountCents: body.amountCents,
        providerRef: typeof body.providerRef === 'string' ? body.providerRef : null,
        failReason: typeof body.failReason === 'string' ? body.failReason : '',
        finishedAt: typeof body.finishedAt === 'number' ? body.finishedAt : null,
      };
    },

    async payoutsOf(withdrawNos) {
      if (withdrawNos.length === 0) return [];
      const rows = await db
        .selectFrom('sandboxPayouts')
        .selectAll()
        .where('outBatchNo', 'in', [...withdrawNos])
        .orderBy('createdAt')
        .execute();
      return rows.map(reportOf);
    },
  };
}

/** Records a payout in the sandbox's book (asking again with the same number changes nothing). */
export async function acceptSandboxPayout(
  handle: Db,
  payout: { withdrawNo: string; amountCents: number; notifyUrl: string },
  now: number,
  delayMs: number,
): Promise<void> {
  await tablesOf<EarningsTables>(handle)
    .insertInto('sandboxPayouts')
    .values({
      outBatchNo: payout.withdrawNo,
      amountCents: payout.amountCents,
      state: 'PROCESSING',
      createdAt: now,
      dueAt: now + delayMs,
      finishedAt: null,
      notifyUrl: payout.notifyUrl,
    })
    .onConflict((oc) => oc.column('outBatchNo').doNothing())
    .execute();
}

/** Ends a payout in the sandbox's book once (success, or failure by the trigger); answers it when it did. */
export async function finishSandboxPayout(handle: Db, outBatchNo: string, now: number) {
  const db = tablesOf<EarningsTables>(handle);
  const row = await db
    .selectFrom('sandboxPayouts')
    .selectAll()
    .where('outBatchNo', '=', outBatchNo)
    .executeTakeFirst();
  if (!row || row.state !== 'PROCESSING') return null;
  const fails = failsInSandbox(Number(row.amountCents));
  const failReason = fails ? earningsText('earnings.sandboxFails44', 'zh') : '';
  const state = fails ? ('FAIL' as const) : ('SUCCESS' as const);
  const done = await db
    .updateTable('sandboxPayouts')
    .set({ state, failReason, finishedAt: now })
    .where('outBatchNo', '=', outBatchNo)
    .where('state', '=', 'PROCESSING')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 0 ? null : { ...row, state, failReason, finishedAt: now };
}

/** Waits before each further try, as gateways space their retries out. */
const RETRY_DELAYS_MS = [1000, 3000, 10_000];

/** Posts a payout's signed notification, signed anew on every try; later tries go on in the background. */
export async function deliverPayoutNotification(
  handle: Db,
  row: SandboxPayout,
  log: FastifyBaseLogger | undefined,
): Promise<boolean> {
  const body = payoutNotificationBody(row);
  const tryOnce = async () => {
    try {
      const response = await fetch(row.notifyUrl, {
        method: 'POST',
        headers: await signPayoutNotification(handle, body),
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      await tablesOf<EarningsTables>(handle)
        .updateTable('sandboxPayouts')
        .set({ notified: 1 })
        .where('outBatchNo', '=', row.outBatchNo)
        .execute();
      return true;
    } catch (error) {
      log?.warn({ err: error, withdrawNo: row.outBatchNo }, 'sandbox payout notification not delivered');
      return false;
    }
  };
  if (await tryOnce()) return true;
  void (async () => {
    for (const delay of RETRY_DELAYS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (await tryOnce()) return;
    }
  })();
  return false;
}

/** Payouts one runner pass completes at most. */
const FINISH_PER_PASS = 50;

/**
 * The sandbox's runner: completes the payouts that came due (by the partial index on dueAt) and notifies
 * the portal of each. Each completion is conditional, so two processes running it finish a payout once.
 */
export async function completeDueSandboxPayouts(
  handle: Db,
  now: number,
  log?: FastifyBaseLogger,
): Promise<number> {
  const due = await tablesOf<EarningsTables>(handle)
    .selectFrom('sandboxPayouts')
    .select('outBatchNo')
    .where('state', '=', 'PROCESSING')
    .where('dueAt', '<=', now)
    .orderBy('dueAt')
    .limit(FINISH_PER_PASS)
    .execute();
  let finished = 0;
  for (const { outBatchNo } of due) {
    const row = await finishSandboxPayout(handle, outBatchNo, now);
    if (!row) continue;
    finished++;
    if (row.notifyUrl) await deliverPayoutNotification(handle, row, log);
  }
  return finished;
}
