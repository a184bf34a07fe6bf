import { formatChinaTime, type wishes } from '@fox/contracts';
import type { ReceptionRow, WishDb } from './repo.js';

/** An average of whole stars, to one decimal. */
export const averageOf = (total: number, count: number) =>
  count > 0 ? Math.round((total * 10) / count) / 10 : 0;

/**
 * The ratings received by some users (publishers of a page of wishes), from their summary rows: one query
 * for the page, never a count over the ratings. Users nobody rated are absent.
 */
export async function ratingSumsOf(
  db: WishDb,
  userIds: readonly number[],
): Promise<Map<number, wishes.RatingSummary>> {
  const found = new Map<number, wishes.RatingSummary>();
  if (userIds.length === 0) return found;
  const rows = await db
    .selectFrom('wishRatingSums')
    .selectAll()
    .where('userId', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) {
    const count = Number(row.count);
    if (count > 0) found.set(Number(row.userId), { average: averageOf(Number(row.total), count), count });
  }
  return found;
}

/**
 * What the viewer gave on some orders, by order: one query by the unique (receptionId, raterId) index, and
 * none at all unless one of them is settled (only a settled order can be rated).
 */
export async function ratingsGivenBy(
  db: WishDb,
  viewerId: number | null,
  receptions: readonly ReceptionRow[],
): Promise<Map<number, wishes.GivenRating>> {
  const found = new Map<number, wishes.GivenRating>();
  const settled = receptions.filter((row) => row.state === 'OverSettle').map((row) => Number(row.id));
  if (viewerId === null || settled.length === 0) return found;
  const rows = await db
    .selectFrom('wishRatings')
    .select(['receptionId', 'score', 'comment', 'createdAt'])
    .where('receptionId', 'in', settled)
    .where('raterId', '=', viewerId)
    .execute();
  for (const row of rows) {
    found.set(Number(row.receptionId), {
      score: Number(row.score),
      comment: row.comment,
      createTime: formatChinaTime(Number(row.createdAt)),
    });
  }
  return found;
}
