import { formatChinaTime, wishes } from '@fox/contracts';
import { sql } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/lang.js';
import { userCardsOf } from '../users/index.js';
import { ledgerAccountsOf, transfersOf } from '../wallet/index.js';
import type { TaskGroupDesk } from './ports.js';
import { industryName, maskName, planOf, presentReceptions, presentWishes, type Cursor } from './present.js';
import { existingWish, jsonList, type ReceptionRow, type WishDb, type WishRow } from './repo.js';

/** The square's count stops here: the client shows '10000+' rather than the platform counting everything. */
export const SQUARE_TOTAL_CAP = 10_000;

function readCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    if (Number.isSafeInteger(value.k) && Number.isSafeInteger(value.id)) return value;
  } catch {
    // answered below
  }
  throw new AppError(400, 'wishes.cursorInvalid');
}

interface SquareQuery {
  industryType?: wishes.IndustryType | undefined;
  type?: wishes.WishType | undefined;
  sort: wishes.SquareSort;
  keyword?: string | undefined;
  siteId?: number | undefined;
  cursor?: string | undefined;
  pageSize: number;
}

/**
 * Square totals by filter, for a few seconds: the count (capped) is the costliest part of a page and the
 * client shows it as a hint, so a count at most this old is served instead of counting on every scroll.
 */
const TOTAL_TTL_MS = 5_000;
const totals = new Map<string, { total: number; at: number }>();

async function cachedTotal(key: string, count: () => Promise<number>): Promise<number> {
  const now = Date.now();
  const hit = totals.get(key);
  if (hit && now - hit.at < TOTAL_TTL_MS) return hit.total;
  const total = await count();
  if (totals.size > 1000) totals.clear();
  totals.set(key, { total, at: now });
  return total;
}

/** Escapes LIKE's wildcards in a keyword. */
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The square: wishes on it (onSquare), filtered, in one of three orders, read on from the cursor by the
 * index of that order (a seek, so page 1,000 costs what page 1 does). The total is counted up to the cap.
 * A keyword matches the title or the text: `found` narrows the read to the search feature's matches when
 * it is given them, else the words are matched in the rows the index walks.
 */
export async function squarePage(
  db: WishDb,
  query: SquareQuery,
  context: { viewerId: number | null; lang: Lang; groups: TaskGroupDesk },
) {
  const cursor = readCursor(query.cursor);
  let base = db.selectFrom('wishes').where('onSquare', '=', 1);
  if (query.industryType) base = base.where('industryType', '=', query.industryType);
  if (query.type) base = base.where('type', '=', query.type);
  if (query.siteId !== undefined) base = base.where('siteId', '=', query.siteId);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = likeOf(keyword);
    base = base.where((eb) =>
      eb.or([
        eb(sql`${sql.ref('title')}`, 'like', sql`${like} escape '\\'`),
        eb(sql`${sql.ref('contentText')}`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  let page = base.selectAll();
  let key: (row: WishRow) => number = (row) => Number(row.id);
  if (query.sort === 'reward') {
    key = (row) => Number(row.fullAmountCents);
    // A row-value comparison: both databases seek it in the (…, fullAmountCents, id) index.
    if (cursor)
      page = page.where(
        sql<boolean>`(${sql.ref('fullAmountCents')}, ${sql.ref('id')}) < (${cursor.k}, ${cursor.id})`,
      );
    page = page.orderBy('fullAmountCents', 'desc').orderBy('id', 'desc');
  } else if (query.sort === 'deadline') {
    key = (row) => Number(row.deliveryDay);
    if (cursor)
      page = page.where(
        sql<boolean>`(${sql.ref('deliveryDay')}, ${sql.ref('id')}) > (${cursor.k}, ${cursor.id})`,
      );
    page = page.orderBy('deliveryDay', 'asc').orderBy('id', 'asc');
  } else {
    if (cursor) page = page.where('id', '<', cursor.id);
    page = page.orderBy('id', 'desc');
  }
  const totalKey = JSON.stringify([query.industryType, query.type, query.siteId, keyword]);
  const [rows, total] = await Promise.all([
    page.limit(query.pageSize).execute(),
    cachedTotal(totalKey, async () =>
      Number(
        (
          await db
            .selectFrom(base.select('id').limit(SQUARE_TOTAL_CAP).as('capped'))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  ]);
  return { rows: await presentWishes(db, rows, { ...context, full: false, cursorKey: key }), total };
}

/** Who may read a wish that is not on the square: its publisher and whoever holds an order on it. */
async function isParty(db: WishDb, wish: WishRow, viewerId: number | null): Promise<boolean> {
  if (viewerId === null) return false;
  if (Number(wish.userId) === viewerId) return true;
  const mine = await db
    .selectFrom('wishReceptions')
    .select('id')
    .where('wishId', '=', wish.id)
    .where('userId', '=', viewerId)
    .limit(1)
    .executeTakeFirst();
  return mine !== undefined;
}

/** States anyone may see the details in: on the square, or working/settled (its page stays readable). */
const PUBLIC_STATES: readonly wishes.WishState[] = [
  'WaitReceive',
  'Execute',
  'WaitApproveSettle',
  'WaitSettle',
  'OverSettle',
];

/** A wish's details: anyone while public; its publisher and takers always; 404 with the reason otherwise. */
export async function wishDetail(
  db: WishDb,
  taskNumber: string,
  context: { viewerId: number | null; lang: Lang; groups: TaskGroupDesk },
) {
  const wish = await existingWish(db, taskNumber);
  if (!PUBLIC_STATES.includes(wish.state) && !(await isParty(db, wish, context.viewerId))) {
    const reason =
      wish.state === 'WaitApprove'
        ? 'wishes.hiddenReview'
        : wish.state === 'Edit' || wish.state === 'WaitPay'
          ? 'wishes.hiddenUnpaid'
          : 'wishes.hiddenEnded';
    // The page says why instead of treating the link as wrong, as a taken-down work's page does.
    const unavailable = reason === 'wishes.hiddenReview' ? 'underReview' : 'takenDown';
    throw new AppError(404, reason, {}, { data: { unavailable } });
  }
  const [row] = await presentWishes(db, [wish], { ...context, full: true });
  return row!;
}

const MINE_STATES: Record<(typeof wishes.MINE_FILTERS)[number], readonly wishes.WishState[] | null> = {
  all: null,
  draft: ['Edit'],
  unpaid: ['WaitPay'],
  review: ['WaitApprove', 'Refuse'],
  open: ['WaitReceive'],
  working: ['Execute'],
  settling: ['WaitApproveSettle', 'WaitSettle'],
  ended: ['OverSettle', 'OffShelf', 'CompelOff', 'Cancel', 'Over', 'Error'],
};

/** Wishes the viewer published, newest first, by (userId, state, id) or (userId, id). */
export async function minePage(
  db: WishDb,
  userId: number,
  query: { filter: (typeof wishes.MINE_FILTERS)[number]; cursor?: string | undefined; pageSize: number },
  context: { lang: Lang; groups: TaskGroupDesk },
) {
  const cursor = readCursor(query.cursor);
  let base = db.selectFrom('wishes').where('userId', '=', userId);
  const states = MINE_STATES[query.filter];
  if (states) base = base.where('state', 'in', states);
  const page = (cursor ? base.where('id', '<', cursor.id) : base)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pageSize);
  const [rows, count] = await Promise.all([
    page.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: await presentWishes(db, rows, { ...context, viewerId: userId, full: false }),
    total: Number(count.n),
  };
}

const RECEIVED_STATES: Record<
  (typeof wishes.RECEIVED_FILTERS)[number],
  readonly wishes.ReceptionState[] | null
> = {
  all: null,
  applying: ['WaitPay', 'WaitApprove'],
  working: ['Execute'],
  settling: ['WaitApproveSettle'],
  settled: ['OverSettle'],
  ended: ['Refuse', 'Cancel', 'Over'],
};

/** Wishes the viewer took or applied for, newest order first, by (userId, id) of their orders. */
export async function receivedPage(
  db: WishDb,
  userId: number,
  query: { filter: (typeof wishes.RECEIVED_FILTERS)[number]; cursor?: string | undefined; pageSize: number },
  context: { lang: Lang; groups: TaskGroupDesk },
) {
  const cursor = readCursor(query.cursor);
  let base = db.selectFrom('wishReceptions').where('userId', '=', userId);
  const states = RECEIVED_STATES[query.filter];
  if (states) base = base.where('state', 'in', states);
  const page = (cursor ? base.where('id', '<', cursor.id) : base)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pageSize);
  const [receptions, count] = await Promise.all([
    page.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const wishRows = receptions.length
    ? await db
        .selectFrom('wishes')
        .selectAll()
        .where(
          'id',
          'in',
          receptions.map((r) => Number(r.wishId)),
        )
        .execute()
    : [];
  const presented = new Map(
    (await presentWishes(db, wishRows, { ...context, viewerId: userId, full: false })).map((wish) => [
      wish.id,
      wish,
    ]),
  );
  const numbers = new Map(wishRows.map((row) => [Number(row.id), row.taskNumber]));
  const mine = await presentReceptions(db, receptions, numbers);
  return {
    rows: receptions.map((reception, index) => ({
      wish: presented.get(Number(reception.wishId))!,
      reception: mine[index]!,
      cursor: Buffer.from(JSON.stringify({ k: Number(reception.id), id: Number(reception.id) })).toString(
        'base64url',
      ),
    })),
    total: Number(count.n),
  };
}

/** The publisher's view of a wish's orders, oldest first by id; nobody else sees applications. */
export async function applicationsPage(
  db: WishDb,
  userId: number,
  taskNumber: string,
  query: { state?: wishes.ReceptionState | undefined; afterId?: number | undefined; pageSize: number },
) {
  const wish = await existingWish(db, taskNumber);
  if (Number(wish.userId) !== userId) throw new AppError(403, 'wishes.notPublisher');
  let base = db.selectFrom('wishReceptions').where('wishId', '=', wish.id);
  if (query.state) base = base.where('state', '=', query.state);
  const page = (query.afterId !== undefined ? base.where('id', '>', query.afterId) : base)
    .selectAll()
    .orderBy('id')
    .limit(query.pageSize);
  const [rows, count] = await Promise.all([
    page.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: await presentReceptions(db, rows, new Map([[Number(wish.id), wish.taskNumber]])),
    total: Number(count.n),
  };
}

/** The task progress dialog: the plan and each accepted taker, for the publisher and those takers only. */
export async function taskPlan(db: WishDb, userId: number, taskNumber: string, groups: TaskGroupDesk) {
  const wish = await existingWish(db, taskNumber);
  const takers = await db
    .selectFrom('wishReceptions')
    .selectAll()
    .where('wishId', '=', wish.id)
    .where('state', 'in', ['Execute', 'WaitApproveSettle', 'OverSettle', 'Over', 'Cancel'])
    .orderBy('id')
    .limit(wishes.RECEIVE_LIMIT_MAX)
    .execute();
  const accepted = takers.filter((row: ReceptionRow) =>
    ['Execute', 'WaitApproveSettle', 'OverSettle'].includes(row.state),
  );
  const publisher = Number(wish.userId) === userId;
  if (!publisher && !accepted.some((row) => Number(row.userId) === userId))
    throw new AppError(403, 'wishes.notParty');
  const cards = await userCardsOf(
    db,
    takers.map((row) => Number(row.userId)),
  );
  const inGroup = (await groups.taskGroupIdOf(db, wish.taskNumber)) !== null;
  const last = accepted[accepted.length - 1];
  return {
    plan: planOf(wish, last ? maskName(cards.get(Number(last.userId))?.nickName ?? '') : '', last),
    members: takers.map((row) => {
      const card = cards.get(Number(row.userId));
      return {
        userId: Number(row.userId),
        avatar: card?.avatar ?? '',
        nickName: maskName(card?.nickName ?? ''),
        isInGroup: inGroup && ['Execute', 'WaitApproveSettle', 'OverSettle'].includes(row.state),
        completeState: row.state,
      };
    }),
    myRole: publisher ? ('taskPublish' as const) : ('taskRece' as const),
  };
}

/** A task card for share cards (busyOrderAppBusyTaskChild). */
export async function taskCardOf(db: WishDb, id: number) {
  const wish = await db.selectFrom('wishes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!wish || wish.state === 'Edit' || wish.state === 'WaitPay') throw new AppError(404, 'wishes.missing');
  return {
    id: Number(wish.id),
    title: wish.title,
    fullAmount: Number(wish.fullAmountCents) / 100,
    taskNumber: wish.taskNumber,
    constMark: 'BusyTask',
    userId: Number(wish.userId),
    state: wish.state,
  };
}

/** Earnings: the balance of the viewer's earnings account and what was paid into it, newest first. */
export async function earningsOf(
  db: WishDb,
  userId: number,
  query: { beforeId?: number | undefined; pageSize: number },
) {
  const account = (await ledgerAccountsOf(db, userId)).find(
    (row) => row.kind === 'earnings' && row.currency === 'cny',
  );
  if (!account) return { balance: 0, totalEarned: 0, records: [], hasMore: false };
  const transfers = (
    await transfersOf(db, [account.id], { before: query.beforeId, limit: query.pageSize + 1 })
  ).filter((row) => row.kind === 'wishSettle' && row.to.id === account.id);
  const page = transfers.slice(0, query.pageSize);
  const receptionIds = page.map((row) => Number(/:settle:(\d+)$/.exec(row.key)?.[1] ?? 0));
  const receptions = receptionIds.length
    ? await db
        .selectFrom('wishReceptions as r')
        .innerJoin('wishes as w', 'w.id', 'r.wishId')
        .select(['r.id', 'r.feeCents', 'w.taskNumber', 'w.title'])
        .where('r.id', 'in', receptionIds)
        .execute()
    : [];
  const byId = new Map(receptions.map((row) => [Number(row.id), row]));
  const total = await db
    .selectFrom('wishReceptions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('settledCents'), eb.lit(0)).as('n'))
    .where('userId', '=', userId)
    .where('state', '=', 'OverSettle')
    .executeTakeFirstOrThrow();
  return {
    balance: account.balance / 100,
    totalEarned: Number(total.n) / 100,
    records: page.map((row, index) => {
      const reception = byId.get(receptionIds[index]!);
      return {
        id: row.id,
        kind: 'settle' as const,
        amount: row.amount / 100,
        fee: Number(reception?.feeCents ?? 0) / 100,
        taskNumber: reception?.taskNumber ?? '',
        title: reception?.title ?? '',
        createTime: formatChinaTime(row.createdAt),
      };
    }),
    hasMore: transfers.length > query.pageSize,
  };
}

/** The open API: wishes on the square in id order after the id given, 20 a page. */
export async function openList(db: WishDb, afterId: number | undefined) {
  const rows = await db
    .selectFrom('wishes')
    .selectAll()
    .where('onSquare', '=', 1)
    .where('id', '>', afterId ?? 0)
    .orderBy('id')
    .limit(20)
    .execute();
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      taskNumber: row.taskNumber,
      userId: Number(row.userId),
      industryName: industryName(row.industryType, 'zh'),
      title: row.title,
      content: row.contentText,
      fullAmount: Number(row.fullAmountCents) / 100,
      state: row.state,
      createTime: formatChinaTime(Number(row.createdAt)),
      siteId: Number(row.siteId),
      extraData: {
        type: row.type,
        standAmount: Number(row.standAmountCents) / 100,
        receiveLimit: Number(row.receiveLimit),
        receiveNum: Number(row.receiveNum),
        deliveryDay: formatChinaTime(Number(row.deliveryDay)),
        labelList: jsonList(row.labels),
        ...(JSON.parse(row.extra) as Record<string, unknown>),
      },
    })),
    total: rows.length,
  };
}

/** The open API: a wish's operation log, oldest first, for wishes that reached the square. */
export async function openLog(db: WishDb, id: number) {
  const wish = await db.selectFrom('wishes').select(['id']).where('id', '=', id).executeTakeFirst();
  const reached = wish
    ? await db
        .selectFrom('wishOperationLogs')
        .select('id')
        .where('wishId', '=', id)
        .where('operationType', '=', 'OnShelf')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (!reached) throw new AppError(404, 'wishes.missing');
  const rows = await db
    .selectFrom('wishOperationLogs')
    .selectAll()
    .where('wishId', '=', id)
    .orderBy('id')
    .limit(500)
    .execute();
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      taskId: Number(row.wishId),
      operationType: row.operationType,
      oldState: row.oldState,
      newState: row.newState,
      operatorId: Number(row.operatorId),
      remark: row.remark,
      createTime: formatChinaTime(Number(row.createdAt)),
    })),
    total: rows.length,
  };
}
