import type { Kysely } from 'kysely';

/**
 * Every message moves its conversation rows' `updatedAt`, and this index with it. The list is ordered by
 * pin and by the newest message of either the row or its group, which the index cannot serve, and it
 * filters by user, which the (userId, sessionType, peerId) index already does: it only cost writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('im_conversations_list_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('im_conversations_list_idx')
    .on('imConversations')
    .columns(['userId', 'updatedAt'])
    .execute();
}
