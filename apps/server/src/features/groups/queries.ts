import type { groups } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { friendsAmong } from '../friends/index.js';
import { imClock } from '../im/index.js';
import { userCardsOf } from '../users/index.js';
import { groupAvatarsOf } from './avatars.js';
import { membershipOf, parseTimeList, type GroupRow, type MemberRow } from './membership.js';
import { presentGroup } from './present.js';
import { sendBlockOf } from './send-rules.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

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

const roleOrder = sql<number>`case permission_type when 'group_leader' then 0 when 'group_admin' then 1 else 2 end`;

/**
 * Members in the order the member grid shows them: the leader, the admins, then by join time; each with
 * the viewer's remark when they are the viewer's friend.
 */
export async function membersOf(
  db: Db,
  groupId: number,
  viewerId: number,
  permissionType?: groups.GroupRole,
): Promise<{ rows: groups.Member[]; total: number }> {
  await requireMembership(db, groupId, viewerId);
  let query = db
    .selectFrom('imGroupMembers')
    .select(['userId', 'permissionType', 'nickName', 'forbid'])
    .where('groupId', '=', groupId);
  if (permissionType) query = query.where('permissionType', '=', permissionType);
  const members = await query.orderBy(roleOrder).orderBy('joinedAt').orderBy('userId').execute();
  const ids = members.map((member) => member.userId);
  const [cards, friends] = await Promise.all([userCardsOf(db, ids), friendsAmong(db, viewerId, ids)]);
  // A member is always a user; the join this replaces left out anyone who was not.
  const rows = members.filter((member) => cards.has(member.userId));
  return {
    total: rows.length,
    rows: rows.map((member) => {
      const card = cards.get(member.userId)!;
      const friend = friends.get(member.userId);
      return {
        id: member.userId,
        userId: member.userId,
        friendId: friend === undefined ? null : member.userId,
        groupUserNickName: member.nickName,
        alias: friend?.remark ?? '',
        nickName: card.nickName,
        userName: card.userName,
        userAvatar: card.avatar,
        permissionType: member.permissionType as groups.GroupRole,
        specialRole: null,
        forbid: member.forbid === 1,
      };
    }),
  };
}
