import { groups } from '@fox/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { imClock } from '../im/index.js';
import { areFriends } from '../friends/index.js';
import { announce, deliverAnnouncements, namesOf } from './announce.js';
import { groupChatKey, memberIdsOf } from './membership.js';
import { groupDetail, requireMembership } from './queries.js';
import type { StoredMessage } from '../im/index.js';

type Db = Kysely<DatabaseSchema>;
type Trx = Transaction<DatabaseSchema>;

/** Everyone brought in must be a friend of whoever brings them (spec 001: groups are made from friends). */
async function requireFriends(db: Db, viewerId: number, userIds: number[]): Promise<void> {
  for (const userId of userIds) {
    if (userId === viewerId) throw new AppError(400, 'groups.self');
    if (!(await areFriends(db, viewerId, userId))) throw new AppError(403, 'groups.notFriends');
  }
}

/** Adds members and their conversation rows; they read from `joinedSeq` on. */
async function enrol(
  trx: Trx,
  groupId: number,
  userIds: number[],
  role: string,
  joinedSeq: number,
  now: number,
) {
  if (userIds.length === 0) return;
  await trx
    .insertInto('imGroupMembers')
    .values(userIds.map((userId) => ({ groupId, userId, permissionType: role, joinedSeq, joinedAt: now })))
    .execute();
  for (const userId of userIds) {
    await trx
      .insertInto('imConversations')
      .values({
        userId,
        sessionType: 'group',
        peerId: groupId,
        conversationKey: groupChatKey(groupId),
        unreadCount: 0,
        asTopTime: null,
        lastMessageId: null,
        updatedAt: now,
        readSeq: joinedSeq,
        clearedSeq: 0,
      })
      .onConflict((oc) =>
        oc.columns(['userId', 'sessionType', 'peerId']).doUpdateSet({ readSeq: joinedSeq, clearedSeq: 0 }),
      )
      .execute();
  }
  await trx
    .updateTable('imGroups')
    .set((eb) => ({ memberCount: eb(eb.ref('memberCount'), '+', userIds.length) }))
    .where('id', '=', groupId)
    .execute();
}

async function leave(trx: Trx, groupId: number, userIds: number[]) {
  await trx
    .deleteFrom('imGroupMembers')
    .where('groupId', '=', groupId)
    .where('userId', 'in', userIds)
    .execute();
  await trx
    .deleteFrom('imConversations')
    .where('sessionType', '=', 'group')
    .where('peerId', '=', groupId)
    .where('userId', 'in', userIds)
    .execute();
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
    await enrol(trx, id, [viewerId], 'group_leader', 0, now);
    await enrol(trx, id, invited, 'group_user', 0, now);
    const text = `${await namesOf(trx, [viewerId])}邀请${await namesOf(trx, invited)}加入了群聊`;
    return { groupId: id, line: await announce(trx, id, viewerId, 'createGroup', text, now) };
  });
  await deliverAnnouncements(db, bus, [line], [viewerId, ...invited]);
  return groupDetail(db, groupId, viewerId);
}

/** A member brings friends in; those already in are left as they are. */
export async function addMembers(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  groupId: number,
  userIds: number[],
) {
  const { group } = await requireMembership(db, groupId, viewerId);
  if (group.dissolved === 1) throw new AppError(400, 'groups.dissolved');
  const present = new Set(await memberIdsOf(db, groupId));
  const fresh = [...new Set(userIds)].filter((id) => !present.has(id));
  await requireFriends(db, viewerId, fresh);
  if (present.size + fresh.length > groups.GROUP_MEMBERS_MAX)
    throw new AppError(400, 'groups.full', { max: groups.GROUP_MEMBERS_MAX });
  if (fresh.length > 0) {
    const now = imClock.now();
    const line = await db.transaction().execute(async (trx) => {
      const counter = await trx
        .selectFrom('imCounters')
        .select('lastSeq')
        .where('conversationKey', '=', groupChatKey(groupId))
        .executeTakeFirst();
      await enrol(trx, groupId, fresh, 'group_user', Number(counter?.lastSeq ?? 0), now);
      const text = `${await namesOf(trx, [viewerId])}邀请${await namesOf(trx, fresh)}加入了群聊`;
      return announce(trx, groupId, viewerId, 'joinGroup', text, now);
    });
    await deliverAnnouncements(db, bus, [line], [...present, ...fresh]);
  }
  return groupDetail(db, groupId, viewerId);
}

/** The leader removes anyone but himself; an admin removes ordinary members only. */
export async function removeMembers(
  db: Db,
  bus: EventBus | undefined,
  viewerId: number,
  groupId: number,
  userIds: number[],
) {
  const { member } = await requireMembership(db, groupId, viewerId);
  const targets = [...new Set(userIds)];
  if (targets.includes(viewerId)) throw new AppError(400, 'groups.self');
  if (!groups.isManager(member.permissionType)) throw new AppError(403, 'groups.notManager');
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
    const text = `${await namesOf(trx, [viewerId])}将${await namesOf(trx, targets)}移出了群聊`;
    const stored = await announce(trx, groupId, viewerId, 'kickGroup', text, now);
    await leave(trx, groupId, targets);
    return stored;
  });
  await deliverAnnouncements(db, bus, [line], everyone);
  return groupDetail(db, groupId, viewerId);
}

/** The viewer leaves: their membership and conversation go; the leader must dissolve instead. */
export async function exitGroup(db: Db, bus: EventBus | undefined, viewerId: number, groupId: number) {
  const { member } = await requireMembership(db, groupId, viewerId);
  if (member.permissionType === 'group_leader') throw new AppError(400, 'groups.leaderExit');
  const everyone = await memberIdsOf(db, groupId);
  const now = imClock.now();
  const line = await db.transaction().execute(async (trx) => {
    const stored = await announce(
      trx,
      groupId,
      viewerId,
      'quitGroup',
      `${await namesOf(trx, [viewerId])}退出了群聊`,
      now,
    );
    await leave(trx, groupId, [viewerId]);
    return stored;
  });
  await deliverAnnouncements(db, bus, [line], everyone);
}

/** The leader dissolves the group: members keep its history, and nobody can send in it again. */
export async function dissolveGroup(db: Db, bus: EventBus | undefined, viewerId: number, groupId: number) {
  const { group, member } = await requireMembership(db, groupId, viewerId);
  if (member.permissionType !== 'group_leader') throw new AppError(403, 'groups.notLeader');
  if (group.dissolved === 1) throw new AppError(400, 'groups.dissolved');
  const now = imClock.now();
  let line: StoredMessage | undefined;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('imGroups').set({ dissolved: 1 }).where('id', '=', groupId).execute();
    line = await announce(
      trx,
      groupId,
      viewerId,
      'ungroup',
      `${await namesOf(trx, [viewerId])}解散了群聊`,
      now,
    );
  });
  await deliverAnnouncements(db, bus, [line!], await memberIdsOf(db, groupId));
}
