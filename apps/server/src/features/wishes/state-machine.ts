import type { wishes } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';

type WishState = wishes.WishState;
type ReceptionState = wishes.ReceptionState;

/**
 * Every move a wish makes, by what causes it, and the states it may be made from. One table, so what the
 * routes, the console's review, payments' fulfilment and the deadline runner may do to a wish is read in one
 * place and tested exhaustively. `Error` is a label only: the platform stops an order whose money does not
 * add up by hand; no action leads there.
 */
export const WISH_MOVES = {
  /** The publisher publishes a draft: the reward waits to be paid. */
  publish: { from: ['Edit'], to: 'WaitPay' },
  /** The publisher edits a wish not paid yet: it is a draft again. */
  backToDraft: { from: ['WaitPay'], to: 'Edit' },
  /** The reward reached escrow (payments' fulfilment): an operator reviews it. */
  pay: { from: ['WaitPay'], to: 'WaitApprove' },
  /** The operator approves: it goes on the square. */
  approve: { from: ['WaitApprove'], to: 'WaitReceive' },
  /** The operator refuses, with a reason: the reward goes back. */
  refuse: { from: ['WaitApprove'], to: 'Refuse' },
  /** The first taker is accepted (or takes it directly). */
  startWork: { from: ['WaitReceive'], to: 'Execute' },
  /** A settlement application waits for the publisher. */
  settleWaits: { from: ['Execute'], to: 'WaitApproveSettle' },
  /** No settlement application waits any more. */
  settleDone: { from: ['WaitApproveSettle'], to: 'Execute' },
  /** Every place settled, or the deadline passed with every taker settled or closed: the rest goes back. */
  wrapUp: { from: ['WaitReceive', 'Execute', 'WaitApproveSettle'], to: 'WaitSettle' },
  /** What escrow held went back and something was paid out. */
  finish: { from: ['WaitSettle'], to: 'OverSettle' },
  /** The deadline passed and nothing was paid out (or it passed before an operator reviewed it). */
  expire: { from: ['WaitApprove', 'WaitReceive', 'Execute', 'WaitSettle'], to: 'Over' },
  /** The publisher gives up a wish never paid for. */
  cancel: { from: ['Edit', 'WaitPay'], to: 'Cancel' },
  /** The publisher takes a paid wish down while nobody is at work on it. */
  offShelf: { from: ['WaitApprove', 'WaitReceive'], to: 'OffShelf' },
  /** An operator takes any live wish down. */
  compelOff: {
    from: ['WaitPay', 'WaitApprove', 'WaitReceive', 'Execute', 'WaitApproveSettle'],
    to: 'CompelOff',
  },
} as const satisfies Record<string, { from: readonly WishState[]; to: WishState }>;

export type WishMove = keyof typeof WISH_MOVES;

/** Every move a taker's order makes. */
export const RECEPTION_MOVES = {
  /** The deposit was paid and the publisher chooses. */
  depositPaidApply: { from: ['WaitPay'], to: 'WaitApprove' },
  /** The deposit was paid and the wish is taken directly. */
  depositPaidDirect: { from: ['WaitPay'], to: 'Execute' },
  /** The publisher accepts the application. */
  accept: { from: ['WaitApprove'], to: 'Execute' },
  /** The publisher declines it (the deposit goes back). */
  decline: { from: ['WaitApprove'], to: 'Refuse' },
  /** settleApi: the taker applies for settlement. */
  applySettle: { from: ['Execute'], to: 'WaitApproveSettle' },
  /** The publisher accepts the delivery, or 72 hours pass without a review. */
  approveSettle: { from: ['WaitApproveSettle'], to: 'OverSettle' },
  /** The publisher refuses the delivery, with a reason: back to work. */
  refuseSettle: { from: ['WaitApproveSettle'], to: 'Execute' },
  /**
   * Withdrawn, or closed by the wish's end before work began or while it went on (deposit back); an
   * operator's take-down also closes an order whose delivery waits for a review nobody will make now.
   */
  close: { from: ['WaitPay', 'WaitApprove', 'Execute', 'WaitApproveSettle'], to: 'Cancel' },
  /** The deadline passed while still at work (deposit back). */
  expire: { from: ['Execute'], to: 'Over' },
} as const satisfies Record<string, { from: readonly ReceptionState[]; to: ReceptionState }>;

export type ReceptionMove = keyof typeof RECEPTION_MOVES;

/** The state a wish moves to, or a readable 409 that names the state and the action (nothing changes). */
export function wishMove(from: WishState, move: WishMove): WishState {
  const rule = WISH_MOVES[move];
  if (!(rule.from as readonly WishState[]).includes(from)) {
    throw new AppError(409, 'wishes.illegalMove', { state: from, action: move });
  }
  return rule.to;
}

/** The state a taker's order moves to, or a readable 409. */
export function receptionMove(from: ReceptionState, move: ReceptionMove): ReceptionState {
  const rule = RECEPTION_MOVES[move];
  if (!(rule.from as readonly ReceptionState[]).includes(from)) {
    throw new AppError(409, 'wishes.illegalReceptionMove', { state: from, action: move });
  }
  return rule.to;
}

/** Whether a state may be taken (on the square when places remain). */
export const TAKEABLE: ReadonlySet<WishState> = new Set(['WaitReceive', 'Execute', 'WaitApproveSettle']);

/** Receptions that hold a place. */
export const PLACE_HOLDING: readonly ReceptionState[] = ['Execute', 'WaitApproveSettle', 'OverSettle'];

/** Receptions still live: the user cannot open a second order on the same wish. */
export const LIVE_RECEPTION: readonly ReceptionState[] = [
  'WaitPay',
  'WaitApprove',
  'Execute',
  'WaitApproveSettle',
];
