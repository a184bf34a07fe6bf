import { wishes } from '@fox/contracts';
import { creditEarnings } from '../earnings/index.js';
import { PLATFORM, transfer } from '../wallet/index.js';
import { wishesText } from './messages.js';
import type { WishDesk } from './ports.js';
import type { AfterCommit, ReceptionRow, WishDb, WishRow } from './repo.js';

/** The escrow of one wish's reward, and of its takers' deposits. */
export const escrowOf = (wishId: number) => ({ kind: 'wishEscrow' as const, ownerId: wishId });
export const depositsOf = (wishId: number) => ({ kind: 'wishDeposit' as const, ownerId: wishId });

/**
 * The ledger key of an order's payment: the same one payments' fulfilment writes for every order, so its
 * refund machinery finds where the money went (the wish's escrow or deposits) and takes it back from there.
 */
export const orderCashKey = (orderNo: string) => `order:${orderNo}:cash`;

/** What a paid order moves into escrow: the reward (201) or a deposit (202). */
export async function receiveOrderMoney(
  trx: WishDb,
  input: {
    orderNo: string;
    orderId: number;
    amountCents: number;
    wishId: number;
    deposit: boolean;
    now: number;
  },
): Promise<void> {
  await transfer(trx, {
    key: orderCashKey(input.orderNo),
    currency: 'cny',
    from: { kind: 'paymentClearing', ownerId: PLATFORM },
    to: input.deposit ? depositsOf(input.wishId) : escrowOf(input.wishId),
    amount: input.amountCents,
    kind: input.deposit ? 'wishDeposit' : 'wishReward',
    orderId: input.orderId,
    memo: input.orderNo,
    now: input.now,
  });
}

/** What one accepted delivery pays: the place's amount less the platform's cut (rounded for the taker). */
export function settlementOf(wish: WishRow): { paid: number; fee: number } {
  const stand = Number(wish.standAmountCents);
  const fee = wishes.platformFeeCents(stand, Number(wish.platformFee));
  return { paid: stand - fee, fee };
}

/**
 * Pays one place: escrow to the taker's pending earnings (held for the settling period, with its line on
 * their finance statement) and the fee to the platform, each under a key of the reception, so a repeated
 * approval moves nothing; answers whether this call moved the money.
 */
export async function payPlace(
  trx: WishDb,
  wish: WishRow,
  reception: ReceptionRow,
  at: { now: number; holdMs: number },
) {
  const { now } = at;
  const { paid, fee } = settlementOf(wish);
  const base = { currency: 'cny' as const, orderId: null, memo: wish.taskNumber, now };
  const moved = await creditEarnings(trx, {
    userId: Number(reception.userId),
    kind: 'wishSettle',
    amountCents: paid,
    from: escrowOf(Number(wish.id)),
    key: `wish:${wish.id}:settle:${reception.id}`,
    transferKind: 'wishSettle',
    sourceType: 'wish',
    sourceId: wish.taskNumber,
    title: wish.title,
    orderNo: null,
    orderId: null,
    holdMs: at.holdMs,
    now,
  });
  if (fee > 0) {
    await transfer(trx, {
      ...base,
      key: `wish:${wish.id}:fee:${reception.id}`,
      from: escrowOf(Number(wish.id)),
      to: { kind: 'platformRevenue', ownerId: PLATFORM },
      amount: fee,
      kind: 'wishFee',
    });
  }
  return { moved, paid, fee };
}

/** Sends a held deposit back through the provider, as a refund of its order (after the commit). */
export async function returnDeposit(
  desk: WishDesk,
  trx: WishDb,
  reception: ReceptionRow,
  after: AfterCommit,
): Promise<void> {
  if (Number(reception.depositState) !== 1 || !reception.depositOrderNo) return;
  const refundNo = await desk.pay.holdRefund(trx, {
    orderNo: reception.depositOrderNo,
    amountCents: Number(reception.depositCents),
    reason: wishesText('wishes.depositBackReason', 'zh'),
    now: after.now,
  });
  await trx.updateTable('wishReceptions').set({ depositState: 2 }).where('id', '=', reception.id).execute();
  if (refundNo) after.refunds.push(refundNo);
}

/** What escrow still holds of a paid wish: the reward less the places paid out. */
export const escrowLeft = (wish: WishRow): number =>
  Number(wish.paidCents) - Number(wish.deliveryNum) * Number(wish.standAmountCents);

/**
 * Sends back what escrow still holds of an ending wish, as a (partial) refund of its reward order through
 * the provider. Nothing when it was never paid or everything was paid out.
 */
export async function returnRest(
  desk: WishDesk,
  trx: WishDb,
  wish: WishRow,
  after: AfterCommit,
): Promise<void> {
  const left = escrowLeft(wish);
  if (left <= 0 || !wish.payOrderNo) return;
  const refundNo = await desk.pay.holdRefund(trx, {
    orderNo: wish.payOrderNo,
    amountCents: left,
    reason: wishesText('wishes.refundReason', 'zh'),
    now: after.now,
  });
  if (refundNo) after.refunds.push(refundNo);
}
