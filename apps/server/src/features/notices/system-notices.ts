import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { pushNotice } from './push.js';
import type { NoticesTables } from './tables.js';

/** A notice the platform sends a user in the system tab (spec 001 §3): a title, a text, extra fields. */
export interface SystemNotice {
  userId: number;
  /** What it is about, e.g. `reportOutcome`, `contentWarning`. */
  type: string;
  title: string;
  content: string;
  /** Kind-specific fields, sent to the client as they are. */
  extra?: Record<string, unknown>;
}

/** Rows per insert statement: well under PostgreSQL's limit of bind parameters. */
const BATCH = 200;

/**
 * Stores system notices inside the caller's transaction, so that they are kept or lost with the action
 * they tell of. Push the badges with `pushSystemNotices` once the transaction has committed.
 */
export async function storeSystemNotices(db: Db, notices: SystemNotice[], now = Date.now()): Promise<void> {
  const rows = notices.map((notice) => ({
    userId: notice.userId,
    tab: 'system' as const,
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
  }));
  for (let start = 0; start < rows.length; start += BATCH) {
    await tablesOf<NoticesTables>(db)
      .insertInto('notices')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

/** Tells the users' open pages, over the bus, that a system notice arrived (their unread badge). */
export async function pushSystemNotices(
  bus: EventBus | undefined,
  userIds: readonly number[],
): Promise<void> {
  for (const userId of new Set(userIds)) await pushNotice(bus, userId, 'system');
}
