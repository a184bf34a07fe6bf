import { im } from '@fox/contracts';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { assertSingle, singleChatKey } from './conversation-key.js';
import { ImError } from './im-errors.js';
import { presentMessage, type StoredMessage, type UserCard } from './present.js';

type Db = Kysely<DatabaseSchema>;

export interface SendOutcome {
  message: im.Message;
  /** False when the (sender, localId) pair was stored before: a retry, delivered once already. */
  created: boolean;
}

/** Refuses a send whose fields do not fit its message type; nothing is stored. */
function checkSend(senderId: number, frame: im.SendFrame): void {
  assertSingle(frame.sessionType);
  if (frame.commandType) throw new ImError(400, 'commandNotYet', { commandType: frame.commandType });
  if (frame.receiverId === senderId) throw new ImError(400, 'toSelf');
  switch (frame.messageType) {
    case 'text':
      if (!frame.content?.trim()) throw new ImError(400, 'emptyText');
      return;
    case 'share':
      if (!frame.share) throw new ImError(400, 'shareMissing');
      return;
    default:
      if (!im.mediaContentSchema.safeParse(frame.content ?? '').success)
        throw new ImError(400, 'mediaPath', { messageType: frame.messageType });
      if (frame.messageType === 'file' && !frame.file) throw new ImError(400, 'fileMissing');
  }
}

export async function userCards(db: Db, ids: number[]): Promise<Map<number, UserCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'userName', 'nickName', 'avatar'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function presentRows(db: Db, rows: StoredMessage[]): Promise<im.Message[]> {
  const users = await userCards(
    db,
    rows.flatMap((row) => [row.senderId, row.receiverId]),
  );
  return rows.map((row) => presentMessage(row, users));
}

const findSent = (db: Db, senderId: number, localId: string) =>
  db
    .selectFrom('imMessages')
    .selectAll()
    .where('senderId', '=', senderId)
    .where('localId', '=', localId)
    .executeTakeFirst();

/**
 * Stores one message: the conversation's next seq, the message, and both sides' conversation rows change in
 * one transaction. The counter row is updated in place, so concurrent sends to one conversation queue on
 * its lock (PostgreSQL) or on the single writer (SQLite) and never share a seq.
 */
export async function sendMessage(
  db: Db,
  senderId: number,
  frame: im.SendFrame,
  now = Date.now(),
): Promise<SendOutcome> {
  checkSend(senderId, frame);
  const earlier = await findSent(db, senderId, frame.localId);
  if (earlier) return { message: (await presentRows(db, [earlier]))[0]!, created: false };
  const users = await userCards(db, [senderId, frame.receiverId]);
  if (!users.has(frame.receiverId)) throw new ImError(404, 'receiverUnknown');

  const conversationKey = singleChatKey(senderId, frame.receiverId);
  let stored: StoredMessage;
  try {
    stored = await db.transaction().execute(async (trx) => {
      const { lastSeq } = await trx
        .insertInto('imCounters')
        .values({ conversationKey, lastSeq: 1 })
        .onConflict((oc) =>
          oc
            .column('conversationKey')
            .doUpdateSet((eb) => ({ lastSeq: eb(eb.ref('imCounters.lastSeq'), '+', 1) })),
        )
        .returning('lastSeq')
        .executeTakeFirstOrThrow();
      const values = {
        conversationKey,
        seq: lastSeq,
        sessionType: frame.sessionType,
        senderId,
        receiverId: frame.receiverId,
        localId: frame.localId,
        messageType: frame.messageType,
        content: frame.content ?? '',
        duration: frame.duration ?? null,
        atIds: JSON.stringify(frame.atIds ?? []),
        share: frame.share ? JSON.stringify(frame.share) : null,
        fileName: frame.messageType === 'file' ? (frame.file?.fileName ?? null) : null,
        fileSize: frame.messageType === 'file' ? (frame.file?.fileSize ?? null) : null,
        commandType: null,
        msgSource: frame.msgSource ?? null,
        createdAt: now,
      };
      const { id } = await trx
        .insertInto('imMessages')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await touchConversation(trx, senderId, frame.receiverId, conversationKey, id, now, 0);
      await touchConversation(trx, frame.receiverId, senderId, conversationKey, id, now, 1);
      return { ...values, id };
    });
  } catch (error) {
    // The same localId raced in on another connection: the unique index kept one, and that one is the answer.
    const winner = await findSent(db, senderId, frame.localId);
    if (winner) return { message: (await presentRows(db, [winner]))[0]!, created: false };
    throw error;
  }
  return { message: presentMessage(stored, users), created: true };
}

/** Puts the message on top of one side's conversation list, bringing back a conversation deleted there. */
async function touchConversation(
  trx: Transaction<DatabaseSchema>,
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

export interface ConversationTarget {
  sessionType: im.SessionType;
  receiverId: number;
}

/** A page of one of the viewer's conversations, newest first. The key comes from the viewer's own id. */
export async function messagePage(
  db: Db,
  viewerId: number,
  target: ConversationTarget,
  offset: number,
  limit: number,
): Promise<{ rows: im.Message[]; total: number }> {
  assertSingle(target.sessionType);
  const conversationKey = singleChatKey(viewerId, target.receiverId);
  const rows = await db
    .selectFrom('imMessages')
    .selectAll()
    .where('conversationKey', '=', conversationKey)
    .where((eb) => notHiddenFor(eb, viewerId))
    .orderBy('seq', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const total =
    (await lastSeqOf(db, conversationKey)) - (await hiddenCount(db, viewerId, conversationKey, 0));
  return { rows: await presentRows(db, rows), total };
}

/** Messages after a seq, oldest first: what a client missed while its socket was down. */
export async function messagesAfter(
  db: Db,
  viewerId: number,
  target: ConversationTarget,
  afterSeq: number,
  limit: number,
): Promise<{ rows: im.Message[]; total: number }> {
  assertSingle(target.sessionType);
  const conversationKey = singleChatKey(viewerId, target.receiverId);
  const rows = await db
    .selectFrom('imMessages')
    .selectAll()
    .where('conversationKey', '=', conversationKey)
    .where('seq', '>', afterSeq)
    .where((eb) => notHiddenFor(eb, viewerId))
    .orderBy('seq', 'asc')
    .limit(limit)
    .execute();
  // Seqs have no gaps, so the count after afterSeq is read from the counter, less what the viewer deleted.
  const total = Math.max(
    0,
    (await lastSeqOf(db, conversationKey)) -
      afterSeq -
      (await hiddenCount(db, viewerId, conversationKey, afterSeq)),
  );
  return { rows: await presentRows(db, rows), total };
}

/** Leaves out the messages the viewer deleted from their own view. */
const notHiddenFor = (eb: ExpressionBuilder<DatabaseSchema, 'imMessages'>, viewerId: number) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('imHiddenMessages')
        .select('imHiddenMessages.messageId')
        .where('imHiddenMessages.userId', '=', viewerId)
        .whereRef('imHiddenMessages.messageId', '=', 'imMessages.id'),
    ),
  );

async function hiddenCount(
  db: Db,
  viewerId: number,
  conversationKey: string,
  afterSeq: number,
): Promise<number> {
  const { count } = await db
    .selectFrom('imHiddenMessages as h')
    .innerJoin('imMessages as m', 'm.id', 'h.messageId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('h.userId', '=', viewerId)
    .where('m.conversationKey', '=', conversationKey)
    .where('m.seq', '>', afterSeq)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function lastSeqOf(db: Db, conversationKey: string): Promise<number> {
  const row = await db
    .selectFrom('imCounters')
    .select('lastSeq')
    .where('conversationKey', '=', conversationKey)
    .executeTakeFirst();
  return row?.lastSeq ?? 0;
}
