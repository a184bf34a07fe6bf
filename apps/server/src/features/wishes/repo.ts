import type { wishes } from '@fox/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { announceTaskNotices, storeTaskNotices, type TaskNotice } from '../notices/index.js';
import type { TaskGroupLines, WishDesk } from './ports.js';
import { receptionMove, wishMove, type ReceptionMove, type WishMove } from './state-machine.js';
import type { WishesTables, WishReceptionTable, WishTable } from './tables.js';

export type WishDb = Kysely<WishesTables>;
export type WishRow = Selectable<WishTable>;
export type ReceptionRow = Selectable<WishReceptionTable>;

export const wishDb = (db: Db): WishDb => tablesOf<WishesTables>(db);

/** What a wish's transaction leaves to do once it committed: refunds to send, badges to push. */
export interface AfterCommit {
  refunds: string[];
  notices: TaskNotice[];
  /** Notices are stored when the transaction ends, all at once. */
  now: number;
  /** The task group's chat lines (a taker joined, the order ended), pushed once the step committed. */
  groupLines?: TaskGroupLines;
}

/**
 * Runs one step of the marketplace in one transaction (again from the start when it lost a race), then
 * sends the refunds it held and pushes the notices it stored. Refunds are never asked of the provider
 * inside a transaction: a rollback must not leave money on its way back.
 */
export async function inWishTransaction<T>(
  desk: WishDesk,
  now: number,
  work: (trx: WishDb, after: AfterCommit) => Promise<T>,
): Promise<T> {
  let after: AfterCommit = { refunds: [], notices: [], now };
  const result = await inTransaction(wishDb(desk.db), async (trx) => {
    after = { refunds: [], notices: [], now, groupLines: desk.groups.newLines() };
    const value = await work(trx, after);
    await storeTaskNotices(trx, after.notices, now);
    return value;
  });
  await runAfterCommit(desk, after);
  return result;
}

export async function runAfterCommit(desk: WishDesk, after: AfterCommit): Promise<void> {
  if (after.refunds.length > 0) {
    await desk.pay.submitRefunds(after.refunds).catch((error: unknown) => {
      desk.log?.warn({ err: error }, 'wish refunds not submitted; the refund sweep asks again');
    });
  }
  await announceTaskNotices(desk.bus, after.notices);
  await after.groupLines?.deliver(desk.db, desk.bus);
}

export async function wishByNumber(db: WishDb, taskNumber: string): Promise<WishRow | undefined> {
  return db.selectFrom('wishes').selectAll().where('taskNumber', '=', taskNumber).executeTakeFirst();
}

export async function wishById(db: WishDb, id: number): Promise<WishRow | undefined> {
  return db.selectFrom('wishes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function existingWish(db: WishDb, taskNumber: string): Promise<WishRow> {
  const wish = await wishByNumber(db, taskNumber);
  if (!wish) throw new AppError(404, 'wishes.missing');
  return wish;
}

export async function receptionById(db: WishDb, id: number): Promise<ReceptionRow | undefined> {
  return db.selectFrom('wishReceptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The states in which the square shows a wish, when places remain. */
const TAKEABLE_SQL = sql.join(['WaitReceive', 'Execute', 'WaitApproveSettle'].map((s) => sql.lit(s)));

/** Keeps `onSquare` true to the state and the places, in the statement's transaction. */
export async function refreshSquare(db: WishDb, wishId: number): Promise<void> {
  await db
    .updateTable('wishes')
    .set({
      onSquare: sql<number>`case when ${sql.ref('state')} in (${TAKEABLE_SQL}) and ${sql.ref(
        'receiveNum',
      )} < ${sql.ref('receiveLimit')} then 1 else 0 end`,
    })
    .where('id', '=', wishId)
    .execute();
}

export async function logOperation(
  db: WishDb,
  entry: {
    wishId: number;
    operationType: (typeof wishes.OPERATION_TYPES)[number];
    oldState: wishes.WishState | null;
    newState: wishes.WishState;
    operatorId: number;
    remark: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('wishOperationLogs')
    .values({
      wishId: entry.wishId,
      operationType: entry.operationType,
      oldState: entry.oldState,
      newState: entry.newState,
      operatorId: entry.operatorId,
      remark: entry.remark.slice(0, 400),
      createdAt: entry.now,
    })
    .execute();
}

const OPERATION_OF: Partial<Record<WishMove, (typeof wishes.OPERATION_TYPES)[number]>> = {
  approve: 'OnShelf',
  offShelf: 'OffShelf',
  compelOff: 'OffShelf',
  finish: 'Finish',
  expire: 'Finish',
  cancel: 'Delete',
};

/**
 * Moves a wish by the state machine, conditionally on the state it was read in: of two concurrent steps
 * only one moves it; the other gets the machine's refusal for the state it finds. Logs the move.
 */
export async function moveWish(
  db: WishDb,
  wish: WishRow,
  move: WishMove,
  input: { operatorId: number; remark?: string; now: number; set?: Partial<WishTable> },
): Promise<WishRow> {
  const to = wishMove(wish.state, move);
  const moved = await db
    .updateTable('wishes')
    .set({ ...(input.set ?? {}), state: to, updatedAt: input.now } as never)
    .where('id', '=', wish.id)
    .where('state', '=', wish.state)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) {
    const now = await wishById(db, Number(wish.id));
    wishMove(now?.state ?? wish.state, move);
    throw new AppError(409, 'wishes.illegalMove', { state: now?.state ?? wish.state, action: move });
  }
  await refreshSquare(db, Number(wish.id));
  await logOperation(db, {
    wishId: Number(wish.id),
    operationType: OPERATION_OF[move] ?? 'UpdateState',
    oldState: wish.state,
    newState: to,
    operatorId: input.operatorId,
    remark: input.remark ?? move,
    now: input.now,
  });
  return (await wishById(db, Number(wish.id)))!;
}

/** Moves a taker's order by the machine, conditionally on its state; `live` is cleared when it ends. */
export async function moveReception(
  db: WishDb,
  reception: ReceptionRow,
  move: ReceptionMove,
  now: number,
  set: Partial<WishReceptionTable> = {},
): Promise<ReceptionRow> {
  const to = receptionMove(reception.state, move);
  const ended = to === 'Refuse' || to === 'Cancel' || to === 'Over';
  const moved = await db
    .updateTable('wishReceptions')
    .set({ ...set, state: to, updatedAt: now, ...(ended ? { live: null } : {}) } as never)
    .where('id', '=', reception.id)
    .where('state', '=', reception.state)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) {
    const fresh = await receptionById(db, Number(reception.id));
    receptionMove(fresh?.state ?? reception.state, move);
    throw new AppError(409, 'wishes.illegalReceptionMove', {
      state: fresh?.state ?? reception.state,
      action: move,
    });
  }
  return (await receptionById(db, Number(reception.id)))!;
}

/** Moves a counter of a wish by `by` (applications, settlements waiting). */
export async function bump(
  db: WishDb,
  wishId: number,
  column: 'applyNum' | 'settlingNum' | 'deliveryNum',
  by: number,
): Promise<void> {
  await db
    .updateTable('wishes')
    .set((eb) => ({ [column]: eb(column, '+', by) }) as never)
    .where('id', '=', wishId)
    .execute();
}

/** The review queue's counter, moved with a wish's flag. */
export async function bumpReviewCount(db: WishDb, by: number): Promise<void> {
  await db
    .updateTable('wishReviewCounts')
    .set((eb) => ({ pending: eb('pending', '+', by) }))
    .where('kind', '=', 'BusyTask')
    .execute();
}

export const jsonList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};
