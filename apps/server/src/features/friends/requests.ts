import { formatChinaTime, friends as contract } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import type { NoticeEvent } from '../notices/index.js';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';
import { userCardsOf } from '../users/index.js';
import { areFriends } from './friendships.js';
import { greetNewFriend, type GreetingDelivery } from './pass-greeting.js';
import type { FriendRequestTable, FriendsTables } from './tables.js';

type Db = Kysely<FriendsTables>;

const DAY = 86_400_000;
export const REQUEST_TIMEOUT_MS = contract.REQUEST_TIMEOUT_DAYS * DAY;

/** Requests sent before this moment and still unanswered read as timeOut. */
const cutoffOf = (now: number) => now - REQUEST_TIMEOUT_MS;

type StoredState = FriendRequestTable['state'];

export function applyStateOf(state: StoredState, createdAt: number, now: number): contract.ApplyState {
  return state === 'audit' && createdAt < cutoffOf(now) ? 'timeOut' : state;
}

function messagesOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The requests `viewerId` sent or received. */
function requestQuery(db: Db, viewerId: number) {
  return db
    .selectFrom('friendRequests as r')
    .where((eb) => eb.or([eb('r.userId', '=', viewerId), eb('r.friendId', '=', viewerId)]));
}

const requestColumns = [
  'r.id',
  'r.userId',
  'r.friendId',
  'r.applyMsg',
  'r.applyMsgList',
  'r.state',
  'r.readState',
  'r.createdAt',
] as const;

interface RequestRow {
  id: number;
  userId: number;
  friendId: number;
  applyMsg: string;
  applyMsgList: string;
  state: StoredState;
  readState: number;
  createdAt: number;
}

/** The other party of a request the viewer is part of. */
const otherOf = (row: RequestRow, viewerId: number) =>
  Number(row.userId) === viewerId ? Number(row.friendId) : Number(row.userId);

/** Requests as `viewerId` sees them: friendId and the user fields are always the other party's. */
async function presentRequests(
  db: Db,
  rows: RequestRow[],
  viewerId: number,
  now: number,
): Promise<contract.FriendRequest[]> {
  const cards = await userCardsOf(
    db,
    rows.map((row) => otherOf(row, viewerId)),
  );
  return rows.flatMap((row) => {
    const other = cards.get(otherOf(row, viewerId));
    if (!other) return [];
    return [
      {
        id: Number(row.id),
        friendId: other.id,
        userName: other.userName,
        nickName: other.nickName,
        userAvatar: other.avatar,
        createTime: formatChinaTime(Number(row.createdAt)),
        applyMsg: row.applyMsg,
        applyMsgList: messagesOf(row.applyMsgList),
        applyState: applyStateOf(row.state, Number(row.createdAt), now),
        readState: Number(row.readState),
        active: Number(row.userId) === viewerId ? ('Y' as const) : ('N' as const),
      },
    ];
  });
}

async function requestSeenBy(db: Db, viewerId: number, requestId: number, now: number) {
  const row = await requestQuery(db, viewerId)
    .select(requestColumns)
    .where('r.id', '=', requestId)
    .executeTakeFirstOrThrow();
  const [request] = await presentRequests(db, [row], viewerId, now);
  if (!request) throw new Error(`the other party of friend request ${requestId} is not a user`);
  return request;
}

export interface FriendApplication {
  friendId: number;
  applyMsg: string;
  alias?: string | undefined;
  source: string;
}

/**
 * Sends a friend request. One row per (applicant, receiver): asking again while the request is pending
 * adds the message to it and restarts its clock; asking after a rejection or timeout opens it anew.
 */
export async function applyForFriend(
  db: Db,
  notify: (event: NoticeEvent, now: number) => Promise<void>,
  userId: number,
  application: FriendApplication,
  now = Date.now(),
) {
  const { friendId } = application;
  if (friendId === userId) throw new AppError(400, 'friends.self');
  if (!(await userCardsOf(db, [friendId])).has(friendId)) throw new AppError(404, 'friends.userMissing');
  if (await areFriends(db, userId, friendId)) throw new AppError(400, 'friends.already');

  const requestId = await inTransaction(db, async (trx) => {
    // Takes the row's lock first (an update that changes nothing, on either dialect), so concurrent repeats
    // add their messages one after another instead of overwriting each other's list.
    const locked = await trx
      .updateTable('friendRequests')
      .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
      .where('userId', '=', userId)
      .where('friendId', '=', friendId)
      .executeTakeFirst();
    const current = await trx
      .selectFrom('friendRequests')
      .select(['id', 'state', 'createdAt', 'applyMsgList', 'alias'])
      .where('userId', '=', userId)
      .where('friendId', '=', friendId)
      .executeTakeFirst();
    // The row appeared after the lock was tried: run again to hold it before reading its messages.
    if (current && Number(locked.numUpdatedRows) === 0) throw new RetryTransaction();
    const pending = current && applyStateOf(current.state, Number(current.createdAt), now) === 'audit';
    const earlier = pending ? messagesOf(current.applyMsgList) : [];
    const list = [...earlier, ...(application.applyMsg ? [application.applyMsg] : [])].slice(
      -contract.APPLY_MSG_LIST_MAX,
    );
    const values = {
      applyMsg: application.applyMsg,
      applyMsgList: JSON.stringify(list),
      alias: application.alias ?? current?.alias ?? '',
      source: application.source,
      state: 'audit' as const,
      readState: 0,
      createdAt: now,
      updatedAt: now,
    };
    if (current) {
      await trx.updateTable('friendRequests').set(values).where('id', '=', current.id).execute();
      return Number(current.id);
    }
    // A concurrent first request meets this one at the unique index; inTransaction then runs it again.
    const inserted = await trx
      .insertInto('friendRequests')
      .values({ userId, friendId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  });
  await notify(
    { kind: 'friendRequest', fromUserId: userId, toUserId: friendId, applyMsg: application.applyMsg },
    now,
  );
  return requestSeenBy(db, userId, requestId, now);
}

/** The requests the viewer sent and received, most recently sent first. */
export async function listRequests(
  db: Db,
  viewerId: number,
  search: { applyState?: contract.ApplyState | undefined; offset: number; limit: number },
  now = Date.now(),
) {
  let query = requestQuery(db, viewerId);
  const cutoff = cutoffOf(now);
  if (search.applyState === 'audit')
    query = query.where('r.state', '=', 'audit').where('r.createdAt', '>=', cutoff);
  else if (search.applyState === 'timeOut')
    query = query.where('r.state', '=', 'audit').where('r.createdAt', '<', cutoff);
  else if (search.applyState) query = query.where('r.state', '=', search.applyState);
  const [rows, count] = await Promise.all([
    query
      .select(requestColumns)
      .orderBy('r.updatedAt', 'desc')
      .orderBy('r.id', 'desc')
      .offset(search.offset)
      .limit(search.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await presentRequests(db, rows, viewerId, now), total: Number(count.total) };
}

/**
 * Answers a received request. Only its receiver may; it must still be pending and within the timeout.
 * Agreeing makes both sides friends (the applicant's side takes the alias they gave), settles a request
 * the receiver may have sent the other way, and then sends the applicant a chat message saying so.
 */
export async function answerRequest(
  db: Db,
  viewerId: number,
  requestId: number,
  answer: 'pass' | 'reject',
  delivery: GreetingDelivery,
  now = Date.now(),
) {
  const applicantId = await inTransaction(db, async (trx) => {
    const request = await trx
      .selectFrom('friendRequests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirst();
    if (!request || (Number(request.userId) !== viewerId && Number(request.friendId) !== viewerId))
      throw new AppError(404, 'friends.requestMissing');
    if (Number(request.friendId) !== viewerId) throw new AppError(403, 'friends.notReceiver');
    const state = applyStateOf(request.state, Number(request.createdAt), now);
    if (state === 'timeOut') throw new AppError(400, 'friends.requestExpired');
    if (state !== 'audit') throw new AppError(400, 'friends.requestHandled');
    // The state in the where clause makes two concurrent answers settle the request once.
    const updated = await trx
      .updateTable('friendRequests')
      .set({ state: answer, readState: 1, updatedAt: now })
      .where('id', '=', requestId)
      .where('state', '=', 'audit')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError(400, 'friends.requestHandled');
    if (answer === 'reject') return null;
    const applicantId = Number(request.userId);
    await trx
      .insertInto('friendships')
      .values([
        { userId: applicantId, friendId: viewerId, remark: request.alias, ...emptyNotes, createdAt: now },
        { userId: viewerId, friendId: applicantId, remark: '', ...emptyNotes, createdAt: now },
      ])
      .onConflict((oc) => oc.columns(['userId', 'friendId']).doNothing())
      .execute();
    await trx
      .updateTable('friendRequests')
      .set({ state: 'pass', updatedAt: now })
      .where('userId', '=', viewerId)
      .where('friendId', '=', applicantId)
      .where('state', '=', 'audit')
      .execute();
    return applicantId;
  });
  // After the commit: the message must never speak of a friendship that was rolled back.
  if (applicantId !== null)
    await greetNewFriend(db, delivery, { fromUserId: viewerId, toUserId: applicantId, requestId }, now);
  return requestSeenBy(db, viewerId, requestId, now);
}

const emptyNotes = { notePhone: '', noteTxt: '', noteImage: '' };

/** Marks every request the viewer received as read. */
export async function markRequestsRead(db: Db, viewerId: number): Promise<void> {
  await db
    .updateTable('friendRequests')
    .set({ readState: 1 })
    .where('friendId', '=', viewerId)
    .where('readState', '=', 0)
    .execute();
}

/** The new-friend badge, friends, groups (none yet) and labels of the viewer. */
export async function friendCounts(
  db: Db,
  viewerId: number,
  now = Date.now(),
): Promise<contract.FriendCounts> {
  const total = (row: { total: number | string | bigint } | undefined) => Number(row?.total ?? 0);
  const [approvals, friendsCount, labels] = await Promise.all([
    db
      .selectFrom('friendRequests')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('friendId', '=', viewerId)
      .where('state', '=', 'audit')
      .where('readState', '=', 0)
      .where('createdAt', '>=', cutoffOf(now))
      .executeTakeFirst(),
    db
      .selectFrom('friendships')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('userId', '=', viewerId)
      .executeTakeFirst(),
    db
      .selectFrom('friendLabels')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('userId', '=', viewerId)
      .executeTakeFirst(),
  ]);
  return {
    approvalFriendCount: total(approvals),
    friendCount: total(friendsCount),
    groupCount: 0,
    tagCount: total(labels),
  };
}
