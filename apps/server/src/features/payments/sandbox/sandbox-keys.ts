import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import { NotificationRejected } from '../provider.js';
import type { PaymentsTables } from '../tables.js';

const KEY_NAME = 'sandbox';

/**
 * The sandbox's notification key, made once and kept in the database so every server process signs and
 * checks with the same one.
 */
export async function sandboxSecret(handle: Db): Promise<string> {
  const db = tablesOf<PaymentsTables>(handle);
  const read = () =>
    db.selectFrom('paymentKeys').select('secret').where('name', '=', KEY_NAME).executeTakeFirst();
  const found = await read();
  if (found) return found.secret;
  await db
    .insertInto('paymentKeys')
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('hex'), createdAt: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read())!.secret;
}

export function sign(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function signatureMatches(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, message), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a notification's signature covers, as WeChat's does: time, nonce and the exact body. */
export const notificationMessage = (timestamp: string, nonce: string, body: string) =>
  `${timestamp}\n${nonce}\n${body}\n`;

/** The pay page's address carries a token, so order numbers alone do not open it. */
export const pageToken = (secret: string, orderNo: string) => sign(secret, `page:${orderNo}`).slice(0, 32);

/** Notifications older or newer than this are refused (replays of old captures). */
const FRESH_MS = 5 * 60 * 1000;

/**
 * Checks a sandbox notification's signature and freshness and reads its JSON body. Throws
 * `NotificationRejected` when it is forged, tampered with, stale or not a JSON object.
 */
export async function readSignedSandboxBody(
  db: Db,
  headers: Record<string, string | undefined>,
  rawBody: string,
  now = Date.now(),
): Promise<Record<string, unknown>> {
  const timestamp = headers['x-sandbox-timestamp'] ?? '';
  const nonce = headers['x-sandbox-nonce'] ?? '';
  const signature = headers['x-sandbox-signature'] ?? '';
  if (!signatureMatches(await sandboxSecret(db), notificationMessage(timestamp, nonce, rawBody), signature)) {
    throw new NotificationRejected('bad signature');
  }
  if (Math.abs(now - Number(timestamp) * 1000) > FRESH_MS) throw new NotificationRejected('stale');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new NotificationRejected('not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new NotificationRejected('not a JSON object');
  }
  return body as Record<string, unknown>;
}
