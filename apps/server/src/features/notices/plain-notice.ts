import type { notices } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { NoticesTables } from './tables.js';

/** A system, shop, wallet or MCN notice to one user: a title, a text and the tab's own fields. */
export interface PlainNotice {
  userId: number;
  tab: (typeof notices.SYSTEM_TABS)[number];
  /** The kind within the tab: announcement, feedback, paySuccess, shop, mcn... */
  type: string;
  title: string;
  content: string;
  coverImage?: string;
  /** The tab's own fields (spec 001 §3), shown as the notice's `extra`. */
  extra?: Record<string, unknown>;
}

/**
 * Stores platform notices (operator 0) in one statement. Call it in the transaction of the act they tell
 * of, then push the badge (`pushNotice`) once it has committed, so no socket hears of a notice that was
 * rolled back. Notices of a broadcast name it; a user already holding that broadcast's notice is skipped.
 * Answers how many were stored.
 */
export async function insertPlainNotices(
  db: Db,
  rows: readonly PlainNotice[],
  now: number,
  broadcastId: number | null = null,
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await tablesOf<NoticesTables>(db)
    .insertInto('notices')
    .values(
      rows.map((row) => ({
        userId: row.userId,
        tab: row.tab,
        type: row.type,
        operatorId: 0,
        topType: null,
        topCode: null,
        objType: null,
        title: row.title,
        content: row.content,
        coverImage: row.coverImage ?? '',
        extra: JSON.stringify(row.extra ?? {}),
        readState: 0,
        createdAt: now,
        broadcastId,
      })),
    )
    .onConflict((conflict) => conflict.columns(['broadcastId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
