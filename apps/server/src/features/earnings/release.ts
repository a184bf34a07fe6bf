import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../../platform/db/transactions.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { transfer } from '../wallet/index.js';
import type { EarningsTables } from './tables.js';

/** Credits one viewer's request releases at most (the rest go on the next request or the sweeper's pass). */
export const RELEASE_PER_VIEW = 50;
/** Credits one sweeper pass releases at most. */
export const RELEASE_PER_PASS = 500;
/** How often each server process releases the credits whose settling period ended. */
export const RELEASE_EVERY_MS = 60_000;

export const releaseKey = (recordId: number) => `earnings:release:${recordId}`;

/**
 * Makes pending credits whose settling period ended (availableAt <= now) available: the record's state
 * moves pending -> available by a conditional update and, in the same transaction, the money moves from
 * the user's pending earnings to their available ones under the release key, so two processes (or a
 * viewer and the sweeper) release each credit once. With `userId` it reads that user's partial index, else
 * the queue's. Answers how many it released.
 */
export async function releaseDue(
  handle: Db,
  options: { now: number; userId?: number; limit?: number; log?: FastifyBaseLogger },
): Promise<number> {
  const db = tablesOf<EarningsTables>(handle);
  let query = db
    .selectFrom('earningsRecords')
    .select(['id', 'userId', 'amountCents', 'sourceId', 'orderNo'])
    .where('state', '=', 'pending')
    .where('availableAt', '<=', options.now);
  if (options.userId !== undefined) query = query.where('userId', '=', options.userId);
  const due = await query
    .orderBy('availableAt')
    .limit(options.limit ?? RELEASE_PER_PASS)
    .execute();
  let released = 0;
  for (const record of due) {
    try {
      const moved = await inTransaction(db, async (trx) => {
        const claimed = await trx
          .updateTable('earningsRecords')
          .set({ state: 'available' })
          .where('id', '=', record.id)
          .where('state', '=', 'pending')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return false;
        await transfer(trx, {
          key: releaseKey(Number(record.id)),
          currency: 'cny',
          from: { kind: 'earningsPending', ownerId: Number(record.userId) },
          to: { kind: 'earnings', ownerId: Number(record.userId) },
          amount: Number(record.amountCents),
          kind: 'earningsRelease',
          orderId: null,
          memo: record.orderNo ?? record.sourceId,
          now: options.now,
        });
        return true;
      });
      if (moved) released++;
    } catch (error) {
      // One credit that cannot move (its pending money was taken back) must not stop the others.
      options.log?.error({ err: error, recordId: record.id }, 'earnings release failed');
    }
  }
  return released;
}
