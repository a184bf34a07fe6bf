import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('signingKeys'), db)
    .addColumn('hmacKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('aesKey', 'varchar(16)', (c) => c.notNull())
    .addColumn('iv', 'varchar(16)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signing_keys_created_at_idx').on('signingKeys').column('createdAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signingKeys').execute();
}
