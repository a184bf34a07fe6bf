import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { adjustCounter, isCountedBusyType } from '../content/index.js';

export type CounterName = 'praiseCount' | 'collectCount' | 'commentCount' | 'shareCount' | 'topCommentCount';

/**
 * Changes one count of an object, inside the caller's transaction. Content objects (videos, articles,
 * questions, answers...) keep their counts on their own rows through the content feature; comments keep
 * their like count on their own row; the count of top-level comments, and every count of other objects,
 * live in `objectCounters` (one row per object, made on first use).
 */
export async function adjustObjectCounter(
  db: Kysely<DatabaseSchema>,
  busyType: string,
  busyCode: number,
  counter: CounterName,
  delta: number,
): Promise<void> {
  if (busyType === 'Comment' && counter === 'praiseCount') {
    await db
      .updateTable('comments')
      .set((eb) => ({ praiseCount: eb('praiseCount', '+', delta) }))
      .where('id', '=', busyCode)
      .execute();
    return;
  }
  if (counter !== 'topCommentCount' && isCountedBusyType(busyType)) {
    await adjustCounter(db, busyType, busyCode, counter, delta);
    return;
  }
  const start = {
    busyType,
    busyCode,
    praiseCount: 0,
    collectCount: 0,
    commentCount: 0,
    shareCount: 0,
    topCommentCount: 0,
    [counter]: Math.max(delta, 0),
  };
  await db
    .insertInto('objectCounters')
    .values(start)
    .onConflict((oc) =>
      oc
        .columns(['busyType', 'busyCode'])
        .doUpdateSet((eb) => ({ [counter]: eb(eb.ref(`objectCounters.${counter}`), '+', delta) })),
    )
    .execute();
}

export interface ObjectCounts {
  praiseCount: number;
  collectCount: number;
  commentCount: number;
  shareCount: number;
  topCommentCount: number;
}

const ZERO: ObjectCounts = {
  praiseCount: 0,
  collectCount: 0,
  commentCount: 0,
  shareCount: 0,
  topCommentCount: 0,
};

/** The counts of one object (zeros when nothing has happened to it yet). */
export async function objectCounts(
  db: Kysely<DatabaseSchema>,
  busyType: string,
  busyCode: number,
): Promise<ObjectCounts> {
  const row = await db
    .selectFrom('objectCounters')
    .select(['praiseCount', 'collectCount', 'commentCount', 'shareCount', 'topCommentCount'])
    .where('busyType', '=', busyType)
    .where('busyCode', '=', busyCode)
    .executeTakeFirst();
  return row ? { ...row } : { ...ZERO };
}
