import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { chinaDayText, dayOf, reconcileDay, type ReconcileSides } from './reconcile.js';
import { claimJobDay, finishJobRun, releaseJobDay } from './runs.js';

/** From this China-time hour on, yesterday is reconciled (once a day, whichever process gets there first). */
export const JOB_FROM_HOUR = 2;
/** How often each server process looks whether the day still needs its run; also the first look's delay. */
export const JOB_EVERY_MS = 15 * 60_000;

const chinaHourOf = (ms: number) => new Date(ms + 8 * 3600_000).getUTCHours();

export type JobOutcome = 'early' | 'held' | 'done' | 'notReady' | 'failed';

/**
 * The daily job's look: after 02:00 China time, yesterday is reconciled once. The run row claims the day (a
 * unique run per day for the job), so of several processes one does it; a provider whose bill is not made
 * yet (WeChat makes yesterday's from about 09:00), or that cannot be reached, gives the day back to be
 * tried on a later look.
 */
export async function runDailyReconcile(
  db: Db,
  sides: ReconcileSides,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<JobOutcome> {
  if (chinaHourOf(now) < JOB_FROM_HOUR) return 'early';
  const day = chinaDayText(now, -1);
  const runId = await claimJobDay(db, dayOf(day).number, now);
  if (runId === null) return 'held';
  try {
    const findings = await reconcileDay(db, sides, day, now);
    await finishJobRun(db, runId, findings);
    const mismatches = findings.mismatches.length;
    if (mismatches > 0) log.warn({ day, runId, mismatches }, 'reconciliation found mismatches');
    else log.info({ day, runId }, 'reconciliation found no mismatch');
    return 'done';
  } catch (error) {
    await releaseJobDay(db, runId);
    const notReady = error instanceof AppError && error.messageKey === 'reconcile.billNotReady';
    log.warn({ day, err: error }, notReady ? 'bill not ready; reconciling later' : 'reconciliation failed');
    return notReady ? 'notReady' : 'failed';
  }
}

/** Starts the job's looks in this process; answers how to stop them. */
export function startDailyReconcile(db: Db, sides: ReconcileSides, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    runDailyReconcile(db, sides, log).catch((error: unknown) =>
      log.error({ err: error }, 'reconciliation job failed'),
    );
  }, JOB_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
