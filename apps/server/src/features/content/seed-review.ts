import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { CountedBusyType } from './counters.js';
import { adjustReviewCount } from './shelf-stores.js';
import type { ContentTableName, ContentTables } from './tables.js';

const KINDS: Array<[CountedBusyType, ContentTableName]> = [
  ['Video', 'videos'],
  ['Article', 'articles'],
  ['Question', 'questions'],
  ['Answer', 'answers'],
];

/**
 * The newest demo works of each kind are still waiting for an operator's look, as works just published
 * are (post-moderation: they are out already), so the back office's queues start with something in them.
 */
export async function seedReviewQueue(db: Db, perKind = 2): Promise<void> {
  const content: Kysely<ContentTables> = tablesOf<ContentTables>(db);
  for (const [kind, table] of KINDS) {
    const newest = await content
      .selectFrom(table as 'videos')
      .select('id')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(perKind)
      .execute();
    const ids = newest.map((row) => Number(row.id));
    if (ids.length === 0) continue;
    await content
      .updateTable(table as 'videos')
      .set({ reviewPending: 1 })
      .where('id', 'in', ids)
      .execute();
    await adjustReviewCount(db, kind, ids.length);
  }
}
