import type { im } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { noGroups } from './group-directory.js';
import { appendAlone, sendMessage, type SendOutcome } from './messages.js';
import type { ImTables } from './tables.js';

/**
 * Stores a message from one user to another that the server sends on the sender's behalf (the greeting of
 * an agreed friend request), with the checks and the once-per-localId of any send. A single chat involves
 * no group, so it needs none.
 */
export function sendPersonalMessage(
  db: Db,
  senderId: number,
  frame: im.SendFrame & { sessionType: 'single' },
  now = Date.now(),
): Promise<SendOutcome> {
  const tables = tablesOf<ImTables>(db);
  return sendMessage(tables, noGroups, appendAlone(tables, noGroups), senderId, frame, now);
}
