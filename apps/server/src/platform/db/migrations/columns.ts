import type { CreateTableBuilder, Kysely } from 'kysely';
import { SqliteAdapter } from 'kysely';

/** An auto-increment integer primary key in the form each dialect wants. */
export function idColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  db: Kysely<unknown>,
): CreateTableBuilder<T, 'id'> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return sqlite
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigserial', (c) => c.primaryKey());
}
