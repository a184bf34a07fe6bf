import { randomInt } from 'node:crypto';
import type { groupChannels } from '@fox/contracts';
import { formatChinaTime, groupJoin } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { imClock } from '../im/index.js';
import { userCardsOf } from '../users/index.js';
import { requireAction } from './permissions.js';
import type { JoinDb } from './join-tables.js';
import type { ChannelRow } from './join-ticket.js';

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A channel's code: 10 characters of 56, unguessable and unique (the unique index has the last word). */
function newChannelCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function channelUrl(groupId: number, channelCode: string): string {
  const query = new URLSearchParams({
    type: groupJoin.JOIN_LINK_TYPE,
    groupId: String(groupId),
    channelCode,
  });
  return `${groupJoin.JOIN_PAGE_PATH}?${query.toString()}`;
}

function imagesOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function presentChannel(row: ChannelRow): groupChannels.Channel {
  return {
    id: Number(row.id),
    groupId: Number(row.groupId),
    channelName: row.channelName,
    channelNote: row.channelNote,
    channelImage: imagesOf(row.channelImage),
    channelUrl: channelUrl(Number(row.groupId), row.channelCode),
    channelCode: row.channelCode,
    channelUserCount: Number(row.channelUserCount),
    createTime: formatChinaTime(Number(row.createdAt)),
  };
}

/** A channel and its group, when the viewer's role may manage the group's join settings. */
async function manageableChannel(db: JoinDb, viewerId: number, channelId: number): Promise<ChannelRow> {
  const channel = await db
    .selectFrom('imGroupChannels')
    .selectAll()
    .where('id', '=', channelId)
    .executeTakeFirst();
  if (!channel) throw new AppError(404, 'groupJoin.channelMissing');
  await requireAction(db, channel.groupId, viewerId, 'joinSettings');
  return channel;
}

/** A group's join channels, newest first (imGroupChannelList). */
export async function channelList(
  db: JoinDb,
  viewerId: number,
  query: { groupId: number; pageNum: number; pageSize: number },
) {
  await requireAction(db, query.groupId, viewerId, 'joinSettings');
  const base = db.selectFrom('imGroupChannels').where('groupId', '=', query.groupId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(presentChannel), total: Number(count.total) };
}

export async function channelDetail(db: JoinDb, viewerId: number, channelId: number) {
  return presentChannel(await manageableChannel(db, viewerId, channelId));
}

interface ChannelForm {
  channelName: string;
  channelNote: string;
  channelImage: string[];
}

/** Adds a channel with a code of its own; a code already taken (once in billions) is drawn again. */
export async function addChannel(db: JoinDb, viewerId: number, input: ChannelForm & { groupId: number }) {
  await requireAction(db, input.groupId, viewerId, 'joinSettings');
  const now = imClock.now();
  for (let attempt = 1; ; attempt++) {
    const channelCode = newChannelCode();
    const taken = await db
      .selectFrom('imGroupChannels')
      .select('id')
      .where('channelCode', '=', channelCode)
      .executeTakeFirst();
    if (taken && attempt < 5) continue;
    const row = await db
      .insertInto('imGroupChannels')
      .values({
        groupId: input.groupId,
        channelName: input.channelName,
        channelNote: input.channelNote,
        channelImage: JSON.stringify(input.channelImage),
        channelCode,
        creatorId: viewerId,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentChannel(row);
  }
}

/** Changes a channel's name, note and images; its code, link and count stay. */
export async function editChannel(db: JoinDb, viewerId: number, input: ChannelForm & { id: number }) {
  const channel = await manageableChannel(db, viewerId, input.id);
  const changes = {
    channelName: input.channelName,
    channelNote: input.channelNote,
    channelImage: JSON.stringify(input.channelImage),
    updatedAt: imClock.now(),
  };
  await db.updateTable('imGroupChannels').set(changes).where('id', '=', channel.id).execute();
  return presentChannel({ ...channel, ...changes });
}

/** Deletes a channel: its link stops working; those who came through it stay in the group. */
export async function deleteChannel(db: JoinDb, viewerId: number, channelId: number): Promise<null> {
  const channel = await manageableChannel(db, viewerId, channelId);
  await db.deleteFrom('imGroupChannels').where('id', '=', channel.id).execute();
  return null;
}

/** Who joined through a channel and is still in the group, newest first (by the channel's index). */
export async function channelUsers(
  db: JoinDb,
  viewerId: number,
  query: { channelId: number; pageNum: number; pageSize: number },
) {
  const channel = await manageableChannel(db, viewerId, query.channelId);
  const base = db
    .selectFrom('imGroupMembers')
    .where('channelId', '=', channel.id)
    .where('groupId', '=', channel.groupId);
  const [rows, count] = await Promise.all([
    base
      .select(['userId', 'joinedAt'])
      .orderBy('joinedAt', 'desc')
      .orderBy('userId', 'desc')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await presentPeople(db, rows), total: Number(count.total) };
}

/** Members as the channel and invite lists show them: name, avatar and when they joined. */
export async function presentPeople(db: JoinDb, rows: { userId: number; joinedAt: number }[]) {
  const cards = await userCardsOf(
    db,
    rows.map((row) => Number(row.userId)),
  );
  return rows.flatMap((row) => {
    const card = cards.get(Number(row.userId));
    if (!card) return [];
    return [
      {
        userId: card.id,
        userName: card.nickName || card.userName,
        userAvatar: card.avatar,
        joinTime: formatChinaTime(Number(row.joinedAt)),
      },
    ];
  });
}
