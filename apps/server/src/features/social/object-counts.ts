import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { ObjectCounts } from './counters.js';
import type { SocialTables } from './tables.js';

const counters = (db: Db): Kysely<SocialTables> => tablesOf<SocialTables>(db);

/**
 * The kept counts of many objects of one business type at once (a page of dramas or episodes), for
 * features whose objects keep no counts on their own rows. Objects nothing happened to are absent: their
 * counts are zero.
 */
export async function objectCountsOf(
  db: Db,
  busyType: string,
  busyCodes: number[],
): Promise<Map<number, ObjectCounts>> {
  if (busyCodes.length === 0) return new Map();
  const rows = await counters(db)
    .selectFrom('objectCounters')
    .select(['busyCode', 'praiseCount', 'collectCount', 'commentCount', 'shareCount', 'topCommentCount'])
    .where('busyType', '=', busyType)
    .where('busyCode', 'in', [...new Set(busyCodes)])
    .execute();
  return new Map(
    rows.map(({ busyCode, ...counts }) => [
      Number(busyCode),
      {
        praiseCount: Number(counts.praiseCount),
        collectCount: Number(counts.collectCount),
        commentCount: Number(counts.commentCount),
        shareCount: Number(counts.shareCount),
        topCommentCount: Number(counts.topCommentCount),
      },
    ]),
  );
}
