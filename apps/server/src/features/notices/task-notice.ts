import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { pushNotice } from './push.js';
import type { NoticesTables } from './tables.js';

/**
 * A task notice (spec 001 §3): on the publisher's or the receiver's tab, about one wish. `extValue` carries
 * kickbackType (what happened: applied, accepted, declined, settleApplied, settled, refused, expired...),
 * taskNumber and busyTaskId, as the real client reads them.
 */
export interface TaskNotice {
  userId: number;
  noticeType: 'publisher' | 'receiver';
  kickbackType: string;
  taskNumber: string;
  busyTaskId: number;
  /** Who caused it; 0 for the platform (review, deadlines). */
  operatorId?: number;
  title: string;
  content: string;
}

/**
 * Stores task notices in the caller's transaction, so they are kept exactly when the step they tell of is;
 * their badges go out once it commits (`announceTaskNotices`).
 */
export async function storeTaskNotices(db: Db, rows: readonly TaskNotice[], now = Date.now()): Promise<void> {
  if (rows.length === 0) return;
  await tablesOf<NoticesTables>(db)
    .insertInto('notices')
    .values(
      rows.map((notice) => {
        const ext = {
          kickbackType: notice.kickbackType,
          taskNumber: notice.taskNumber,
          busyTaskId: notice.busyTaskId,
        };
        return {
          userId: notice.userId,
          tab: notice.noticeType,
          type: notice.kickbackType,
          operatorId: notice.operatorId ?? 0,
          topType: 'BusyTask',
          topCode: notice.busyTaskId,
          objType: null,
          title: notice.title,
          content: notice.content,
          coverImage: '',
          extra: JSON.stringify({ noticeType: notice.noticeType, ...ext, extValue: JSON.stringify(ext) }),
          readState: 0,
          createdAt: now,
        };
      }),
    )
    .execute();
}

/** Pushes the badges of task notices stored by a committed transaction to their users' open pages. */
export async function announceTaskNotices(
  bus: EventBus | undefined,
  rows: ReadonlyArray<Pick<TaskNotice, 'userId' | 'noticeType'>>,
): Promise<void> {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.userId}:${row.noticeType}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await pushNotice(bus, row.userId, row.noticeType);
  }
}

/** Stores one task notice and pushes its badge (outside any other transaction). */
export async function raiseTaskNotice(
  db: Db,
  bus: EventBus | undefined,
  notice: TaskNotice,
  now = Date.now(),
): Promise<void> {
  await storeTaskNotices(db, [notice], now);
  await pushNotice(bus, notice.userId, notice.noticeType);
}
