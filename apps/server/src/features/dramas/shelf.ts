import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { moderationOf, type ShelfStore } from '../content/index.js';
import type { DramasTables } from './tables.js';

const dramasDb = (db: Db): Kysely<DramasTables> => tablesOf<DramasTables>(db);

/** The one row of the dramas' pending count. */
const PENDING_KIND = 'Playlet';

/** Moves the count of dramas waiting for review, in the caller's transaction. */
export async function adjustDramaReviewCount(db: Db, delta: number): Promise<void> {
  await dramasDb(db)
    .updateTable('dramaReviewCounts')
    .set((eb) => ({ pending: eb('pending', '+', delta) }))
    .where('kind', '=', PENDING_KIND)
    .execute();
}

export async function dramaReviewCount(db: Db): Promise<number> {
  const row = await dramasDb(db)
    .selectFrom('dramaReviewCounts')
    .select('pending')
    .where('kind', '=', PENDING_KIND)
    .executeTakeFirst();
  return Number(row?.pending ?? 0);
}

/**
 * The dramas' shelf, moderated by content's verdicts. A CompelOff drama stays open to everyone's player,
 * which shows that it is off the shelf and sells nothing, and its buyers keep watching what they unlocked.
 */
export const dramaShelf: ShelfStore = {
  async read(db, id) {
    const row = await dramasDb(db)
      .selectFrom('dramas')
      .select(['userId', 'title', 'state', 'reviewPending'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        authorId: Number(row.userId),
        title: row.title,
        state: row.state,
        pending: Number(row.reviewPending) === 1,
      }
    );
  },
  async write(db, id, seen, next) {
    const result = await dramasDb(db)
      .updateTable('dramas')
      .set({ state: next.state, rejectReason: next.rejectReason, reviewPending: 0 })
      .where('id', '=', id)
      .where('state', '=', seen.state)
      .where('reviewPending', '=', seen.pending ? 1 : 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  adjustPending: adjustDramaReviewCount,
};

export const dramaModeration = moderationOf(dramaShelf);

/** The drama an episode belongs to; undefined when there is no such episode. */
async function dramaOfEpisode(db: Db, episodeId: number): Promise<number | undefined> {
  const row = await dramasDb(db)
    .selectFrom('dramaEpisodes')
    .select('dramaId')
    .where('id', '=', episodeId)
    .executeTakeFirst();
  return row ? Number(row.dramaId) : undefined;
}

/**
 * An episode is taken down with its drama (episodes have no shelf of their own): a reported episode
 * resolved as taken down takes the whole drama off, and putting it back restores the drama.
 */
export const episodeModeration = {
  async takeDown(db: Db, episodeId: number, reason: string) {
    const dramaId = await dramaOfEpisode(db, episodeId);
    return dramaId === undefined ? null : dramaModeration.takeDown(db, dramaId, reason);
  },
  async restore(db: Db, episodeId: number) {
    const dramaId = await dramaOfEpisode(db, episodeId);
    return dramaId === undefined ? null : dramaModeration.restore(db, dramaId);
  },
};
