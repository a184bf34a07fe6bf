import type { Db } from '../../platform/db/tables.js';
import { workCardsOf } from '../content/index.js';
import { likedBy } from '../social/index.js';

/** The viewer's liked objects, newest first, each with its card (null when gone or hidden). */
export async function likedWorks(
  db: Db,
  userId: number,
  page: { busyType: string | undefined; offset: number; limit: number },
) {
  const liked = await likedBy(db, userId, {
    busyTypes: page.busyType ? [page.busyType] : undefined,
    offset: page.offset,
    limit: page.limit,
  });
  const cards = await workCardsOf(db, liked.rows, userId);
  return {
    rows: liked.rows.map((row) => ({
      ...row,
      work: cards.get(`${row.busyType}:${row.busyCode}`) ?? null,
    })),
    total: liked.total,
  };
}
