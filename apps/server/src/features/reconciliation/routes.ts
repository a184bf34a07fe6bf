import { finance } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import type { Platform } from '../../platform/platform.js';
import { langOf } from '../../platform/http/messages.js';
import type { PayoutProvider } from '../earnings/index.js';
import { paymentReconcileReads } from '../payments/index.js';
import { startDailyReconcile } from './job.js';
import { reconcileMessages } from './messages.js';
import { dayOf, reconcileDay, type ReconcileSides } from './reconcile.js';
import { lastRunOf, presentRun, runById, saveRun } from './runs.js';

export interface ReconciliationDeps {
  /** The payout provider this server pays withdrawals with, when it has one (the earnings feature's). */
  payoutProviderOf?: (platform: Pick<Platform, 'config' | 'database' | 'log'>) => PayoutProvider | null;
}

/** The providers a server process reconciles against: the configured payment and payout providers. */
export function reconcileSidesOf(
  platform: Pick<Platform, 'config' | 'database' | 'log'>,
  payouts: PayoutProvider | null,
): ReconcileSides {
  return { payments: paymentReconcileReads.paymentProviderFor(platform), payouts };
}

/**
 * Daily reconciliation: the back office's page of a day's last run and its 'reconcile now', and the job in
 * each server process that reconciles yesterday once a day. It reads the ledger and the providers and
 * records what it found; it never moves money.
 */
export function createReconciliationFeature(deps: ReconciliationDeps = {}): Feature {
  return {
    name: 'reconciliation',
    messages: reconcileMessages,
    install({ router, http, platform }) {
      const db = platform.database.db;
      const sides = reconcileSidesOf(platform, deps.payoutProviderOf?.(platform) ?? null);

      router.handle(finance.reconcileDay, async ({ query, request }) => {
        const row = await lastRunOf(db, dayOf(query.day).number);
        return { run: row ? await presentRun(db, row, langOf(request.headers.lang)) : null };
      });

      router.handle(finance.runReconcile, async ({ user, body, request }) => {
        const startedAt = Date.now();
        const findings = await reconcileDay(db, sides, body.day, startedAt).catch((error: unknown) => {
          request.log.warn({ err: error, day: body.day }, 'reconciliation not done');
          throw error;
        });
        const runId = await saveRun(db, {
          day: dayOf(body.day).number,
          source: 'console',
          operatorId: user.id,
          startedAt,
          findings,
          note: body.note,
        });
        return { run: await presentRun(db, (await runById(db, runId))!, langOf(request.headers.lang)) };
      });

      const stop = startDailyReconcile(db, sides, platform.log);
      http.addHook('onClose', async () => stop());
    },
  };
}
