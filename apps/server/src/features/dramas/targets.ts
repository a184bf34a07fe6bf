import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TargetKind } from '../social/index.js';
import { dramaModeratorPreview, episodeModeratorPreview } from './moderator-previews.js';
import type { DramasTables } from './tables.js';

/** The business types of spec 000 §3: people collect a drama, and like, collect and comment an episode. */
export const DRAMA_BUSY_TYPE = 'Playlet';
export const EPISODE_BUSY_TYPE = 'PlayletVideo';

const dramas = (db: Db): Kysely<DramasTables> => tablesOf<DramasTables>(db);

/**
 * Lets collects, likes, comments and notices find the creator of a drama or an episode. An episode
 * belongs to its drama's creator; both take actions while the drama is on the shelf.
 */
export const dramaTargets: TargetKind[] = [
  {
    busyType: DRAMA_BUSY_TYPE,
    preview: dramaModeratorPreview,
    async find(db, busyCode) {
      const row = await dramas(db)
        .selectFrom('dramas')
        .select(['userId', 'state'])
        .where('id', '=', busyCode)
        .executeTakeFirst();
      return row ? { authorId: Number(row.userId), actionable: row.state === 'OnShelf' } : null;
    },
  },
  {
    busyType: EPISODE_BUSY_TYPE,
    preview: episodeModeratorPreview,
    async find(db, busyCode) {
      const row = await dramas(db)
        .selectFrom('dramaEpisodes as e')
        .innerJoin('dramas as d', 'd.id', 'e.dramaId')
        .select(['d.userId', 'd.state'])
        .where('e.id', '=', busyCode)
        .executeTakeFirst();
      return row ? { authorId: Number(row.userId), actionable: row.state === 'OnShelf' } : null;
    },
  },
];
