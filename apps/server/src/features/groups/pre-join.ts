import { groupChannels } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { appendGroupTextFor, type StoredMessage } from '../im/index.js';
import { deliverAnnouncements } from './announce.js';
import { groupDirectory } from './directory.js';
import { tablesOf } from '../../platform/db/tables.js';
import type { GroupsTables } from './tables.js';

/**
 * Writes the group's pre-join messages into its chat for each newcomer, inside the caller's transaction:
 * ordinary text lines from the group's leader that only that newcomer reads. Deliver them with
 * `deliverPreJoin` once committed. A group holds at most 10, so this reads one short list.
 */
export async function writePreJoin(
  trx: Db,
  group: { id: number; leaderId: number },
  newcomerIds: number[],
  now: number,
): Promise<Map<number, StoredMessage[]>> {
  const written = new Map<number, StoredMessage[]>();
  const lines = await tablesOf<GroupsTables>(trx)
    .selectFrom('imGroupFakeMessages')
    .select('busyContent')
    .where('groupId', '=', group.id)
    .orderBy('id')
    .limit(groupChannels.FAKE_MESSAGES_MAX)
    .execute();
  for (const userId of newcomerIds) {
    if (userId === group.leaderId) continue;
    const mine: StoredMessage[] = [];
    for (const line of lines) {
      mine.push(
        await appendGroupTextFor(trx, groupDirectory, {
          senderId: group.leaderId,
          groupId: group.id,
          content: line.busyContent,
          visibleTo: userId,
          now,
        }),
      );
    }
    if (mine.length > 0) written.set(userId, mine);
  }
  return written;
}

/** Sends each newcomer's committed pre-join messages to that newcomer's open devices only. */
export async function deliverPreJoin(
  db: Db,
  bus: EventBus | undefined,
  written: Map<number, StoredMessage[]>,
): Promise<void> {
  for (const [userId, lines] of written) await deliverAnnouncements(db, bus, lines, [userId]);
}
