import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { addressKey } from '../../platform/http/client-address.js';
import type { SocialTables } from './tables.js';

const HOUR_MS = 3_600_000;

/** How often the stamps of past hours are swept: often enough that the table holds about two hours. */
export const VIEW_SWEEP_EVERY_MS = 10 * 60_000;

const socialDb = (db: Db): Kysely<SocialTables> => tablesOf<SocialTables>(db);

const hourOf = (now: number) => Math.floor(now / HOUR_MS);

/**
 * Who a view is counted for: a logged-in user by their id, wherever they are; a guest by the client's
 * address, an IPv6 guest by their /64 network as the login throttle counts it.
 */
export function viewerKey(viewer: { userId: number | null; ip: string }): string {
  return viewer.userId !== null ? `u:${viewer.userId}` : `ip:${addressKey(viewer.ip)}`;
}

export interface View {
  busyType: string;
  busyCode: number;
  /** From `viewerKey`. */
  viewer: string;
  now: number;
}

/**
 * Whether this is the viewer's first view of the object in the current hour: it leaves a stamp, and the
 * primary key makes a second one a no-op, so of two simultaneous first views only one is first. Pass the
 * transaction that moves the object's count, so the stamp and the count change together.
 */
export async function firstViewThisHour(db: Db, view: View): Promise<boolean> {
  const result = await socialDb(db)
    .insertInto('viewStamps')
    .values({
      busyType: view.busyType,
      busyCode: view.busyCode,
      viewer: view.viewer,
      hour: hourOf(view.now),
    })
    .onConflict((oc) => oc.columns(['busyType', 'busyCode', 'viewer', 'hour']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Forgets the stamps of the hours before the previous one, through the index on the hour. The previous
 * hour's are kept: a request that read the clock just before the hour turned still finds its hour's stamps.
 */
export async function sweepViewStamps(db: Db, now: number): Promise<number> {
  const result = await socialDb(db)
    .deleteFrom('viewStamps')
    .where('hour', '<', hourOf(now) - 1)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
