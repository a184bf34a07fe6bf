import { groups, maskMemberName, type wishes } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { friendsAmong } from '../friends/index.js';
import { imClock } from '../im/index.js';
import { userCardsOf } from '../users/index.js';
import { groupAvatarsOf } from './avatars.js';
import { membershipOf, parseTimeList, type GroupRow, type MemberRow } from './membership.js';
import type { TaskPlans } from './plans.js';
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

/** A task group's plan from the wishes; null for other groups and for a wish the wishes do not know. */
export async function planOf(db: Db, plans: TaskPlans, group: GroupRow): Promise<wishes.Plan | null> {
  if (group.taskNumber === null) return null;
  return (await plans.plansOf(db, [group.taskNumber])).get(group.taskNumber) ?? null;
}

export async function groupDetail(
  db: Db,
  groupId: number,
  viewerId: number,
  plans: TaskPlans,
): Promise<groups.Group> {
  const { group, member } = await requireMembership(db, groupId, viewerId);
  const [avatars, plan] = await Promise.all([groupAvatarsOf(db, [groupId]), planOf(db, plans, group)]);
  return presentGroup(group, member, avatars.get(groupId) ?? [], imClock.now(), plan);
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

/** The member grid's order (spec 001 §6): the leader, the admins, then everyone by join time. */
const GRID_ROLES: readonly groups.GroupRole[] = ['group_leader', 'group_admin', 'group_user'];

/**
 * Members in the order the member grid shows them: the leader, the admins, then by join time; each with
 * the viewer's remark when they are the viewer's friend. Only the first `limit` are read: role by role, in
 * join order, by the (groupId, permissionType, joinedAt) index, so the settings dialog's first 11 cost three
 * short reads however many thousands the group holds. `total` is the head count the group keeps.
 */
export async function membersOf(
  db: Db,
  groupId: number,
  viewerId: number,
  options: { permissionType?: groups.GroupRole | undefined; limit?: number | undefined } = {},
): Promise<{ rows: groups.Member[]; total: number }> {
  const { group } = await requireMembership(db, groupId, viewerId);
  const limit = options.limit ?? groups.MEMBER_PAGE_SIZE;
  const members: MemberFields[] = [];
  for (const role of options.permissionType ? [options.permissionType] : GRID_ROLES) {
    if (members.length >= limit) break;
    members.push(
      ...(await db
        .selectFrom('imGroupMembers')
        .select(['userId', 'permissionType', 'nickName', 'forbid', 'specialRole'])
        .where('groupId', '=', groupId)
        .where('permissionType', '=', role)
        .orderBy('joinedAt')
        .orderBy('userId')
        .limit(limit - members.length)
        .execute()),
    );
  }
  const rows = await presentMembers(db, group, viewerId, members);
  if (!options.permissionType) return { total: group.memberCount, rows };
  if (members.length < limit) return { total: rows.length, rows };
  const { count } = await db
    .selectFrom('imGroupMembers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('groupId', '=', groupId)
    .where('permissionType', '=', options.permissionType)
    .executeTakeFirstOrThrow();
  return { total: Number(count), rows };
}

type MemberFields = Pick<MemberRow, 'userId' | 'permissionType' | 'nickName' | 'forbid' | 'specialRole'>;

/**
 * Members as the viewer sees them, each with the viewer's remark when a friend. In a task group every name
 * but the viewer's own shows as its first character and two stars (spec 001 §5, spec 002 §5): the people
 * a wish brings together are not introduced to each other by it.
 */
async function presentMembers(
  db: Db,
  group: GroupRow,
  viewerId: number,
  members: MemberFields[],
): Promise<groups.Member[]> {
  const ids = members.map((member) => member.userId);
  const [cards, friends] = await Promise.all([userCardsOf(db, ids), friendsAmong(db, viewerId, ids)]);
  const taskGroup = group.groupType === groups.GROUP_TYPE_TASK;
  // A member is always a user; the join this replaces left out anyone who was not.
  return members
    .filter((member) => cards.has(member.userId))
    .map((member) => {
      const card = cards.get(member.userId)!;
      const friend = friends.get(member.userId);
      const shown = (name: string) => (taskGroup && member.userId !== viewerId ? maskMemberName(name) : name);
      return {
        id: member.userId,
        userId: member.userId,
        friendId: friend === undefined ? null : member.userId,
        groupUserNickName: shown(member.nickName),
        alias: shown(friend?.remark ?? ''),
        nickName: shown(card.nickName),
        userName: shown(card.userName),
        userAvatar: card.avatar,
        permissionType: member.permissionType as groups.GroupRole,
        specialRole: member.specialRole as groups.TaskRole | null,
        forbid: member.forbid === 1,
      };
    });
}

/**
 * One member's card as the viewer may open it from the group (spec 001 §6, spec 002 §6): an ordinary
 * member of a group that forbids adding friends opens only their own, and a task group's publisher and
 * its takers never open each other's. The client hides these cards too; the server refuses them so that
 * no other client reads them either.
 */
export async function memberCard(
  db: Db,
  groupId: number,
  viewerId: number,
  userId: number,
): Promise<groups.Member> {
  const { group, member: viewer } = await requireMembership(db, groupId, viewerId);
  const target = await db
    .selectFrom('imGroupMembers')
    .select(['userId', 'permissionType', 'nickName', 'forbid', 'specialRole'])
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!target) throw new AppError(404, 'groups.notMember');
  if (userId !== viewerId) {
    if (groups.crossesTaskRoles(viewer.specialRole, target.specialRole))
      throw new AppError(403, 'groups.taskCardRefused');
    if (group.addFriend === 0 && !groups.isManager(viewer.permissionType))
      throw new AppError(403, 'groups.noAddFriend');
  }
  const [card] = await presentMembers(db, group, viewerId, [target]);
  if (!card) throw new AppError(404, 'groups.notMember');
  return card;
}
