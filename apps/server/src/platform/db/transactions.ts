import type { Kysely, Transaction } from 'kysely';

/** Thrown inside a transaction to roll it back and run it again (a concurrent writer got there first). */
export class RetryTransaction extends Error {
  constructor() {
    super('retry the transaction');
  }
}

/** PostgreSQL codes of conflicts that a fresh attempt resolves: unique violation, serialization, deadlock. */
const RETRYABLE_CODES = new Set(['23505', '40001', '40P01']);

/**
 * SQLite's busy codes. The busy timeout waits out a lock, but not a read snapshot made stale while the
 * transaction held it (the checkpointer restarting a grown WAL): its first write then fails at once with
 * SQLITE_BUSY_SNAPSHOT, and only a fresh start of the transaction, on a new snapshot, can succeed.
 */
const SQLITE_BUSY = /^SQLITE_BUSY(_|$)/;

function retryable(error: unknown): boolean {
  if (error instanceof RetryTransaction) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (RETRYABLE_CODES.has(code) || SQLITE_BUSY.test(code));
}

function sqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SQLITE_BUSY.test(code);
}

export interface TransactionOptions {
  /** How many times the work runs at most before its last failure is thrown; 100 unless told. */
  attempts?: number;
  /**
   * 'serializable' where the work decides on what it read (a count against a limit) and no row exists to
   * lock: PostgreSQL then refuses one of two overlapping runs, which runs again. SQLite is serial anyway.
   */
  isolation?: 'serializable';
}

/**
 * Runs `work` in one transaction, again from the start when it lost a race with a concurrent writer. On
 * SQLite transactions already run one at a time; on PostgreSQL two toggles of the same row meet at the
 * unique index and the later one retries after the earlier one committed.
 */
export async function inTransaction<Tables, T>(
  db: Kysely<Tables>,
  work: (trx: Transaction<Tables>) => Promise<T>,
  { attempts = 100, isolation }: TransactionOptions = {},
): Promise<T> {
  // Inside a transaction already (the demo seed's), the work joins it: Kysely cannot nest transactions.
  if (db.isTransaction) return work(db as Transaction<Tables>);
  for (let attempt = 1; ; attempt++) {
    try {
      const transaction = db.transaction();
      return await (isolation ? transaction.setIsolationLevel(isolation) : transaction).execute(work);
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
      // A busy SQLite file stays busy for the length of a checkpoint: the next attempt waits a moment
      // rather than spend every attempt within it.
      if (sqliteBusy(error)) await new Promise((resolve) => setTimeout(resolve, Math.min(50, attempt * 5)));
    }
  }
}
