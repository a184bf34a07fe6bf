import { groups } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { userCardsOf } from '../users/index.js';
import type { GroupsTables } from './tables.js';

/**
 * Up to 9 member avatars per group, leader first, then by join time: the grid avatar of a group. Each
 * group's first members are read by the (groupId, joinedAt) index, never the whole member list: a group
 * of thousands costs what a group of ten does.
 */
export async function groupAvatarsOf(
  db: Kysely<GroupsTables>,
  groupIds: number[],
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return result;
  const [leaders, ...firsts] = await Promise.all([
    db
      .selectFrom('imGroupMembers')
      .select(['groupId', 'userId'])
      .where('groupId', 'in', ids)
      .where('permissionType', '=', 'group_leader')
      .execute(),
    ...ids.map((groupId) =>
      db
        .selectFrom('imGroupMembers')
        .select(['groupId', 'userId'])
        .where('groupId', '=', groupId)
        .orderBy('joinedAt')
        .orderBy('userId')
        .limit(groups.AVATAR_GRID_MAX)
        .execute(),
    ),
  ]);
  const leaderOf = new Map(leaders.map((row) => [row.groupId, row.userId]));
  const shown = new Map<number, number[]>();
  for (const [index, groupId] of ids.entries()) {
    const leaderId = leaderOf.get(groupId);
    const rest = firsts[index]!.map((row) => row.userId).filter((userId) => userId !== leaderId);
    shown.set(
      groupId,
      (leaderId === undefined ? rest : [leaderId, ...rest]).slice(0, groups.AVATAR_GRID_MAX),
    );
  }
  const cards = await userCardsOf(db, [...new Set([...shown.values()].flat())]);
  for (const [groupId, userIds] of shown) {
    // A member is always a user; the join this replaces left out anyone who was not.
    const avatars = userIds.filter((userId) => cards.has(userId)).map((userId) => cards.get(userId)!.avatar);
    if (avatars.length > 0) result.set(groupId, avatars);
  }
  return result;
}
