import type { wishes } from '@fox/contracts';
import type { Lang } from '../../platform/http/lang.js';
import { AppError } from '../../platform/http/app-error.js';
import { CARD_COLUMNS, cardText, LIST_TOTAL_CAP } from './list-reads.js';
import type { TaskGroupDesk } from './ports.js';
import { presentReceptions, presentWishes, readCursor } from './present.js';
import { existingWish, type WishDb } from './repo.js';

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
    .select([...CARD_COLUMNS, cardText()])
    .orderBy('id', 'desc')
    .limit(query.pageSize);
  const [rows, count] = await Promise.all([
    page.execute(),
    db
      .selectFrom(base.select('id').limit(LIST_TOTAL_CAP).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
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
    db
      .selectFrom(base.select('id').limit(LIST_TOTAL_CAP).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const wishRows = receptions.length
    ? await db
        .selectFrom('wishes')
        .select([...CARD_COLUMNS, cardText()])
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
  const mine = await presentReceptions(db, receptions, numbers, userId);
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
    rows: await presentReceptions(db, rows, new Map([[Number(wish.id), wish.taskNumber]]), userId),
    total: Number(count.n),
  };
}
