import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PayoutNotificationRejected } from './payout-provider.js';
import { PAYOUT_NOTIFY_PREFIX, settlePayoutReport, sweepWithdrawals, type PayoutDesk } from './payouts.js';
import { RELEASE_EVERY_MS, releaseDue } from './release.js';
import { completeDueSandboxPayouts } from './sandbox/sandbox-payouts.js';

/** How often each process asks the provider about withdrawals whose check time passed. */
const CHECK_EVERY_MS = 30_000;

/**
 * The routes that are not the client's API: the payout provider's notifications (signed by the provider,
 * read from the exact raw body). And the timers each server process runs, stopped when the server closes:
 * the release of credits past their settling period, the query of payouts still processing, and the
 * sandbox provider's own completion of payouts that came due.
 */
export async function installPayoutRoutes(
  app: FastifyInstance,
  desk: PayoutDesk,
  sandbox: { delayMs: number } | null,
): Promise<void> {
  await app.register(async (scope) => {
    // Signatures cover the body byte for byte, so it is kept as text rather than parsed.
    scope.addContentTypeParser(
      ['application/json', 'text/plain', 'application/x-www-form-urlencoded'],
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(
      `${PAYOUT_NOTIFY_PREFIX}:provider`,
      async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
        const { provider } = desk;
        if (request.params.provider !== provider.name) return reply.code(404).send({ code: 'NOT_FOUND' });
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value[0] : value,
          ]),
        );
        try {
          const report = await provider.readNotification(
            headers,
            typeof request.body === 'string' ? request.body : '',
          );
          await settlePayoutReport(desk, report);
        } catch (error) {
          // The WeChat adapter may throw its own class of the same name.
          if (
            !(error instanceof PayoutNotificationRejected) &&
            !/Rejected$/.test((error as Error)?.name ?? '')
          )
            throw error;
          request.log.warn({ reason: (error as Error).message }, 'payout notification rejected');
          return reply.code(400).send({ code: 'FAIL', message: 'notification rejected' });
        }
        const { status, body } = provider.acknowledgement;
        return body === null
          ? reply.code(status).send()
          : reply.code(status).type('application/json').send(body);
      },
    );
  });

  const log = desk.log;
  const failed = (what: string) => (error: unknown) => log?.error({ err: error }, `${what} failed`);
  const timers = [
    repeat(
      RELEASE_EVERY_MS,
      () => releaseDue(desk.db, { now: Date.now(), ...(log ? { log } : {}) }),
      failed('earnings release'),
    ),
    repeat(CHECK_EVERY_MS, () => sweepWithdrawals(desk), failed('payout sweep')),
  ];
  if (sandbox) {
    // Often enough that a payout completes close to its delay, and at most once a second.
    const every = Math.min(1000, Math.max(100, sandbox.delayMs));
    timers.push(
      repeat(every, () => completeDueSandboxPayouts(desk.db, Date.now(), log), failed('sandbox payouts')),
    );
  }
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
}

/** Runs a pass every `ms`, skipping a turn while the previous pass is still running. */
function repeat(ms: number, pass: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running = false;
  return setInterval(() => {
    if (running) return;
    running = true;
    pass()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, ms);
}
