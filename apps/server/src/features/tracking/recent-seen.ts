import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

/** Ids of items a user has been shown or has opened, by content kind (Video, Article, Question). */
export type SeenIds = Map<string, number[]>;

/**
 * The user's latest seen items first seen before `before`, at most `limit` of them, as ids by kind: an
 * index range, however long the user's history, folded into a row per kind so that hundreds of ids cost
 * no more than a few rows to read. The first-seen time does not move when an item is seen again, so for a
 * given `before` the answer stays the same while the user keeps reading; ties are broken by type and id
 * for the same reason.
 */
export async function recentlySeen(
  db: Kysely<DatabaseSchema>,
  userId: number,
  before: number,
  limit: number,
): Promise<SeenIds> {
  const latest = db
    .selectFrom('seenItems')
    .select(['busyType', 'itemId'])
    .where('userId', '=', userId)
    .where('firstSeenAt', '<', before)
    .orderBy('firstSeenAt', 'desc')
    .orderBy('busyType', 'desc')
    .orderBy('itemId', 'desc')
    .limit(limit);
  const ids = sql.ref('latest.itemId');
  const joined =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql<string>`group_concat(${ids})`
      : sql<string>`string_agg(cast(${ids} as text), ',')`;
  const rows = await db
    .selectFrom(latest.as('latest'))
    .select(['latest.busyType', joined.as('ids')])
    .groupBy('latest.busyType')
    .execute();
  return new Map(rows.map((row) => [row.busyType, row.ids.split(',').map(Number)]));
}
