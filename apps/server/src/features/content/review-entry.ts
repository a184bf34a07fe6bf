import type { content } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';
import type { CountedBusyType } from './counters.js';
import { adjustReviewCount } from './shelf-stores.js';
import type { ContentTableName, ContentTables } from './tables.js';

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

/**
 * An author's edit goes back to review, so a work approved once cannot become something else unseen: it
 * waits in its queue again (counted once), and a refused work edited is resubmitted (WaitApprove, its old
 * reason cleared) until an operator decides. A work taken down stays down, queued for a look at the edit.
 * Runs in the edit's transaction.
 */
export async function requeueEdited(db: Db, kind: CountedBusyType, table: ContentTableName, id: number) {
  const rows = tablesOf<ContentTables>(db);
  const row = await rows
    .selectFrom(table as 'videos')
    .select(['state', 'reviewPending'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return;
  const resubmitted = row.state === 'Refuse';
  if (Number(row.reviewPending) === 1 && !resubmitted) return;
  const updated = await rows
    .updateTable(table as 'videos')
    .set({ reviewPending: 1, ...(resubmitted ? { state: 'WaitApprove', rejectReason: '' } : {}) })
    .where('id', '=', id)
    .where('state', '=', row.state)
    .where('reviewPending', '=', Number(row.reviewPending))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new RetryTransaction();
  if (Number(row.reviewPending) === 0) await adjustReviewCount(db, kind, 1);
}
