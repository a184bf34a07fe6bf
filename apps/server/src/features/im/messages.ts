import { groups as groupRules, im } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { EventBus } from '../../platform/realtime/bus.js';
import { userCardsOf, type UserCard } from '../users/index.js';
import {
  accessConversation,
  notHiddenFor,
  visibleFor,
  type ConversationAccess,
  type ConversationTarget,
} from './access.js';
import { assertNotMuted } from './account-mutes.js';
import { appendMessage, type NewMessage } from './append.js';
import { isGroupSession } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import { ImError, type ImTextKey } from './im-errors.js';
import { presentRows } from './present-rows.js';
import { checkSentFiles } from './sent-files.js';
import { presentMessage, type StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

type Db = Kysely<ImTables>;

/** How a checked send is stored: in the socket stream's next group commit, or in a transaction of its own. */
export type Append = (message: NewMessage) => Promise<StoredMessage>;

/** Stores each message in a transaction of its own: for a send outside the sockets' stream. */
export const appendAlone =
  (db: Db, groups: GroupDirectory): Append =>
  (message) =>
    db.transaction().execute((trx) => appendMessage(trx, groups, message));

export interface SendOutcome {
  message: im.Message;
  /** False when the (sender, localId) pair was stored before: a retry, answered with what was stored. */
  created: boolean;
  /** Whose devices get the message: both sides of a single chat, every member of a group. */
  recipients: number[];
}

/** A send checked and ready to store. */
export interface PreparedSend {
  /**
   * Queues it for the next group commit at once (sends queued in order get their seqs in that order);
   * settles once it is committed.
   */
  store(): Promise<SendOutcome>;
}

/** Refuses a send whose fields do not fit its message type; nothing is stored. */
function checkSend(senderId: number, frame: im.SendFrame): void {
  if (frame.commandType) throw new ImError(400, 'commandNotYet', { commandType: frame.commandType });
  if (!isGroupSession(frame.sessionType) && frame.receiverId === senderId) throw new ImError(400, 'toSelf');
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

const blockKeys: Record<string, ImTextKey> = {
  dissolved: 'groupDissolved',
  banned: 'groupBanned',
  orderEnded: 'orderEnded',
  forbidden: 'forbidden',
};

/** Where a send goes and who gets it, after the sender's right to send there is checked. */
async function routeSend(
  db: Db,
  groups: GroupDirectory,
  senderId: number,
  frame: im.SendFrame,
  now: number,
): Promise<{ access: ConversationAccess; recipients: number[] }> {
  // An account muted by an operator says nothing anywhere: private chats and groups alike.
  await assertNotMuted(db, senderId, now);
  const access = await accessConversation(db, groups, senderId, frame);
  const { membership } = access;
  if (!membership) return { access, recipients: [senderId, frame.receiverId] };
  const block = groups.sendBlockOf(membership, now);
  if (block) throw new ImError(403, blockKeys[block]!);
  const recipients = await groups.memberIdsOf(db, membership.groupId);
  const atIds = frame.atIds ?? [];
  if (atIds.includes(im.MENTION_ALL) && !groupRules.isManager(membership.permissionType))
    throw new ImError(403, 'mentionAll');
  if (atIds.some((id) => id !== im.MENTION_ALL && !recipients.includes(id)))
    throw new ImError(400, 'mentionNotMember');
  return { access, recipients };
}

/** Whether the viewer may send to this target right now; the refusal is the one a send would get. */
export async function checkCanSend(
  db: Db,
  groups: GroupDirectory,
  senderId: number,
  target: ConversationTarget,
  now: number,
) {
  const frame = { ...target, localId: 'check', messageType: 'text' as const, content: '.' };
  await routeSend(db, groups, senderId, frame, now);
  if (
    !isGroupSession(target.sessionType) &&
    !(await userCardsOf(db, [target.receiverId])).has(target.receiverId)
  )
    throw new ImError(404, 'receiverUnknown');
}

const findSent = (db: Db, senderId: number, localId: string) =>
  db
    .selectFrom('imMessages')
    .selectAll()
    .where('senderId', '=', senderId)
    .where('localId', '=', localId)
    .executeTakeFirst();

/**
 * Whose devices a stored message reaches: both sides of a single chat, a group's members now; the one member
 * a message is meant for when it is visible to one only.
 */
export async function recipientsOf(db: Db, groups: GroupDirectory, row: StoredMessage): Promise<number[]> {
  if (row.visibleTo !== null && row.visibleTo !== undefined) return [Number(row.visibleTo)];
  return isGroupSession(row.sessionType)
    ? groups.memberIdsOf(db, row.receiverId)
    : [row.senderId, row.receiverId];
}

/**
 * The answer to a retry: the message stored the first time. It goes to the recipients again, since the
 * first delivery may never have happened (the sender's connection or the bus failed after the commit);
 * clients merge by seq, so a second copy shows once.
 */
async function storedBefore(
  db: Db,
  groups: GroupDirectory,
  senderId: number,
  localId: string,
): Promise<SendOutcome | null> {
  const earlier = await findSent(db, senderId, localId);
  if (!earlier) return null;
  const [message] = await presentRows(db, groups, [earlier]);
  return { message: message!, created: false, recipients: await recipientsOf(db, groups, earlier) };
}

/**
 * Checks a send (its fields, its files, the sender's right to send there, the receiver) without storing
 * anything; `store` then stores it once per (sender, localId). The checks of one sender's sends may run
 * side by side; storing them in order keeps their order. A retry is not looked up first: the unique index
 * refuses the second row, and the first is the answer.
 */
export async function prepareSend(
  db: Db,
  groups: GroupDirectory,
  append: Append,
  senderId: number,
  frame: im.SendFrame,
  now = Date.now(),
  cardsOf: (ids: number[]) => Promise<Map<number, UserCard>> = (ids) => userCardsOf(db, ids),
  bus?: EventBus,
): Promise<PreparedSend> {
  checkSend(senderId, frame);
  await checkSentFiles(db, senderId, frame);
  let route: Awaited<ReturnType<typeof routeSend>>;
  try {
    route = await routeSend(db, groups, senderId, frame, now);
  } catch (error) {
    // A retry of a message stored before the sender was muted (or the group ended) still gets its echo.
    const earlier = await storedBefore(db, groups, senderId, frame.localId);
    if (earlier) return { store: () => Promise.resolve(earlier) };
    throw error;
  }
  const { access } = route;
  let { recipients } = route;
  const group = access.membership !== null;
  // The group's anti-harassment rule reads what the member wrote: a text's words (spec 002 §9). The other
  // kinds carry a file's path or a card of a work published (and screened) elsewhere, not the sender's words.
  let visibleTo: number | null = null;
  if (access.membership && frame.messageType === 'text') {
    const screening = await groups.screenMessage(db, bus, access.membership, frame.content ?? '', now);
    if (screening === 'kick') throw new ImError(403, 'harassKicked');
    if (screening === 'hide') {
      visibleTo = senderId;
      recipients = [senderId];
    }
  }
  // The cards are read before the write: an unknown receiver is refused without a transaction.
  const cards = await cardsOf(group ? [senderId] : [senderId, frame.receiverId]);
  if (!group && !cards.has(frame.receiverId)) throw new ImError(404, 'receiverUnknown');
  const row = {
    conversationKey: access.conversationKey,
    sessionType: group ? 'group' : 'single',
    senderId,
    receiverId: frame.receiverId,
    localId: frame.localId,
    messageType: frame.messageType,
    content: frame.content ?? '',
    duration: frame.duration ?? null,
    atIds: JSON.stringify(group ? (frame.atIds ?? []) : []),
    share: frame.share ? JSON.stringify(frame.share) : null,
    fileName: frame.messageType === 'file' ? (frame.file?.fileName ?? null) : null,
    fileSize: frame.messageType === 'file' ? (frame.file?.fileSize ?? null) : null,
    commandType: null,
    msgSource: frame.msgSource ?? null,
    createdAt: now,
    visibleTo,
  };
  const store = () =>
    append(row).then(
      async (stored): Promise<SendOutcome> => {
        const message = group
          ? (await presentRows(db, groups, [stored]))[0]!
          : presentMessage(stored, { users: cards, groups: new Map(), members: new Map() });
        return { message, created: true, recipients };
      },
      async (error: unknown) => {
        // A retry, or the same localId racing in on another connection: the unique index kept one, the answer.
        const earlier = await storedBefore(db, groups, senderId, frame.localId);
        if (earlier) return earlier;
        throw error;
      },
    );
  return { store };
}

/** Stores one message sent by a user: its checks, then its commit. */
export async function sendMessage(
  db: Db,
  groups: GroupDirectory,
  append: Append,
  senderId: number,
  frame: im.SendFrame,
  now = Date.now(),
  bus?: EventBus,
): Promise<SendOutcome> {
  return (await prepareSend(db, groups, append, senderId, frame, now, undefined, bus)).store();
}

/** A page of one of the viewer's conversations, newest first. */
export async function messagePage(
  db: Db,
  groups: GroupDirectory,
  viewerId: number,
  target: ConversationTarget,
  offset: number,
  limit: number,
): Promise<{ rows: im.Message[]; total: number }> {
  const { conversationKey, floorSeq } = await accessConversation(db, groups, viewerId, target);
  const rows = await db
    .selectFrom('imMessages')
    .selectAll()
    .where('conversationKey', '=', conversationKey)
    .where('seq', '>', floorSeq)
    .where((eb) => notHiddenFor(eb, viewerId))
    .where((eb) => visibleFor(eb, viewerId))
    .orderBy('seq', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const total = Math.max(
    0,
    (await lastSeqOf(db, conversationKey)) -
      floorSeq -
      (await hiddenCount(db, viewerId, conversationKey, floorSeq)),
  );
  return { rows: await presentRows(db, groups, rows), total };
}

/** Messages after a seq, oldest first: what a client missed while its socket was down. */
export async function messagesAfter(
  db: Db,
  groups: GroupDirectory,
  viewerId: number,
  target: ConversationTarget,
  afterSeq: number,
  limit: number,
): Promise<{ rows: im.Message[]; total: number }> {
  const { conversationKey, floorSeq } = await accessConversation(db, groups, viewerId, target);
  const from = Math.max(afterSeq, floorSeq);
  const rows = await db
    .selectFrom('imMessages')
    .selectAll()
    .where('conversationKey', '=', conversationKey)
    .where('seq', '>', from)
    .where((eb) => notHiddenFor(eb, viewerId))
    .where((eb) => visibleFor(eb, viewerId))
    .orderBy('seq', 'asc')
    .limit(limit)
    .execute();
  // Seqs have no gaps, so the count after `from` is read from the counter, less what the viewer deleted.
  const total = Math.max(
    0,
    (await lastSeqOf(db, conversationKey)) - from - (await hiddenCount(db, viewerId, conversationKey, from)),
  );
  return { rows: await presentRows(db, groups, rows), total };
}

/**
 * The messages after `afterSeq` the viewer does not read: those they deleted from their view, and those
 * meant for another member only (read by the partial index on visibleTo, so it costs what such messages
 * number, not the conversation's length).
 */
async function hiddenCount(
  db: Db,
  viewerId: number,
  conversationKey: string,
  afterSeq: number,
): Promise<number> {
  return (
    (await deletedCount(db, viewerId, conversationKey, afterSeq)) +
    (await othersOnlyCount(db, viewerId, conversationKey, afterSeq))
  );
}

/** Messages after `afterSeq` (up to `uptoSeq`) meant for one member other than the viewer. */
export async function othersOnlyCount(
  db: Db,
  viewerId: number,
  conversationKey: string,
  afterSeq: number,
  uptoSeq?: number,
): Promise<number> {
  let query = db
    .selectFrom('imMessages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('conversationKey', '=', conversationKey)
    .where('visibleTo', 'is not', null)
    .where('seq', '>', afterSeq)
    .where('visibleTo', '!=', viewerId);
  if (uptoSeq !== undefined) query = query.where('seq', '<=', uptoSeq);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

async function deletedCount(
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

/** The last seq given in a conversation: how far it has gone; 0 before its first message. */
export async function lastSeqOf(db: Db, conversationKey: string): Promise<number> {
  const row = await db
    .selectFrom('imCounters')
    .select('lastSeq')
    .where('conversationKey', '=', conversationKey)
    .executeTakeFirst();
  return Number(row?.lastSeq ?? 0);
}
