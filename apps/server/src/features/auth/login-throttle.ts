import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';

export const THROTTLE = {
  /** Wrong passwords in a row before the name is locked. */
  maxFailures: 5,
  lockMs: 15 * 60_000,
} as const;

const keyOf = (account: string) => account.trim().toLowerCase();

/** Refuses a locked name, with the same answer whether or not an account has it. */
export async function assertNotLocked(db: Kysely<DatabaseSchema>, account: string, now = Date.now()) {
  const row = await db
    .selectFrom('loginThrottle')
    .select(['lockedUntil'])
    .where('account', '=', keyOf(account))
    .executeTakeFirst();
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw new AppError(400, 'login.locked', { minutes: Math.ceil((row.lockedUntil - now) / 60_000) });
  }
}

export async function recordFailure(db: Kysely<DatabaseSchema>, account: string, now = Date.now()) {
  const key = keyOf(account);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('loginThrottle')
      .select(['failures', 'lockedUntil'])
      .where('account', '=', key)
      .executeTakeFirst();
    // A lock that has run out starts a fresh count.
    const failures = (row && !(row.lockedUntil && row.lockedUntil <= now) ? row.failures : 0) + 1;
    const lockedUntil = failures >= THROTTLE.maxFailures ? now + THROTTLE.lockMs : null;
    const values = { failures: lockedUntil ? 0 : failures, lockedUntil, updatedAt: now };
    if (row) await trx.updateTable('loginThrottle').set(values).where('account', '=', key).execute();
    else
      await trx
        .insertInto('loginThrottle')
        .values({ account: key, ...values })
        .execute();
  });
}

export async function clearFailures(db: Kysely<DatabaseSchema>, account: string) {
  await db.deleteFrom('loginThrottle').where('account', '=', keyOf(account)).execute();
}
