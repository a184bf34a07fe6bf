import type { content } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { firstViewThisHour } from '../social/index.js';
import { tableOf } from './counters.js';
import type { ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

export interface ContentView {
  busyType: content.ViewedKind;
  busyCode: number;
  /** Social's `viewerKey`: the user, or a guest's address. */
  viewer: string;
  now: number;
}

/**
 * Counts a view of an item on the shelf, when it is the viewer's first of it this hour; the stamp and the
 * count change in one transaction. Answers the item's count, or null when it is not on the shelf (an
 * author looking at their own unpublished item counts nothing either).
 */
export async function countView(db: Db, view: ContentView): Promise<{ viewCount: number } | null> {
  const table = tableOf(view.busyType);
  return inTransaction(contentDb(db), async (trx) => {
    const row = await trx
      .selectFrom(table)
      .select(['state', 'viewCount'])
      .where('id', '=', view.busyCode)
      .executeTakeFirst();
    if (!row || row.state !== 'OnShelf') return null;
    if (!(await firstViewThisHour(trx, view))) return { viewCount: Number(row.viewCount) };
    const counted = await trx
      .updateTable(table)
      .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
      .where('id', '=', view.busyCode)
      .returning('viewCount')
      .executeTakeFirstOrThrow();
    return { viewCount: Number(counted.viewCount) };
  });
}

/** A detail as its viewer opened it: the view counted, and the answer's viewCount including it. */
export async function viewedDetail<Item extends { id: number; state: string; viewCount: number }>(
  db: Db,
  item: Item,
  view: Omit<ContentView, 'busyCode'>,
): Promise<Item> {
  if (item.state !== 'OnShelf') return item;
  const counted = await countView(db, { ...view, busyCode: item.id });
  return counted ? { ...item, viewCount: counted.viewCount } : item;
}
