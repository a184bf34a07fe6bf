import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { FriendsTables } from './tables.js';

/**
 * Makes two users friends without a request, inside the caller's transaction: a group that binds
 * newcomers to their inviters (spec 002 bindUser) does so on joining. Both sides are written; a side that
 * exists already is kept with its remark. Returns whether they are friends now (always, unless the same user).
 */
export async function befriend(db: Db, userA: number, userB: number, now: number): Promise<boolean> {
  if (userA === userB) return false;
  const side = (userId: number, friendId: number) => ({
    userId,
    friendId,
    remark: '',
    notePhone: '',
    noteTxt: '',
    noteImage: '',
    createdAt: now,
  });
  await tablesOf<FriendsTables>(db)
    .insertInto('friendships')
    .values([side(userA, userB), side(userB, userA)])
    .onConflict((oc) => oc.columns(['userId', 'friendId']).doNothing())
    .execute();
  return true;
}
