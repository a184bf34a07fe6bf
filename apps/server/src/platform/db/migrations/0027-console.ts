import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * The back office: the audit trail of console actions, and the operator accounts' roles (kept in
 * users.roles like every role). Each filter of the trail has an index that ends in the id, so a page of it
 * is read by key whatever the trail's length.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('auditEntries'), db)
    .addColumn('operatorId', 'bigint', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('targetType', 'varchar(32)', (c) => c.notNull())
    .addColumn('targetId', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  for (const column of ['operatorId', 'action', 'targetType'] as const) {
    await db.schema
      .createIndex(`auditEntries_${column}_id`)
      .on('auditEntries')
      .columns([column, 'id'])
      .execute();
  }
  await db.schema
    .createIndex('auditEntries_target_id')
    .on('auditEntries')
    .columns(['targetType', 'targetId', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auditEntries').execute();
}
