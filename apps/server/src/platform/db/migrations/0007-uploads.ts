import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/** Uploaded files: one row per file a user sent; thumbnails and posters live beside it in the store. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('uploads'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('fileName', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('contentType', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_key_uq').on('uploads').column('key').unique().execute();
  await db.schema.createIndex('uploads_user_idx').on('uploads').columns(['userId', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
