import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langOf, type Lang } from '../../platform/http/messages.js';
import { NOTIFY_PREFIX, REFUND_NOTIFY_SUFFIX } from './checkout-setup.js';
import { sweepExpiredOrders, type Checkout } from './checkout.js';
import { settleReport } from './fulfil.js';
import { paymentsText } from './messages.js';
import { NotificationRejected } from './provider.js';
import { sweepRefunds } from './refunds/refund-sweep.js';
import { settleRefundReport } from './refunds/settle-refund.js';
import { deliverSandboxNotification } from './sandbox/sandbox-delivery.js';
import { pageToken, sandboxSecret } from './sandbox/sandbox-keys.js';
import { htmlLang, sandboxPage } from './sandbox/sandbox-page.js';
import { SANDBOX_PAGE_PREFIX, takeSandboxPayment } from './sandbox/sandbox-provider.js';

/** How often each server process looks for QR orders past their expiry and refunds left processing. */
const SWEEP_EVERY_MS = 30_000;

/**
 * The payment routes that are not the client's API: provider notifications of payments and refunds
 * (unsigned by our header, signed by the provider, read from the exact raw body) and the sandbox
 * provider's payment page.
 */
export async function installPayments(app: FastifyInstance, checkout: Checkout): Promise<void> {
  const { db } = checkout;

  await app.register(async (scope) => {
    // Signatures cover the body byte for byte, so it is kept as text rather than parsed.
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );

    // Payment and refund notifications: checked by the provider, taken once, acknowledged as it expects.
    const notification =
      (read: (headers: Record<string, string | undefined>, body: string) => Promise<void>) =>
      async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
        const { provider } = checkout;
        if (request.params.provider !== provider.name) return reply.code(404).send({ code: 'NOT_FOUND' });
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value[0] : value,
          ]),
        );
        try {
          await read(headers, typeof request.body === 'string' ? request.body : '');
        } catch (error) {
          if (!(error instanceof NotificationRejected)) throw error;
          request.log.warn({ reason: error.message }, 'payment notification rejected');
          return reply.code(400).send({ code: 'FAIL', message: 'notification rejected' });
        }
        const { status, body } = provider.acknowledgement;
        return body === null
          ? reply.code(status).send()
          : reply.code(status).type('application/json').send(body);
      };

    scope.post<{ Params: { provider: string } }>(
      `${NOTIFY_PREFIX}:provider`,
      notification(async (headers, body) => {
        const report = await checkout.provider.readNotification(headers, body);
        await settleReport(db, checkout.bus, checkout.terms, checkout.provider.name, report);
      }),
    );

    scope.post<{ Params: { provider: string } }>(
      `${NOTIFY_PREFIX}:provider${REFUND_NOTIFY_SUFFIX}`,
      notification(async (headers, body) => {
        const report = await checkout.provider.readRefundNotification(headers, body);
        await settleRefundReport(checkout, checkout.provider.name, report);
      }),
    );

    scope.get<{ Params: { orderNo: string }; Querystring: { t?: string } }>(
      `${SANDBOX_PAGE_PREFIX}:orderNo`,
      async (request, reply) => {
        const lang = langOf(request.headers.lang);
        const payment = await sandboxPaymentFor(request.params.orderNo, request.query.t);
        if (!payment) return reply.code(404).type('text/html').send(sandboxMissing(lang));
        const open = payment.state === 'open' && Number(payment.expiresAt) > Date.now();
        return reply.type('text/html').send(
          sandboxPage(
            {
              orderNo: payment.orderNo,
              description: payment.description,
              amountCents: Number(payment.amountCents),
              state: open ? 'open' : payment.state === 'open' ? 'expired' : payment.state,
              payUrl: open ? `${SANDBOX_PAGE_PREFIX}${payment.orderNo}/pay?t=${request.query.t}` : null,
            },
            lang,
          ),
        );
      },
    );

    scope.post<{ Params: { orderNo: string }; Querystring: { t?: string } }>(
      `${SANDBOX_PAGE_PREFIX}:orderNo/pay`,
      async (request, reply) => {
        const lang = langOf(request.headers.lang);
        const found = await sandboxPaymentFor(request.params.orderNo, request.query.t);
        if (!found) return reply.code(404).type('text/html').send(sandboxMissing(lang));
        const paid = (await takeSandboxPayment(db, found.orderNo))!;
        let note: string | undefined;
        if (paid.state === 'paid') {
          const delivered = await deliverSandboxNotification(
            db,
            {
              orderNo: paid.orderNo,
              amountCents: Number(paid.amountCents),
              transactionId: paid.transactionId,
              notifyUrl: paid.notifyUrl,
            },
            request.log,
          );
          note = paymentsText(delivered ? 'payments.sandboxNotified' : 'payments.sandboxNotifying', lang);
        }
        const expired = paid.state === 'open';
        return reply.type('text/html').send(
          sandboxPage(
            {
              orderNo: paid.orderNo,
              description: paid.description,
              amountCents: Number(paid.amountCents),
              state: expired ? 'expired' : paid.state,
              payUrl: null,
              ...(note ? { note } : {}),
            },
            lang,
          ),
        );
      },
    );
  });

  async function sandboxPaymentFor(orderNo: string, token: string | undefined) {
    if (!token || token !== pageToken(await sandboxSecret(db), orderNo)) return undefined;
    return db.selectFrom('sandboxPayments').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
  }

  const sweep = setInterval(() => {
    sweepExpiredOrders(checkout).catch((error: unknown) =>
      checkout.log.error({ err: error }, 'order sweep failed'),
    );
    sweepRefunds(checkout).catch((error: unknown) =>
      checkout.log.error({ err: error }, 'refund sweep failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

const sandboxMissing = (lang: Lang) =>
  `<!doctype html><html lang="${htmlLang(lang)}"><meta charset="utf-8"><title>${paymentsText('payments.sandboxMissingTitle', lang)}</title><p style="font-family:sans-serif;text-align:center;margin-top:80px">${paymentsText('payments.sandboxMissing', lang)}</p></html>`;
