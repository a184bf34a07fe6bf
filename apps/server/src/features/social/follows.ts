import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import type { NoticeEvent } from '../notices/index.js';
import { accountById } from '../users/index.js';
import type { SocialTables } from './tables.js';
import { viewerFlags } from './viewer-flags.js';

const follows = (db: Db): Kysely<SocialTables> => tablesOf<SocialTables>(db);

/** Follows or unfollows a user; true when the caller now follows them. */
export async function toggleFollow(
  db: Db,
  notify: (event: NoticeEvent, now: number) => Promise<void>,
  userId: number,
  focusUserId: number,
  now = Date.now(),
): Promise<boolean> {
  if (userId === focusUserId) throw new AppError(400, 'social.followSelf');
  if (!(await accountById(db, focusUserId))) throw new AppError(404, 'social.userMissing');
  const following = await inTransaction(follows(db), async (trx) => {
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
  if (following) await notify({ kind: 'follow', fromUserId: userId, toUserId: focusUserId }, now);
  return following;
}

/**
 * A user's counts, each by an index: whom they follow (userId, focusUserId), their fans (focusUserId,
 * userId) and the likes received on their objects (authorId, kind).
 */
export async function userStats(db: Db, userId: number) {
  const count = (total: { total: number | string | bigint } | undefined) => Number(total?.total ?? 0);
  const social = follows(db);
  const [following, fans, liked] = await Promise.all([
    social
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('userId', '=', userId)
      .executeTakeFirst(),
    social
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('focusUserId', '=', userId)
      .executeTakeFirst(),
    social
      .selectFrom('reactions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('authorId', '=', userId)
      .where('kind', '=', 'like')
      .executeTakeFirst(),
  ]);
  return { followCount: count(following), fansCount: count(fans), likedCount: count(liked) };
}

/** Which of `userIds` the user follows (the fans list shows who is followed back), in one query. */
export async function followedAmong(db: Db, userId: number, userIds: number[]): Promise<ReadonlySet<number>> {
  return (await viewerFlags(db, userId, { objects: [], authorIds: userIds })).followed;
}
