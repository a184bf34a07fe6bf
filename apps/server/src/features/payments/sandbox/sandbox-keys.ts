import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
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
