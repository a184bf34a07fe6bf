import { wishes, type payments } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/lang.js';
import { assertSettlementReady } from '../wallet/index.js';
import { endWish, liveReceptions, nameOf, settleReception, tell } from './ending.js';
import { annexOf, depositCentsOf, newTaskNumber, wishFieldsOf, type WishBody } from './form.js';
import { wishesText } from './messages.js';
import type { TaskGroupLines, WishDesk } from './ports.js';
import {
  bump,
  existingWish,
  inWishTransaction,
  logOperation,
  moveReception,
  moveWish,
  receptionById,
  refreshSquare,
  wishById,
  wishDb,
  type AfterCommit,
  type ReceptionRow,
  type WishDb,
  type WishRow,
} from './repo.js';
import { LIVE_RECEPTION, receptionMove, TAKEABLE } from './state-machine.js';
import { receiveOrderMoney, returnDeposit } from './money.js';
import { presentReceptions } from './present.js';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Publishes a wish (or saves a draft): answers its id. Not a draft, it waits for its reward to be paid. */
export async function createWish(
  desk: WishDesk,
  request: FastifyRequest,
  userId: number,
  body: WishBody,
  now = Date.now(),
): Promise<number> {
  const fields = await wishFieldsOf(desk.db, request, userId, body, now);
  return inWishTransaction(desk, now, async (trx) => {
    const state = body.isDraft ? 'Edit' : 'WaitPay';
    const row = await trx
      .insertInto('wishes')
      .values({
        ...fields,
        taskNumber: newTaskNumber(now),
        userId,
        state,
        platformFee: desk.feePermille,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      wishId: Number(row.id),
      operationType: 'Create',
      oldState: null,
      newState: state,
      operatorId: userId,
      remark: '',
      now,
    });
    return Number(row.id);
  });
}

/** The publisher's own wish, or a refusal that tells a stranger nothing more than 'not yours'. */
export async function ownWish(db: WishDb, userId: number, taskNumber: string): Promise<WishRow> {
  const wish = await existingWish(db, taskNumber);
  if (Number(wish.userId) !== userId) throw new AppError(403, 'wishes.notPublisher');
  return wish;
}

/** Edits a draft, or a wish still unpaid (which becomes a draft again, or stays unpaid when not isDraft). */
export async function editWish(
  desk: WishDesk,
  request: FastifyRequest,
  userId: number,
  body: WishBody & { id: number },
  now = Date.now(),
): Promise<number> {
  const fields = await wishFieldsOf(desk.db, request, userId, body, now);
  return inWishTransaction(desk, now, async (trx) => {
    const wish = await wishById(trx, body.id);
    if (!wish) throw new AppError(404, 'wishes.missing');
    if (Number(wish.userId) !== userId) throw new AppError(403, 'wishes.notPublisher');
    if (wish.state !== 'Edit' && wish.state !== 'WaitPay') {
      throw new AppError(409, 'wishes.illegalMove', { state: wish.state, action: 'edit' });
    }
    const state = body.isDraft ? 'Edit' : 'WaitPay';
    const moved = await trx
      .updateTable('wishes')
      .set({ ...fields, state, platformFee: desk.feePermille, updatedAt: now })
      .where('id', '=', wish.id)
      .where('state', '=', wish.state)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0)
      throw new AppError(409, 'wishes.illegalMove', { state: wish.state, action: 'edit' });
    if (state !== wish.state) {
      await logOperation(trx, {
        wishId: Number(wish.id),
        operationType: 'UpdateState',
        oldState: wish.state,
        newState: state,
        operatorId: userId,
        remark: 'edit',
        now,
      });
    }
    return Number(wish.id);
  });
}

/**
 * The reward's QR order: a published wish still unpaid. An open order is answered again (one code per wish
 * while it is open); a closed one is replaced. Fox coins never pay rewards: only the QR providers.
 */
export async function payWish(
  desk: WishDesk,
  request: FastifyRequest,
  userId: number,
  taskNumber: string,
  lang: Lang,
  now = Date.now(),
): Promise<payments.Order> {
  const db = wishDb(desk.db);
  const wish = await ownWish(db, userId, taskNumber);
  if (wish.state === 'Edit')
    await inWishTransaction(desk, now, (trx) => moveWish(trx, wish, 'publish', { operatorId: userId, now }));
  else if (wish.state !== 'WaitPay')
    throw new AppError(409, 'wishes.illegalMove', { state: wish.state, action: 'pay' });
  if (wish.payOrderNo) {
    // The open order is answered again while it is for the reward as it stands now.
    const open = await desk.pay.orderOf(wish.payOrderNo);
    if (open && open.state !== 'closed' && Math.round(open.payPrice * 100) === Number(wish.fullAmountCents)) {
      return open;
    }
  }
  const order = await desk.pay.placeQrOrder({
    userId,
    paySource: wishes.WISH_PAY_SOURCE.reward,
    amountCents: Number(wish.fullAmountCents),
    description: wishesText('wishes.describeReward', lang, { title: wish.title }).slice(0, 100),
    origin: originOf(request),
    now,
  });
  await db
    .updateTable('wishes')
    .set({ payOrderNo: order.masterOrderNo })
    .where('id', '=', wish.id)
    .where('state', 'in', ['WaitPay', 'Edit'])
    .execute();
  return order;
}

/** What payments' fulfilment answers after funding: whether the money arrived for a wish no longer waiting. */
export interface WishFunding {
  /** The money reached escrow but nothing waits for it (the wish or order ended): refund the order. */
  refundWholeOrder: boolean;
  notices: AfterCommit['notices'];
  /** The task group's lines a direct taking wrote (the taker joined), pushed once payments committed. */
  groupLines?: TaskGroupLines;
}

/**
 * A paid reward order (paySource 201), inside payments' fulfilment transaction: the money goes into the
 * wish's escrow and the wish moves WaitPay → WaitApprove in the same transaction, into the review queue.
 * A repeated notification never gets here twice (fulfilment moves the order once), and the ledger key is a
 * second guard. Money for a wish that no longer waits (cancelled meanwhile) is kept in escrow and refunded.
 */
export async function fundWishOrder(
  trx: WishDb,
  order: { orderNo: string; orderId: number; amountCents: number; paySource: number; now: number },
): Promise<WishFunding> {
  const receive = receiveOrderMoney;
  const after: AfterCommit = { refunds: [], notices: [], now: order.now };
  const { now } = order;
  if (order.paySource === wishes.WISH_PAY_SOURCE.reward) {
    const wish = await trx
      .selectFrom('wishes')
      .selectAll()
      .where('payOrderNo', '=', order.orderNo)
      .executeTakeFirst();
    if (!wish) {
      // An order replaced by a newer one (the wish was edited to another amount) and paid anyway: the money
      // waits in escrow 0 and goes back whole.
      await receive(trx, { ...order, wishId: 0, deposit: false });
      return { refundWholeOrder: true, notices: [] };
    }
    await receive(trx, { ...order, wishId: Number(wish.id), deposit: false });
    if (wish.state !== 'WaitPay' || Number(wish.fullAmountCents) !== order.amountCents) {
      return { refundWholeOrder: true, notices: [] };
    }
    await moveWish(trx, wish, 'pay', {
      operatorId: Number(wish.userId),
      now,
      set: { paidCents: order.amountCents, reviewPending: 1 },
    });
    await trx
      .updateTable('wishReviewCounts')
      .set((eb) => ({ pending: eb('pending', '+', 1) }))
      .where('kind', '=', 'BusyTask')
      .execute();
    tell(after, wish, { userId: Number(wish.userId), side: 'publisher' }, 'paid', 'wishes.notice.paid');
    return { refundWholeOrder: false, notices: after.notices };
  }
  const reception = await trx
    .selectFrom('wishReceptions')
    .selectAll()
    .where('depositOrderNo', '=', order.orderNo)
    .executeTakeFirst();
  if (!reception) {
    // A deposit order replaced by a fresh one (its code had closed) and paid anyway: the money waits in the
    // deposit account 0 and goes back whole.
    await receive(trx, { ...order, wishId: 0, deposit: true });
    return { refundWholeOrder: true, notices: [] };
  }
  await receive(trx, { ...order, wishId: Number(reception.wishId), deposit: true });
  if (reception.state !== 'WaitPay') return { refundWholeOrder: true, notices: [] };
  await trx.updateTable('wishReceptions').set({ depositState: 1 }).where('id', '=', reception.id).execute();
  const wish = (await wishById(trx, Number(reception.wishId)))!;
  const paid = { ...reception, depositState: 1 };
  if (Number(wish.isApproveReceive) === 1) {
    await moveReception(trx, paid, 'depositPaidApply', now);
    await bump(trx, Number(wish.id), 'applyNum', 1);
    tell(
      after,
      wish,
      { userId: Number(wish.userId), side: 'publisher', operatorId: Number(reception.userId) },
      'applied',
      'wishes.notice.applied',
      {
        name: await nameOf(trx, Number(reception.userId)),
      },
    );
    return { refundWholeOrder: false, notices: after.notices };
  }
  if (!(await takePlace(trx, wish))) {
    // The last place went while the deposit was being paid: the order closes and the deposit goes back.
    await trx
      .updateTable('wishReceptions')
      .set({ state: 'Cancel', live: null, updatedAt: now, depositState: 2 })
      .where('id', '=', reception.id)
      .execute();
    return { refundWholeOrder: true, notices: [] };
  }
  await moveReception(trx, paid, 'depositPaidDirect', now);
  tell(
    after,
    wish,
    { userId: Number(wish.userId), side: 'publisher', operatorId: Number(reception.userId) },
    'taken',
    'wishes.notice.taken',
    {
      name: await nameOf(trx, Number(reception.userId)),
    },
  );
  const groupLines = pendingGroups.current?.newLines();
  return {
    refundWholeOrder: false,
    groupLines,
    notices: [
      ...after.notices,
      ...(await startWork(null, trx, wish, Number(reception.userId), now, groupLines)).notices,
    ],
  };
}

/**
 * Takes one place on a wish: a conditional update, so of any number of concurrent takers exactly as many
 * succeed as places remain. Answers false when none remains (or the wish is no longer takeable).
 */
async function takePlace(trx: WishDb, wish: WishRow): Promise<boolean> {
  const moved = await trx
    .updateTable('wishes')
    .set((eb) => ({ receiveNum: eb('receiveNum', '+', 1) }))
    .where('id', '=', wish.id)
    .where('state', 'in', ['WaitReceive', 'Execute', 'WaitApproveSettle'])
    .where((eb) => eb('receiveNum', '<', eb.ref('receiveLimit')))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await refreshSquare(trx, Number(wish.id));
  return true;
}

/** A taker starts work: the wish leaves WaitReceive for Execute, and the task group is made or joined. */
async function startWork(
  desk: WishDesk | null,
  trx: WishDb,
  wish: WishRow,
  takerId: number,
  now: number,
  lines?: TaskGroupLines,
) {
  const fresh = (await wishById(trx, Number(wish.id)))!;
  if (fresh.state === 'WaitReceive') await moveWish(trx, fresh, 'startWork', { operatorId: takerId, now });
  const groups = desk?.groups ?? pendingGroups.current;
  if (groups) {
    if ((await groups.taskGroupIdOf(trx, wish.taskNumber)) === null) {
      await groups.openTaskGroup(
        trx,
        {
          taskNumber: wish.taskNumber,
          title: wish.title,
          publisherId: Number(wish.userId),
          takerId,
          now,
        },
        lines,
      );
    } else {
      await groups.joinTaskGroup(trx, { taskNumber: wish.taskNumber, takerId, now }, lines);
    }
  }
  return { notices: [] as AfterCommit['notices'] };
}

/**
 * The task group desk of this server, for the one path that reaches wishes without its desk: payments'
 * fulfilment of a deposit that takes a wish directly. Set when the feature is installed.
 */
export const pendingGroups: { current: WishDesk['groups'] | null } = { current: null };

/**
 * busyTaskReceive: takes a wish directly, or applies for it (message, images, deposit). The publisher cannot
 * take their own; the settlement gate runs first (real name and bank card, spec 000 §6); a wish asking for
 * a deposit answers its QR order, and the order starts once it is paid. Direct taking without a deposit
 * takes a place at once; when none is left the taker reads the race's message (which the client passes
 * silently).
 */
export async function receiveWish(
  desk: WishDesk,
  request: FastifyRequest,
  userId: number,
  body: {
    taskNumber: string;
    amount?: number | string | undefined;
    applyMsg?: string | undefined;
    applyAnnex?: string | string[] | undefined;
  },
  lang: Lang,
  now = Date.now(),
): Promise<{ reception: wishes.Reception; depositOrder: payments.Order | null }> {
  const db = wishDb(desk.db);
  const wish = await existingWish(db, body.taskNumber);
  if (Number(wish.userId) === userId) throw new AppError(400, 'wishes.ownWish');
  if (!TAKEABLE.has(wish.state)) throw new AppError(409, 'wishes.notTakeable');
  if (Number(wish.receiveNum) >= Number(wish.receiveLimit)) throw new AppError(409, 'wishes.takenByOthers');
  const approve = Number(wish.isApproveReceive) === 1;
  const deposit = Number(wish.isReceiveDeposit) === 1 ? depositCentsOf(body.amount) : 0;
  const applyMsg = (body.applyMsg ?? '').trim();
  if (approve && applyMsg === '') throw new AppError(400, 'wishes.applyMsgRequired');
  const annex = annexOf(body.applyAnnex);
  await assertSettlementReady(db, userId, now);
  const waiting = await db
    .selectFrom('wishReceptions')
    .selectAll()
    .where('live', '=', Number(wish.id))
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (waiting?.state === 'WaitPay' && deposit > 0) {
    return payDepositAgain(desk, request, waiting, wish, deposit, lang, now);
  }
  const created = await inWishTransaction(desk, now, async (trx, after) => {
    const state = deposit > 0 ? 'WaitPay' : approve ? 'WaitApprove' : 'Execute';
    if (state === 'Execute' && !(await takePlace(trx, wish))) throw new AppError(409, 'wishes.takenByOthers');
    const inserted = await trx
      .insertInto('wishReceptions')
      .values({
        wishId: Number(wish.id),
        userId,
        state,
        live: Number(wish.id),
        depositCents: deposit,
        depositOrderNo: null,
        depositState: 0,
        applyMsg,
        applyAnnex: JSON.stringify(annex),
        deliveryMsg: '',
        deliveryAnnex: '[]',
        rejectReason: '',
        settledCents: null,
        feeCents: null,
        settleAppliedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.columns(['live', 'userId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError(409, 'wishes.alreadyTaken');
    const name = await nameOf(trx, userId);
    if (state === 'WaitApprove') {
      await bump(trx, Number(wish.id), 'applyNum', 1);
      tell(
        after,
        wish,
        { userId: Number(wish.userId), side: 'publisher', operatorId: userId },
        'applied',
        'wishes.notice.applied',
        { name },
      );
    }
    if (state === 'Execute') {
      await startWork(desk, trx, wish, userId, now, after.groupLines);
      tell(
        after,
        wish,
        { userId: Number(wish.userId), side: 'publisher', operatorId: userId },
        'taken',
        'wishes.notice.taken',
        { name },
      );
    }
    return Number(inserted.id);
  }).catch((error: unknown) => {
    // Two requests of one user at once: the unique order per wish refuses the second (PostgreSQL raises).
    if ((error as { code?: string }).code === '23505') throw new AppError(409, 'wishes.alreadyTaken');
    throw error;
  });
  let depositOrder: payments.Order | null = null;
  if (deposit > 0) {
    depositOrder = await desk.pay.placeQrOrder({
      userId,
      paySource: wishes.WISH_PAY_SOURCE.deposit,
      amountCents: deposit,
      description: wishesText('wishes.describeDeposit', lang, { title: wish.title }).slice(0, 100),
      origin: originOf(request),
      now,
    });
    await db
      .updateTable('wishReceptions')
      .set({ depositOrderNo: depositOrder.masterOrderNo })
      .where('id', '=', created)
      .execute();
  }
  const row = (await receptionById(db, created))!;
  const [reception] = await presentReceptions(
    db,
    [row],
    new Map([[Number(wish.id), wish.taskNumber]]),
    Number(row.userId),
  );
  return { reception: reception!, depositOrder };
}

/**
 * An application whose deposit was never paid (its code closed, or the page was left) asks again: the same
 * application gets a fresh deposit order, for the amount given now. An older order paid late is refunded
 * whole when its payment arrives, since no application names it any more.
 */
async function payDepositAgain(
  desk: WishDesk,
  request: FastifyRequest,
  waiting: ReceptionRow,
  wish: WishRow,
  deposit: number,
  lang: Lang,
  now: number,
): Promise<{ reception: wishes.Reception; depositOrder: payments.Order | null }> {
  const db = wishDb(desk.db);
  const depositOrder = await desk.pay.placeQrOrder({
    userId: Number(waiting.userId),
    paySource: wishes.WISH_PAY_SOURCE.deposit,
    amountCents: deposit,
    description: wishesText('wishes.describeDeposit', lang, { title: wish.title }).slice(0, 100),
    origin: originOf(request),
    now,
  });
  const moved = await db
    .updateTable('wishReceptions')
    .set({ depositOrderNo: depositOrder.masterOrderNo, depositCents: deposit, updatedAt: now })
    .where('id', '=', waiting.id)
    .where('state', '=', 'WaitPay')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw new AppError(409, 'wishes.alreadyTaken');
  const row = (await receptionById(db, Number(waiting.id)))!;
  const [reception] = await presentReceptions(
    db,
    [row],
    new Map([[Number(wish.id), wish.taskNumber]]),
    Number(row.userId),
  );
  return { reception: reception!, depositOrder };
}

/** The publisher's own wish and one order on it. */
async function ownReception(
  trx: WishDb,
  userId: number,
  receptionId: number,
): Promise<{ wish: WishRow; reception: ReceptionRow }> {
  const reception = await receptionById(trx, receptionId);
  if (!reception) throw new AppError(404, 'wishes.receptionMissing');
  const wish = (await wishById(trx, Number(reception.wishId)))!;
  if (Number(wish.userId) !== userId) {
    if (Number(reception.userId) === userId) throw new AppError(403, 'wishes.notPublisher');
    throw new AppError(404, 'wishes.receptionMissing');
  }
  return { wish, reception };
}

/** The publisher accepts an application: a place is taken (or the race's message), work starts. */
export async function acceptApplication(
  desk: WishDesk,
  userId: number,
  receptionId: number,
  now = Date.now(),
) {
  return inWishTransaction(desk, now, async (trx, after) => {
    const { wish, reception } = await ownReception(trx, userId, receptionId);
    receptionMove(reception.state, 'accept');
    if (!(await takePlace(trx, wish))) throw new AppError(409, 'wishes.takenByOthers');
    const moved = await moveReception(trx, reception, 'accept', now);
    await bump(trx, Number(wish.id), 'applyNum', -1);
    await startWork(desk, trx, wish, Number(reception.userId), now, after.groupLines);
    tell(
      after,
      wish,
      { userId: Number(reception.userId), side: 'receiver', operatorId: userId },
      'accepted',
      'wishes.notice.accepted',
    );
    return { row: moved, wish };
  });
}

/** The publisher declines an application with a reason: the deposit goes back. */
export async function declineApplication(
  desk: WishDesk,
  userId: number,
  receptionId: number,
  reason: string,
  now = Date.now(),
) {
  return inWishTransaction(desk, now, async (trx, after) => {
    const { wish, reception } = await ownReception(trx, userId, receptionId);
    const moved = await moveReception(trx, reception, 'decline', now, { rejectReason: reason });
    await bump(trx, Number(wish.id), 'applyNum', -1);
    await returnDeposit(desk, trx, moved, after);
    tell(
      after,
      wish,
      { userId: Number(reception.userId), side: 'receiver', operatorId: userId },
      'declined',
      'wishes.notice.declined',
      { reason },
    );
    return { row: moved, wish };
  });
}

/** settleApi: the taker applies for settlement with their delivery; the 72-hour clock starts. */
export async function applySettlement(
  desk: WishDesk,
  userId: number,
  body: { taskNumber: string; deliveryMsg: string; deliveryAnnex: string[] },
  now = Date.now(),
) {
  return inWishTransaction(desk, now, async (trx, after) => {
    const wish = await existingWish(trx, body.taskNumber);
    const reception = await trx
      .selectFrom('wishReceptions')
      .selectAll()
      .where('live', '=', Number(wish.id))
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!reception) throw new AppError(403, 'wishes.notTaker');
    const moved = await moveReception(trx, reception, 'applySettle', now, {
      deliveryMsg: body.deliveryMsg,
      deliveryAnnex: JSON.stringify(body.deliveryAnnex),
      settleAppliedAt: now,
      rejectReason: '',
    });
    await bump(trx, Number(wish.id), 'settlingNum', 1);
    const fresh = (await wishById(trx, Number(wish.id)))!;
    if (fresh.state === 'Execute') await moveWish(trx, fresh, 'settleWaits', { operatorId: userId, now });
    tell(
      after,
      wish,
      { userId: Number(wish.userId), side: 'publisher', operatorId: userId },
      'settleApplied',
      'wishes.notice.settleApplied',
      {
        name: await nameOf(trx, userId),
      },
    );
    return { row: moved, wish };
  });
}

/** The publisher accepts a delivery. A taker cannot approve their own; repeats settle once. */
export async function approveSettlement(
  desk: WishDesk,
  userId: number,
  receptionId: number,
  now = Date.now(),
) {
  return inWishTransaction(desk, now, async (trx, after) => {
    const { wish, reception } = await ownReception(trx, userId, receptionId);
    const row = await settleReception(desk, trx, wish, reception, { operatorId: userId, auto: false, after });
    return { row, wish };
  });
}

/** The publisher refuses a delivery with a reason: the taker goes back to work. */
export async function refuseSettlement(
  desk: WishDesk,
  userId: number,
  receptionId: number,
  reason: string,
  now = Date.now(),
) {
  return inWishTransaction(desk, now, async (trx, after) => {
    const { wish, reception } = await ownReception(trx, userId, receptionId);
    const moved = await moveReception(trx, reception, 'refuseSettle', now, {
      rejectReason: reason,
      settleAppliedAt: null,
    });
    await bump(trx, Number(wish.id), 'settlingNum', -1);
    const fresh = (await wishById(trx, Number(wish.id)))!;
    if (fresh.state === 'WaitApproveSettle' && Number(fresh.settlingNum) === 0) {
      await moveWish(trx, fresh, 'settleDone', { operatorId: userId, now });
    }
    tell(
      after,
      wish,
      { userId: Number(reception.userId), side: 'receiver', operatorId: userId },
      'settleRefused',
      'wishes.notice.settleRefused',
      { reason },
    );
    return { row: moved, wish };
  });
}

/**
 * The publisher ends a wish: a draft or an unpaid one is cancelled; a paid one waiting for review or on the
 * square with nobody at work is taken off the shelf, and escrow goes back. With takers at work it cannot.
 */
export async function endOwnWish(desk: WishDesk, userId: number, taskNumber: string, now = Date.now()) {
  return inWishTransaction(desk, now, async (trx, after) => {
    const wish = await ownWish(trx, userId, taskNumber);
    if (wish.state === 'Edit' || wish.state === 'WaitPay') {
      return endWish(desk, trx, wish, 'cancel', {
        operatorId: userId,
        remark: 'cancel',
        after,
        kickbackType: 'cancelled',
        notice: 'wishes.notice.ended',
      });
    }
    if (wish.state === 'WaitReceive' || wish.state === 'WaitApprove') {
      const working = (await liveReceptions(trx, Number(wish.id))).some(
        (row) => LIVE_RECEPTION.includes(row.state) && ['Execute', 'WaitApproveSettle'].includes(row.state),
      );
      if (working || Number(wish.receiveNum) > 0) throw new AppError(409, 'wishes.takersAtWork');
      return endWish(desk, trx, wish, 'offShelf', {
        operatorId: userId,
        remark: 'offShelf',
        after,
        kickbackType: 'offShelf',
        notice: 'wishes.notice.ended',
      });
    }
    if (wish.state === 'Execute' || wish.state === 'WaitApproveSettle')
      throw new AppError(409, 'wishes.takersAtWork');
    throw new AppError(409, 'wishes.illegalMove', { state: wish.state, action: 'end' });
  });
}
