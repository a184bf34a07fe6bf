import type { Kysely } from 'kysely';

/** The content tables that count their views on their own rows (dramas count plays in playCount). */
const VIEWED_TABLES = ['videos', 'articles', 'questions', 'answers', 'poems', 'proses'] as const;

/**
 * Content counts its views, as clients of the real platform read a `viewCount` of every item. A view
 * counts once per viewer per item per hour: the first view of an hour leaves a stamp, whose primary key
 * refuses a second one; stamps older than the previous hour are swept by their hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VIEWED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('viewCount', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('viewStamps')
    .addColumn('busyType', 'varchar(32)', (c) => c.notNull())
    .addColumn('busyCode', 'bigint', (c) => c.notNull())
    // `u:<user id>`, or `ip:<client address>` for a guest.
    .addColumn('viewer', 'varchar(80)', (c) => c.notNull())
    // Hours since the epoch.
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('view_stamps_pk', ['busyType', 'busyCode', 'viewer', 'hour'])
    .execute();
  await db.schema.createIndex('view_stamps_hour_idx').on('viewStamps').column('hour').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('viewStamps').execute();
  for (const table of VIEWED_TABLES) {
    await db.schema.alterTable(table).dropColumn('viewCount').execute();
  }
}
