import type { groupJoin } from '@fox/contracts';
import { formatChinaTime } from '@fox/contracts';
import { sql } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { imClock } from '../im/index.js';
import { announceNotices, storeSystemNotices, type SystemNotice } from '../notices/index.js';
import { userCardsOf } from '../users/index.js';
import { LINE_LANG, namesOf } from './announce.js';
import { requireAction } from './permissions.js';
import { admit, deliverArrival, type Admitted } from './join-enrol.js';
import { isMember, lockedGroup, requireRoom } from './join-group.js';
import type { JoinDb } from './join-tables.js';
import { destinationOf } from './join-ticket.js';

/** The stored roles whose derived role may decide applications (approveJoin): leaders and admins. */
const APPROVER_TYPES = ['group_leader', 'group_admin'];

const applicationColumns = [
  'id',
  'groupId',
  'userId',
  'inviterId',
  'channelId',
  'joinWay',
  'applyContent',
  'applyState',
  'createdAt',
] as const;

interface ApplicationRow {
  id: number;
  groupId: number;
  userId: number;
  inviterId: number | null;
  channelId: number | null;
  joinWay: string;
  applyContent: string;
  applyState: string;
  createdAt: number;
}

/**
 * Asks to join a group that approves newcomers (imApplyGroup). One waiting application per person and
 * group: asking again changes its reason and ticket. The group's leader and admins get a system notice.
 */
export async function applyGroup(
  db: JoinDb,
  bus: EventBus | undefined,
  viewerId: number,
  input: groupJoin.JoinTicket & { applyContent: string },
) {
  const { group, inviterId, channel, joinWay } = await destinationOf(db, input);
  if (await isMember(db, group.id, viewerId)) throw new AppError(400, 'groupJoin.alreadyIn');
  if (group.needConfirm !== 1) throw new AppError(400, 'groupJoin.noApplyNeeded');
  requireRoom(group);
  const now = imClock.now();
  const ticket = { inviterId, channelId: channel?.id ?? null, joinWay, applyContent: input.applyContent };
  const { id, told } = await inTransaction(db, async (trx) => {
    const waiting = await trx
      .selectFrom('imGroupApplications')
      .select('id')
      .where('userId', '=', viewerId)
      .where('groupId', '=', group.id)
      .where('applyState', '=', 'WaitApprove')
      .executeTakeFirst();
    if (waiting) {
      await trx.updateTable('imGroupApplications').set(ticket).where('id', '=', waiting.id).execute();
      return { id: Number(waiting.id), told: [] };
    }
    // The partial unique index of migration 0041 makes a concurrent first application retry into the update.
    const inserted = await trx
      .insertInto('imGroupApplications')
      .values({ groupId: group.id, userId: viewerId, ...ticket, applyState: 'WaitApprove', createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const approvers = await trx
      .selectFrom('imGroupMembers')
      .select('userId')
      .where('groupId', '=', group.id)
      .where('permissionType', 'in', APPROVER_TYPES)
      .execute();
    const content = translate('groupJoin.noticeApply', LINE_LANG, {
      name: await namesOf(trx, [viewerId]),
      group: group.name,
      reason: input.applyContent,
    });
    const notices: SystemNotice[] = approvers.map((row) => ({
      userId: row.userId,
      type: 'groupApply',
      title: translate('groupJoin.noticeApplyTitle', LINE_LANG),
      content,
      extra: { groupId: group.id, applyId: Number(inserted.id), busyType: 'groupApply' },
    }));
    await storeSystemNotices(trx, notices, now);
    return { id: Number(inserted.id), told: notices.map((notice) => notice.userId) };
  });
  await announceNotices(bus, told);
  return { id, applyState: 'WaitApprove' as const };
}

async function presentApplications(
  db: JoinDb,
  groupName: string,
  rows: ApplicationRow[],
): Promise<groupJoin.Application[]> {
  const people = rows.flatMap((row) => [row.userId, ...(row.inviterId === null ? [] : [row.inviterId])]);
  const channelIds = rows.flatMap((row) => (row.channelId === null ? [] : [row.channelId]));
  const [cards, channels] = await Promise.all([
    userCardsOf(db, people),
    channelIds.length === 0
      ? []
      : db
          .selectFrom('imGroupChannels')
          .select(['id', 'channelName'])
          .where('id', 'in', channelIds)
          .execute(),
  ]);
  const channelNames = new Map(channels.map((channel) => [Number(channel.id), channel.channelName]));
  const nameOf = (userId: number | null) => {
    const card = userId === null ? undefined : cards.get(Number(userId));
    return card ? card.nickName || card.userName : '';
  };
  return rows.map((row) => ({
    id: Number(row.id),
    groupId: Number(row.groupId),
    groupName,
    userId: Number(row.userId),
    userName: nameOf(row.userId),
    userAvatar: cards.get(Number(row.userId))?.avatar ?? '',
    applyContent: row.applyContent,
    applyState: row.applyState as groupJoin.ApplyState,
    inviterName: nameOf(row.inviterId),
    channelName: row.channelId === null ? '' : (channelNames.get(Number(row.channelId)) ?? ''),
    createTime: formatChinaTime(Number(row.createdAt)),
  }));
}

/** A group's applications, waiting ones first, then newest (imApplyList); the approving roles only. */
export async function applyList(
  db: JoinDb,
  viewerId: number,
  query: { targetId: number; pageNum: number; pageSize: number },
) {
  const { group } = await requireAction(db, query.targetId, viewerId, 'approveJoin');
  const base = db.selectFrom('imGroupApplications').where('groupId', '=', group.id);
  const [rows, count] = await Promise.all([
    base
      .select(applicationColumns)
      .orderBy(sql`case when apply_state = 'WaitApprove' then 0 else 1 end`)
      .orderBy('id', 'desc')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await presentApplications(db, group.name, rows), total: Number(count.total) };
}

/**
 * Lets an applicant in or turns them away (imApplyGroupAudit). Decided once: the state in the update's
 * condition makes two concurrent decisions settle it once. Pass enrols them as a join would, with the
 * inviter and channel they applied with; the applicant gets a system notice either way.
 */
export async function auditApply(
  db: JoinDb,
  bus: EventBus | undefined,
  viewerId: number,
  input: { id: number; applyState: 'Pass' | 'Refuse' },
): Promise<groupJoin.Application> {
  const application = await db
    .selectFrom('imGroupApplications')
    .select(applicationColumns)
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!application) throw new AppError(404, 'groupJoin.applyNotFound');
  const { group } = await requireAction(db, application.groupId, viewerId, 'approveJoin');
  if (application.applyState !== 'WaitApprove') throw new AppError(400, 'groupJoin.applyDecided');
  const now = imClock.now();
  const admitted = await inTransaction(db, async (trx): Promise<Admitted | null> => {
    const decided = await trx
      .updateTable('imGroupApplications')
      .set({ applyState: input.applyState, auditorId: viewerId, auditedAt: now })
      .where('id', '=', input.id)
      .where('applyState', '=', 'WaitApprove')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) === 0) throw new AppError(400, 'groupJoin.applyDecided');
    const key = input.applyState === 'Pass' ? 'groupJoin.noticePassed' : 'groupJoin.noticeRefused';
    await storeSystemNotices(
      trx,
      [
        {
          userId: application.userId,
          type: 'groupApplyResult',
          title: translate('groupJoin.noticeResultTitle', LINE_LANG),
          content: translate(key, LINE_LANG, { group: group.name }),
          extra: { groupId: group.id, applyId: input.id, applyState: input.applyState },
        },
      ],
      now,
    );
    if (input.applyState === 'Refuse' || (await isMember(trx, group.id, application.userId))) return null;
    const fresh = await lockedGroup(trx, group.id);
    requireRoom(fresh);
    // A channel deleted since the application was made no longer counts anyone.
    const channel =
      application.channelId === null
        ? undefined
        : await trx
            .selectFrom('imGroupChannels')
            .select(['id', 'channelName'])
            .where('id', '=', application.channelId)
            .executeTakeFirst();
    return admit(
      trx,
      fresh,
      {
        userId: application.userId,
        joinWay: 'apply',
        inviterId: application.inviterId,
        channel: channel ?? null,
        auditorId: viewerId,
      },
      now,
    );
  });
  await announceNotices(bus, [application.userId]);
  if (admitted) await deliverArrival(db, bus, admitted);
  const [presented] = await presentApplications(db, group.name, [
    { ...application, applyState: input.applyState },
  ]);
  return presented!;
}
