import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { appendGroupCommand } from '../im/index.js';
import { deliver } from '../../platform/realtime/delivery.js';
import { presentRows, userCards } from '../im/index.js';
import type { StoredMessage } from '../im/index.js';
import { displayName } from '../im/index.js';

type Db = Kysely<DatabaseSchema>;

/** Names for announcement lines: a member's own nickname, else their public ID, joined with '、'. */
export async function namesOf(db: Db | Transaction<DatabaseSchema>, userIds: number[]): Promise<string> {
  const cards = await userCards(db, userIds);
  return userIds.map((id) => (cards.has(id) ? displayName(cards.get(id)!) : String(id))).join('、');
}

/** Writes a command line into the group inside the caller's transaction; deliver it after the commit. */
export function announce(
  trx: Transaction<DatabaseSchema>,
  groupId: number,
  actorId: number,
  commandType: string,
  content: string,
  now: number,
  atIds?: number[],
): Promise<StoredMessage> {
  return appendGroupCommand(trx, {
    actorId,
    groupId,
    commandType,
    content,
    now,
    ...(atIds ? { atIds } : {}),
  });
}

/** Delivers committed command lines to the given people's open devices. */
export async function deliverAnnouncements(
  db: Db,
  bus: EventBus | undefined,
  stored: StoredMessage[],
  recipients: number[],
): Promise<void> {
  for (const message of await presentRows(db, stored)) {
    await deliver(bus, { type: 'message', data: message }, recipients);
  }
}
