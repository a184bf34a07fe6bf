import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { DramasTables } from './tables.js';

type DramasDb = Kysely<DramasTables>;

/** The episodes of one drama the user has bought (their ids); creators and free episodes are not rows here. */
export async function unlockedEpisodeIds(
  db: DramasDb,
  userId: number,
  dramaId: number,
): Promise<Set<number>> {
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
  db: DramasDb,
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

/** The numbers of the episodes one order unlocked, in order. */
export async function episodeNumbersUnlockedBy(db: Db, orderId: number): Promise<number[]> {
  const rows = await tablesOf<DramasTables>(db)
    .selectFrom('episodeUnlocks as u')
    .innerJoin('dramaEpisodes as e', 'e.id', 'u.episodeId')
    .select('e.episodeNumber')
    .where('u.orderId', '=', orderId)
    .orderBy('e.episodeNumber')
    .execute();
  return rows.map((row) => Number(row.episodeNumber));
}
