import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { registerTarget, type TargetInfo } from '../social/index.js';
import { registerWorksCounter } from '../social/index.js';
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
  registerWorksCounter(countPublishedWorks);
}

const WORK_TABLES: ContentTableName[] = ['videos', 'articles', 'questions', 'answers', 'poems', 'proses'];

/** A user's works on the profile: everything they published that is on the shelf. */
async function countPublishedWorks(db: Kysely<DatabaseSchema>, userId: number): Promise<number> {
  const counts = await Promise.all(
    WORK_TABLES.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .where('state', '=', 'OnShelf')
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}
