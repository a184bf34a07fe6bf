import type { notices } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { pushNotice } from './push.js';
import type { NoticesTables } from './tables.js';

/** A notice the platform sends one user on the system tab (spec 001 §3): a title, a text, its fields. */
export interface SystemNotice {
  userId: number;
  /** The kind of system notice (contentAudit, report, account...). */
  type: string;
  title: string;
  content: string;
  /** The kind-specific fields the panel reads (busyType and busyCode of what it is about...). */
  extra?: Record<string, unknown>;
}

/** Rows per insert statement: well under PostgreSQL's limit of bind parameters. */
const ROWS_PER_INSERT = 200;

/**
 * Stores system notices in the caller's transaction, so they are sent exactly when the act they tell of
 * is kept. Their badges are pushed once it commits (`announceNotices`).
 */
export async function storeSystemNotices(
  db: Db,
  rows: readonly SystemNotice[],
  now = Date.now(),
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insertNotices(db, rows.slice(start, start + ROWS_PER_INSERT), now);
  }
}

async function insertNotices(db: Db, rows: readonly SystemNotice[], now: number): Promise<void> {
  await tablesOf<NoticesTables>(db)
    .insertInto('notices')
    .values(
      rows.map((notice) => ({
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
      })),
    )
    .execute();
}

/** Tells each user's open pages (on any server process) that a notice of `tab` arrived for them. */
export async function announceNotices(
  bus: EventBus | undefined,
  userIds: Iterable<number>,
  tab: notices.NoticeTab = 'system',
): Promise<void> {
  for (const userId of new Set(userIds)) await pushNotice(bus, userId, tab);
}
