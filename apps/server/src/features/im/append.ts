import { sql, type Kysely } from 'kysely';
import { isGroupSession } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import type { StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

/** A transaction on the chat's tables. */
export type Trx = Kysely<ImTables>;

export type NewMessage = Omit<StoredMessage, 'id' | 'seq' | 'recalled'>;

/*
 * The three statements of a send are written as SQL text rather than built: they run for every message,
 * and building and compiling them cost more than running them (the same text is prepared once by the
 * SQLite driver's statement cache). The SQL is the common subset of SQLite and PostgreSQL.
 */

/**
 * Appends one message to its conversation inside the caller's transaction: the next seq, the row, and the
 * conversation lists. The counter row is updated in place, so concurrent sends to one conversation queue on
 * its lock (PostgreSQL) or on the single writer (SQLite) and never share a seq.
 */
export async function appendMessage(
  trx: Trx,
  groups: GroupDirectory,
  message: NewMessage,
): Promise<StoredMessage> {
  const counter = await sql<{ lastSeq: number | string }>`
    insert into im_counters (conversation_key, last_seq) values (${message.conversationKey}, 1)
    on conflict (conversation_key) do update set last_seq = im_counters.last_seq + 1
    returning last_seq`.execute(trx);
  const seq = Number(counter.rows[0]!.lastSeq);
  const m = message;
  const inserted = await sql<{ id: number | string }>`
    insert into im_messages (conversation_key, seq, session_type, sender_id, receiver_id, local_id,
      message_type, content, duration, at_ids, share, file_name, file_size, command_type, msg_source, created_at,
      visible_to)
    values (${m.conversationKey}, ${seq}, ${m.sessionType}, ${m.senderId}, ${m.receiverId}, ${m.localId},
      ${m.messageType}, ${m.content}, ${m.duration}, ${m.atIds}, ${m.share}, ${m.fileName}, ${m.fileSize},
      ${m.commandType}, ${m.msgSource}, ${m.createdAt}, ${m.visibleTo ?? null})
    returning id`.execute(trx);
  const id = Number(inserted.rows[0]!.id);
  if (isGroupSession(message.sessionType)) {
    await touchGroup(trx, groups, message.receiverId, message.senderId, id, seq, message.createdAt);
  } else {
    await touchSingle(trx, message, id);
  }
  return { ...message, seq, id };
}

/**
 * Puts the message on top of both sides' conversation lists in one statement, bringing back a
 * conversation deleted on either side; only the receiver's unread count grows.
 */
async function touchSingle(trx: Trx, message: NewMessage, messageId: number): Promise<void> {
  const { senderId, receiverId, conversationKey, createdAt } = message;
  await sql`
    insert into im_conversations
      (user_id, session_type, peer_id, conversation_key, unread_count, as_top_time, last_message_id, updated_at)
    values
      (${senderId}, 'single', ${receiverId}, ${conversationKey}, 0, null, ${messageId}, ${createdAt}),
      (${receiverId}, 'single', ${senderId}, ${conversationKey}, 1, null, ${messageId}, ${createdAt})
    on conflict (user_id, session_type, peer_id) do update set
      unread_count = im_conversations.unread_count + excluded.unread_count,
      last_message_id = excluded.last_message_id,
      updated_at = excluded.updated_at`.execute(trx);
}

/**
 * A group message costs two row writes whatever the head count: the group's newest message (kept by the
 * group), and the sender's read cursor (what one sends, one has read). Members' unread counts are derived
 * from the seq.
 */
async function touchGroup(
  trx: Trx,
  groups: GroupDirectory,
  groupId: number,
  senderId: number,
  messageId: number,
  seq: number,
  now: number,
): Promise<void> {
  await groups.noteNewestMessages(trx, [{ groupId, messageId, createdAt: now }]);
  await trx
    .updateTable('imConversations')
    .set({ readSeq: seq })
    .where('userId', '=', senderId)
    .where('sessionType', '=', 'group')
    .where('peerId', '=', groupId)
    .execute();
}
