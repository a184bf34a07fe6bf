import type { tracking } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TrackingTables } from './tables.js';

const trackingDb = (db: Db): Kysely<TrackingTables> => tablesOf<TrackingTables>(db);

/** Stores a batch of tracking events in one statement; the session, not the body, says who sent them. */
export async function storeEvents(
  db: Db,
  sender: { userId: number | null; ip: string },
  events: tracking.TrackingEvent[],
  now: number,
): Promise<number> {
  await trackingDb(db)
    .insertInto('trackingEvents')
    .values(
      events.map((event) => ({
        userId: sender.userId,
        claimedUserId:
          event.userId === null || event.userId === undefined ? '' : String(event.userId).slice(0, 32),
        userName: event.userName ?? '',
        deviceNo: event.deviceNo,
        operaSource: event.operaSource,
        requestId: event.requestId,
        sourceType: event.sourceType,
        operIp: sender.ip.slice(0, 64),
        eventTime: event.eventTime,
        operUrl: event.operUrl,
        pageName: event.pageName,
        businessType: event.businessType,
        operaType: event.operaType,
        eventSign: event.eventSign,
        eventName: event.eventName,
        elementNo: event.elementNo,
        elementName: event.elementName,
        contentDuration: event.eventAttribute.contentDuration ?? null,
        progressDuration: event.eventAttribute.progressDuration ?? null,
        duration: event.eventAttribute.duration ?? null,
        receivedAt: now,
      })),
    )
    .execute();
  return events.length;
}
