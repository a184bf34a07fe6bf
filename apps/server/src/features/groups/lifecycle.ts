import { groupRoles, groups, type groupAdmin } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { friendsAmong } from '../friends/index.js';
import {
  closeGroupConversation,
  conversationLastSeq,
  groupChatKey,
  imClock,
  openGroupConversation,
  type StoredMessage,
} from '../im/index.js';
import { announce, deliverAnnouncements, LINE_LANG, namesOf } from './announce.js';
import { deliverPreJoin, writePreJoin } from './pre-join.js';
import { memberIdsOf } from './membership.js';
import type { TaskPlans } from './plans.js';
import { requireAction } from './permissions.js';
import { groupDetail } from './queries.js';
import type { GroupsTables } from './tables.js';

type Db = Kysely<GroupsTables>;

/** Everyone brought in must be a friend of whoever brings them (spec 001: groups are made from friends). */
async function requireFriends(db: Db, viewerId: number, userIds: number[]): Promise<void> {
  const friends = await friendsAmong(db, viewerId, userIds);
  for (const userId of userIds) {
    if (userId === viewerId) throw new AppError(400, 'groups.self');
    if (!friends.has(userId)) throw new AppError(403, 'groups.notFriends');
  }
}

/** How members came in (the member-management list shows it): the way, and who brought them. */
export interface JoinOrigin {
  joinWay: groupAdmin.JoinWay;
  inviterId?: number | null;
  channelId?: number | null;
}

/**
 * Adds members and puts the group's conversation in their lists; they read from `joinedSeq` on. Members of
 * a task group carry their task role.
 */
export async function enrol(
  trx: Db,
  groupId: number,
  userIds: number[],
  role: string,
  joinedSeq: number,
  now: number,
  specialRole: groups.TaskRole | null = null,
  origin: JoinOrigin = { joinWay: 'invite' },
) {
  if (userIds.length === 0) return;
  await trx
    .insertInto('imGroupMembers')
    .values(
      userIds.map((userId) => ({
        groupId,
        userId,
        permissionType: role,
        specialRole,
        joinedSeq,
        joinedAt: now,
        joinWay: origin.joinWay,
        inviterId: origin.inviterId ?? null,
        channelId: origin.channelId ?? null,
      })),
    )
    .execute();
  await openGroupConversation(trx, groupId, userIds, joinedSeq, now);
  await trx
    .updateTable('imGroups')
    .set((eb) => ({ memberCount: eb(eb.ref('memberCount'), '+', userIds.length) }))
    .where('id', '=', groupId)
    .execute();
}

/** Everyone in `userIds` must be a member of the main group `pid` (a sub-group is made of its members). */
export async function requireMembersOf(db: Db, pid: number, userIds: number[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await db
    .selectFrom('imGroupMembers')
    .select('userId')
    .where('groupId', '=', pid)
    .where('userId', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw new AppError(403, 'groups.subMembersOutside');
}

export async function leave(trx: Db, groupId: number, userIds: number[]) {
  await trx
    .deleteFrom('imGroupMembers')
    .where('groupId', '=', groupId)
    .where('userId', 'in', userIds)
    .execute();
  await closeGroupConversation(trx, groupId, userIds);
  await trx
    .updateTable('imGroups')
    .set((eb) => ({ memberCount: eb(eb.ref('memberCount'), '-', userIds.length) }))
    .where('id', '=', groupId)
    .execute();
}

export async function createGroup(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  input: { userIds: number[]; name?: string | undefined },
  plans: TaskPlans,
): Promise<groups.Group> {
  const invited = [...new Set(input.userIds)];
  if (invited.length + 1 > groups.GROUP_MEMBERS_MAX)
    throw new AppError(400, 'groups.full', { max: groups.GROUP_MEMBERS_MAX });
  await requireFriends(db, viewerId, invited);
  const now = imClock.now();
  const defaultName = (await namesOf(db, [viewerId, ...invited.slice(0, 2)])).slice(0, groups.GROUP_NAME_MAX);
  const { groupId, line } = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('imGroups')
      .values({ name: input.name || defaultName, leaderId: viewerId, lastMessageAt: now, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enrol(trx, id, [viewerId], 'group_leader', 0, now, null, { joinWay: 'create' });
    await enrol(trx, id, invited, 'group_user', 0, now, null, { joinWay: 'invite', inviterId: viewerId });
    const text = translate('groups.lineInvited', LINE_LANG, {
      actor: await namesOf(trx, [viewerId]),
      names: await namesOf(trx, invited),
    });
    return { groupId: id, line: await announce(trx, id, viewerId, 'createGroup', text, now) };
  });
  await deliverAnnouncements(db, bus, [line], [viewerId, ...invited]);
  return groupDetail(db, groupId, viewerId, plans);
}

/**
 * A member brings friends in; those already in are left as they are. A task group's members are the
 * wish's publisher and the takers it accepted, and a form group's come by its form, so nobody is brought
 * into either by hand (spec 002 §6). A sub-group takes members of its main group only.
 */
export async function addMembers(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  groupId: number,
  userIds: number[],
  plans: TaskPlans,
) {
  const { group } = await requireAction(db, groupId, viewerId, 'addMember');
  const present = new Set(await memberIdsOf(db, groupId));
  const fresh = [...new Set(userIds)].filter((id) => !present.has(id));
  await requireFriends(db, viewerId, fresh);
  if (group.pid !== null && fresh.length > 0) await requireMembersOf(db, group.pid, fresh);
  if (present.size + fresh.length > groups.GROUP_MEMBERS_MAX)
    throw new AppError(400, 'groups.full', { max: groups.GROUP_MEMBERS_MAX });
  if (fresh.length > 0) {
    const now = imClock.now();
    const added = await db.transaction().execute(async (trx) => {
      const joinedSeq = await conversationLastSeq(trx, groupChatKey(groupId));
      await enrol(trx, groupId, fresh, 'group_user', joinedSeq, now, null, {
        joinWay: 'invite',
        inviterId: viewerId,
      });
      const text = translate('groups.lineInvited', LINE_LANG, {
        actor: await namesOf(trx, [viewerId]),
        names: await namesOf(trx, fresh),
      });
      const joined = await announce(trx, groupId, viewerId, 'joinGroup', text, now);
      return { joined, preJoin: await writePreJoin(trx, group, fresh, now) };
    });
    await deliverAnnouncements(db, bus, [added.joined], [...present, ...fresh]);
    await deliverPreJoin(db, bus, added.preJoin);
  }
  return groupDetail(db, groupId, viewerId, plans);
}

/**
 * The remove-member row: a leader (of a group or a sub-group) removes anyone but himself; an admin removes
 * ordinary members only.
 */
export async function removeMembers(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  groupId: number,
  userIds: number[],
  plans: TaskPlans,
) {
  const { group, member } = await requireAction(db, groupId, viewerId, 'removeMember');
  const masked = group.taskNumber !== null;
  const targets = [...new Set(userIds)];
  if (targets.includes(viewerId)) throw new AppError(400, 'groups.self');
  const rows = await db
    .selectFrom('imGroupMembers')
    .select(['userId', 'permissionType'])
    .where('groupId', '=', groupId)
    .where('userId', 'in', targets)
    .execute();
  if (rows.length !== targets.length) throw new AppError(404, 'groups.notMember');
  if (rows.some((row) => !groups.outranks(member.permissionType, row.permissionType)))
    throw new AppError(403, 'groups.notOutranked');
  const everyone = await memberIdsOf(db, groupId);
  const now = imClock.now();
  const line = await db.transaction().execute(async (trx) => {
    const text = translate('groups.lineRemoved', LINE_LANG, {
      actor: await namesOf(trx, [viewerId], masked),
      names: await namesOf(trx, targets, masked),
    });
    const stored = await announce(trx, groupId, viewerId, 'kickGroup', text, now);
    await leave(trx, groupId, targets);
    return stored;
  });
  await deliverAnnouncements(db, bus, [line], everyone);
  return groupDetail(db, groupId, viewerId, plans);
}

/**
 * The viewer leaves: their membership and conversation go. The exit row is everyone's but the leader's (of a
 * group or a sub-group), who dissolves instead; a dissolved group may still be left.
 */
export async function exitGroup(db: Db, bus: EventBus | undefined, viewerId: number, groupId: number) {
  const { group } = await requireAction(db, groupId, viewerId, 'exit', { evenDissolved: true });
  const masked = group.taskNumber !== null;
  const everyone = await memberIdsOf(db, groupId);
  const now = imClock.now();
  const line = await db.transaction().execute(async (trx) => {
    const stored = await announce(
      trx,
      groupId,
      viewerId,
      'quitGroup',
      translate('groups.lineLeft', LINE_LANG, { actor: await namesOf(trx, [viewerId], masked) }),
      now,
    );
    await leave(trx, groupId, [viewerId]);
    return stored;
  });
  await deliverAnnouncements(db, bus, [line], everyone);
}

/**
 * Marks a group dissolved and writes the line its members see, inside the caller's transaction; deliver
 * the line to the members once committed. The leader's dissolving and the platform's share it.
 */
export async function markDissolved(
  trx: Db,
  groupId: number,
  actorId: number,
  line: string,
  now: number,
): Promise<StoredMessage> {
  await trx.updateTable('imGroups').set({ dissolved: 1 }).where('id', '=', groupId).execute();
  return announce(trx, groupId, actorId, 'ungroup', line, now);
}

/**
 * The leader (of a group or a sub-group) dissolves it: members keep its history, and nobody can send in it
 * again. Not while the order it works on is at work (spec 002 §4.1): a task group's own wish, or a
 * sub-group's main group's. The plan is read before the
 * dissolving's transaction: a wish leaves Execute and WaitApproveSettle only forwards (to its end), so a
 * change in between can only make dissolving allowed.
 * Dissolving a main group dissolves its sub-groups too; dissolving a sub-group is told to its main group.
 */
export async function dissolveGroup(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  groupId: number,
  plans: TaskPlans,
) {
  const { group, plan } = await requireAction(db, groupId, viewerId, 'dissolve', { plans });
  if (groupRoles.dissolveBlockedBy(plan?.state)) throw new AppError(400, 'groups.taskInProgress');
  const now = imClock.now();
  const masked = group.taskNumber !== null;
  const { line, subLines, parentLine } = await db.transaction().execute(async (trx) => {
    const actor = await namesOf(trx, [viewerId], masked);
    const line = await markDissolved(
      trx,
      groupId,
      viewerId,
      translate('groups.lineDissolved', LINE_LANG, { actor }),
      now,
    );
    // A sub-group is made of its main group's people for its work: it ends with the main group.
    const subs =
      group.pid === null
        ? await trx
            .selectFrom('imGroups')
            .select('id')
            .where('pid', '=', groupId)
            .where('dissolved', '=', 0)
            .execute()
        : [];
    const subLines: StoredMessage[] = [];
    for (const sub of subs)
      subLines.push(
        await markDissolved(trx, sub.id, viewerId, translate('groups.lineDissolvedWithMain', LINE_LANG), now),
      );
    // The main group hears that one of its sub-groups ended (spec 001 §3 command subgroupDissolve).
    const parentLine =
      group.pid === null
        ? null
        : await announce(
            trx,
            group.pid,
            viewerId,
            'subgroupDissolve',
            translate('groups.lineSubDissolved', LINE_LANG, { actor, name: group.name }),
            now,
          );
    return { line, subLines, parentLine };
  });
  await deliverAnnouncements(db, bus, [line], await memberIdsOf(db, groupId));
  for (const subLine of subLines)
    await deliverAnnouncements(db, bus, [subLine], await memberIdsOf(db, subLine.receiverId));
  if (parentLine) await deliverAnnouncements(db, bus, [parentLine], await memberIdsOf(db, group.pid!));
}
