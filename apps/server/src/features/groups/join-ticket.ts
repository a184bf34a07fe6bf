import type { groupJoin } from '@fox/contracts';
import type { Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { checkInviteCode } from './join-code.js';
import type { JoinDb } from './join-tables.js';
import type { GroupRow } from './membership.js';
import type { ImGroupChannelTable } from './tables.js';

export type ChannelRow = Selectable<ImGroupChannelTable>;
export type JoinWay = 'link' | 'channel' | 'passphrase' | 'apply';

/** Where a ticket leads: the group, who invited (a link's sharer, a channel's maker), the channel, and how. */
export interface Destination {
  group: GroupRow;
  inviterId: number | null;
  channel: ChannelRow | null;
  joinWay: Exclude<JoinWay, 'apply'>;
}

async function openGroup(db: JoinDb, groupId: number): Promise<GroupRow> {
  const group = await db.selectFrom('imGroups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!group || group.dissolved === 1) throw new AppError(404, 'im.groupNotFound');
  // A task group's members are its wish's publisher and takers (spec 001 §5): nobody joins one by a link.
  if (group.taskNumber !== null) throw new AppError(400, 'groupJoin.taskGroup');
  return group;
}

/**
 * Reads a ticket, which is exactly one of: a signed invitation (groupId, inviteUserId, inviteCalculate:
 * a link or a QR code), a channel's code, or the group's passphrase. A forged or expired invitation, an
 * unknown channel or passphrase, and a missing or dissolved group are refused.
 */
export async function destinationOf(db: JoinDb, ticket: groupJoin.JoinTicket): Promise<Destination> {
  const link =
    ticket.groupId !== undefined || ticket.inviteUserId !== undefined || ticket.inviteCalculate !== undefined;
  const kinds = [link, ticket.channelCode !== undefined, ticket.groupWord !== undefined].filter(Boolean);
  if (kinds.length !== 1) throw new AppError(400, 'groupJoin.ticketOne');
  if (link) {
    const { groupId, inviteUserId, inviteCalculate } = ticket;
    if (groupId === undefined || inviteUserId === undefined || inviteCalculate === undefined)
      throw new AppError(400, 'groupJoin.ticketIncomplete');
    const group = await openGroup(db, groupId);
    await checkInviteCode(db, groupId, inviteUserId, inviteCalculate);
    // A code outlives nothing of its sharer's: once they have left, what they shared stops working.
    const sharer = await db
      .selectFrom('imGroupMembers')
      .select('userId')
      .where('groupId', '=', groupId)
      .where('userId', '=', inviteUserId)
      .executeTakeFirst();
    if (!sharer) throw new AppError(400, 'groupJoin.codeInvalid');
    return { group, inviterId: inviteUserId, channel: null, joinWay: 'link' };
  }
  if (ticket.channelCode !== undefined) {
    const channel = await db
      .selectFrom('imGroupChannels')
      .selectAll()
      .where('channelCode', '=', ticket.channelCode)
      .executeTakeFirst();
    if (!channel) throw new AppError(404, 'groupJoin.channelNotFound');
    // The channel's maker made and spread its link: they are who brought its joiners in, for the invite
    // records (narrowed by channel code) and a group that binds newcomers to their inviters.
    const group = await openGroup(db, channel.groupId);
    return { group, inviterId: channel.creatorId, channel, joinWay: 'channel' };
  }
  const found = await db
    .selectFrom('imGroups')
    .select('id')
    .where('groupWord', '=', ticket.groupWord!)
    .executeTakeFirst();
  if (!found) throw new AppError(404, 'groupJoin.wordNotFound');
  return { group: await openGroup(db, found.id), inviterId: null, channel: null, joinWay: 'passphrase' };
}
