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
    // Checked again inside the transaction: a concurrent join of the same person meets the primary key
    // (PostgreSQL retries, then finds them in), and the head count is the one the transaction sees.
    const admitted = await inTransaction(db, async (trx) => {
      if (await isMember(trx, group.id, viewerId)) return null;
      const fresh = await trx
        .selectFrom('imGroups')
        .selectAll()
        .where('id', '=', group.id)
        .executeTakeFirstOrThrow();
      requireRoom(fresh);
      return admit(trx, fresh, { userId: viewerId, joinWay, inviterId, channel }, now);
    });
    if (admitted) await deliverArrival(db, bus, admitted);
  }
  return groupDetail(db, group.id, viewerId, plans);
}
