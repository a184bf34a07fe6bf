import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/tables.js';
import { signedNoticeHeaders } from '../../../platform/signed-notice.js';
import { sandboxSecret } from './sandbox-keys.js';

export interface SandboxPayment {
  orderNo: string;
  amountCents: number;
  transactionId: string | null;
  notifyUrl: string;
}

/** Signs a notification body as the sandbox does: the headers, and the exact body they sign. */
export async function signedSandboxNotification(db: Db, body: string, now = Date.now()) {
  return { headers: signedNoticeHeaders(await sandboxSecret(db), body, now), body };
}

/** Builds the signed notification of a payment: the headers and the exact body they sign. */
export async function sandboxNotification(db: Db, payment: SandboxPayment, now = Date.now()) {
  const body = JSON.stringify({
    orderNo: payment.orderNo,
    amountCents: payment.amountCents,
    transactionId: payment.transactionId,
    state: 'paid',
  });
  return signedSandboxNotification(db, body, now);
}

/** Waits before each further try, as gateways space their retries out. */
const RETRY_DELAYS_MS = [1000, 3000, 10_000];

/**
 * Posts a notification to the portal, like a gateway calling back, signed anew on every try. Answers
 * whether the first try was taken; failed tries go on in the background, and the portal can still ask.
 */
export async function deliverSandboxMessage(
  db: Db,
  notifyUrl: string,
  body: string,
  log: FastifyBaseLogger | undefined,
  subject: Record<string, string>,
) {
  const attempt = async () => {
    const signed = await signedSandboxNotification(db, body);
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: signed.headers,
      body: signed.body,
      signal: AbortSignal.timeout(5000),
    });
    return response.ok;
  };
  const tryOnce = () =>
    attempt().catch((error: unknown) => {
      log?.warn({ err: error, ...subject }, 'sandbox notification not delivered');
      return false;
    });
  if (await tryOnce()) return true;
  void (async () => {
    for (const delay of RETRY_DELAYS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (await tryOnce()) return;
    }
  })();
  return false;
}

/** Posts a payment's notification (see deliverSandboxMessage). */
export async function deliverSandboxNotification(db: Db, payment: SandboxPayment, log: FastifyBaseLogger) {
  const { body } = await sandboxNotification(db, payment);
  return deliverSandboxMessage(db, payment.notifyUrl, body, log, { orderNo: payment.orderNo });
}
