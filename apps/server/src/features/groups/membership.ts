import type { Kysely, Selectable } from 'kysely';
import type { GroupCard, MemberCard } from '../im/index.js';
import type { GroupsTables, ImGroupMemberTable, ImGroupTable } from './tables.js';

type Db = Kysely<GroupsTables>;

export type GroupRow = Selectable<ImGroupTable>;
export type MemberRow = Selectable<ImGroupMemberTable>;

/** The group and the viewer's membership in it, or null when the viewer is not a member (or no such group). */
export async function membershipOf(
  db: Db,
  groupId: number,
  userId: number,
): Promise<{ group: GroupRow; member: MemberRow } | null> {
  const row = await db
    .selectFrom('imGroupMembers as gm')
    .innerJoin('imGroups as g', 'g.id', 'gm.groupId')
    .leftJoin('imGroupHarassRules as hr', 'hr.id', 'g.harassRuleId')
    .selectAll('g')
    .select([
      'hr.version as harassRuleVersion',
      'gm.groupId',
      'gm.userId',
      'gm.permissionType',
      'gm.nickName as memberNickName',
      'gm.forbid as memberForbid',
      'gm.specialRole as memberSpecialRole',
      'gm.joinedSeq',
      'gm.joinedAt',
      'gm.inviterId',
      'gm.channelId',
      'gm.joinWay',
    ])
    .where('gm.groupId', '=', groupId)
    .where('gm.userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const {
    groupId: gid,
    userId: uid,
    permissionType,
    memberNickName,
    memberForbid,
    memberSpecialRole,
    joinedSeq,
    joinedAt,
    inviterId,
    channelId,
    joinWay,
    ...group
  } = row;
  return {
    group,
    member: {
      groupId: gid,
      userId: uid,
      permissionType,
      nickName: memberNickName,
      forbid: memberForbid,
      specialRole: memberSpecialRole,
      joinedSeq,
      joinedAt,
      inviterId,
      channelId,
      joinWay,
    },
  };
}

/** Every member's user id: whom a group message is delivered to. */
export async function memberIdsOf(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('imGroupMembers')
    .select('userId')
    .where('groupId', '=', groupId)
    .execute();
  return rows.map((row) => row.userId);
}

/** Roles and in-group names of some members, for presenting their messages. */
export async function memberCardsOf(
  db: Db,
  groupIds: number[],
  userIds: number[],
): Promise<Map<string, MemberCard>> {
  if (groupIds.length === 0 || userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('imGroupMembers')
    .select(['groupId', 'userId', 'permissionType', 'nickName', 'forbid'])
    .where('groupId', 'in', [...new Set(groupIds)])
    .where('userId', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [`${row.groupId}:${row.userId}`, row]));
}

/** Name, logo, kind and head count of each group. */
export async function groupCardsOf(db: Db, groupIds: number[]): Promise<Map<number, GroupCard>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('imGroups')
    .select(['id', 'name', 'logo', 'groupType', 'memberCount'])
    .where('id', 'in', [...new Set(groupIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export const parseTimeList = (text: string) => JSON.parse(text) as { startTime: string; endTime: string }[];
