import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TargetPreview } from '../social/index.js';
import type { DramasTables } from './tables.js';

/** A reported drama as the back office shows it: title, synopsis and cover, in any shelf state. */
export async function dramaModeratorPreview(db: Db, id: number): Promise<TargetPreview | null> {
  const row = await tablesOf<DramasTables>(db)
    .selectFrom('dramas')
    .select(['userId', 'title', 'state', 'intro', 'coverUrl'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        authorId: Number(row.userId),
        title: row.title,
        state: row.state,
        text: row.intro,
        coverUrl: row.coverUrl,
      }
    : null;
}

/**
 * A reported episode: a free one plays; a paid one shows only its cover and title, since its file is sold
 * (the back office does not hand out what buyers pay for).
 */
export async function episodeModeratorPreview(db: Db, id: number): Promise<TargetPreview | null> {
  const row = await tablesOf<DramasTables>(db)
    .selectFrom('dramaEpisodes as e')
    .innerJoin('dramas as d', 'd.id', 'e.dramaId')
    .select([
      'd.userId',
      'd.title as dramaTitle',
      'd.state',
      'd.freeCount',
      'e.dramaId',
      'e.episodeNumber',
      'e.title',
      'e.coverUrl',
      'e.videoUrl',
    ])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const paidEpisode = Number(row.episodeNumber) > Number(row.freeCount);
  return {
    authorId: Number(row.userId),
    title: row.title || row.dramaTitle,
    state: row.state,
    coverUrl: row.coverUrl,
    videoUrl: paidEpisode ? '' : row.videoUrl,
    paidEpisode,
    // The drama's business type (DRAMA_BUSY_TYPE of targets.ts, which imports this file).
    under: { busyType: 'Playlet', busyCode: Number(row.dramaId) },
  };
}
