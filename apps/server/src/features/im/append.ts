import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { isGroupSession } from './conversation-key.js';
import type { StoredMessage } from './present.js';

type Trx = Transaction<DatabaseSchema>;

export type NewMessage = Omit<StoredMessage, 'id' | 'seq' | 'recalled'>;

/**
 * Appends one message to its conversation inside the caller's transaction: the next seq, the row, and the
 * conversation lists. The counter row is updated in place, so concurrent sends to one conversation queue on
 * its lock (PostgreSQL) or on the single writer (SQLite) and never share a seq.
 */
export async function appendMessage(trx: Trx, message: NewMessage): Promise<StoredMessage> {
  const { lastSeq } = await trx
    .insertInto('imCounters')
    .values({ conversationKey: message.conversationKey, lastSeq: 1 })
    .onConflict((oc) =>
      oc
        .column('conversationKey')
        .doUpdateSet((eb) => ({ lastSeq: eb(eb.ref('imCounters.lastSeq'), '+', 1) })),
    )
    .returning('lastSeq')
    .executeTakeFirstOrThrow();
  const values = { ...message, seq: Number(lastSeq) };
  const { id } = await trx.insertInto('imMessages').values(values).returning('id').executeTakeFirstOrThrow();
  if (isGroupSession(message.sessionType)) {
    await touchGroup(trx, message.receiverId, message.senderId, id, values.seq, message.createdAt);
  } else {
    const { senderId, receiverId, conversationKey, createdAt } = message;
    await touchSingle(trx, senderId, receiverId, conversationKey, id, createdAt, 0);
    await touchSingle(trx, receiverId, senderId, conversationKey, id, createdAt, 1);
  }
  return { ...values, id };
}

/** Puts the message on top of one side's conversation list, bringing back a conversation deleted there. */
async function touchSingle(
  trx: Trx,
  userId: number,
  peerId: number,
  conversationKey: string,
  messageId: number,
  now: number,
  unread: number,
): Promise<void> {
  await trx
    .insertInto('imConversations')
    .values({
      userId,
      sessionType: 'single',
      peerId,
      conversationKey,
      unreadCount: unread,
      asTopTime: null,
      lastMessageId: messageId,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['userId', 'sessionType', 'peerId']).doUpdateSet((eb) => ({
        unreadCount: eb(eb.ref('imConversations.unreadCount'), '+', unread),
        lastMessageId: messageId,
        updatedAt: now,
      })),
    )
    .execute();
}

/**
 * A group message costs two row writes whatever the head count: the group's newest message, and the
 * sender's read cursor (what one sends, one has read). Members' unread counts are derived from the seq.
 */
async function touchGroup(
  trx: Trx,
  groupId: number,
  senderId: number,
  messageId: number,
  seq: number,
  now: number,
): Promise<void> {
  await trx
    .updateTable('imGroups')
    .set({ lastMessageId: messageId, lastMessageAt: now })
    .where('id', '=', groupId)
    .execute();
  await trx
    .updateTable('imConversations')
    .set({ readSeq: seq })
    .where('userId', '=', senderId)
    .where('sessionType', '=', 'group')
    .where('peerId', '=', groupId)
    .execute();
}
