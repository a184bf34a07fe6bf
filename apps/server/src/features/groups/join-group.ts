import type { groupJoin } from '@fox/contracts';
import { groups } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { inTransaction } from '../../platform/db/transactions.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { imClock } from '../im/index.js';
import { userCardsOf } from '../users/index.js';
import { groupAvatarsOf } from './avatars.js';
import { admit, deliverArrival } from './join-enrol.js';
import type { JoinDb } from './join-tables.js';
import { destinationOf } from './join-ticket.js';
import type { GroupRow } from './membership.js';
import type { TaskPlans } from './plans.js';
import { groupDetail } from './queries.js';

export const isMember = async (db: JoinDb, groupId: number, userId: number) =>
  (await db
    .selectFrom('imGroupMembers')
    .select('userId')
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .executeTakeFirst()) !== undefined;

/**
 * The group's row, locked for the rest of the caller's transaction (by an update that changes nothing, on
 * either dialect), so that joins at once count heads one after the other and never pass the maximum.
 */
export async function lockedGroup(trx: JoinDb, groupId: number): Promise<GroupRow> {
  await trx
    .updateTable('imGroups')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', groupId)
    .execute();
  return trx.selectFrom('imGroups').selectAll().where('id', '=', groupId).executeTakeFirstOrThrow();
}

export function requireRoom(group: GroupRow) {
  if (group.memberCount + 1 > groups.GROUP_MEMBERS_MAX)
    throw new AppError(400, 'groups.full', { max: groups.GROUP_MEMBERS_MAX });
}

/**
 * What a visitor of a join link, QR code, channel link or passphrase sees before joining (the join page's
 * imGroupDetails and imGroupUserInGroup): a refused ticket tells why, an unknown group is 404.
 */
export async function joinPreview(
  db: JoinDb,
  viewerId: number,
  ticket: groupJoin.JoinTicket,
): Promise<groupJoin.JoinPreview> {
  const { group, inviterId, channel } = await destinationOf(db, ticket);
  const [inGroup, waiting, avatars, cards] = await Promise.all([
    isMember(db, group.id, viewerId),
    db
      .selectFrom('imGroupApplications')
      .select('id')
      .where('userId', '=', viewerId)
      .where('groupId', '=', group.id)
      .where('applyState', '=', 'WaitApprove')
      .executeTakeFirst(),
    groupAvatarsOf(db, [group.id]),
    userCardsOf(db, inviterId === null ? [] : [inviterId]),
  ]);
  const inviter = inviterId === null ? undefined : cards.get(inviterId);
  return {
    groupId: group.id,
    name: group.name,
    logo: group.logo,
    avatars: avatars.get(group.id) ?? [],
    groupUserNum: group.memberCount,
    needConfirm: group.needConfirm === 1,
    inGroup,
    applying: waiting !== undefined,
    inviter: inviter
      ? { userId: inviter.id, nickName: inviter.nickName || inviter.userName, userAvatar: inviter.avatar }
      : null,
    channelName: channel?.channelName ?? null,
  };
}

/**
 * Joins at once (imApplyGroupActive), by invitation when the ticket is a member's link. A group that
 * approves newcomers is asked through an application instead; one already joined opens as it is.
 */
export async function joinGroup(
  db: JoinDb,
  bus: EventBus | undefined,
  viewerId: number,
  ticket: groupJoin.JoinTicket,
  plans: TaskPlans,
): Promise<groups.Group> {
  const { group, inviterId, channel, joinWay } = await destinationOf(db, ticket);
  if (!(await isMember(db, group.id, viewerId))) {
    if (group.needConfirm === 1) throw new AppError(400, 'groupJoin.needApply');
    const now = imClock.now();
    // Checked again inside the transaction with the group's row locked: a concurrent join of the same
    // person waits and then finds them in, and heads are counted one join at a time.
    const admitted = await inTransaction(db, async (trx) => {
      const fresh = await lockedGroup(trx, group.id);
      if (await isMember(trx, group.id, viewerId)) return null;
      requireRoom(fresh);
      return admit(trx, fresh, { userId: viewerId, joinWay, inviterId, channel }, now);
    });
    if (admitted) await deliverArrival(db, bus, admitted);
  }
  return groupDetail(db, group.id, viewerId, plans);
}
