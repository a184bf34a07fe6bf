import type { CreateTableBuilder, Kysely } from 'kysely';
import { idColumn } from './columns.js';

/** Author, shelf state, the counters social actions move, and times: shared by every content table. */
function contentColumns<T extends string>(table: CreateTableBuilder<T, 'id'>) {
  return table
    .addColumn('userId', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('praiseCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collectCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shareCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('siteId', 'integer', (c) => c.notNull().defaultTo(11))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull());
}

/** The feed and the author's own list page by index: (state, createdAt, id) and (userId, createdAt, id). */
async function feedIndexes(db: Kysely<unknown>, table: string) {
  await db.schema.createIndex(`${table}_feed_idx`).on(table).columns(['state', 'createdAt', 'id']).execute();
  await db.schema
    .createIndex(`${table}_site_feed_idx`)
    .on(table)
    .columns(['siteId', 'state', 'createdAt', 'id'])
    .execute();
  await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['userId', 'createdAt', 'id']).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await contentColumns(idColumn(db.schema.createTable('videos'), db))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('videoUrl', 'varchar(512)', (c) => c.notNull())
    .addColumn('coverUrl', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('relationBusyType', 'varchar(16)')
    .addColumn('relationTitle', 'varchar(100)')
    .addColumn('relationUserName', 'varchar(64)')
    .addColumn('relationChildTaskNumber', 'varchar(64)')
    .execute();
  await feedIndexes(db, 'videos');

  await contentColumns(idColumn(db.schema.createTable('articles'), db))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('coverUrl', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('contentHtml', 'text', (c) => c.notNull())
    .addColumn('categoryId', 'integer')
    .execute();
  await feedIndexes(db, 'articles');
  await db.schema
    .createIndex('articles_category_feed_idx')
    .on('articles')
    .columns(['categoryId', 'state', 'createdAt', 'id'])
    .execute();

  await contentColumns(idColumn(db.schema.createTable('questions'), db))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('contentHtml', 'text', (c) => c.notNull())
    .addColumn('answerCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await feedIndexes(db, 'questions');

  await contentColumns(idColumn(db.schema.createTable('answers'), db))
    .addColumn('questionId', 'bigint', (c) => c.notNull())
    .addColumn('contentHtml', 'text', (c) => c.notNull())
    .execute();
  await feedIndexes(db, 'answers');
  await db.schema
    .createIndex('answers_question_idx')
    .on('answers')
    .columns(['questionId', 'state', 'createdAt', 'id'])
    .execute();

  await contentColumns(idColumn(db.schema.createTable('poems'), db))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('author', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('dynasty', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await feedIndexes(db, 'poems');

  await contentColumns(idColumn(db.schema.createTable('proses'), db))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await feedIndexes(db, 'proses');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['proses', 'poems', 'answers', 'questions', 'articles', 'videos']) {
    await db.schema.dropTable(table).execute();
  }
}
