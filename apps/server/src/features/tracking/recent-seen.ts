import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TrackingTables } from './tables.js';

const trackingDb = (db: Db): Kysely<TrackingTables> => tablesOf<TrackingTables>(db);

/** Ids of items a user has been shown or has opened, by content kind (Video, Article, Question). */
export type SeenIds = Map<string, number[]>;

/**
 * The user's latest seen items first seen before `before`, at most `limit` of them, as ids by kind: an
 * index range, however long the user's history, folded into a row per kind so that hundreds of ids cost
 * no more than a few rows to read. The first-seen time does not move when an item is seen again, so for a
 * given `before` the answer stays the same while the user keeps reading; ties are broken by type and id
 * for the same reason.
 */
export async function recentlySeen(db: Db, userId: number, before: number, limit: number): Promise<SeenIds> {
  const latest = trackingDb(db)
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
    trackingDb(db).getExecutor().adapter instanceof SqliteAdapter
      ? sql<string>`group_concat(${ids})`
      : sql<string>`string_agg(cast(${ids} as text), ',')`;
  const rows = await trackingDb(db)
    .selectFrom(latest.as('latest'))
    .select(['latest.busyType', joined.as('ids')])
    .groupBy('latest.busyType')
    .execute();
  return new Map(rows.map((row) => [row.busyType, row.ids.split(',').map(Number)]));
}
