import { formatChinaTime, type wishes } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { userCardsOf } from '../users/index.js';
import { tell } from './ending.js';
import type { WishDesk } from './ports.js';
import { maskName } from './present.js';
import { averageOf } from './rating-reads.js';
import { inWishTransaction, receptionById, wishById, type WishDb } from './repo.js';

/**
 * Rates the other side of a settled order: its publisher rates the taker, the taker rates the publisher.
 * The rating and the rated user's sum move in one transaction. Each side rates once: the unique index on
 * (receptionId, raterId) keeps one of any number of concurrent submits, and the others, like any later
 * one, are told the order is rated already; nothing else changes.
 */
export async function rateReception(
  desk: WishDesk,
  userId: number,
  body: { receptionId: number; score: number; comment: string },
  now = Date.now(),
) {
  return inWishTransaction(desk, now, async (trx, after) => {
    const reception = await receptionById(trx, body.receptionId);
    if (!reception) throw new AppError(404, 'wishes.receptionMissing');
    const wish = (await wishById(trx, Number(reception.wishId)))!;
    const publisherId = Number(wish.userId);
    const takerId = Number(reception.userId);
    if (userId !== publisherId && userId !== takerId) throw new AppError(403, 'wishes.rateNotParty');
    if (reception.state !== 'OverSettle') {
      throw new AppError(409, 'wishes.rateNotSettled', { state: reception.state });
    }
    const side: wishes.RatingSide = userId === publisherId ? 'publisher' : 'taker';
    const rateeId = side === 'publisher' ? takerId : publisherId;
    const inserted = await trx
      .insertInto('wishRatings')
      .values({
        receptionId: Number(reception.id),
        wishId: Number(wish.id),
        raterId: userId,
        rateeId,
        side,
        score: body.score,
        comment: body.comment,
        createdAt: now,
      })
      .onConflict((oc) => oc.columns(['receptionId', 'raterId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError(409, 'wishes.alreadyRated');
    await trx
      .insertInto('wishRatingSums')
      .values({ userId: rateeId, count: 1, total: body.score })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet((eb) => ({
          count: eb('wishRatingSums.count', '+', 1),
          total: eb('wishRatingSums.total', '+', body.score),
        })),
      )
      .execute();
    tell(
      after,
      wish,
      { userId: rateeId, side: side === 'publisher' ? 'receiver' : 'publisher', operatorId: userId },
      'rated',
      side === 'publisher' ? 'wishes.notice.ratedAsTaker' : 'wishes.notice.ratedAsPublisher',
      { score: body.score },
    );
    return {
      receptionId: Number(reception.id),
      side,
      score: body.score,
      comment: body.comment,
      createTime: formatChinaTime(now),
    };
  });
}

/**
 * A user's ratings received: the average and count from their summary row, and a page newest first by
 * (rateeId, id), each with the wish's title and the rater's masked name (one query for the names).
 */
export async function ratingsPage(
  db: WishDb,
  userId: number,
  query: { beforeId?: number | undefined; pageSize: number },
) {
  let page = db
    .selectFrom('wishRatings as r')
    .innerJoin('wishes as w', 'w.id', 'r.wishId')
    .select(['r.id', 'r.raterId', 'r.side', 'r.score', 'r.comment', 'r.createdAt', 'w.taskNumber', 'w.title'])
    .where('r.rateeId', '=', userId);
  if (query.beforeId !== undefined) page = page.where('r.id', '<', query.beforeId);
  const [sum, rows] = await Promise.all([
    db.selectFrom('wishRatingSums').selectAll().where('userId', '=', userId).executeTakeFirst(),
    page
      .orderBy('r.id', 'desc')
      .limit(query.pageSize + 1)
      .execute(),
  ]);
  const shown = rows.slice(0, query.pageSize);
  const raters = await userCardsOf(
    db,
    shown.map((row) => Number(row.raterId)),
  );
  const count = Number(sum?.count ?? 0);
  return {
    userId,
    average: averageOf(Number(sum?.total ?? 0), count),
    count,
    records: shown.map((row) => ({
      id: Number(row.id),
      raterName: maskName(raters.get(Number(row.raterId))?.nickName ?? ''),
      side: row.side,
      score: Number(row.score),
      comment: row.comment,
      taskNumber: row.taskNumber,
      title: row.title,
      createTime: formatChinaTime(Number(row.createdAt)),
    })),
    hasMore: rows.length > query.pageSize,
  };
}
