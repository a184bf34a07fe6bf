import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Notices of every panel tab in one table: pages read (userId, tab, id) newest first, unread counts read
 * (userId, readState, tab).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('notices'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tab', 'varchar(16)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('operatorId', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('topType', 'varchar(16)')
    .addColumn('topCode', 'bigint')
    .addColumn('objType', 'varchar(16)')
    .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('coverImage', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('extra', 'text', (c) => c.notNull())
    .addColumn('readState', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_page_idx').on('notices').columns(['userId', 'tab', 'id']).execute();
  await db.schema
    .createIndex('notices_unread_idx')
    .on('notices')
    .columns(['userId', 'readState', 'tab'])
    .execute();
}
