import { tablesOf, type Db } from '../../platform/db/tables.js';
import { groupChatKey } from './conversation-key.js';
import { lastSeqOf } from './messages.js';
import type { ImTables } from './tables.js';

/**
 * Puts a group's conversation in the lists of members who join, inside the group's transaction: they
 * read from `joinedSeq` on. Someone who comes back after leaving starts afresh from there.
 */
export async function openGroupConversation(
  trx: Db,
  groupId: number,
  userIds: number[],
  joinedSeq: number,
  now: number,
): Promise<void> {
  const db = tablesOf<ImTables>(trx);
  for (const userId of userIds) {
    await db
      .insertInto('imConversations')
      .values({
        userId,
        sessionType: 'group',
        peerId: groupId,
        conversationKey: groupChatKey(groupId),
        unreadCount: 0,
        asTopTime: null,
        lastMessageId: null,
        updatedAt: now,
        readSeq: joinedSeq,
        clearedSeq: 0,
      })
      .onConflict((oc) =>
        oc.columns(['userId', 'sessionType', 'peerId']).doUpdateSet({ readSeq: joinedSeq, clearedSeq: 0 }),
      )
      .execute();
  }
}

/** Takes a group's conversation out of the lists of members who left or were removed. */
export async function closeGroupConversation(trx: Db, groupId: number, userIds: number[]): Promise<void> {
  await tablesOf<ImTables>(trx)
    .deleteFrom('imConversations')
    .where('sessionType', '=', 'group')
    .where('peerId', '=', groupId)
    .where('userId', 'in', userIds)
    .execute();
}

/** The last seq given in a conversation: where a member who joins now starts reading. */
export const conversationLastSeq = (db: Db, conversationKey: string): Promise<number> =>
  lastSeqOf(tablesOf<ImTables>(db), conversationKey);
