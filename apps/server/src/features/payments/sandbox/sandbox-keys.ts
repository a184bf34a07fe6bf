import { randomBytes } from 'node:crypto';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import { hmacHex, readSignedNotice } from '../../../platform/signed-notice.js';
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

/** The pay page's address carries a token, so order numbers alone do not open it. */
export const pageToken = (secret: string, orderNo: string) => hmacHex(secret, `page:${orderNo}`).slice(0, 32);

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
  return readSignedNotice(await sandboxSecret(db), headers, rawBody, now);
}
