import type { Kysely } from 'kysely';

/** Articles carry the promotion tag too (spec 000 §3 "Promotion relation attached to content"). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [
    ['relationBusyType', 'varchar(16)'],
    ['relationTitle', 'varchar(100)'],
    ['relationUserName', 'varchar(64)'],
    ['relationChildTaskNumber', 'varchar(64)'],
  ] as const;
  // One column a statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const [name, type] of columns) await db.schema.alterTable('articles').addColumn(name, type).execute();
}
