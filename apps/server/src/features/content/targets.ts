import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { registerTarget, type TargetInfo } from '../social/targets.js';
import type { ContentTableName } from './tables.js';

const lookupIn =
  (table: ContentTableName) =>
  async (db: Kysely<DatabaseSchema>, busyCode: number): Promise<TargetInfo | null> => {
    const row = await db
      .selectFrom(table)
      .select(['userId', 'state'])
      .where('id', '=', busyCode)
      .executeTakeFirst();
    return row ? { authorId: Number(row.userId), actionable: row.state === 'OnShelf' } : null;
  };

/** Lets likes, collects, comments and reports find the author of a video, article, question or answer. */
export function registerContentTargets(): void {
  registerTarget('Video', lookupIn('videos'));
  registerTarget('Article', lookupIn('articles'));
  registerTarget('Question', lookupIn('questions'));
  registerTarget('Answer', lookupIn('answers'));
}
