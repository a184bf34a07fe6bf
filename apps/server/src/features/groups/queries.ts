import type { groups } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { imClock } from '../im/index.js';
import { defaultAvatarPath } from '../users/index.js';
import { groupAvatarsOf } from './avatars.js';
import { membershipOf, parseTimeList, type GroupRow, type MemberRow } from './membership.js';
import { presentGroup } from './present.js';
import { sendBlockOf } from './send-rules.js';

type Db = Kysely<DatabaseSchema>;

/** The viewer's membership, or 404 for everyone else: a stranger learns nothing of a group. */
export async function requireMembership(
  db: Db,
  groupId: number,
  viewerId: number,
): Promise<{ group: GroupRow; member: MemberRow }> {
  const membership = await membershipOf(db, groupId, viewerId);
  if (!membership) throw new AppError(404, 'im.groupNotFound');
  return membership;
}

export async function groupDetail(db: Db, groupId: number, viewerId: number): Promise<groups.Group> {
  const { group, member } = await requireMembership(db, groupId, viewerId);
  const avatars = await groupAvatarsOf(db, [groupId]);
  return presentGroup(group, member, avatars.get(groupId) ?? [], imClock.now());
}

/** Whether the viewer is muted in the group right now (imGroupForbid). */
export async function isMutedNow(db: Db, groupId: number, viewerId: number): Promise<boolean> {
  const { group, member } = await requireMembership(db, groupId, viewerId);
  return (
    sendBlockOf({ ...group, timeList: parseTimeList(group.timeList) }, member, imClock.now()) === 'forbidden'
  );
}

export async function groupsOf(
  db: Db,
  viewerId: number,
  query: { pageNum: number; pageSize: number; name?: string | undefined },
): Promise<{ rows: groups.GroupItem[]; total: number }> {
  let base = db
    .selectFrom('imGroupMembers as gm')
    .innerJoin('imGroups as g', 'g.id', 'gm.groupId')
    .where('gm.userId', '=', viewerId);
  // Wildcards are dropped rather than escaped: SQLite and PostgreSQL disagree on LIKE's default escape.
  const needle = query.name?.replace(/[\\%_]/g, '');
  if (needle) base = base.where('g.name', 'like', `%${needle}%`);
  const rows = await base
    .select(['g.id', 'g.name', 'g.logo', 'g.memberCount', 'g.groupType', 'gm.permissionType'])
    .orderBy('g.lastMessageAt', 'desc')
    .orderBy('g.id', 'desc')
    .offset((query.pageNum - 1) * query.pageSize)
    .limit(query.pageSize)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const avatars = await groupAvatarsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      logo: row.logo,
      avatars: avatars.get(row.id) ?? [],
      groupUserNum: row.memberCount,
      groupType: row.groupType,
      myRole: row.permissionType as groups.GroupRole,
    })),
  };
}

const roleOrder = sql<number>`case gm.permission_type when 'group_leader' then 0 when 'group_admin' then 1 else 2 end`;

/** Members in the order the member grid shows them: the leader, the admins, then by join time. */
export async function membersOf(
  db: Db,
  groupId: number,
  viewerId: number,
  permissionType?: groups.GroupRole,
): Promise<{ rows: groups.Member[]; total: number }> {
  await requireMembership(db, groupId, viewerId);
  let query = db
    .selectFrom('imGroupMembers as gm')
    .innerJoin('users as u', 'u.id', 'gm.userId')
    .leftJoin('friendships as f', (join) =>
      join.onRef('f.friendId', '=', 'gm.userId').on('f.userId', '=', viewerId),
    )
    .select([
      'gm.userId',
      'gm.permissionType',
      'gm.nickName as groupNickName',
      'gm.forbid',
      'u.userName',
      'u.nickName',
      'u.avatar',
      'f.id as friendshipId',
      'f.remark as alias',
    ])
    .where('gm.groupId', '=', groupId);
  if (permissionType) query = query.where('gm.permissionType', '=', permissionType);
  const rows = await query.orderBy(roleOrder).orderBy('gm.joinedAt').orderBy('gm.userId').execute();
  return {
    total: rows.length,
    rows: rows.map((row) => ({
      id: row.userId,
      userId: row.userId,
      friendId: row.friendshipId === null ? null : row.userId,
      groupUserNickName: row.groupNickName,
      alias: row.alias ?? '',
      nickName: row.nickName,
      userName: row.userName,
      userAvatar: row.avatar || defaultAvatarPath(row.userName),
      permissionType: row.permissionType as groups.GroupRole,
      specialRole: null,
      forbid: row.forbid === 1,
    })),
  };
}
