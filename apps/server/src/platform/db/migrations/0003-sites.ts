import type { Kysely } from 'kysely';
import { SITE_COLUMNS, SITE_ROWS } from './0003-sites-rows.js';

/**
 * The sites users pick. Ids are explicit (not generated) so that a siteId stored anywhere keeps naming
 * the same place. Coordinates are double precision: REAL on SQLite, float8 on PostgreSQL, both read back
 * as JS numbers. The rows are reference data, not demo data, so the migration inserts them: a database
 * that already has users gets the sites too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('fullName', 'varchar(64)', (c) => c.notNull())
    .addColumn('siteCate', 'varchar(16)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('parentId', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('province', 'varchar(32)')
    .addColumn('initial', 'varchar(1)', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sites_parent_idx').on('sites').columns(['parentId', 'sortOrder']).execute();
  await db.schema.createIndex('sites_cate_idx').on('sites').columns(['siteCate', 'sortOrder']).execute();
  await db.schema.createIndex('sites_latitude_idx').on('sites').column('latitude').execute();
  const rows = SITE_ROWS.map((row) => Object.fromEntries(SITE_COLUMNS.map((column, i) => [column, row[i]])));
  for (let start = 0; start < rows.length; start += 200) {
    await (db as Kysely<Record<'sites', Record<string, unknown>>>)
      .insertInto('sites')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sites').execute();
}
