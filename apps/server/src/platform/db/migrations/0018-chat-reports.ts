import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Chat message reports (spec 001 §5, §9) take up to 300 characters of description where content reports
 * take 200. SQLite does not enforce varchar lengths, so only PostgreSQL's column is widened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await db.schema
    .alterTable('reports')
    .alterColumn('reportInformation', (column) => column.setDataType('varchar(300)'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await db.schema
    .alterTable('reports')
    .alterColumn('reportInformation', (column) => column.setDataType('varchar(200)'))
    .execute();
}
