import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { addressKey } from '../../platform/http/client-address.js';
import type { AuthTables } from './tables.js';

/**
 * Wrong passwords are counted per name typed and client address, and per name alone.
 *
 * A pair (name, address) with five failures is locked for 15 minutes: the one guessing from that address
 * stops, while the name's owner, from their own address, still logs in. Counted per name alone, failures
 * never lock; past ten of them (a person mistyping on two devices stays below) each further try on the
 * name waits before its password is checked: 1 s, then twice as long per further failure, at most 8 s.
 * A guesser with many addresses is slowed to that pace per connection, and the owner's own login takes at
 * most 8 s longer, well inside the client's 30 s request timeout. Failures are forgotten 15 minutes after
 * the last one. Every rule is applied to the name as typed, so the answer is the same whether or not an
 * account has it.
 */
export const THROTTLE = {
  pairMaxFailures: 5,
  pairLockMs: 15 * 60_000,
  nameFreeFailures: 10,
  nameFirstDelayMs: 1_000,
  nameMaxDelayMs: 8_000,
  forgetAfterMs: 15 * 60_000,
} as const;

export interface LoginAttempt {
  /** The name as typed: a public ID or a phone number. */
  account: string;
  /** The client address as the server sees it (`request.ip`). */
  ip: string;
}

const throttles = (db: Db): Kysely<AuthTables> => tablesOf<AuthTables>(db);

const accountKey = (account: string) => account.trim().toLowerCase();

/** How long a try on a name waits, given the failures the name has had from every address. */
export function nameDelayMs(failures: number): number {
  if (failures < THROTTLE.nameFreeFailures) return 0;
  const doublings = failures - THROTTLE.nameFreeFailures;
  return Math.min(THROTTLE.nameFirstDelayMs * 2 ** Math.min(doublings, 30), THROTTLE.nameMaxDelayMs);
}

/**
 * Refuses a locked pair at once; otherwise waits as long as the name's failures ask. Both answers are the
 * same whether or not an account has the name.
 */
export async function awaitTurn(database: Db, attempt: LoginAttempt, now = Date.now()): Promise<void> {
  const db = throttles(database);
  const account = accountKey(attempt.account);
  const [pair, name] = await Promise.all([
    db
      .selectFrom('loginPairThrottle')
      .select(['lockedUntil'])
      .where('account', '=', account)
      .where('address', '=', addressKey(attempt.ip))
      .executeTakeFirst(),
    db
      .selectFrom('loginNameThrottle')
      .select(['failures', 'updatedAt'])
      .where('account', '=', account)
      .executeTakeFirst(),
  ]);
  if (pair?.lockedUntil && pair.lockedUntil > now) {
    throw new AppError(400, 'login.locked', { minutes: Math.ceil((pair.lockedUntil - now) / 60_000) });
  }
  const recent = name && name.updatedAt > now - THROTTLE.forgetAfterMs ? name.failures : 0;
  const delay = nameDelayMs(recent);
  if (delay > 0) await sleep(delay);
}

export async function recordFailure(database: Db, attempt: LoginAttempt, now = Date.now()): Promise<void> {
  const db = throttles(database);
  const account = accountKey(attempt.account);
  const address = addressKey(attempt.ip);
  const forgotten = now - THROTTLE.forgetAfterMs;
  const pair = await db
    .insertInto('loginPairThrottle')
    .values({ account, address, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflict((oc) =>
      oc.columns(['account', 'address']).doUpdateSet({
        // A lock that has run out, or failures long past, start a fresh count.
        failures: sql<number>`case when ${sql.ref('loginPairThrottle.updatedAt')} <= ${forgotten}
          or ${sql.ref('loginPairThrottle.lockedUntil')} <= ${now}
          then 1 else ${sql.ref('loginPairThrottle.failures')} + 1 end`,
        lockedUntil: sql<number | null>`case when ${sql.ref('loginPairThrottle.lockedUntil')} > ${now}
          then ${sql.ref('loginPairThrottle.lockedUntil')} else null end`,
        updatedAt: now,
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (pair.failures >= THROTTLE.pairMaxFailures) {
    await db
      .updateTable('loginPairThrottle')
      .set({ failures: 0, lockedUntil: now + THROTTLE.pairLockMs })
      .where('account', '=', account)
      .where('address', '=', address)
      .execute();
  }
  await db
    .insertInto('loginNameThrottle')
    .values({ account, failures: 1, updatedAt: now })
    .onConflict((oc) =>
      oc.column('account').doUpdateSet({
        failures: sql<number>`case when ${sql.ref('loginNameThrottle.updatedAt')} <= ${forgotten}
          then 1 else ${sql.ref('loginNameThrottle.failures')} + 1 end`,
        updatedAt: now,
      }),
    )
    .execute();
  await forgetOldFailures(db, now);
}

/** A successful login frees its own pair; the name's count stays, so a guesser gains no fresh tries. */
export async function clearPair(database: Db, attempt: LoginAttempt): Promise<void> {
  const db = throttles(database);
  await db
    .deleteFrom('loginPairThrottle')
    .where('account', '=', accountKey(attempt.account))
    .where('address', '=', addressKey(attempt.ip))
    .execute();
}

/** A password reset by SMS proves the owner: every count on the name ends. */
export async function clearName(database: Db, account: string): Promise<void> {
  const db = throttles(database);
  const key = accountKey(account);
  await db.deleteFrom('loginPairThrottle').where('account', '=', key).execute();
  await db.deleteFrom('loginNameThrottle').where('account', '=', key).execute();
}

/** Counts nobody has added to for the forget period are dropped, a bounded batch at each new failure. */
async function forgetOldFailures(database: Db, now: number): Promise<void> {
  const db = throttles(database);
  const cutoff = now - THROTTLE.forgetAfterMs;
  const SWEEP_BATCH = 100;
  await db
    .deleteFrom('loginPairThrottle')
    .where((eb) =>
      eb(
        eb.refTuple('account', 'address'),
        'in',
        eb
          .selectFrom('loginPairThrottle')
          .select(['account', 'address'])
          .where('updatedAt', '<', cutoff)
          .where((inner) => inner.or([inner('lockedUntil', 'is', null), inner('lockedUntil', '<', now)]))
          .limit(SWEEP_BATCH)
          .$asTuple('account', 'address'),
      ),
    )
    .execute();
  await db
    .deleteFrom('loginNameThrottle')
    .where(
      'account',
      'in',
      db.selectFrom('loginNameThrottle').select('account').where('updatedAt', '<', cutoff).limit(SWEEP_BATCH),
    )
    .execute();
}
