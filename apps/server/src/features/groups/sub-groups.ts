import { groupRoles, groups, type groupAdmin } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { imClock } from '../im/index.js';
import { userCardsOf } from '../users/index.js';
import { announce, deliverAnnouncements, LINE_LANG, namesOf } from './announce.js';
import { groupAvatarsOf } from './avatars.js';
import { enrol, requireMembersOf } from './lifecycle.js';
import { memberIdsOf } from './membership.js';
import { requireAction } from './permissions.js';
import type { TaskPlans } from './plans.js';
import { groupDetail } from './queries.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

/**
 * The main group of `groupId`'s family (itself, or its parent when it is a sub-group), provided the viewer
 * is a member of the main group or of one of its live sub-groups; 404 for anyone else, as for any group a
 * stranger asks about.
 */
async function familyOf(db: Db, groupId: number, viewerId: number) {
  const asked = await db
    .selectFrom('imGroups')
    .select(['id', 'pid'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!asked) throw new AppError(404, 'im.groupNotFound');
  const mainId = asked.pid ?? asked.id;
  const main = await db.selectFrom('imGroups').selectAll().where('id', '=', mainId).executeTakeFirst();
  if (!main) throw new AppError(404, 'im.groupNotFound');
  const inFamily = await db
    .selectFrom('imGroupMembers as gm')
    .innerJoin('imGroups as g', 'g.id', 'gm.groupId')
    .select('gm.groupId')
    .where('gm.userId', '=', viewerId)
    .where((eb) =>
      eb.or([eb('g.id', '=', mainId), eb.and([eb('g.pid', '=', mainId), eb('g.dissolved', '=', 0)])]),
    )
    .limit(1)
    .executeTakeFirst();
  if (!inFamily) throw new AppError(404, 'im.groupNotFound');
  return main;
}

/**
 * The main group and its live sub-groups (imGroupSubList): the main group is the first row of the first
 * page, marked isMain, then the sub-groups oldest first by the (pid, id) index.
 */
export async function subGroupList(
  db: Db,
  viewerId: number,
  query: { groupId: number; pageNum: number; pageSize: number },
): Promise<{ rows: groupAdmin.SubGroup[]; total: number }> {
  const main = await familyOf(db, query.groupId, viewerId);
  const start = (query.pageNum - 1) * query.pageSize;
  const subsFrom = Math.max(0, start - 1);
  const subsWanted = start === 0 ? query.pageSize - 1 : query.pageSize;
  const live = db.selectFrom('imGroups').where('pid', '=', main.id).where('dissolved', '=', 0);
  const [subs, counted] = await Promise.all([
    subsWanted > 0
      ? live.selectAll().orderBy('id').offset(subsFrom).limit(subsWanted).execute()
      : Promise.resolve([]),
    live.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const listed = start === 0 ? [main, ...subs] : subs;
  const ids = listed.map((group) => group.id);
  const [avatars, mine] = await Promise.all([
    groupAvatarsOf(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('imGroupMembers')
          .select('groupId')
          .where('userId', '=', viewerId)
          .where('groupId', 'in', ids)
          .execute(),
  ]);
  const inGroup = new Set(mine.map((row) => row.groupId));
  return {
    total: 1 + Number(counted.count),
    rows: listed.map((group) => ({
      id: group.id,
      name: group.name,
      logo: group.logo,
      avatars: avatars.get(group.id) ?? [],
      groupUserNum: group.memberCount,
      needConfirm: group.needConfirm === 1,
      isMain: group.id === main.id,
      inGroup: inGroup.has(group.id),
    })),
  };
}

/**
 * Makes a sub-group (createSubgroup) of a group that is not one, with members of it; its maker (the main
 * group's leader or an admin) becomes its owner, its subLeader. The main group's chat says it was made.
 */
export async function createSubGroup(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  input: { pid: number; name: string; userIds: number[] },
  plans: TaskPlans,
): Promise<groups.Group> {
  const { group: main } = await requireAction(db, input.pid, viewerId, 'createSubGroup');
  if (groupRoles.isSubGroup(main)) throw new AppError(400, 'groups.subOfSub');
  const picked = [...new Set(input.userIds)].filter((userId) => userId !== viewerId);
  if (picked.length + 1 > groups.GROUP_MEMBERS_MAX)
    throw new AppError(400, 'groups.full', { max: groups.GROUP_MEMBERS_MAX });
  await requireMembersOf(db, main.id, picked);
  const masked = main.taskNumber !== null;
  const now = imClock.now();
  const { subId, lines } = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('imGroups')
      .values({
        name: input.name,
        leaderId: viewerId,
        groupType: groupRoles.GROUP_TYPE_SUB,
        pid: main.id,
        lastMessageAt: now,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enrol(trx, id, [viewerId], 'group_leader', 0, now, null, { joinWay: 'create' });
    await enrol(trx, id, picked, 'group_user', 0, now, null, { joinWay: 'invite', inviterId: viewerId });
    const actor = await namesOf(trx, [viewerId], masked);
    const made = await announce(
      trx,
      id,
      viewerId,
      'createGroup',
      translate('groups.lineInvited', LINE_LANG, { actor, names: await namesOf(trx, picked, masked) }),
      now,
    );
    const told = await announce(
      trx,
      main.id,
      viewerId,
      'createSubgroup',
      translate('groups.lineSubGroupMade', LINE_LANG, { actor, name: input.name }),
      now,
    );
    return { subId: id, lines: { made, told } };
  });
  await deliverAnnouncements(db, bus, [lines.made], [viewerId, ...picked]);
  await deliverAnnouncements(db, bus, [lines.told], await memberIdsOf(db, main.id));
  return groupDetail(db, subId, viewerId, plans);
}

/**
 * Members of the main group in none of its live sub-groups, by join time, for picking a new sub-group's
 * members; the viewer, who will own it, is left out. Read in join order by the (groupId, joinedAt) index,
 * each checked against the sub-groups by the members' user index.
 */
export async function notInSubGroup(
  db: Db,
  viewerId: number,
  query: { groupId: number; pageNum: number; pageSize: number },
): Promise<{ rows: { userId: number; nickName: string; userAvatar: string }[]; total: number }> {
  const { group } = await requireAction(db, query.groupId, viewerId, 'createSubGroup');
  const base = db
    .selectFrom('imGroupMembers as gm')
    .where('gm.groupId', '=', group.id)
    .where('gm.userId', '!=', viewerId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('imGroupMembers as sm')
            .innerJoin('imGroups as s', 's.id', 'sm.groupId')
            .select('sm.userId')
            .whereRef('sm.userId', '=', 'gm.userId')
            .where('s.pid', '=', group.id)
            .where('s.dissolved', '=', 0),
        ),
      ),
    );
  const [rows, counted] = await Promise.all([
    base
      .select(['gm.userId', 'gm.nickName'])
      .orderBy('gm.joinedAt')
      .orderBy('gm.userId')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const cards = await userCardsOf(
    db,
    rows.map((row) => row.userId),
  );
  return {
    total: Number(counted.count),
    rows: rows
      .filter((row) => cards.has(row.userId))
      .map((row) => {
        const card = cards.get(row.userId)!;
        return { userId: row.userId, nickName: row.nickName || card.nickName, userAvatar: card.avatar };
      }),
  };
}
