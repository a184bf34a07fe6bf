import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DramaTable } from './tables.js';

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

export interface EpisodeForSale {
  id: number;
  episodeNumber: number;
}

export type DramaForSale = Selectable<DramaTable> & { episodes: EpisodeForSale[] };

/**
 * A drama as the unlock and payment code needs it: its prices, free count, shelf state and seller, with
 * its episodes in order. An unknown id is 404 `dramas.missing`; whether a taken-down drama may still be
 * sold is the caller's rule.
 */
export async function loadDramaForSale(db: Db, dramaId: number): Promise<DramaForSale> {
  const [drama, episodes] = await Promise.all([
    db.selectFrom('dramas').selectAll().where('id', '=', dramaId).executeTakeFirst(),
    db
      .selectFrom('dramaEpisodes')
      .select(['id', 'episodeNumber'])
      .where('dramaId', '=', dramaId)
      .orderBy('episodeNumber')
      .execute(),
  ]);
  if (!drama) throw new AppError(404, 'dramas.missing');
  return {
    ...drama,
    id: Number(drama.id),
    userId: Number(drama.userId),
    singlePriceCents: Number(drama.singlePriceCents),
    playletPriceCents: Number(drama.playletPriceCents),
    playCount: Number(drama.playCount),
    siteId: Number(drama.siteId),
    createdAt: Number(drama.createdAt),
    updatedAt: Number(drama.updatedAt),
    episodes: episodes.map((episode) => ({ id: Number(episode.id), episodeNumber: episode.episodeNumber })),
  };
}
