import type { im } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { assertSingle } from './conversation-key.js';
import { ImError } from './im-errors.js';
import type { ConversationTarget } from './messages.js';
import { avatarOf, displayName } from './present.js';

type Db = Kysely<DatabaseSchema>;

/** The viewer's conversations: pinned ones first (latest pin first), then by latest message. */
export async function conversationList(
  db: Db,
  viewerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: im.Conversation[]; total: number }> {
  const rows = await db
    .selectFrom('imConversations as c')
    .innerJoin('users as u', 'u.id', 'c.peerId')
    .leftJoin('imMessages as m', 'm.id', 'c.lastMessageId')
    .leftJoin('imCounters as k', 'k.conversationKey', 'c.conversationKey')
    .select([
      'c.id',
      'c.sessionType',
      'c.peerId',
      'c.conversationKey',
      'c.unreadCount',
      'c.asTopTime',
      'c.updatedAt',
      'u.id as peerUserId',
      'u.userName',
      'u.nickName',
      'u.avatar',
      'm.messageType',
      'm.content',
      'm.duration',
      'm.atIds',
      'm.share',
      'm.msgSource',
      'm.recalled',
      'k.lastSeq',
    ])
    .where('c.userId', '=', viewerId)
    .orderBy(sql`coalesce(c.as_top_time, 0)`, 'desc')
    .orderBy('c.updatedAt', 'desc')
    .orderBy('c.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const { total } = await db
    .selectFrom('imConversations')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('userId', '=', viewerId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(total),
    rows: rows.map((row) => {
      const peer = { id: row.peerUserId, userName: row.userName, nickName: row.nickName, avatar: row.avatar };
      // A recalled message's content is withheld from the preview too.
      const recalled = row.recalled === 1;
      const share = row.share && !recalled ? (JSON.parse(row.share) as im.Share) : null;
      return {
        id: row.id,
        chatId: row.conversationKey,
        sessionType: row.sessionType as im.SessionType,
        receiver: { id: row.peerId, name: displayName(peer) },
        userName: displayName(peer),
        userAvatar: avatarOf(peer),
        unreadCount: row.unreadCount,
        asTopTime: row.asTopTime,
        updateTime: row.updatedAt,
        messageType: (row.messageType as im.MessageType | null) ?? null,
        body: { content: recalled ? '' : (row.content ?? ''), duration: row.duration ?? null },
        atIds: row.atIds ? (JSON.parse(row.atIds) as number[]) : [],
        shareId: share ? String(share.id) : null,
        shareType: share?.type ?? null,
        msgSource: row.msgSource ?? null,
        lastSeq: row.lastSeq ?? 0,
      };
    }),
  };
}

const ofTarget = (db: Db, viewerId: number, target: ConversationTarget) =>
  db
    .updateTable('imConversations')
    .where('userId', '=', viewerId)
    .where('sessionType', '=', target.sessionType)
    .where('peerId', '=', target.receiverId);

/** Selecting a conversation reads it: its unread count becomes 0 (a conversation not yet listed is fine). */
export async function markConversationRead(
  db: Db,
  viewerId: number,
  target: ConversationTarget,
): Promise<void> {
  assertSingle(target.sessionType);
  await ofTarget(db, viewerId, target).set({ unreadCount: 0 }).execute();
}

/** Pins or unpins; answers true when now pinned. */
export async function toggleTop(
  db: Db,
  viewerId: number,
  target: ConversationTarget,
  now = Date.now(),
): Promise<boolean> {
  assertSingle(target.sessionType);
  const pinned = await ofTarget(db, viewerId, target)
    .set((eb) => ({
      asTopTime: eb.case().when('asTopTime', 'is', null).then(now).else(null).end(),
    }))
    .returning('asTopTime')
    .executeTakeFirst();
  if (!pinned) throw new ImError(404, 'conversationNotFound');
  return pinned.asTopTime !== null;
}

/** Removes the viewer's row only: the other side keeps the conversation, and the messages stay. */
export async function removeConversation(db: Db, viewerId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('imConversations')
    .where('id', '=', id)
    .where('userId', '=', viewerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ImError(404, 'conversationNotFound');
}

export async function unreadStats(
  db: Db,
  viewerId: number,
): Promise<{ unreadCount: number; unreadConversationCount: number }> {
  const row = await db
    .selectFrom('imConversations')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('unreadCount'), eb.lit(0)).as('unreadCount'),
      eb.fn.countAll<number>().as('conversations'),
    ])
    .where('userId', '=', viewerId)
    .where('unreadCount', '>', 0)
    .executeTakeFirstOrThrow();
  return { unreadCount: Number(row.unreadCount), unreadConversationCount: Number(row.conversations) };
}
