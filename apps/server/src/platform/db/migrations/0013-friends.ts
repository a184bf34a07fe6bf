import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Friend requests, friendships (one row per side), labels and their members. "Once per pair" rules are
 * unique indexes; a user's lists read by index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('friendRequests'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friendId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('applyMsg', 'varchar(128)', (c) => c.notNull())
    .addColumn('applyMsgList', 'text', (c) => c.notNull())
    .addColumn('alias', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('readState', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('friend_requests_pair_uq')
    .on('friendRequests')
    .columns(['userId', 'friendId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('friend_requests_received_idx')
    .on('friendRequests')
    .columns(['friendId', 'state'])
    .execute();

  await idColumn(db.schema.createTable('friendships'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friendId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remark', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('notePhone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('noteTxt', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('noteImage', 'varchar(2600)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('friendships_pair_uq')
    .on('friendships')
    .columns(['userId', 'friendId'])
    .unique()
    .execute();

  await idColumn(db.schema.createTable('friendLabels'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(15)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('friend_labels_name_uq')
    .on('friendLabels')
    .columns(['userId', 'name'])
    .unique()
    .execute();

  await db.schema
    .createTable('friendLabelMembers')
    .addColumn('labelId', 'bigint', (c) => c.notNull().references('friendLabels.id').onDelete('cascade'))
    .addColumn('friendId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('friend_label_members_pk', ['labelId', 'friendId'])
    .execute();
  await db.schema
    .createIndex('friend_label_members_friend_idx')
    .on('friendLabelMembers')
    .columns(['friendId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['friendLabelMembers', 'friendLabels', 'friendships', 'friendRequests']) {
    await db.schema.dropTable(table).execute();
  }
}
