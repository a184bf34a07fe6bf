import { formatChinaTime, groupAdmin, groupRoles } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { displayName } from '../im/index.js';
import { userCardsOf, userIdsByPublicId } from '../users/index.js';
import { groupAvatarsOf } from './avatars.js';
import { requireAction } from './permissions.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

const asJoinWay = (way: string): groupAdmin.JoinWay =>
  (groupAdmin.JOIN_WAYS as readonly string[]).includes(way) ? (way as groupAdmin.JoinWay) : 'invite';

/**
 * Member management (spec 002 §2.7, §6): members newest first, each with how and through whom they came in,
 * the channel's name and whether muted. Paged by the (groupId, joinedAt) index. `name` matches a member's
 * name in the group or their public ID.
 */
export async function managedMembers(
  db: Db,
  viewerId: number,
  query: { groupId: number; pageNum: number; pageSize: number; name?: string | undefined },
): Promise<{ rows: groupAdmin.ManagedMember[]; total: number }> {
  const { group } = await requireAction(db, query.groupId, viewerId, 'memberManagement', {
    evenDissolved: true,
  });
  let base = db.selectFrom('imGroupMembers').where('groupId', '=', group.id);
  // Wildcards are dropped rather than escaped: SQLite and PostgreSQL disagree on LIKE's default escape.
  const needle = query.name?.replace(/[\\%_]/g, '');
  if (needle) {
    const byId = (await userIdsByPublicId(db, [needle])).get(needle);
    base = base.where((eb) =>
      eb.or([
        eb('nickName', 'like', `%${needle}%`),
        ...(byId === undefined ? [] : [eb('userId', '=', byId)]),
      ]),
    );
  }
  const [members, counted] = await Promise.all([
    base
      .select([
        'userId',
        'permissionType',
        'nickName',
        'forbid',
        'joinWay',
        'inviterId',
        'channelId',
        'joinedAt',
      ])
      .orderBy('joinedAt', 'desc')
      .orderBy('userId', 'desc')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    needle
      ? base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
      : Promise.resolve({ count: group.memberCount }),
  ]);
  const channelIds = [...new Set(members.flatMap((m) => (m.channelId === null ? [] : [m.channelId])))];
  const [cards, channels] = await Promise.all([
    userCardsOf(db, [
      ...new Set(members.flatMap((m) => (m.inviterId === null ? [m.userId] : [m.userId, m.inviterId]))),
    ]),
    channelIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('imGroupChannels')
          .select(['id', 'channelName'])
          .where('id', 'in', channelIds)
          .execute(),
  ]);
  const channelName = new Map(channels.map((channel) => [channel.id, channel.channelName]));
  return {
    total: Number(counted.count),
    rows: members
      .filter((member) => cards.has(member.userId))
      .map((member) => {
        const card = cards.get(member.userId)!;
        const inviter = member.inviterId === null ? undefined : cards.get(member.inviterId);
        return {
          userId: member.userId,
          nickName: member.nickName || card.nickName,
          userAvatar: card.avatar,
          permissionType: member.permissionType as groupAdmin.ManagedMember['permissionType'],
          role: groupRoles.derivedRole(group, member.permissionType),
          forbid: member.forbid === 1,
          joinWay: asJoinWay(member.joinWay),
          inviterId: member.inviterId,
          inviterName: inviter ? displayName(inviter) : '',
          channelName: member.channelId === null ? '' : (channelName.get(member.channelId) ?? ''),
          joinTime: formatChinaTime(Number(member.joinedAt)),
        };
      }),
  };
}

/**
 * The groups in which the viewer may set anti-harassment rules (imGroupIsLeader): those they lead or
 * administer, sub-groups included, newest first; read from the viewer's own memberships by the members'
 * (userId, permissionType, groupId) index, never from the groups.
 */
export async function groupsILead(
  db: Db,
  viewerId: number,
  query: { pageNum: number; pageSize: number },
): Promise<{ rows: groupAdmin.LedGroup[]; total: number }> {
  // The anti-harassment row is open to the managing roles: leaders and admins of groups and sub-groups.
  const managing = ['group_leader', 'group_admin'];
  const base = db
    .selectFrom('imGroupMembers as gm')
    .innerJoin('imGroups as g', 'g.id', 'gm.groupId')
    .where('gm.userId', '=', viewerId)
    .where('gm.permissionType', 'in', managing)
    .where('g.dissolved', '=', 0);
  const [rows, counted] = await Promise.all([
    base
      .select(['g.id', 'g.name', 'g.logo', 'g.memberCount', 'g.pid', 'g.harassRuleId', 'gm.permissionType'])
      .orderBy('gm.groupId', 'desc')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const avatars = await groupAvatarsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(counted.count),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      logo: row.logo,
      avatars: avatars.get(row.id) ?? [],
      groupUserNum: row.memberCount,
      role: groupRoles.derivedRole(row, row.permissionType),
      harassRuleId: row.harassRuleId,
    })),
  };
}
