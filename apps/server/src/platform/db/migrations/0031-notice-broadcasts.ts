import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * The back office's notices and feedback answers.
 *
 * A broadcast is one row that its runner works through page by page: `lastUserId` is how far it got, kept
 * in the same transaction as the page's notices, so a restart goes on from there; `claimedBy` and
 * `leaseUntil` let one server process of several hold it at a time. A notice of a broadcast names it, and
 * (broadcastId, userId) is unique, so a page written twice still gives each user one notice (other notices
 * have no broadcast, and NULLs never collide).
 *
 * Feedback keeps the operator's answer; the console's queue reads it by state and type, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('noticeBroadcasts'), db)
    .addColumn('operatorId', 'bigint', (c) => c.notNull())
    .addColumn('tab', 'varchar(16)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('coverImage', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('extra', 'text', (c) => c.notNull())
    .addColumn('audience', 'varchar(16)', (c) => c.notNull())
    // The listed users' ids in ascending order, as JSON; [] for everyone.
    .addColumn('recipientIds', 'text', (c) => c.notNull())
    .addColumn('recipientCount', 'integer')
    .addColumn('deliveredCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('sendAt', 'bigint', (c) => c.notNull())
    .addColumn('lastUserId', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('claimedBy', 'varchar(64)')
    .addColumn('leaseUntil', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('finishedAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('noticeBroadcasts_due')
    .on('noticeBroadcasts')
    .columns(['state', 'sendAt'])
    .execute();
  await db.schema
    .createIndex('noticeBroadcasts_state_id')
    .on('noticeBroadcasts')
    .columns(['state', 'id'])
    .execute();

  await db.schema.alterTable('notices').addColumn('broadcastId', 'bigint').execute();
  await db.schema
    .createIndex('notices_broadcast_user')
    .on('notices')
    .columns(['broadcastId', 'userId'])
    .unique()
    .execute();

  await db.schema.alterTable('feedback').addColumn('reply', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('repliedAt', 'bigint').execute();
  await db.schema.alterTable('feedback').addColumn('repliedBy', 'bigint').execute();
  await db.schema.createIndex('feedback_state_id').on('feedback').columns(['state', 'id']).execute();
  await db.schema.createIndex('feedback_type_id').on('feedback').columns(['type', 'id']).execute();
  await db.schema
    .createIndex('feedback_state_type_id')
    .on('feedback')
    .columns(['state', 'type', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['feedback_state_type_id', 'feedback_type_id', 'feedback_state_id']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['repliedBy', 'repliedAt', 'reply']) {
    await db.schema.alterTable('feedback').dropColumn(column).execute();
  }
  await db.schema.dropIndex('notices_broadcast_user').execute();
  await db.schema.alterTable('notices').dropColumn('broadcastId').execute();
  await db.schema.dropTable('noticeBroadcasts').execute();
}
