import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Instant messaging: per-user conversations (unread, pin), a sequence counter per conversation, and
 * messages. Idempotent sends and gap-free order are unique indexes, not application checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('imConversations'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sessionType', 'varchar(32)', (c) => c.notNull())
    .addColumn('peerId', 'bigint', (c) => c.notNull())
    .addColumn('conversationKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('unreadCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('asTopTime', 'bigint')
    .addColumn('lastMessageId', 'bigint')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_conversations_target_uq')
    .on('imConversations')
    .columns(['userId', 'sessionType', 'peerId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('im_conversations_list_idx')
    .on('imConversations')
    .columns(['userId', 'updatedAt'])
    .execute();

  await db.schema
    .createTable('imCounters')
    .addColumn('conversationKey', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('lastSeq', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('imMessages'), db)
    .addColumn('conversationKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('sessionType', 'varchar(32)', (c) => c.notNull())
    .addColumn('senderId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiverId', 'bigint', (c) => c.notNull())
    .addColumn('localId', 'varchar(64)', (c) => c.notNull())
    .addColumn('messageType', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer')
    .addColumn('atIds', 'text', (c) => c.notNull())
    .addColumn('share', 'text')
    .addColumn('fileName', 'varchar(255)')
    .addColumn('fileSize', 'bigint')
    .addColumn('commandType', 'varchar(32)')
    .addColumn('msgSource', 'integer')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_messages_sender_local_uq')
    .on('imMessages')
    .columns(['senderId', 'localId'])
    .unique()
    .execute();
  // Paging back in time and catching up forward both read this index.
  await db.schema
    .createIndex('im_messages_conversation_seq_uq')
    .on('imMessages')
    .columns(['conversationKey', 'seq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['imMessages', 'imCounters', 'imConversations']) {
    await db.schema.dropTable(table).execute();
  }
}
