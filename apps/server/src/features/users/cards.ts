import type { Db } from '../../platform/db/tables.js';
import { tablesOf } from '../../platform/db/tables.js';
import { defaultAvatarPath } from './avatar.js';
import type { UsersTables } from './tables.js';

/** How a person shows beside what they wrote or sent: public ID, nickname and avatar. */
export interface UserCard {
  id: number;
  /** The public ID. */
  userName: string;
  nickName: string;
  /** The uploaded avatar, or the generated one when there is none. */
  avatar: string;
}

/**
 * The cards of many users in one query, keyed by user id; unknown ids are absent. A page of comments,
 * messages or content asks once for all of its authors.
 */
export async function userCardsOf(db: Db, ids: readonly number[]): Promise<Map<number, UserCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tablesOf<UsersTables>(db)
    .selectFrom('users')
    .select(['id', 'userName', 'nickName', 'avatar'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        userName: row.userName,
        nickName: row.nickName,
        avatar: row.avatar || defaultAvatarPath(row.userName),
      },
    ]),
  );
}
