import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Search: one document of words per content item, indexed by SQLite FTS5 (a `searchFts` table whose rowid
 * is the document's id) or by a PostgreSQL tsvector made straight from the words (no parser, so the
 * database's locale cannot drop Chinese), with a GIN index. The watermarks say how far each content table
 * has been indexed; `updatedAt` indexes on the content tables keep the catch-up a seek. And the hot words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  let documents = idColumn(db.schema.createTable('searchDocuments'), db)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('itemId', 'bigint', (c) => c.notNull())
    .addColumn('tokens', 'text', (c) => c.notNull())
    .addColumn('sortAt', 'bigint', (c) => c.notNull());
  if (!sqlite) {
    documents = documents.addColumn('tsv', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`array_to_tsvector(string_to_array(tokens, ' '))`).stored(),
    );
  }
  await documents.execute();
  await db.schema
    .createIndex('search_documents_item_uq')
    .on('searchDocuments')
    .columns(['kind', 'itemId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('search_documents_sort_idx')
    .on('searchDocuments')
    .columns(['sortAt', 'id'])
    .execute();
  if (sqlite) {
    await sql`create virtual table "searchFts" using fts5(tokens)`.execute(db);
  } else {
    await db.schema
      .createIndex('search_documents_tsv_idx')
      .on('searchDocuments')
      .using('gin')
      .column('tsv')
      .execute();
  }

  await db.schema
    .createTable('searchWatermarks')
    .addColumn('source', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('lastId', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedId', 'bigint', (c) => c.notNull())
    .execute();
  for (const table of ['videos', 'articles', 'questions']) {
    await db.schema
      .createIndex(`${table}_search_updated_idx`)
      .on(table)
      .columns(['updatedAt', 'id'])
      .execute();
  }

  await idColumn(db.schema.createTable('hotWords'), db)
    .addColumn('word', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hot_words_sort_idx').on('hotWords').columns(['sort', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropTable('hotWords').execute();
  for (const table of ['videos', 'articles', 'questions']) {
    await db.schema.dropIndex(`${table}_search_updated_idx`).execute();
  }
  await db.schema.dropTable('searchWatermarks').execute();
  if (sqlite) await sql`drop table "searchFts"`.execute(db);
  await db.schema.dropTable('searchDocuments').execute();
}
