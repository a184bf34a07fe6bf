import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { befriend } from '../friends/index.js';
import { conversationLastSeq, groupChatKey, type StoredMessage } from '../im/index.js';
import { announce, deliverAnnouncements, LINE_LANG, namesOf } from './announce.js';
import type { JoinWay } from './join-ticket.js';
import type { JoinDb } from './join-tables.js';
import { enrol } from './lifecycle.js';
import { memberIdsOf } from './membership.js';
import type { GroupRow } from './membership.js';
import { deliverPreJoin, writePreJoin } from './pre-join.js';

/** Who comes into a group, how, and through whom. */
export interface Arrival {
  userId: number;
  joinWay: JoinWay;
  inviterId: number | null;
  channel: { id: number; channelName: string } | null;
  /** The manager who let an applicant in. */
  auditorId?: number;
}

/** What a committed arrival still has to deliver. */
export interface Admitted {
  groupId: number;
  userId: number;
  line: StoredMessage;
  preJoin: Map<number, StoredMessage[]>;
}

async function lineOf(trx: JoinDb, arrival: Arrival): Promise<string> {
  const name = await namesOf(trx, [arrival.userId]);
  if (arrival.joinWay === 'apply' && arrival.auditorId !== undefined)
    return translate('groupJoin.lineApproved', LINE_LANG, {
      name,
      auditor: await namesOf(trx, [arrival.auditorId]),
    });
  if (arrival.channel)
    return translate('groupJoin.lineByChannel', LINE_LANG, { name, channel: arrival.channel.channelName });
  if (arrival.inviterId !== null)
    return translate('groupJoin.lineByLink', LINE_LANG, {
      name,
      inviter: await namesOf(trx, [arrival.inviterId]),
    });
  return translate('groupJoin.lineByWord', LINE_LANG, { name });
}

/**
 * Enrols one newcomer inside the caller's transaction: the membership (through the group's `enrol`), how
 * and through whom they came, the channel's count, their friendship with the inviter when the group binds
 * them, the joinGroup line every member sees and the pre-join lines only they see. Deliver the result with
 * `deliverArrival` once committed.
 */
export async function admit(trx: JoinDb, group: GroupRow, arrival: Arrival, now: number): Promise<Admitted> {
  const joinedSeq = await conversationLastSeq(trx, groupChatKey(group.id));
  await enrol(trx, group.id, [arrival.userId], 'group_user', joinedSeq, now, null, {
    joinWay: arrival.joinWay,
    inviterId: arrival.inviterId,
    channelId: arrival.channel?.id ?? null,
  });
  const bound =
    group.bindUser === 1 &&
    arrival.inviterId !== null &&
    (await befriend(trx, arrival.userId, arrival.inviterId, now));
  if (bound)
    await trx
      .updateTable('imGroupMembers')
      .set({ boundInviter: 1 })
      .where('groupId', '=', group.id)
      .where('userId', '=', arrival.userId)
      .execute();
  if (arrival.channel) {
    await trx
      .updateTable('imGroupChannels')
      .set((eb) => ({ channelUserCount: eb(eb.ref('channelUserCount'), '+', 1) }))
      .where('id', '=', arrival.channel.id)
      .execute();
  }
  const line = await announce(trx, group.id, arrival.userId, 'joinGroup', await lineOf(trx, arrival), now);
  const preJoin = await writePreJoin(trx, group, [arrival.userId], now);
  return { groupId: group.id, userId: arrival.userId, line, preJoin };
}

/** Delivers a committed arrival: the joinGroup line to every member, the pre-join lines to the newcomer. */
export async function deliverArrival(db: JoinDb, bus: EventBus | undefined, admitted: Admitted) {
  await deliverAnnouncements(db, bus, [admitted.line], await memberIdsOf(db, admitted.groupId));
  await deliverPreJoin(db, bus, admitted.preJoin);
}
