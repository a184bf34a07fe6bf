import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Third-party login identities (WeChat QR for now). One row per (provider, openId); a user holds at most one
 * identity per provider, which the unique (provider, userId) index enforces (NULLs, the unbound ones, do not
 * collide on either dialect).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('socialIdentities'), db)
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('openId', 'varchar(128)', (c) => c.notNull())
    .addColumn('unionId', 'varchar(128)')
    .addColumn('userId', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('nickName', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('uuidHash', 'varchar(64)')
    .addColumn('uuidExpiresAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('social_identities_open_id_uq')
    .on('socialIdentities')
    .columns(['provider', 'openId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('social_identities_user_uq')
    .on('socialIdentities')
    .columns(['provider', 'userId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('social_identities_uuid_uq')
    .on('socialIdentities')
    .column('uuidHash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('socialIdentities').execute();
}
