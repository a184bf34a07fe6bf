import type { content } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import type { CountedBusyType } from './counters.js';
import { adjustReviewCount } from './shelf-stores.js';
import type { ContentTables } from './tables.js';

/**
 * When published works are reviewed (CONTENT_REVIEW): `after` they are out at once and wait in the queue
 * for a look (post-moderation, as large content platforms run their feeds); `before` they wait unseen by
 * others until approved.
 */
export type ReviewMode = 'after' | 'before';

/** How a new work is stored: its first state, and its place in the review queue. */
export interface ReviewEntry {
  state: content.ContentState;
  reviewPending: number;
}

export const reviewEntryOf = (mode: ReviewMode): ReviewEntry => ({
  state: mode === 'before' ? 'WaitApprove' : 'OnShelf',
  reviewPending: 1,
});

/**
 * Stores a newly published work in its review queue: the row and the queue's count change in one
 * transaction. `insert` stores the row with the entry's state and flag and answers what it made.
 */
export function publishForReview<T>(
  db: Db,
  kind: CountedBusyType,
  mode: ReviewMode,
  insert: (trx: Db, entry: ReviewEntry) => Promise<T>,
): Promise<T> {
  return inTransaction(tablesOf<ContentTables>(db), async (trx) => {
    const made = await insert(trx, reviewEntryOf(mode));
    await adjustReviewCount(trx, kind, 1);
    return made;
  });
}
