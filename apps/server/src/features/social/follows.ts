import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { raiseNotice } from '../notices/index.js';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';
import { countWorks } from './works.js';

/** Follows or unfollows a user; true when the caller now follows them. */
export async function toggleFollow(
  db: Kysely<DatabaseSchema>,
  userId: number,
  focusUserId: number,
  now = Date.now(),
): Promise<boolean> {
  if (userId === focusUserId) throw new AppError(400, 'social.followSelf');
  const exists = await db.selectFrom('users').select('id').where('id', '=', focusUserId).executeTakeFirst();
  if (!exists) throw new AppError(404, 'social.userMissing');
  const following = await inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('follows')
      .where('userId', '=', userId)
      .where('focusUserId', '=', focusUserId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    const added = await trx
      .insertInto('follows')
      .values({ userId, focusUserId, createdAt: now })
      .onConflict((oc) => oc.columns(['userId', 'focusUserId']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) throw new RetryTransaction();
    return true;
  });
  if (following) await raiseNotice(db, { kind: 'follow', fromUserId: userId, toUserId: focusUserId }, now);
  return following;
}

/**
 * A user's counts, each by an index: whom they follow (userId, focusUserId), their fans (focusUserId,
 * userId), likes received on their objects (authorId, kind) and their works (as the content feature counts).
 */
export async function userStats(db: Kysely<DatabaseSchema>, userId: number) {
  const count = (total: { total: number | string | bigint } | undefined) => Number(total?.total ?? 0);
  const [following, fans, liked, worksCount] = await Promise.all([
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('userId', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('focusUserId', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('reactions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('authorId', '=', userId)
      .where('kind', '=', 'like')
      .executeTakeFirst(),
    countWorks(db, userId),
  ]);
  return { followCount: count(following), fansCount: count(fans), likedCount: count(liked), worksCount };
}
