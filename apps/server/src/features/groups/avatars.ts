import { groups } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { userCardsOf } from '../users/index.js';
import type { GroupsTables } from './tables.js';

/** Up to 9 member avatars per group, leader first, then by join time: the grid avatar of a group. */
export async function groupAvatarsOf(
  db: Kysely<GroupsTables>,
  groupIds: number[],
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (groupIds.length === 0) return result;
  const rows = await db
    .selectFrom('imGroupMembers')
    .select(['groupId', 'userId', 'permissionType', 'joinedAt'])
    .where('groupId', 'in', [...new Set(groupIds)])
    .orderBy('groupId')
    .orderBy('joinedAt')
    .execute();
  const cards = await userCardsOf(
    db,
    rows.map((row) => row.userId),
  );
  for (const row of rows) {
    const card = cards.get(row.userId);
    // A member is always a user; the join this replaces left out anyone who was not.
    if (!card) continue;
    const list = result.get(row.groupId) ?? [];
    if (row.permissionType === 'group_leader') list.unshift(card.avatar);
    else list.push(card.avatar);
    result.set(row.groupId, list);
  }
  for (const [id, list] of result) result.set(id, list.slice(0, groups.AVATAR_GRID_MAX));
  return result;
}
