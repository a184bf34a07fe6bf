import { maskMemberName } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { translate, type Lang } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { deliver } from '../../platform/realtime/delivery.js';
import { appendGroupCommand, displayName, presentRows, type StoredMessage } from '../im/index.js';
import { userCardsOf } from '../users/index.js';
import { groupDirectory } from './directory.js';

/** A line is stored once and read by every member, so it is written in the product's default language. */
export const LINE_LANG: Lang = 'zh';

/**
 * Names for announcement lines: a member's own nickname, else their public ID, joined with '、'. In a task
 * group (`masked`) each shows as its first character and two stars, like every member name there.
 */
export async function namesOf(db: Db, userIds: number[], masked = false): Promise<string> {
  const cards = await userCardsOf(db, userIds);
  return userIds
    .map((id) => (cards.has(id) ? displayName(cards.get(id)!) : String(id)))
    .map((name) => (masked ? maskMemberName(name) : name))
    .join(translate('groups.namesJoiner', LINE_LANG));
}

/** Writes a command line into the group inside the caller's transaction; deliver it after the commit. */
export function announce(
  trx: Db,
  groupId: number,
  actorId: number,
  commandType: string,
  content: string,
  now: number,
  atIds?: number[],
  localId?: string,
): Promise<StoredMessage> {
  return appendGroupCommand(trx, groupDirectory, {
    actorId,
    groupId,
    commandType,
    content,
    now,
    ...(atIds ? { atIds } : {}),
    ...(localId ? { localId } : {}),
  });
}

/** Delivers committed command lines to the given people's open devices. */
export async function deliverAnnouncements(
  db: Db,
  bus: EventBus | undefined,
  stored: StoredMessage[],
  recipients: number[],
): Promise<void> {
  for (const message of await presentRows(db, groupDirectory, stored)) {
    await deliver(bus, { type: 'message', data: message }, recipients);
  }
}
