import type { Kysely } from 'kysely';

/** The tables of reviewed works: content's kinds and dramas. */
const REVIEWED_TABLES = ['videos', 'articles', 'questions', 'answers', 'poems', 'proses', 'dramas'] as const;

/** Content's kinds by business type, one pending count each; dramas keep theirs in their own table. */
const CONTENT_KINDS = ['Video', 'Article', 'Question', 'Answer', 'Poetry', 'Prose'] as const;

/**
 * Content review. Every reviewed work keeps the reason the platform gave its author (refused or taken
 * down) and whether it waits in the review queue. The queue is read by (reviewPending, id) and a state
 * filter by (state, id), so a page of either costs the same at any length; the pending counts are kept in
 * small counter tables, moved in the transaction that moves the flag, never counted over the works.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of REVIEWED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('rejectReason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('reviewPending', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex(`${table}_review_idx`).on(table).columns(['reviewPending', 'id']).execute();
    await db.schema.createIndex(`${table}_state_id_idx`).on(table).columns(['state', 'id']).execute();
  }
  for (const table of ['contentReviewCounts', 'dramaReviewCounts'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('kind', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('pending', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const counters = db as Kysely<{ contentReviewCounts: { kind: string; pending: number } }>;
  await counters
    .insertInto('contentReviewCounts')
    .values(CONTENT_KINDS.map((kind) => ({ kind, pending: 0 })))
    .execute();
  await (db as Kysely<{ dramaReviewCounts: { kind: string; pending: number } }>)
    .insertInto('dramaReviewCounts')
    .values({ kind: 'Playlet', pending: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dramaReviewCounts').execute();
  await db.schema.dropTable('contentReviewCounts').execute();
  for (const table of REVIEWED_TABLES) {
    await db.schema.dropIndex(`${table}_state_id_idx`).execute();
    await db.schema.dropIndex(`${table}_review_idx`).execute();
    await db.schema.alterTable(table).dropColumn('reviewPending').execute();
    await db.schema.alterTable(table).dropColumn('rejectReason').execute();
  }
}
