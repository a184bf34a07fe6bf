import { formatChinaTime } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import type { NoticeEvent } from '../notices/index.js';
import type { ReactionKind, SocialTables } from './tables.js';
import type { TargetRegistry } from './targets.js';

const COUNTER_OF = { like: 'praiseCount', collect: 'collectCount' } as const;

const reactions = (db: Db): Kysely<SocialTables> => tablesOf<SocialTables>(db);

/**
 * Likes or unlikes (collects or uncollects) an object: the reaction row and the object's count change in
 * one transaction. A toggle that meets a concurrent one of the same user and object at the unique index
 * starts again once that one has committed, so the count always equals the number of rows.
 */
export async function toggleReaction(
  targets: TargetRegistry,
  db: Db,
  notify: (event: NoticeEvent, now: number) => Promise<void>,
  userId: number,
  kind: ReactionKind,
  busyType: string,
  busyCode: number,
  now = Date.now(),
): Promise<boolean> {
  const target = await targets.actionable(db, busyType, busyCode);
  const counter = COUNTER_OF[kind];
  const reacted = await inTransaction(reactions(db), async (trx) => {
    const removed = await trx
      .deleteFrom('reactions')
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('busyType', '=', busyType)
      .where('busyCode', '=', busyCode)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await targets.adjustCount(trx, busyType, busyCode, counter, -1);
      return false;
    }
    const added = await trx
      .insertInto('reactions')
      .values({ userId, kind, busyType, busyCode, authorId: target.authorId, createdAt: now })
      .onConflict((oc) => oc.columns(['userId', 'kind', 'busyType', 'busyCode']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) throw new RetryTransaction();
    await targets.adjustCount(trx, busyType, busyCode, counter, 1);
    return true;
  });
  if (reacted) {
    await notify({ kind, fromUserId: userId, busyType, busyCode, authorId: target.authorId }, now);
  }
  return reacted;
}

export interface ReactionPage {
  busyTypes: string[] | undefined;
  offset: number;
  limit: number;
}

/** A user's liked or collected objects, newest first, by the (userId, kind, id) index. */
async function reactedBy(db: Db, userId: number, kind: ReactionKind, page: ReactionPage) {
  let query = reactions(db).selectFrom('reactions').where('userId', '=', userId).where('kind', '=', kind);
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
  return {
    rows: rows.map((row) => ({
      busyType: row.busyType,
      busyCode: Number(row.busyCode),
      createdAt: formatChinaTime(Number(row.createdAt)),
    })),
    total: Number(count.total),
  };
}

/** A user's collected objects, newest first. */
export const collectedBy = (db: Db, userId: number, page: ReactionPage) =>
  reactedBy(db, userId, 'collect', page);

/** A user's liked objects, newest first. */
export const likedBy = (db: Db, userId: number, page: ReactionPage) => reactedBy(db, userId, 'like', page);

/** Marks an object as not of interest, once per user and object; a repeat changes nothing. */
export async function addDislike(
  targets: TargetRegistry,
  db: Db,
  userId: number,
  busyType: string,
  busyCode: number,
  dislikeType: string,
  now = Date.now(),
): Promise<boolean> {
  const target = await targets.find(db, busyType, busyCode);
  if (!target) throw new AppError(404, 'social.targetMissing');
  await reactions(db)
    .insertInto('dislikes')
    .values({ userId, busyType, busyCode, dislikeType, createdAt: now })
    .onConflict((oc) => oc.columns(['userId', 'busyType', 'busyCode']).doNothing())
    .execute();
  return true;
}
