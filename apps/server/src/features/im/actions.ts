import { randomUUID } from 'node:crypto';
import { im } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import type { EventBus } from './bus.js';
import { imClock } from './clock.js';
import { ImError } from './im-errors.js';
import { sendMessage, userCards } from './messages.js';
import { presentMessage, type StoredMessage } from './present.js';

type Db = Kysely<DatabaseSchema>;

/**
 * The chat message context menu's actions (spec 001 §5, §9) for one-to-one chats. Who may act is decided by
 * `recallRule`, the one place group roles (leader and admin within a day) will join.
 */

/** A message of one of the viewer's one-to-one conversations that the viewer has not deleted. */
async function readableMessage(db: Db, viewerId: number, id: number): Promise<StoredMessage> {
  const row = await db
    .selectFrom('imMessages')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('senderId', '=', viewerId), eb('receiverId', '=', viewerId)]))
    .where('sessionType', '=', 'single')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('imHiddenMessages')
            .select('messageId')
            .where('imHiddenMessages.userId', '=', viewerId)
            .whereRef('imHiddenMessages.messageId', '=', 'imMessages.id'),
        ),
      ),
    )
    .executeTakeFirst();
  // A stranger learns nothing about someone else's message, not even that it exists.
  if (!row) throw new ImError(404, 'messageNotFound');
  return row;
}

/** Why the viewer may not recall this message, or null when they may. One-to-one: own, within 2 minutes. */
function recallRule(viewerId: number, row: StoredMessage, now: number): ImError | null {
  if (row.recalled === 1) return new ImError(400, 'recalledAlready');
  if (row.senderId !== viewerId) return new ImError(403, 'recallNotOwn');
  if (!im.RECALLABLE_TYPES.includes(row.messageType as im.MessageType)) return new ImError(400, 'recallType');
  if (now - row.createdAt > im.RECALL_WINDOW_MS) return new ImError(400, 'recallExpired');
  return null;
}

async function presentOne(db: Db, row: StoredMessage): Promise<im.Message> {
  return presentMessage(row, await userCards(db, [row.senderId, row.receiverId]));
}

/** Marks the message recalled and tells every open device of both sides. */
export async function recallMessage(db: Db, bus: EventBus | undefined, viewerId: number, id: number) {
  const row = await readableMessage(db, viewerId, id);
  const refusal = recallRule(viewerId, row, imClock.now());
  if (refusal) throw refusal;
  // Guarded on recalled = 0 so that two racing recalls deliver one frame.
  const result = await db
    .updateTable('imMessages')
    .set({ recalled: 1 })
    .where('id', '=', id)
    .where('recalled', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ImError(400, 'recalledAlready');
  const message = await presentOne(db, { ...row, recalled: 1 });
  const frame: im.ServerFrame = { type: 'recall', data: message };
  await Promise.all([bus?.publish(row.senderId, { frame }), bus?.publish(row.receiverId, { frame })]);
  return message;
}

/** Removes the message from the viewer's own history and catch-up; the other side keeps it. */
export async function hideMessage(db: Db, viewerId: number, id: number): Promise<void> {
  const row = await readableMessage(db, viewerId, id);
  if (im.undeletable(row.messageType as im.MessageType)) throw new ImError(400, 'voiceNotDeletable');
  await db
    .insertInto('imHiddenMessages')
    .values({ userId: viewerId, messageId: id })
    .onConflict((oc) => oc.columns(['userId', 'messageId']).doNothing())
    .execute();
}

/** Sends a copy of a readable message from the viewer to each receiver, delivered like any send. */
export async function forwardMessage(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  id: number,
  receiverIds: number[],
): Promise<im.Message[]> {
  const targets = [...new Set(receiverIds)];
  if (targets.length > im.FORWARD_MAX) throw new ImError(400, 'forwardMax', { max: im.FORWARD_MAX });
  const row = await readableMessage(db, viewerId, id);
  const original = await presentOne(db, row);
  if (original.messageType === 'voice') throw new ImError(400, 'voiceNotForwardable');
  if (!im.forwardable(original)) throw new ImError(400, 'messageNotFound');
  if (targets.includes(viewerId)) throw new ImError(400, 'toSelf');
  // Every target is checked before the first copy is stored: a refused forward sends nothing.
  const known = await userCards(db, targets);
  if (targets.some((target) => !known.has(target))) throw new ImError(404, 'receiverUnknown');

  const batch = randomUUID();
  const sent: im.Message[] = [];
  for (const receiverId of targets) {
    const { message } = await sendMessage(
      db,
      viewerId,
      {
        localId: `fwd-${batch}-${receiverId}`,
        receiverId,
        sessionType: 'single',
        messageType: original.messageType as im.SendFrame['messageType'],
        content: original.body.content,
        ...(original.body.duration !== null ? { duration: original.body.duration } : {}),
        ...(original.share ? { share: original.share } : {}),
        ...(original.file
          ? { file: { fileName: original.file.fileName, fileSize: original.file.fileSize } }
          : {}),
        ...(original.msgSource !== null ? { msgSource: original.msgSource } : {}),
      },
      imClock.now(),
    );
    sent.push(message);
    const frame: im.ServerFrame = { type: 'message', data: message };
    await Promise.all([bus?.publish(receiverId, { frame }), bus?.publish(viewerId, { frame })]);
  }
  return sent;
}
