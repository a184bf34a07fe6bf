import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Recommendation behaviours (aiRecAdd), the per-user set of items already seen that the home feed reads,
 * and the batched tracking events. Users may be guests, so userId is nullable and not a foreign key on the
 * logs (a deleted user's history stays anonymous); seen items go with their user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('recBehaviors'), db)
    .addColumn('userId', 'bigint')
    .addColumn('imei', 'varchar(64)', (c) => c.notNull())
    .addColumn('itemId', 'bigint', (c) => c.notNull())
    .addColumn('itemType', 'varchar(16)', (c) => c.notNull())
    .addColumn('busyType', 'varchar(16)', (c) => c.notNull())
    .addColumn('bhvType', 'varchar(16)', (c) => c.notNull())
    .addColumn('bhvValue', 'integer', (c) => c.notNull())
    .addColumn('sceneId', 'varchar(64)', (c) => c.notNull())
    .addColumn('traceId', 'varchar(128)', (c) => c.notNull())
    .addColumn('traceInfo', 'varchar(1000)', (c) => c.notNull())
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rec_behaviors_item_idx')
    .on('recBehaviors')
    .columns(['busyType', 'itemId', 'bhvType'])
    .execute();

  await db.schema
    .createTable('seenItems')
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('busyType', 'varchar(16)', (c) => c.notNull())
    .addColumn('itemId', 'bigint', (c) => c.notNull())
    .addColumn('lastSeenAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('seen_items_pk', ['userId', 'busyType', 'itemId'])
    .execute();

  await idColumn(db.schema.createTable('trackingEvents'), db)
    .addColumn('userId', 'bigint')
    .addColumn('claimedUserId', 'varchar(32)', (c) => c.notNull())
    .addColumn('userName', 'varchar(64)', (c) => c.notNull())
    .addColumn('deviceNo', 'varchar(64)', (c) => c.notNull())
    .addColumn('operaSource', 'integer', (c) => c.notNull())
    .addColumn('requestId', 'varchar(64)', (c) => c.notNull())
    .addColumn('sourceType', 'varchar(32)', (c) => c.notNull())
    .addColumn('operIp', 'varchar(64)', (c) => c.notNull())
    .addColumn('eventTime', 'varchar(19)', (c) => c.notNull())
    .addColumn('operUrl', 'varchar(500)', (c) => c.notNull())
    .addColumn('pageName', 'varchar(100)', (c) => c.notNull())
    .addColumn('businessType', 'varchar(16)', (c) => c.notNull())
    .addColumn('operaType', 'integer', (c) => c.notNull())
    .addColumn('eventSign', 'varchar(100)', (c) => c.notNull())
    .addColumn('eventName', 'varchar(100)', (c) => c.notNull())
    .addColumn('elementNo', 'varchar(100)', (c) => c.notNull())
    .addColumn('elementName', 'varchar(100)', (c) => c.notNull())
    .addColumn('contentDuration', 'integer')
    .addColumn('progressDuration', 'integer')
    .addColumn('duration', 'integer')
    .addColumn('receivedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tracking_events_user_idx')
    .on('trackingEvents')
    .columns(['userId', 'receivedAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trackingEvents', 'seenItems', 'recBehaviors']) {
    await db.schema.dropTable(table).execute();
  }
}
