import { sql, type Kysely } from 'kysely';

/**
 * Messages meant for one member only (`visibleTo`: a newcomer's pre-join messages, a message an
 * anti-harassment rule hid from all but its sender) are few among a conversation's. Unread counts and
 * history totals subtract those meant for someone else; this partial index holds just them, by conversation
 * and seq, so that subtraction costs what they number and nothing in a conversation without any. SQLite
 * and PostgreSQL both keep partial indexes and use them when the query repeats `visible_to is not null`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('im_messages_visible_to_idx')
    .on('imMessages')
    .columns(['conversationKey', 'seq', 'visibleTo'])
    .where(sql.ref('visibleTo'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('im_messages_visible_to_idx').execute();
}
