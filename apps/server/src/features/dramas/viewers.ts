import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { visibleTo } from './catalogue.js';
import { presentDramas } from './present.js';
import { dramaRowById, dramaRowsByIds, type PageWindow } from './repo.js';
import type { DramasTables } from './tables.js';

type DramasDb = Kysely<DramasTables>;

/**
 * One page of the viewer's dramas that have bought episodes (`unlockedAt`) or were watched (`watchedAt`),
 * latest first, paged by the (viewer, that column) index: one row per drama, with the viewer's row. A
 * drama taken down stays listed (buyers keep what they bought), as the catalogue shows it to them.
 */
async function viewerPage(
  db: DramasDb,
  viewerId: number,
  by: 'unlockedAt' | 'watchedAt',
  window: PageWindow,
) {
  const mine = db.selectFrom('dramaViewers').where('userId', '=', viewerId).where(by, 'is not', null);
  const [page, count] = await Promise.all([
    mine
      .select(['dramaId', 'lastEpisodeNumber'])
      .orderBy(by, 'desc')
      .orderBy('dramaId', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const rows = await dramaRowsByIds(
    db,
    page.map((row) => Number(row.dramaId)),
  );
  const dramas = await presentDramas(
    db,
    rows.filter((row) => visibleTo(row, viewerId)),
    viewerId,
  );
  const lastOf = new Map(page.map((row) => [Number(row.dramaId), Number(row.lastEpisodeNumber ?? 1)]));
  return { dramas, lastOf, total: Number(count.total) };
}

/** The dramas the viewer bought episodes of, latest purchase first, however many episodes. */
export async function listBought(db: DramasDb, viewerId: number, window: PageWindow) {
  const { dramas, total } = await viewerPage(db, viewerId, 'unlockedAt', window);
  return { rows: dramas, total };
}

/** The dramas the viewer watched, latest first, each with the last episode they got to. */
export async function listWatched(db: DramasDb, viewerId: number, window: PageWindow) {
  const { dramas, lastOf, total } = await viewerPage(db, viewerId, 'watchedAt', window);
  return { rows: dramas.map((drama) => ({ ...drama, lastEpisodeNumber: lastOf.get(drama.id) ?? 1 })), total };
}

/**
 * Records that the viewer is watching an episode: it becomes their progress in the drama. Only dramas the
 * viewer may open, and episodes the drama has.
 */
export async function recordWatch(
  db: DramasDb,
  viewerId: number,
  watch: { episodeRelevance: number; episodeNumber: number },
  now = Date.now(),
): Promise<null> {
  const drama = await dramaRowById(db, watch.episodeRelevance);
  const visible = drama && visibleTo(drama, viewerId);
  if (!visible) throw new AppError(404, 'dramas.missing');
  if (watch.episodeNumber > Number(drama.episodeCount)) throw new AppError(404, 'dramas.episodeMissing');
  const progress = { lastEpisodeNumber: watch.episodeNumber, watchedAt: now };
  await db
    .insertInto('dramaViewers')
    .values({ userId: viewerId, dramaId: watch.episodeRelevance, unlockedAt: null, ...progress })
    .onConflict((oc) => oc.columns(['userId', 'dramaId']).doUpdateSet(progress))
    .execute();
  return null;
}
