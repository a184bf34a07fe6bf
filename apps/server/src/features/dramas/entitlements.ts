import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

type Db = Kysely<DatabaseSchema>;

/** The episodes of one drama the user has bought (their ids); creators and free episodes are not rows here. */
export async function unlockedEpisodeIds(db: Db, userId: number, dramaId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('episodeUnlocks')
    .select('episodeId')
    .where('userId', '=', userId)
    .where('dramaId', '=', dramaId)
    .execute();
  return new Set(rows.map((row) => Number(row.episodeId)));
}

/** How many episodes of each drama the user has bought, by the (userId, dramaId) index; absent means 0. */
export async function unlockedCounts(
  db: Db,
  userId: number | null,
  dramaIds: number[],
): Promise<Map<number, number>> {
  if (userId === null || dramaIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('episodeUnlocks')
    .select((eb) => ['dramaId', eb.fn.countAll<number>().as('n')])
    .where('userId', '=', userId)
    .where('dramaId', 'in', [...new Set(dramaIds)])
    .groupBy('dramaId')
    .execute();
  return new Map(rows.map((row) => [Number(row.dramaId), Number(row.n)]));
}
