import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { raiseNotice } from '../notices/index.js';
import { adjustObjectCounter } from './counters.js';
import type { ReactionKind } from './tables.js';
import { findTarget, type TargetInfo } from './targets.js';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';

/** The object an action is aimed at: 404 when it does not exist, 400 when it takes no actions now. */
export async function actionableTarget(
  db: Kysely<DatabaseSchema>,
  busyType: string,
  busyCode: number,
): Promise<TargetInfo> {
  const target = await findTarget(db, busyType, busyCode);
  if (!target) throw new AppError(404, 'social.targetMissing');
  if (!target.actionable) throw new AppError(400, 'social.targetClosed');
  return target;
}

const COUNTER_OF = { like: 'praiseCount', collect: 'collectCount' } as const;

/**
 * Likes or unlikes (collects or uncollects) an object: the reaction row and the object's count change in
 * one transaction. A toggle that meets a concurrent one of the same user and object at the unique index
 * starts again once that one has committed, so the count always equals the number of rows.
 */
export async function toggleReaction(
  db: Kysely<DatabaseSchema>,
  userId: number,
  kind: ReactionKind,
  busyType: string,
  busyCode: number,
  now = Date.now(),
): Promise<boolean> {
  const target = await actionableTarget(db, busyType, busyCode);
  const counter = COUNTER_OF[kind];
  const reacted = await inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('reactions')
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('busyType', '=', busyType)
      .where('busyCode', '=', busyCode)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await adjustObjectCounter(trx, busyType, busyCode, counter, -1);
      return false;
    }
    const added = await trx
      .insertInto('reactions')
      .values({ userId, kind, busyType, busyCode, authorId: target.authorId, createdAt: now })
      .onConflict((oc) => oc.columns(['userId', 'kind', 'busyType', 'busyCode']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) throw new RetryTransaction();
    await adjustObjectCounter(trx, busyType, busyCode, counter, 1);
    return true;
  });
  if (reacted) await raiseNotice(db, { kind, fromUserId: userId, busyType, busyCode }, now);
  return reacted;
}

export interface CollectPage {
  busyTypes: string[] | undefined;
  offset: number;
  limit: number;
}

/** A user's collected objects, newest first, by the (userId, kind, id) index. */
export async function collectedBy(db: Kysely<DatabaseSchema>, userId: number, page: CollectPage) {
  let query = db.selectFrom('reactions').where('userId', '=', userId).where('kind', '=', 'collect');
  if (page.busyTypes) query = query.where('busyType', 'in', page.busyTypes);
  const [rows, count] = await Promise.all([
    query
      .select(['busyType', 'busyCode', 'createdAt'])
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Marks an object as not of interest, once per user and object; a repeat changes nothing. */
export async function addDislike(
  db: Kysely<DatabaseSchema>,
  userId: number,
  busyType: string,
  busyCode: number,
  dislikeType: string,
  now = Date.now(),
): Promise<boolean> {
  const target = await findTarget(db, busyType, busyCode);
  if (!target) throw new AppError(404, 'social.targetMissing');
  await db
    .insertInto('dislikes')
    .values({ userId, busyType, busyCode, dislikeType, createdAt: now })
    .onConflict((oc) => oc.columns(['userId', 'busyType', 'busyCode']).doNothing())
    .execute();
  return true;
}
