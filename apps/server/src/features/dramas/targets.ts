import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { registerTarget, type TargetInfo } from '../social/index.js';

/** The business types of spec 000 §3: people collect a drama, and like, collect and comment an episode. */
export const DRAMA_BUSY_TYPE = 'Playlet';
export const EPISODE_BUSY_TYPE = 'PlayletVideo';

async function dramaTarget(db: Kysely<DatabaseSchema>, busyCode: number): Promise<TargetInfo | null> {
  const row = await db
    .selectFrom('dramas')
    .select(['userId', 'state'])
    .where('id', '=', busyCode)
    .executeTakeFirst();
  return row ? { authorId: Number(row.userId), actionable: row.state === 'OnShelf' } : null;
}

/** An episode belongs to its drama's creator and takes actions while the drama is on the shelf. */
async function episodeTarget(db: Kysely<DatabaseSchema>, busyCode: number): Promise<TargetInfo | null> {
  const row = await db
    .selectFrom('dramaEpisodes as e')
    .innerJoin('dramas as d', 'd.id', 'e.dramaId')
    .select(['d.userId', 'd.state'])
    .where('e.id', '=', busyCode)
    .executeTakeFirst();
  return row ? { authorId: Number(row.userId), actionable: row.state === 'OnShelf' } : null;
}

/** Lets collects, likes, comments and notices find the creator of a drama or an episode. */
export function registerDramaTargets(): void {
  registerTarget(DRAMA_BUSY_TYPE, dramaTarget);
  registerTarget(EPISODE_BUSY_TYPE, episodeTarget);
}
