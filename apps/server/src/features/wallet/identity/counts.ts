import type { Kysely } from 'kysely';
import type { WalletTables } from '../tables.js';

/** The wallet's two review queues, as walletReviewCounts names them. */
export type WalletQueue = 'personAuth' | 'bankCard';

/**
 * Moves a queue's waiting count with the items, in the caller's transaction. An upsert, so a database
 * emptied for a new demo world (which drops the migration's rows) counts again from zero.
 */
export async function movePending(db: Kysely<WalletTables>, queue: WalletQueue, delta: number) {
  if (delta === 0) return;
  await db
    .insertInto('walletReviewCounts')
    .values({ queue, pending: Math.max(0, delta) })
    .onConflict((oc) =>
      oc.column('queue').doUpdateSet((eb) => ({ pending: eb('walletReviewCounts.pending', '+', delta) })),
    )
    .execute();
}

export async function pendingIn(db: Kysely<WalletTables>, queue: WalletQueue): Promise<number> {
  const row = await db
    .selectFrom('walletReviewCounts')
    .select('pending')
    .where('queue', '=', queue)
    .executeTakeFirst();
  return Math.max(0, Number(row?.pending ?? 0));
}
