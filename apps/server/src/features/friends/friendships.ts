import { friends as contract } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { userCardsOf, type UserCard } from '../users/index.js';
import type { FriendsTables } from './tables.js';

type Tables = Kysely<FriendsTables>;

/** True when `userA` has `userB` as a friend (friendships are mutual, so either side answers the same). */
export async function areFriends(db: Tables, userA: number, userB: number): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('id')
    .where('userId', '=', userA)
    .where('friendId', '=', userB)
    .executeTakeFirst();
  return row !== undefined;
}

/** Those of `userIds` who are the viewer's friends, each with the remark the viewer gave them. */
export async function friendsAmong(
  db: Db,
  viewerId: number,
  userIds: readonly number[],
): Promise<Map<number, { remark: string }>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await tablesOf<FriendsTables>(db)
    .selectFrom('friendships')
    .select(['friendId', 'remark'])
    .where('userId', '=', viewerId)
    .where('friendId', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.friendId), { remark: row.remark }]));
}

/** The viewer's sides of their friendships; `backId` is the friend's own side of the pair. */
export function friendRows(db: Tables, viewerId: number) {
  return db
    .selectFrom('friendships as f')
    .leftJoin('friendships as back', (join) =>
      join.onRef('back.userId', '=', 'f.friendId').onRef('back.friendId', '=', 'f.userId'),
    )
    .where('f.userId', '=', viewerId);
}

export const friendColumns = ['f.id', 'f.friendId', 'f.remark', 'back.id as backId'] as const;

interface FriendRow {
  id: number;
  friendId: number;
  remark: string;
  backId: number | null;
}

function presentFriend(row: FriendRow, card: UserCard): contract.Friend {
  return {
    id: Number(row.id),
    friendId: Number(row.friendId),
    alias: row.remark,
    nickName: card.nickName,
    userName: card.userName,
    displayName: row.remark || card.nickName || card.userName,
    userAvatar: card.avatar,
    meFriend: true,
    himFriend: row.backId !== null,
  };
}

/** The rows as friends, with their cards read in one query; a friend is always a user. */
export async function presentFriends(db: Tables, rows: FriendRow[]): Promise<contract.Friend[]> {
  const cards = await userCardsOf(
    db,
    rows.map((row) => Number(row.friendId)),
  );
  return rows.flatMap((row) => {
    const card = cards.get(Number(row.friendId));
    return card ? [presentFriend(row, card)] : [];
  });
}

/** Whether a friend's remark, nickname or public ID contains the text, whatever the case of its letters. */
const named = (friend: contract.Friend, text: string) =>
  [friend.alias, friend.nickName, friend.userName].some((name) =>
    name.toLowerCase().includes(text.toLowerCase()),
  );

/**
 * A page of the viewer's friends, newest friendship first; `alias` matches the remark, nickname or public
 * ID. notInGroupId is accepted and checked by the contract but filters nothing: groups do not exist yet.
 * Names are the users' own, so a search reads every friend's card and pages what matches.
 */
export async function listFriends(
  db: Tables,
  viewerId: number,
  search: { alias?: string | undefined; offset: number; limit: number },
) {
  const query = friendRows(db, viewerId);
  if (search.alias) {
    const all = await presentFriends(db, await query.select(friendColumns).orderBy('f.id', 'desc').execute());
    const matching = all.filter((friend) => named(friend, search.alias!));
    return { rows: matching.slice(search.offset, search.offset + search.limit), total: matching.length };
  }
  const [rows, count] = await Promise.all([
    query.select(friendColumns).orderBy('f.id', 'desc').offset(search.offset).limit(search.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await presentFriends(db, rows), total: Number(count.total) };
}

const byName = new Intl.Collator('zh-Hans-CN');

/** Every friend of the viewer, ordered by display name as a Chinese reader sorts (pinyin). */
export async function friendBook(db: Tables, viewerId: number) {
  const rows = await presentFriends(db, await friendRows(db, viewerId).select(friendColumns).execute());
  rows.sort((a, b) => byName.compare(a.displayName, b.displayName) || a.friendId - b.friendId);
  return { rows, total: rows.length };
}

/** The viewer's side of a friendship, or 404 when the user is not their friend. */
async function ownSide(db: Tables, viewerId: number, friendId: number) {
  const row = await db
    .selectFrom('friendships')
    .selectAll()
    .where('userId', '=', viewerId)
    .where('friendId', '=', friendId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'friends.notFriend');
  return row;
}

export async function friendDetail(db: Tables, viewerId: number, friendId: number) {
  const side = await ownSide(db, viewerId, friendId);
  const user = (await userCardsOf(db, [friendId])).get(friendId);
  if (!user) throw new Error(`friend ${friendId} is not a user`);
  const labels = await db
    .selectFrom('friendLabelMembers as m')
    .innerJoin('friendLabels as l', 'l.id', 'm.labelId')
    .select(['l.id', 'l.name'])
    .where('l.userId', '=', viewerId)
    .where('m.friendId', '=', friendId)
    .orderBy('l.id')
    .execute();
  return {
    friendId,
    userAvatar: user.avatar,
    nickName: user.nickName,
    userName: user.userName,
    alias: side.remark,
    tag: labels.map((label) => label.name).join(','),
    tagIds: labels.map((label) => Number(label.id)),
    notePhone: side.notePhone,
    noteTxt: side.noteTxt,
    noteImage: side.noteImage,
    meFriend: true,
  };
}

const IMAGE_URL = /^(https?:\/\/[^\s,]+|\/[^\s,]*)$/;

/** Splits and checks the note images: at most five http(s) or site-relative URLs. */
function noteImages(noteImage: string): string[] {
  const urls = noteImage
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length > contract.NOTE_IMAGES_MAX)
    throw new AppError(400, 'friends.tooManyImages', { max: contract.NOTE_IMAGES_MAX });
  if (urls.some((url) => !IMAGE_URL.test(url) || url.length > 512))
    throw new AppError(400, 'friends.badImage');
  return urls;
}

export interface FriendEdit {
  friendId: number;
  remark?: string | undefined;
  tag?: number[] | undefined;
  notePhone?: string | undefined;
  noteTxt?: string | undefined;
  noteImage?: string | undefined;
}

/** Edits the viewer's own view of a friend; only the fields sent change, and `tag` replaces the label set. */
export async function editFriend(db: Tables, viewerId: number, edit: FriendEdit) {
  const images = edit.noteImage === undefined ? undefined : noteImages(edit.noteImage).join(',');
  await inTransaction(db, async (trx) => {
    await ownSide(trx, viewerId, edit.friendId);
    const changes = {
      ...(edit.remark !== undefined ? { remark: edit.remark } : {}),
      ...(edit.notePhone !== undefined ? { notePhone: edit.notePhone } : {}),
      ...(edit.noteTxt !== undefined ? { noteTxt: edit.noteTxt } : {}),
      ...(images !== undefined ? { noteImage: images } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('friendships')
        .set(changes)
        .where('userId', '=', viewerId)
        .where('friendId', '=', edit.friendId)
        .execute();
    }
    if (edit.tag === undefined) return;
    const wanted = [...new Set(edit.tag)];
    const own = await trx.selectFrom('friendLabels').select('id').where('userId', '=', viewerId).execute();
    const ownIds = own.map((label) => Number(label.id));
    if (wanted.some((labelId) => !ownIds.includes(labelId))) throw new AppError(400, 'friends.labelMissing');
    if (ownIds.length > 0) {
      await trx
        .deleteFrom('friendLabelMembers')
        .where('friendId', '=', edit.friendId)
        .where('labelId', 'in', ownIds)
        .execute();
    }
    if (wanted.length > 0) {
      await trx
        .insertInto('friendLabelMembers')
        .values(wanted.map((labelId) => ({ labelId, friendId: edit.friendId })))
        .execute();
    }
  });
  return friendDetail(db, viewerId, edit.friendId);
}

/**
 * Ends a friendship for both sides: both rows, each side's labels' hold on the other, and the requests
 * between them (so either may ask again from scratch).
 */
export async function removeFriend(db: Tables, viewerId: number, friendId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('friendships')
      .where((eb) =>
        eb.or([
          eb.and([eb('userId', '=', viewerId), eb('friendId', '=', friendId)]),
          eb.and([eb('userId', '=', friendId), eb('friendId', '=', viewerId)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new AppError(404, 'friends.notFriend');
    for (const [owner, member] of [
      [viewerId, friendId],
      [friendId, viewerId],
    ] as const) {
      await trx
        .deleteFrom('friendLabelMembers')
        .where('friendId', '=', member)
        .where('labelId', 'in', (eb) =>
          eb.selectFrom('friendLabels').select('id').where('userId', '=', owner),
        )
        .execute();
    }
    await trx
      .deleteFrom('friendRequests')
      .where((eb) =>
        eb.or([
          eb.and([eb('userId', '=', viewerId), eb('friendId', '=', friendId)]),
          eb.and([eb('userId', '=', friendId), eb('friendId', '=', viewerId)]),
        ]),
      )
      .execute();
  });
}
