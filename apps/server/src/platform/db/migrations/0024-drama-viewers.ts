import { sql, type Kysely } from 'kysely';

/**
 * What each viewer has of each drama, one row per (viewer, drama): the episodes they bought (a count kept
 * with every grant) and the last one they watched, so /my lists the dramas one bought or watched, with
 * progress, by an index instead of reading a viewer's whole unlock history. Existing unlocks are counted in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dramaViewers')
    .addColumn('userId', 'bigint', (c) => c.notNull())
    .addColumn('dramaId', 'bigint', (c) => c.notNull())
    .addColumn('unlockedCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unlockedAt', 'bigint')
    .addColumn('lastEpisodeNumber', 'integer')
    .addColumn('watchedAt', 'bigint')
    .addPrimaryKeyConstraint('drama_viewers_pk', ['userId', 'dramaId'])
    .execute();
  await db.schema
    .createIndex('drama_viewers_bought_idx')
    .on('dramaViewers')
    .columns(['userId', 'unlockedAt', 'dramaId'])
    .execute();
  await db.schema
    .createIndex('drama_viewers_watched_idx')
    .on('dramaViewers')
    .columns(['userId', 'watchedAt', 'dramaId'])
    .execute();
  await sql`insert into ${sql.table('dramaViewers')} (${sql.join([
    sql.ref('userId'),
    sql.ref('dramaId'),
    sql.ref('unlockedCount'),
    sql.ref('unlockedAt'),
  ])})
    select ${sql.ref('userId')}, ${sql.ref('dramaId')}, count(*), max(${sql.ref('createdAt')})
    from ${sql.table('episodeUnlocks')} group by ${sql.ref('userId')}, ${sql.ref('dramaId')}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dramaViewers').execute();
}
