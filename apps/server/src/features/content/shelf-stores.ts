import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { CountedBusyType } from './counters.js';
import type { ShelfStore } from './moderation.js';
import type { ContentTableName, ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

/** Moves the count of one kind's works waiting for review, in the caller's transaction. */
export async function adjustReviewCount(db: Db, kind: CountedBusyType, delta: number): Promise<void> {
  await contentDb(db)
    .updateTable('contentReviewCounts')
    .set((eb) => ({ pending: eb('pending', '+', delta) }))
    .where('kind', '=', kind)
    .execute();
}

/** How many works of a kind wait for review. */
export async function reviewCountOf(db: Db, kind: CountedBusyType): Promise<number> {
  const row = await contentDb(db)
    .selectFrom('contentReviewCounts')
    .select('pending')
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.pending ?? 0);
}

/** The title a work's author knows it by; an answer goes by its question's. */
async function titleOf(db: Db, table: ContentTableName, id: number): Promise<string> {
  if (table === 'answers') {
    const row = await contentDb(db)
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.questionId')
      .select('q.title')
      .where('a.id', '=', id)
      .executeTakeFirst();
    return row?.title ?? '';
  }
  const row = await contentDb(db)
    .selectFrom(table as 'videos')
    .select('title')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.title ?? '';
}

/** The shelf of one kind of content: its table, its pending count, and (answers) its question's count. */
export function contentShelf(kind: CountedBusyType, table: ContentTableName): ShelfStore {
  // Every content table has these columns, so one table's row type stands for all of them here.
  const rows = (db: Db) => contentDb(db).selectFrom(table as 'videos');
  return {
    async read(db, id) {
      const row = await rows(db)
        .select(['userId', 'state', 'reviewPending'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        authorId: Number(row.userId),
        title: await titleOf(db, table, id),
        state: row.state,
        pending: Number(row.reviewPending) === 1,
      };
    },
    async write(db, id, seen, next) {
      const result = await contentDb(db)
        .updateTable(table as 'videos')
        .set({ state: next.state, rejectReason: next.rejectReason, reviewPending: 0 })
        .where('id', '=', id)
        .where('state', '=', seen.state)
        .where('reviewPending', '=', seen.pending ? 1 : 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    adjustPending: (db, delta) => adjustReviewCount(db, kind, delta),
    ...(table === 'answers'
      ? {
          async onShelfChange(db: Db, id: number, delta: 1 | -1) {
            const answer = await contentDb(db)
              .selectFrom('answers')
              .select('questionId')
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            await contentDb(db)
              .updateTable('questions')
              .set((eb) => ({ answerCount: eb('answerCount', '+', delta) }))
              .where('id', '=', Number(answer.questionId))
              .execute();
          },
        }
      : {}),
  };
}
