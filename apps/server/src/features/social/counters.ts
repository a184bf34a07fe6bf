import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { SocialTables } from './tables.js';

export type CounterName = 'praiseCount' | 'collectCount' | 'commentCount' | 'shareCount' | 'topCommentCount';

/** Rows per insert statement: well under PostgreSQL's limit of bind parameters. */
const BATCH = 200;

const counters = (db: Db): Kysely<SocialTables> => tablesOf<SocialTables>(db);

const startRow = (busyType: string, busyCode: number, counter: CounterName, value: number) => ({
  busyType,
  busyCode,
  praiseCount: 0,
  collectCount: 0,
  commentCount: 0,
  shareCount: 0,
  topCommentCount: 0,
  [counter]: value,
});

/**
 * Changes one kept count of an object, inside the caller's transaction: the counts of objects whose own
 * rows keep none (dramas, episodes, test objects), and the count of top-level comments of every object,
 * live in `objectCounters`, one row per object made on first use.
 */
export async function adjustKeptCount(
  db: Db,
  busyType: string,
  busyCode: number,
  counter: CounterName,
  delta: number,
): Promise<void> {
  await counters(db)
    .insertInto('objectCounters')
    .values(startRow(busyType, busyCode, counter, Math.max(delta, 0)))
    .onConflict((oc) =>
      oc
        .columns(['busyType', 'busyCode'])
        .doUpdateSet((eb) => ({ [counter]: eb(eb.ref(`objectCounters.${counter}`), '+', delta) })),
    )
    .execute();
}

/** Sets one kept count of many objects of a type, a batch of rows per statement (the demo world). */
export async function setKeptCounts(
  db: Db,
  busyType: string,
  counter: CounterName,
  counts: ReadonlyMap<number, number>,
): Promise<void> {
  const rows = [...counts].map(([busyCode, value]) => startRow(busyType, busyCode, counter, value));
  for (let start = 0; start < rows.length; start += BATCH) {
    await counters(db)
      .insertInto('objectCounters')
      .values(rows.slice(start, start + BATCH))
      .onConflict((oc) =>
        oc
          .columns(['busyType', 'busyCode'])
          .doUpdateSet((eb) => ({ [counter]: eb.ref(`excluded.${counter}`) })),
      )
      .execute();
  }
}

export interface ObjectCounts {
  praiseCount: number;
  collectCount: number;
  commentCount: number;
  shareCount: number;
  topCommentCount: number;
}
