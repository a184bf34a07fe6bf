import { sql, type RawBuilder } from 'kysely';
import { appendMessage, type NewMessage, type Trx } from './append.js';
import { isGroupSession } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import type { StoredMessage } from './present.js';

/** Rows per INSERT: 17 parameters each stays far below the smallest driver limit (SQLite's 32,766). */
const ROWS_PER_INSERT = 500;

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const byKey = (key: string, seq: number) => `${key}\u0000${seq}`;

/**
 * Appends a group commit's messages in a handful of statements, whatever their number: the seqs of each
 * conversation in one counter update, the rows in multi-row inserts, both sides' conversation rows in one
 * upsert. A statement per message would cost a database round trip each, which on PostgreSQL is most of
 * a send's time. Seqs follow the order of `messages` within each conversation. Rows are locked in a fixed
 * order (conversation key, then user and peer), so concurrent commits on several processes cannot deadlock.
 */
export async function appendMessages(
  trx: Trx,
  groups: GroupDirectory,
  messages: readonly NewMessage[],
): Promise<StoredMessage[]> {
  if (messages.length === 1) return [await appendMessage(trx, groups, messages[0]!)];
  const seqs = await takeSeqs(trx, messages);
  const ids = new Map<string, number>();
  for (const part of chunks(
    messages.map((message, i) => ({ message, seq: seqs[i]! })),
    ROWS_PER_INSERT,
  )) {
    const inserted = await sql<{ id: number | string; conversationKey: string; seq: number | string }>`
      insert into im_messages (conversation_key, seq, session_type, sender_id, receiver_id, local_id,
        message_type, content, duration, at_ids, share, file_name, file_size, command_type, msg_source, created_at,
        visible_to)
      values ${sql.join(part.map(({ message: m, seq }) => messageRow(m, seq)))}
      returning id, conversation_key, seq`.execute(trx);
    for (const row of inserted.rows) ids.set(byKey(row.conversationKey, Number(row.seq)), Number(row.id));
  }
  const stored = messages.map((message, i) => {
    const seq = seqs[i]!;
    return { ...message, seq, id: ids.get(byKey(message.conversationKey, seq))! };
  });
  await touchSingles(
    trx,
    stored.filter((message) => !isGroupSession(message.sessionType)),
  );
  await touchGroups(
    trx,
    groups,
    stored.filter((message) => isGroupSession(message.sessionType)),
  );
  return stored;
}

const messageRow = (m: NewMessage, seq: number): RawBuilder<unknown> =>
  sql`(${m.conversationKey}, ${seq}, ${m.sessionType}, ${m.senderId}, ${m.receiverId}, ${m.localId},
    ${m.messageType}, ${m.content}, ${m.duration}, ${m.atIds}, ${m.share}, ${m.fileName}, ${m.fileSize},
    ${m.commandType}, ${m.msgSource}, ${m.createdAt}, ${m.visibleTo ?? null})`;

/** Moves each conversation's counter on by its number of messages; answers each message's seq. */
async function takeSeqs(trx: Trx, messages: readonly NewMessage[]): Promise<number[]> {
  const counts = new Map<string, number>();
  for (const { conversationKey } of messages)
    counts.set(conversationKey, (counts.get(conversationKey) ?? 0) + 1);
  const keys = [...counts.keys()].sort();
  const next = new Map<string, number>();
  for (const part of chunks(keys, ROWS_PER_INSERT)) {
    const counters = await sql<{ conversationKey: string; lastSeq: number | string }>`
      insert into im_counters (conversation_key, last_seq)
      values ${sql.join(part.map((key) => sql`(${key}, ${counts.get(key)!})`))}
      on conflict (conversation_key) do update set last_seq = im_counters.last_seq + excluded.last_seq
      returning conversation_key, last_seq`.execute(trx);
    for (const row of counters.rows) {
      next.set(row.conversationKey, Number(row.lastSeq) - counts.get(row.conversationKey)! + 1);
    }
  }
  return messages.map(({ conversationKey }) => {
    const seq = next.get(conversationKey)!;
    next.set(conversationKey, seq + 1);
    return seq;
  });
}

interface SideUpdate {
  userId: number;
  peerId: number;
  conversationKey: string;
  unread: number;
  lastMessageId: number;
  updatedAt: number;
}

/**
 * Both sides' rows of every single chat in the commit, one upsert: each brought to its newest message
 * (and back, if that side had deleted it), the receiving side's unread count grown by what it received.
 */
async function touchSingles(trx: Trx, stored: StoredMessage[]): Promise<void> {
  const sides = new Map<string, SideUpdate>();
  const touch = (userId: number, peerId: number, message: StoredMessage, unread: number) => {
    const name = `${userId}:${peerId}`;
    const side = sides.get(name);
    sides.set(name, {
      userId,
      peerId,
      conversationKey: message.conversationKey,
      unread: (side?.unread ?? 0) + unread,
      lastMessageId: message.id,
      updatedAt: message.createdAt,
    });
  };
  for (const message of stored) {
    touch(message.senderId, message.receiverId, message, 0);
    touch(message.receiverId, message.senderId, message, 1);
  }
  const ordered = [...sides.values()].sort((a, b) => a.userId - b.userId || a.peerId - b.peerId);
  for (const part of chunks(ordered, ROWS_PER_INSERT)) {
    await sql`
      insert into im_conversations
        (user_id, session_type, peer_id, conversation_key, unread_count, as_top_time, last_message_id, updated_at)
      values ${sql.join(
        part.map(
          (s) =>
            sql`(${s.userId}, 'single', ${s.peerId}, ${s.conversationKey}, ${s.unread}, null, ${s.lastMessageId}, ${s.updatedAt})`,
        ),
      )}
      on conflict (user_id, session_type, peer_id) do update set
        unread_count = im_conversations.unread_count + excluded.unread_count,
        last_message_id = excluded.last_message_id,
        updated_at = excluded.updated_at`.execute(trx);
  }
}

/** Each group's newest message, and each sender's read cursor there (what one sends, one has read). */
async function touchGroups(trx: Trx, groups: GroupDirectory, stored: StoredMessage[]): Promise<void> {
  const newest = new Map<number, StoredMessage>();
  const readTo = new Map<string, { groupId: number; senderId: number; seq: number }>();
  for (const message of stored) {
    newest.set(message.receiverId, message);
    readTo.set(`${message.receiverId}:${message.senderId}`, {
      groupId: message.receiverId,
      senderId: message.senderId,
      seq: message.seq,
    });
  }
  if (newest.size > 0) {
    await groups.noteNewestMessages(
      trx,
      [...newest]
        .sort(([a], [b]) => a - b)
        .map(([groupId, message]) => ({ groupId, messageId: message.id, createdAt: message.createdAt })),
    );
  }
  const cursors = [...readTo.values()].sort((a, b) => a.senderId - b.senderId || a.groupId - b.groupId);
  for (const { groupId, senderId, seq } of cursors) {
    await trx
      .updateTable('imConversations')
      .set({ readSeq: seq })
      .where('userId', '=', senderId)
      .where('sessionType', '=', 'group')
      .where('peerId', '=', groupId)
      .execute();
  }
}
