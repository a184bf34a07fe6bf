import { groups } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { defaultAvatarPath } from '../users/index.js';

type Db = Kysely<DatabaseSchema>;

/** Up to 9 member avatars per group, leader first, then by join time: the grid avatar of a group. */
export async function groupAvatarsOf(db: Db, groupIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (groupIds.length === 0) return result;
  const rows = await db
    .selectFrom('imGroupMembers as gm')
    .innerJoin('users as u', 'u.id', 'gm.userId')
    .select(['gm.groupId', 'gm.permissionType', 'gm.joinedAt', 'u.avatar', 'u.userName'])
    .where('gm.groupId', 'in', [...new Set(groupIds)])
    .orderBy('gm.groupId')
    .orderBy('gm.joinedAt')
    .execute();
  for (const row of rows) {
    const list = result.get(row.groupId) ?? [];
    const avatar = row.avatar || defaultAvatarPath(row.userName);
    if (row.permissionType === 'group_leader') list.unshift(avatar);
    else list.push(avatar);
    result.set(row.groupId, list);
  }
  for (const [id, list] of result) result.set(id, list.slice(0, groups.AVATAR_GRID_MAX));
  return result;
}
