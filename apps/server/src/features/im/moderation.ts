import { formatChinaTime, type consoleReports } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { deliver } from '../../platform/realtime/delivery.js';
import { userCardsOf } from '../users/index.js';
import { isGroupSession } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import { recipientsOf } from './messages.js';
import { presentRows } from './present-rows.js';
import { displayName, RECALLED, REMOVED_BY_PLATFORM, type StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

/** The back office's hold on chat messages: reading one in its context, removing one for everyone. */

const imDb = (db: Db) => tablesOf<ImTables>(db);

function shareTitleOf(share: string | null): string | null {
  if (!share) return null;
  try {
    const card = JSON.parse(share) as { title?: string; name?: string };
    return card.title ?? card.name ?? null;
  } catch {
    return null;
  }
}

export type ChatContext = NonNullable<consoleReports.ReportPreview['chat']>;

/** A reported message with its context, and its sender. */
export interface MessageInContext extends ChatContext {
  senderId: number;
}

/**
 * A message with the messages around it in its conversation (`around` before and after, oldest first),
 * as a moderator reads them: what was said even when recalled or removed since, and who said it. Null when
 * there is no such message.
 */
export async function messageInContext(
  db: Db,
  groups: GroupDirectory,
  messageId: number,
  around: number,
): Promise<MessageInContext | null> {
  const tables = imDb(db);
  const message = await tables
    .selectFrom('imMessages')
    .selectAll()
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!message) return null;
  const inConversation = tables
    .selectFrom('imMessages')
    .selectAll()
    .where('conversationKey', '=', message.conversationKey);
  const [before, after] = await Promise.all([
    inConversation.where('seq', '<', message.seq).orderBy('seq', 'desc').limit(around).execute(),
    inConversation.where('seq', '>', message.seq).orderBy('seq', 'asc').limit(around).execute(),
  ]);
  const rows = [...before.reverse(), message, ...after];
  const group = isGroupSession(message.sessionType);
  const senderIds = rows.map((row) => Number(row.senderId));
  const [users, groupCards, members] = await Promise.all([
    userCardsOf(db, group ? senderIds : [...senderIds, Number(message.receiverId)]),
    group ? groups.groupCardsOf(db, [Number(message.receiverId)]) : Promise.resolve(new Map()),
    group ? groups.memberCardsOf(db, [Number(message.receiverId)], senderIds) : Promise.resolve(new Map()),
  ]);
  const receiverId = Number(message.receiverId);
  const groupCard = groupCards.get(receiverId);
  const receiver = users.get(receiverId);
  return {
    senderId: Number(message.senderId),
    sessionType: group ? 'group' : 'single',
    conversation: group
      ? { id: receiverId, name: groupCard?.name ?? '', avatar: groupCard?.logo ?? '' }
      : { id: receiverId, name: receiver ? displayName(receiver) : '', avatar: receiver?.avatar ?? '' },
    messages: rows.map((row) => {
      const senderId = Number(row.senderId);
      const sender = users.get(senderId);
      return {
        id: Number(row.id),
        seq: Number(row.seq),
        sender: {
          id: senderId,
          userName: sender?.userName ?? '',
          nickName: sender?.nickName ?? '',
          avatar: sender?.avatar ?? '',
          groupNickName: members.get(`${receiverId}:${senderId}`)?.nickName ?? '',
        },
        messageType: row.messageType,
        content: row.content,
        fileName: row.fileName,
        shareTitle: shareTitleOf(row.share),
        createTime: formatChinaTime(Number(row.createdAt)),
        recalled: Number(row.recalled) === RECALLED,
        removed: Number(row.recalled) === REMOVED_BY_PLATFORM,
        reported: Number(row.id) === messageId,
      };
    }),
  };
}

/** A removed message: who sent it, and whether it had been removed before. */
export interface RemovedMessage {
  senderId: number;
  before: 'shown' | 'recalled' | 'removed';
}

/**
 * Removes a message for everyone, inside the caller's transaction: every later read (history, catch-up,
 * the conversation list) shows in its place a line saying the platform removed it, and nothing of what it
 * said, showed or linked. Kept in the database for the record. Null when there is no such message. Tell
 * the open devices with `announceRemovedMessage` after the commit.
 */
export async function removeMessageForEveryone(db: Db, messageId: number): Promise<RemovedMessage | null> {
  const row = await imDb(db)
    .selectFrom('imMessages')
    .select(['senderId', 'recalled'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) return null;
  const state = Number(row.recalled);
  await imDb(db)
    .updateTable('imMessages')
    .set({ recalled: REMOVED_BY_PLATFORM })
    .where('id', '=', messageId)
    .execute();
  return {
    senderId: Number(row.senderId),
    before: state === REMOVED_BY_PLATFORM ? 'removed' : state === RECALLED ? 'recalled' : 'shown',
  };
}

/**
 * Tells every open device of the message's conversation that it was removed: the frame a recall sends,
 * carrying the removal line in the message's place, so open threads and previews replace it at once.
 */
export async function announceRemovedMessage(
  db: Db,
  groups: GroupDirectory,
  bus: EventBus | undefined,
  messageId: number,
): Promise<void> {
  const row = await imDb(db)
    .selectFrom('imMessages')
    .selectAll()
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) return;
  const stored: StoredMessage = { ...row, id: Number(row.id) };
  const [message] = await presentRows(db, groups, [stored]);
  await deliver(bus, { type: 'recall', data: message! }, await recipientsOf(imDb(db), groups, stored));
}
