import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Group chat: groups, their members with roles and mutes, and read cursors on conversations. A group
 * message writes one message row and one group row whatever the head count: each member's unread count is
 * the conversation's last seq less the member's read seq, not a counter bumped per member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('imGroups'), db)
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('logo', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('leaderId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('groupType', 'varchar(32)', (c) => c.notNull().defaultTo('group'))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dissolved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('needConfirm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('addFriend', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('forbid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('forbidTime', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('timeList', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('memberCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastMessageId', 'bigint')
    .addColumn('lastMessageAt', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('imGroupMembers')
    .addColumn('groupId', 'bigint', (c) => c.notNull().references('imGroups.id').onDelete('cascade'))
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permissionType', 'varchar(16)', (c) => c.notNull())
    .addColumn('nickName', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('forbid', 'integer', (c) => c.notNull().defaultTo(0))
    // A member reads the conversation from the seq after the one current when they joined.
    .addColumn('joinedSeq', 'bigint', (c) => c.notNull())
    .addColumn('joinedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('im_group_members_pk', ['groupId', 'userId'])
    .execute();
  await db.schema.createIndex('im_group_members_user_idx').on('imGroupMembers').column('userId').execute();

  await db.schema
    .alterTable('imConversations')
    .addColumn('readSeq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // A group conversation deleted from the list comes back when a message after this seq arrives.
  await db.schema
    .alterTable('imConversations')
    .addColumn('clearedSeq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imConversations').dropColumn('clearedSeq').execute();
  await db.schema.alterTable('imConversations').dropColumn('readSeq').execute();
  await db.schema.dropTable('imGroupMembers').execute();
  await db.schema.dropTable('imGroups').execute();
}
