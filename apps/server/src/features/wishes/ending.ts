import { userCardsOf } from '../users/index.js';
import { wishesText, type WishesKey } from './messages.js';
import { escrowLeft, payPlace, returnDeposit, returnRest, settlementOf } from './money.js';
import type { WishDesk } from './ports.js';
import {
  bump,
  bumpReviewCount,
  moveReception,
  moveWish,
  wishById,
  type AfterCommit,
  type ReceptionRow,
  type WishDb,
  type WishRow,
} from './repo.js';
import type { WishMove } from './state-machine.js';

/** Notices are stored texts, in the product's default language, as the platform's other notices. */
const LANG = 'zh';

/** Queues a task notice to one side of a wish (stored at the end of the transaction). */
export function tell(
  after: AfterCommit,
  wish: WishRow,
  to: { userId: number; side: 'publisher' | 'receiver'; operatorId?: number },
  kickbackType: string,
  key: WishesKey,
  params: Record<string, unknown> = {},
): void {
  after.notices.push({
    userId: to.userId,
    noticeType: to.side,
    kickbackType,
    taskNumber: wish.taskNumber,
    busyTaskId: Number(wish.id),
    operatorId: to.operatorId ?? 0,
    title: wishesText('wishes.noticeTitle', LANG),
    content: wishesText(key, LANG, { title: wish.title, ...params }),
  });
}

/** A person's name in a notice: their nickname. */
export async function nameOf(db: WishDb, userId: number): Promise<string> {
  return (await userCardsOf(db, [userId])).get(userId)?.nickName ?? String(userId);
}

/** Live orders of a wish, oldest first (a wish holds at most RECEIVE_LIMIT_MAX places, read by index). */
export function liveReceptions(db: WishDb, wishId: number) {
  return db
    .selectFrom('wishReceptions')
    .selectAll()
    .where('wishId', '=', wishId)
    .where('state', 'in', ['WaitPay', 'WaitApprove', 'Execute', 'WaitApproveSettle'])
    .orderBy('id')
    .execute();
}

/**
 * Ends a wish by `move` (cancel, offShelf, compelOff, refuse, expire, wrapUp+finish): every order still open
 * is closed with its deposit back, what escrow holds goes back to the publisher, the task group is closed.
 * An order waiting for its settlement review under an operator's take-down is closed too: the publisher
 * never accepted it, and the deposit goes back.
 */
export async function endWish(
  desk: WishDesk,
  trx: WishDb,
  wish: WishRow,
  move: WishMove,
  input: {
    operatorId: number;
    remark: string;
    after: AfterCommit;
    kickbackType: string;
    notice: WishesKey;
    noticeParams?: Record<string, unknown>;
  },
): Promise<WishRow> {
  const { after } = input;
  const now = after.now;
  if (move === 'wrapUp') {
    await moveWish(trx, wish, 'wrapUp', {
      operatorId: input.operatorId,
      remark: input.remark,
      now,
    });
  }
  for (const reception of await liveReceptions(trx, Number(wish.id))) {
    // At the deadline a taker still at work expires; any other end closes the order.
    const closing =
      reception.state === 'Execute' && (move === 'expire' || move === 'wrapUp') ? 'expire' : 'close';
    const closed = await moveReception(trx, reception, closing, now, { settleAppliedAt: null });
    await returnDeposit(desk, trx, closed, after);
    if (reception.state === 'WaitApprove') await bump(trx, Number(wish.id), 'applyNum', -1);
    if (reception.state === 'WaitApproveSettle') await bump(trx, Number(wish.id), 'settlingNum', -1);
    tell(
      after,
      wish,
      { userId: Number(reception.userId), side: 'receiver' },
      input.kickbackType,
      'wishes.notice.closed',
    );
  }
  let current = (await wishById(trx, Number(wish.id)))!;
  // A wish that ends while it waits for review (taken down by its publisher, or past its deadline) leaves
  // the console's queue; the console's own decisions clear the flag before they end it.
  if (Number(current.reviewPending) === 1) await bumpReviewCount(trx, -1);
  await returnRest(desk, trx, current, after);
  let final: WishMove = move;
  if (move === 'wrapUp') final = Number(current.deliveryNum) > 0 ? 'finish' : 'expire';
  current = await moveWish(trx, current, final, {
    operatorId: input.operatorId,
    remark: input.remark,
    now,
    set: { endedAt: now, reviewPending: 0 },
  });
  await desk.groups.closeTaskGroup(trx, { taskNumber: wish.taskNumber, now }, after.groupLines);
  tell(
    after,
    wish,
    { userId: Number(wish.userId), side: 'publisher' },
    input.kickbackType,
    input.notice,
    input.noticeParams,
  );
  return current;
}

/**
 * Accepts one delivery (the publisher, or the 72-hour rule): the place is paid, the deposit goes back, the
 * wish counts it; when every place is paid the wish wraps up. Conditional on the order waiting for review,
 * so any number of repeated approvals settle once.
 */
export async function settleReception(
  desk: WishDesk,
  trx: WishDb,
  wish: WishRow,
  reception: ReceptionRow,
  input: { operatorId: number; auto: boolean; after: AfterCommit },
): Promise<ReceptionRow> {
  const { after } = input;
  const now = after.now;
  // The order moves first, conditionally on waiting for review: of any number of concurrent approvals
  // one goes on to pay (the others are refused here); the transfers' keys are a second guard.
  const due = settlementOf(wish);
  const settled = await moveReception(trx, reception, 'approveSettle', now, {
    settledCents: due.paid,
    feeCents: due.fee,
    settleAppliedAt: null,
  });
  const money = await payPlace(trx, wish, reception, { now, holdMs: desk.earningsHoldMs });
  await returnDeposit(desk, trx, settled, after);
  await bump(trx, Number(wish.id), 'deliveryNum', 1);
  await bump(trx, Number(wish.id), 'settlingNum', -1);
  let current = (await wishById(trx, Number(wish.id)))!;
  if (current.state === 'WaitApproveSettle' && Number(current.settlingNum) === 0) {
    current = await moveWish(trx, current, 'settleDone', { operatorId: input.operatorId, now });
  }
  tell(
    after,
    wish,
    { userId: Number(reception.userId), side: 'receiver', operatorId: input.operatorId },
    'settled',
    input.auto ? 'wishes.notice.autoSettled' : 'wishes.notice.settled',
    { amount: (money.paid / 100).toFixed(2) },
  );
  const allPaid = Number(current.deliveryNum) >= Number(current.receiveLimit);
  const pastDeadline = Number(current.deliveryDay) <= now && Number(current.settlingNum) === 0;
  if ((allPaid || pastDeadline) && escrowLeft(current) >= 0) {
    await endWish(desk, trx, current, 'wrapUp', {
      operatorId: input.operatorId,
      remark: 'settled',
      after,
      kickbackType: 'finished',
      notice: 'wishes.notice.ended',
    });
  }
  return await trx
    .selectFrom('wishReceptions')
    .selectAll()
    .where('id', '=', reception.id)
    .executeTakeFirstOrThrow();
}
