import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('users'), db)
    .addColumn('userName', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('nickName', 'varchar(64)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.unique())
    .addColumn('roles', 'varchar(256)', (c) => c.notNull().defaultTo('user'))
    .addColumn('siteId', 'integer', (c) => c.notNull().defaultTo(11))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_nick_name_idx').on('users').column('nickName').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
