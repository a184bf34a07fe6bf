import type { notices } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { pushNotice } from './push.js';
import type { NoticesTables } from './tables.js';

/** A notice the platform itself sends one user (an operator's action on their account or group). */
export interface PlatformNotice {
  userId: number;
  /** A tab of the system entry; the back office's actions go to `system`. */
  tab: (typeof notices.SYSTEM_TABS)[number];
  /** The kind of notice, e.g. `accountDisabled`, `groupBanned`. */
  type: string;
  title: string;
  content: string;
  /** Kind-specific fields the page may show (the reason, an end time, a group). */
  extra?: Record<string, unknown>;
}

/**
 * Stores a platform notice inside the caller's transaction, so the action and its notice are kept or lost
 * together; answers what tells the user's open pages, to be called once the transaction committed.
 */
export async function storePlatformNotice(
  db: Db,
  notice: PlatformNotice,
  now = Date.now(),
): Promise<(bus: EventBus | undefined) => Promise<void>> {
  await tablesOf<NoticesTables>(db)
    .insertInto('notices')
    .values({
      userId: notice.userId,
      tab: notice.tab,
      type: notice.type,
      operatorId: 0,
      topType: null,
      topCode: null,
      objType: null,
      title: notice.title,
      content: notice.content,
      coverImage: '',
      extra: JSON.stringify(notice.extra ?? {}),
      readState: 0,
      createdAt: now,
    })
    .execute();
  return (bus) => pushNotice(bus, notice.userId, notice.tab);
}
