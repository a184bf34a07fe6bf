import { finance } from '@fox/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../platform/feature.js';
import { langOf } from '../../platform/http/messages.js';
import type { Platform } from '../../platform/platform.js';
import { cashOut, cashOutRulesOf } from './cash-out.js';
import { installPayoutRoutes } from './http.js';
import { earningsMessages } from './messages.js';
import type { PayoutDesk } from './payouts.js';
import { payoutProviderOf, type PayoutProviderMaker } from './provider-choice.js';
import { recordDetailOf, recordsOf, summaryOf } from './reads.js';
import { RELEASE_PER_VIEW, releaseDue } from './release.js';
import { seedEarnings } from './seed.js';

/** The origin the server answers on, for notifications asked for without a request (a resend). */
function listeningOrigin(http: FastifyInstance): string {
  const address = http.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** The payout desk of a running server: its database, the configured provider, its bus and log. */
export function payoutDeskOf(
  platform: Platform,
  http: FastifyInstance | null,
  makers: { wechat?: PayoutProviderMaker } = {},
): PayoutDesk {
  const base = platform.config.payments.notifyBaseUrl;
  return {
    db: platform.database.db,
    provider: payoutProviderOf(platform, makers),
    bus: platform.bus,
    log: platform.log,
    notifyBase: () => base ?? (http ? listeningOrigin(http) : ''),
  };
}

/**
 * The earnings feature: the finance pages (summary, statement, record detail), cash-out and its rules, the
 * payout provider's notifications, and the timers that release credits and follow payouts. `wechat` makes
 * the WeChat Pay transfer provider when PAYOUT_PROVIDER=wechat.
 */
export function createEarningsFeature(makers: { wechat?: PayoutProviderMaker } = {}): Feature {
  return {
    name: 'earnings',
    messages: earningsMessages,
    async install({ router, http, platform }) {
      const { config } = platform;
      const desk = payoutDeskOf(platform, http, makers);
      const { db } = desk;
      // The viewer's credits that came due are released before their figures are read.
      const fresh = (userId: number, now: number) =>
        releaseDue(db, { now, userId, limit: RELEASE_PER_VIEW, log: platform.log });

      router.handle(finance.summary, async ({ user }) => {
        const now = Date.now();
        await fresh(user.id, now);
        return summaryOf(db, user.id, config.earnings.holdDays, now);
      });
      router.handle(finance.records, async ({ user, query, request }) => {
        await fresh(user.id, Date.now());
        return recordsOf(db, user.id, query, langOf(request.headers.lang));
      });
      router.handle(finance.record, ({ user, params, request }) =>
        recordDetailOf(db, user.id, params.id, langOf(request.headers.lang)),
      );
      router.handle(finance.cashOutRules, ({ user }) =>
        cashOutRulesOf(db, config.earnings, user.id, Date.now()),
      );
      router.handle(finance.cashOut, ({ user, body, request }) =>
        cashOut(desk, config.earnings, {
          userId: user.id,
          amount: body.amount,
          requestId: body.requestId,
          origin: config.payments.notifyBaseUrl ?? `${request.protocol}://${request.host}`,
          lang: langOf(request.headers.lang),
          now: Date.now(),
        }),
      );

      const sandbox =
        config.earnings.payoutProvider === 'sandbox'
          ? { delayMs: config.earnings.sandboxPayoutDelayMs }
          : null;
      await installPayoutRoutes(http, desk, sandbox);
    },
    seed: seedEarnings,
  };
}
