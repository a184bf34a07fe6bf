import { formatChinaTime, groups as groupRules, type im } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import { defaultAvatarPath, userCardsOf } from '../users/index.js';
import { accessConversation, type ConversationTarget } from './access.js';
import { isGroupSession } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import { ImError } from './im-errors.js';
import { lastSeqOf } from './messages.js';
import { displayName, RECALLED, REMOVED_BY_PLATFORM, removedLine } from './present.js';
import { mentionsViewer } from './mentions.js';
import type { ImTables } from './tables.js';

type Db = Kysely<ImTables>;

/**
 * The viewer's rows that the list shows. A single chat's newest message and unread count live on the
 * viewer's row; a group's newest message is the one at its counter's seq, and its unread count is the seq
 * distance.
 */
const listedRows = (db: Db, viewerId: number) =>
  db
    .selectFrom('imConversations as c')
    .leftJoin('imCounters as k', 'k.conversationKey', 'c.conversationKey')
    .where('c.userId', '=', viewerId)
    .where((eb) =>
      eb.or([
        eb('c.sessionType', '=', 'single'),
        eb('c.clearedSeq', '=', 0),
        eb('k.lastSeq', '>', eb.ref('c.clearedSeq')),
      ]),
    );

/**
 * A group's unread count: the seq distance, less the messages in it meant for another member only
 * (visibleTo), counted through the partial index on visibleTo, so a group with none costs nothing more.
 */
const groupUnread = (
  viewerId: number,
) => sql<number>`case when k.last_seq > c.read_seq then k.last_seq - c.read_seq - (
    select count(*) from im_messages v
    where v.conversation_key = c.conversation_key and v.visible_to is not null
      and v.seq > c.read_seq and v.seq <= k.last_seq and v.visible_to <> ${viewerId}
  ) else 0 end`;

/**
 * The seq of a group's newest message the viewer reads: the counter's, unless that one is meant for
 * another member only; then the index on (conversation, seq) is walked back to the first the viewer reads.
 */
const newestVisibleSeq = (viewerId: number) => sql<number>`(
    select v.seq from im_messages v
    where v.conversation_key = c.conversation_key and v.seq <= k.last_seq
      and (v.visible_to is null or v.visible_to = ${viewerId})
    order by v.seq desc limit 1
  )`;

/** The viewer's conversations: pinned ones first (latest pin first), then by latest message. */
export async function conversationList(
  db: Db,
  groups: GroupDirectory,
  viewerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: im.Conversation[]; total: number }> {
  const rows = await listedRows(db, viewerId)
    .leftJoin('imMessages as newest', (join) =>
      join
        .onRef('newest.conversationKey', '=', 'c.conversationKey')
        .on('newest.seq', '=', newestVisibleSeq(viewerId))
        .on('c.sessionType', '!=', 'single'),
    )
    .leftJoin('imMessages as m', (join) =>
      join.on(sql`m.id`, '=', sql`coalesce(newest.id, c.last_message_id)`),
    )
    .select([
      'c.id',
      'c.sessionType',
      'c.peerId',
      'c.conversationKey',
      'c.unreadCount',
      'c.readSeq',
      'c.asTopTime',
      'c.updatedAt',
      'newest.createdAt as lastMessageAt',
      'm.messageType',
      'm.commandType',
      'm.content',
      'm.duration',
      'm.atIds',
      'm.share',
      'm.msgSource',
      'm.recalled',
      'm.senderId as lastSenderId',
      'k.lastSeq',
    ])
    .select(groupUnread(viewerId).as('groupUnread'))
    .orderBy(sql`coalesce(c.as_top_time, 0)`, 'desc')
    .orderBy(sql`coalesce(newest.created_at, c.updated_at)`, 'desc')
    .orderBy('c.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const { total } = await listedRows(db, viewerId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const groupIds = rows.filter((row) => isGroupSession(row.sessionType)).map((row) => row.peerId);
  const peerIds = rows.filter((row) => !isGroupSession(row.sessionType)).map((row) => row.peerId);
  const [groupCards, avatars, peers, taskChats] = await Promise.all([
    groups.groupCardsOf(db, groupIds),
    groups.groupAvatarsOf(db, groupIds),
    userCardsOf(db, peerIds),
    groups.taskChatsOf(db, viewerId, groupIds),
  ]);
  const mentioned = await mentionsViewer(
    db,
    viewerId,
    rows
      .filter((row) => isGroupSession(row.sessionType) && Number(row.groupUnread) > 0)
      .map((row) => ({ conversationKey: row.conversationKey, afterSeq: Number(row.readSeq) })),
  );
  return {
    total: Number(total),
    rows: rows.map((row) => {
      const group = isGroupSession(row.sessionType);
      const groupCard = group ? groupCards.get(row.peerId) : undefined;
      const peer = group ? undefined : peers.get(row.peerId);
      const name = group ? (groupCard?.name ?? '') : peer ? displayName(peer) : '';
      const avatar = group ? (groupCard?.logo ?? '') : (peer?.avatar ?? defaultAvatarPath(''));
      // A recalled message's content is withheld from the preview too; a removed one shows its line.
      const recalled = row.recalled === RECALLED;
      const removed = row.recalled === REMOVED_BY_PLATFORM;
      const share = row.share && !recalled && !removed ? (JSON.parse(row.share) as im.Share) : null;
      const task = group ? taskChats.get(row.peerId) : undefined;
      return {
        id: row.id,
        chatId: row.conversationKey,
        sessionType: row.sessionType as im.SessionType,
        receiver: { id: row.peerId, name },
        userName: name,
        userAvatar: avatar,
        unreadCount: group ? Number(row.groupUnread) : row.unreadCount,
        asTopTime: row.asTopTime === null ? null : formatChinaTime(Number(row.asTopTime)),
        updateTime: formatChinaTime(Number(group ? (row.lastMessageAt ?? row.updatedAt) : row.updatedAt)),
        messageType: removed ? 'tip' : ((row.messageType as im.MessageType | null) ?? null),
        body: {
          content: removed ? removedLine() : recalled ? '' : (row.content ?? ''),
          duration: removed ? null : (row.duration ?? null),
        },
        atIds: row.atIds && !removed ? (JSON.parse(row.atIds) as number[]) : [],
        shareId: share ? String(share.id) : null,
        shareType: share?.type ?? null,
        // Spec 001 §3: msgSource 1 marks a task chat, whatever its newest message was.
        msgSource: task ? groupRules.MSG_SOURCE_TASK : (row.msgSource ?? null),
        lastSeq: Number(row.lastSeq ?? 0),
        groupType: group ? (groupCard?.groupType ?? 'group') : null,
        groupUserCount: group ? Number(groupCard?.memberCount ?? 0) : null,
        avatars: group ? (avatars.get(row.peerId) ?? []) : [],
        atMe: mentioned.has(row.conversationKey),
        lastSenderId: row.lastSenderId ?? null,
        lastRecalled: recalled,
        specialRole: task?.specialRole ?? null,
        planVo: task?.planVo ?? null,
        groupExt: task?.groupExt ?? null,
      };
    }),
  };
}

const ofTarget = (db: Db, viewerId: number, target: ConversationTarget) =>
  db
    .updateTable('imConversations')
    .where('userId', '=', viewerId)
    .where('sessionType', '=', isGroupSession(target.sessionType) ? 'group' : 'single')
    .where('peerId', '=', target.receiverId);

/** Selecting a conversation reads it: its unread count becomes 0 (a conversation not yet listed is fine). */
export async function markConversationRead(
  db: Db,
  groups: GroupDirectory,
  viewerId: number,
  target: ConversationTarget,
): Promise<void> {
  const access = await accessConversation(db, groups, viewerId, target);
  if (!access.membership) {
    await ofTarget(db, viewerId, target).set({ unreadCount: 0 }).execute();
    return;
  }
  const lastSeq = await lastSeqOf(db, access.conversationKey);
  await ofTarget(db, viewerId, target).set({ readSeq: lastSeq }).where('readSeq', '<', lastSeq).execute();
}

/** Pins or unpins; answers true when now pinned. */
export async function toggleTop(
  db: Db,
  viewerId: number,
  target: ConversationTarget,
  now = Date.now(),
): Promise<boolean> {
  const pinned = await ofTarget(db, viewerId, target)
    .set((eb) => ({
      asTopTime: eb.case().when('asTopTime', 'is', null).then(now).else(null).end(),
    }))
    .returning('asTopTime')
    .executeTakeFirst();
  if (!pinned) throw new ImError(404, 'conversationNotFound');
  return pinned.asTopTime !== null;
}

/**
 * Removes a conversation from the viewer's list only. A single chat's row goes (a new message makes it
 * anew); a group's row stays, for the member's read cursor, and is hidden until a newer message arrives.
 */
export async function removeConversation(db: Db, viewerId: number, id: number): Promise<void> {
  const row = await db
    .selectFrom('imConversations')
    .select(['id', 'sessionType', 'conversationKey'])
    .where('id', '=', id)
    .where('userId', '=', viewerId)
    .executeTakeFirst();
  if (!row) throw new ImError(404, 'conversationNotFound');
  if (!isGroupSession(row.sessionType)) {
    await db.deleteFrom('imConversations').where('id', '=', id).execute();
    return;
  }
  const lastSeq = await lastSeqOf(db, row.conversationKey);
  await db
    .updateTable('imConversations')
    .set({ clearedSeq: Math.max(lastSeq, 1), readSeq: lastSeq, asTopTime: null })
    .where('id', '=', id)
    .execute();
}

export async function unreadStats(
  db: Db,
  viewerId: number,
): Promise<{ unreadCount: number; unreadConversationCount: number }> {
  const perRow = sql<number>`case when c.session_type = 'single' then c.unread_count else ${groupUnread(viewerId)} end`;
  const rows = await listedRows(db, viewerId).select(perRow.as('unread')).execute();
  const unread = rows.map((row) => Number(row.unread)).filter((count) => count > 0);
  return {
    unreadCount: unread.reduce((sum, count) => sum + count, 0),
    unreadConversationCount: unread.length,
  };
}
