import type { groupChannels } from '@fox/contracts';
import { sql } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { userCardsOf } from '../users/index.js';
import { presentPeople } from './channel-manage.js';
import { requireAction } from './permissions.js';
import type { JoinDb } from './join-tables.js';

/** Each inviter shows the newest this many of those they brought; `inviteCount` counts them all. */
const INVITEES_SHOWN = 10;

/**
 * Invite records (imGroupInviteUserList): who brought how many into the group and whom, most first. bindUser
 * counts only those made the inviter's friend on joining; a channel code only those who came through it.
 * Counted by the database over the inviter index; one page of inviters and at most 10 invitees each are read.
 */
export async function inviteUserList(
  db: JoinDb,
  viewerId: number,
  query: {
    groupId: number;
    channelType: (typeof groupChannels.CHANNEL_TYPES)[number];
    channelCode?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
): Promise<{ rows: groupChannels.InviteRecord[]; total: number }> {
  await requireAction(db, query.groupId, viewerId, 'joinSettings');
  let channelId: number | null = null;
  if (query.channelCode) {
    const channel = await db
      .selectFrom('imGroupChannels')
      .select('id')
      .where('channelCode', '=', query.channelCode)
      .where('groupId', '=', query.groupId)
      .executeTakeFirst();
    if (!channel) throw new AppError(404, 'groupJoin.channelMissing');
    channelId = Number(channel.id);
  }
  const invited = () => {
    let base = db
      .selectFrom('imGroupMembers')
      .where('groupId', '=', query.groupId)
      .where('inviterId', 'is not', null);
    if (query.channelType === 'bindUser') base = base.where('boundInviter', '=', 1);
    if (channelId !== null) base = base.where('channelId', '=', channelId);
    return base;
  };
  const [page, count] = await Promise.all([
    invited()
      .select((eb) => ['inviterId', eb.fn.countAll<number>().as('inviteCount')])
      .groupBy('inviterId')
      .orderBy('inviteCount', 'desc')
      .orderBy('inviterId')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    invited()
      .select((eb) => eb.fn.count<number>('inviterId').distinct().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const inviterIds = page.map((row) => Number(row.inviterId));
  if (inviterIds.length === 0) return { rows: [], total: Number(count.total) };
  const ranked = await db
    .selectFrom(
      invited()
        .where('inviterId', 'in', inviterIds)
        .select([
          'inviterId',
          'userId',
          'joinedAt',
          sql<number>`row_number() over (partition by inviter_id order by joined_at desc, user_id desc)`.as(
            'rank',
          ),
        ])
        .as('ranked'),
    )
    .select(['inviterId', 'userId', 'joinedAt'])
    .where('rank', '<=', INVITEES_SHOWN)
    .orderBy('inviterId')
    .orderBy('rank')
    .execute();
  const [inviters, people] = await Promise.all([
    userCardsOf(db, inviterIds),
    presentPeople(
      db,
      ranked.map((row) => ({ userId: Number(row.userId), joinedAt: Number(row.joinedAt) })),
    ),
  ]);
  const personOf = new Map(people.map((person) => [person.userId, person]));
  return {
    total: Number(count.total),
    rows: page.map((row) => {
      const inviterId = Number(row.inviterId);
      const card = inviters.get(inviterId);
      return {
        userId: inviterId,
        userName: card ? card.nickName || card.userName : String(inviterId),
        userAvatar: card?.avatar ?? '',
        inviteCount: Number(row.inviteCount),
        inviteList: ranked
          .filter((invitee) => Number(invitee.inviterId) === inviterId)
          .flatMap((invitee) => personOf.get(Number(invitee.userId)) ?? []),
      };
    }),
  };
}
