import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The home feed reads each kind in its ranked order straight from an index instead of ranking the whole
 * catalogue in memory. The score is a column the database keeps itself: the hour an item was published
 * plus twelve hours per doubling of its engagement (likes once, comments and collects twice), the
 * doublings counted up to ten. SQLite computes it on read (a virtual column, which ALTER TABLE may add
 * and an index may hold); PostgreSQL stores it, as its generated columns must be.
 *
 * Seen items get the time they were first seen: `lastSeenAt` moves whenever an item is seen again, so
 * "seen before the reading began" would change under a reader paging through the feed; the first time
 * does not. The index by user and that time serves the viewer's latest seen items.
 */
const FEED_TABLES = ['videos', 'articles', 'questions'] as const;

const HOUR_MS = 3_600_000;
const HOURS_PER_DOUBLING = 12;
const STEPS = 10;

const ENGAGEMENT = '("praise_count" + 2 * "comment_count" + 2 * "collect_count")';

/** floor(log2(1 + engagement)), at most STEPS: step s once engagement reaches 2^s - 1. */
const STEP_CASE = `case ${Array.from({ length: STEPS }, (_, index) => STEPS - index)
  .map((step) => `when ${ENGAGEMENT} >= ${2 ** step - 1} then ${step}`)
  .join(' ')} else 0 end`;

const FEED_SCORE = sql.raw(`"created_at" / ${HOUR_MS} + ${HOURS_PER_DOUBLING} * (${STEP_CASE})`);

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const table of FEED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('feedScore', 'bigint', (column) => {
        const generated = column.generatedAlwaysAs(FEED_SCORE);
        return sqlite ? generated : generated.stored();
      })
      .execute();
    await db.schema
      .createIndex(`${table}_feed_score_idx`)
      .on(table)
      .columns(['state', 'feedScore', 'createdAt', 'id'])
      .execute();
    await db.schema
      .createIndex(`${table}_site_feed_score_idx`)
      .on(table)
      .columns(['siteId', 'state', 'feedScore', 'createdAt', 'id'])
      .execute();
  }

  await db.schema
    .alterTable('seenItems')
    .addColumn('firstSeenAt', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  // The best the rows already kept can tell.
  await sql`update "seen_items" set "first_seen_at" = "last_seen_at"`.execute(db);
  await db.schema
    .createIndex('seen_items_recent_idx')
    .on('seenItems')
    .columns(['userId', 'firstSeenAt', 'busyType', 'itemId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('seen_items_recent_idx').execute();
  await db.schema.alterTable('seenItems').dropColumn('firstSeenAt').execute();
  for (const table of FEED_TABLES) {
    await db.schema.dropIndex(`${table}_site_feed_score_idx`).execute();
    await db.schema.dropIndex(`${table}_feed_score_idx`).execute();
    await db.schema.alterTable(table).dropColumn('feedScore').execute();
  }
}
