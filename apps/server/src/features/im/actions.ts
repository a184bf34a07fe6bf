import { randomUUID } from 'node:crypto';
import { groups as groupRules, im } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { EventBus } from '../../platform/realtime/bus.js';
import { deliver } from '../../platform/realtime/delivery.js';
import { readableMessage, type ConversationTarget } from './access.js';
import { imClock } from './clock.js';
import { isGroupSession } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import { ImError } from './im-errors.js';
import { checkCanSend, recipientsOf, sendMessage, type Append } from './messages.js';
import { presentRows } from './present-rows.js';
import { RECALLED, REMOVED_BY_PLATFORM, type StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

type Db = Kysely<ImTables>;

/** The chat message context menu's actions (spec 001 §5, §6, §9). */

async function roleInGroup(db: Db, groups: GroupDirectory, groupId: number, userId: number): Promise<string> {
  const cards = await groups.memberCardsOf(db, [groupId], [userId]);
  // Someone who left counts as an ordinary member.
  return cards.get(`${groupId}:${userId}`)?.permissionType ?? 'group_user';
}

/**
 * Why the viewer may not recall this message, or null when they may (spec 001 §6): one's own within
 * 2 minutes; in a group the leader any message within 24 hours, an admin their own or an ordinary
 * member's within 24 hours, never the leader's or another admin's.
 */
export function recallRule(
  viewerId: number,
  viewerRole: string | null,
  senderRole: string | null,
  row: Pick<StoredMessage, 'senderId' | 'messageType' | 'createdAt' | 'recalled'>,
  now: number,
): ImError | null {
  if (row.recalled === RECALLED) return new ImError(400, 'recalledAlready');
  if (row.recalled === REMOVED_BY_PLATFORM) return new ImError(404, 'messageNotFound');
  if (!im.RECALLABLE_TYPES.includes(row.messageType as im.MessageType)) return new ImError(400, 'recallType');
  const own = row.senderId === viewerId;
  const age = now - row.createdAt;
  if (own && age <= im.RECALL_WINDOW_MS) return null;
  const manages =
    viewerRole === 'group_leader' || (viewerRole === 'group_admin' && (own || senderRole === 'group_user'));
  if (manages) return age <= groupRules.MANAGER_RECALL_WINDOW_MS ? null : new ImError(400, 'recallExpired');
  return own ? new ImError(400, 'recallExpired') : new ImError(403, 'recallNotOwn');
}

/** Marks the message recalled and tells every open device of the conversation. */
export async function recallMessage(
  db: Db,
  groups: GroupDirectory,
  bus: EventBus | undefined,
  viewerId: number,
  id: number,
) {
  const { row, viewerRole } = await readableMessage(db, groups, viewerId, id);
  const senderRole =
    viewerRole === null || row.senderId === viewerId
      ? viewerRole
      : await roleInGroup(db, groups, row.receiverId, row.senderId);
  const refusal = recallRule(viewerId, viewerRole, senderRole, row, imClock.now());
  if (refusal) throw refusal;
  // Guarded on recalled = 0 so that two racing recalls deliver one frame.
  const result = await db
    .updateTable('imMessages')
    .set({ recalled: 1 })
    .where('id', '=', id)
    .where('recalled', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ImError(400, 'recalledAlready');
  const [message] = await presentRows(db, groups, [{ ...row, recalled: 1 }]);
  await deliver(bus, { type: 'recall', data: message! }, await recipientsOf(db, groups, row));
  return message!;
}

/** Removes the message from the viewer's own history and catch-up; everyone else keeps it. */
export async function hideMessage(
  db: Db,
  groups: GroupDirectory,
  viewerId: number,
  id: number,
): Promise<void> {
  const { row } = await readableMessage(db, groups, viewerId, id);
  if (im.undeletable(row.messageType as im.MessageType)) throw new ImError(400, 'voiceNotDeletable');
  await db
    .insertInto('imHiddenMessages')
    .values({ userId: viewerId, messageId: id })
    .onConflict((oc) => oc.columns(['userId', 'messageId']).doNothing())
    .execute();
}

const targetKey = (target: ConversationTarget) =>
  `${isGroupSession(target.sessionType) ? 'group' : 'single'}:${target.receiverId}`;

/** Refusals that mean "not now" rather than "never": such targets are skipped, not fatal. */
const BLOCKED = new Set(['im.groupDissolved', 'im.groupBanned', 'im.orderEnded', 'im.forbidden']);

/**
 * Sends a copy of a readable message from the viewer to each target, delivered like any send. Unknown
 * targets refuse the whole forward before anything is stored; targets where the viewer may not send now
 * (muted, banned, dissolved) are skipped, and when every target is skipped the forward fails (spec 001 §8).
 */
export async function forwardMessage(
  db: Db,
  groups: GroupDirectory,
  append: Append,
  bus: EventBus | undefined,
  viewerId: number,
  id: number,
  requested: ConversationTarget[],
): Promise<{ sent: im.Message[]; skipped: ConversationTarget[] }> {
  const targets = [...new Map(requested.map((target) => [targetKey(target), target])).values()];
  if (targets.length > im.FORWARD_MAX) throw new ImError(400, 'forwardMax', { max: im.FORWARD_MAX });
  const { row } = await readableMessage(db, groups, viewerId, id);
  // What the platform removed is not passed on.
  if (row.recalled === REMOVED_BY_PLATFORM) throw new ImError(404, 'messageNotFound');
  const [original] = await presentRows(db, groups, [row]);
  if (original!.messageType === 'voice') throw new ImError(400, 'voiceNotForwardable');
  if (!im.forwardable(original!) || original!.messageType === 'command')
    throw new ImError(400, 'messageNotFound');

  const batch = randomUUID();
  const now = imClock.now();
  const frames = targets.map((target) => ({
    localId: `fwd-${batch}-${targetKey(target)}`.slice(0, 64),
    receiverId: target.receiverId,
    sessionType: isGroupSession(target.sessionType) ? ('group' as const) : ('single' as const),
    messageType: original!.messageType as im.SendFrame['messageType'],
    content: original!.body.content,
    ...(original!.body.duration !== null ? { duration: original!.body.duration } : {}),
    ...(original!.share ? { share: original!.share } : {}),
    ...(original!.file
      ? { file: { fileName: original!.file.fileName, fileSize: original!.file.fileSize } }
      : {}),
    ...(original!.msgSource !== null ? { msgSource: original!.msgSource } : {}),
  }));
  // Every target is checked before the first copy is stored: an unknown one refuses the whole forward.
  const skipped: ConversationTarget[] = [];
  const open: im.SendFrame[] = [];
  for (const frame of frames) {
    try {
      if (frame.sessionType === 'single' && frame.receiverId === viewerId) throw new ImError(400, 'toSelf');
      await checkCanSend(db, groups, viewerId, frame, now);
      open.push(frame);
    } catch (error) {
      if (error instanceof ImError && BLOCKED.has(error.messageKey ?? '')) skipped.push(frame);
      else throw error;
    }
  }
  if (open.length === 0) throw new ImError(400, 'sendFailed');

  const sent: im.Message[] = [];
  for (const frame of open) {
    const { message, recipients } = await sendMessage(db, groups, append, viewerId, frame, now, bus);
    sent.push(message);
    await deliver(bus, { type: 'message', data: message }, recipients);
  }
  return {
    sent,
    skipped: skipped.map(({ sessionType, receiverId }) => ({ sessionType, receiverId })),
  };
}
