import { randomBytes } from 'node:crypto';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import { readSignedNotice, signedNoticeHeaders } from '../../../platform/signed-notice.js';
import type { EarningsTables } from '../tables.js';

const KEY_NAME = 'sandbox';

/**
 * The sandbox's signing key, made once and kept in its own table so every server process signs and checks
 * with the same one.
 */
export async function sandboxPayoutSecret(handle: Db): Promise<string> {
  const db = tablesOf<EarningsTables>(handle);
  const read = () =>
    db.selectFrom('sandboxPayoutKeys').select('secret').where('name', '=', KEY_NAME).executeTakeFirst();
  const found = await read();
  if (found) return found.secret;
  await db
    .insertInto('sandboxPayoutKeys')
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('hex'), createdAt: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read())!.secret;
}

/** The headers of a signed notification body. */
export async function signPayoutNotification(handle: Db, body: string, now = Date.now()) {
  return signedNoticeHeaders(await sandboxPayoutSecret(handle), body, now);
}

/** Checks a notification's signature and freshness and reads its JSON object; refuses anything else. */
export async function readSignedPayoutBody(
  handle: Db,
  headers: Record<string, string | undefined>,
  rawBody: string,
  now = Date.now(),
): Promise<Record<string, unknown>> {
  return readSignedNotice(await sandboxPayoutSecret(handle), headers, rawBody, now);
}
