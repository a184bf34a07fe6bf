import { wishes } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import {
  RECEPTION_MOVES,
  receptionMove,
  WISH_MOVES,
  wishMove,
  type ReceptionMove,
  type WishMove,
} from './state-machine.js';
import { wishesMessages } from './messages.js';

/** What every (state, move) pair must answer: the target state, or a refusal that names them. */
function outcome<S extends string>(move: () => S): S | { refused: string; params: unknown } {
  try {
    return move();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: error.messageKey!, params: error.params };
  }
}

describe('the wish state machine', () => {
  const legal: Array<[wishes.WishState, WishMove, wishes.WishState]> = [
    ['Edit', 'publish', 'WaitPay'],
    ['WaitPay', 'backToDraft', 'Edit'],
    ['WaitPay', 'pay', 'WaitApprove'],
    ['WaitApprove', 'approve', 'WaitReceive'],
    ['WaitApprove', 'refuse', 'Refuse'],
    ['WaitReceive', 'startWork', 'Execute'],
    ['Execute', 'settleWaits', 'WaitApproveSettle'],
    ['WaitApproveSettle', 'settleDone', 'Execute'],
    ['WaitReceive', 'wrapUp', 'WaitSettle'],
    ['Execute', 'wrapUp', 'WaitSettle'],
    ['WaitApproveSettle', 'wrapUp', 'WaitSettle'],
    ['WaitSettle', 'finish', 'OverSettle'],
    ['WaitApprove', 'expire', 'Over'],
    ['WaitReceive', 'expire', 'Over'],
    ['Execute', 'expire', 'Over'],
    ['WaitSettle', 'expire', 'Over'],
    ['Edit', 'cancel', 'Cancel'],
    ['WaitPay', 'cancel', 'Cancel'],
    ['WaitApprove', 'offShelf', 'OffShelf'],
    ['WaitReceive', 'offShelf', 'OffShelf'],
    ['WaitPay', 'compelOff', 'CompelOff'],
    ['WaitApprove', 'compelOff', 'CompelOff'],
    ['WaitReceive', 'compelOff', 'CompelOff'],
    ['Execute', 'compelOff', 'CompelOff'],
    ['WaitApproveSettle', 'compelOff', 'CompelOff'],
  ];

  it('makes every legal move, and only those', () => {
    const moves = Object.keys(WISH_MOVES) as WishMove[];
    let refused = 0;
    for (const state of wishes.WISH_STATES) {
      for (const move of moves) {
        const expected = legal.find(([from, m]) => from === state && m === move)?.[2];
        const got = outcome(() => wishMove(state, move));
        if (expected) expect(got, `${state} ${move}`).toBe(expected);
        else {
          refused++;
          expect(got, `${state} ${move}`).toEqual({
            refused: 'wishes.illegalMove',
            params: { state, action: move },
          });
        }
      }
    }
    expect(refused).toBe(wishes.WISH_STATES.length * moves.length - legal.length);
  });

  it('lets nothing leave an ended state, and nothing reach Error', () => {
    for (const state of wishes.ENDED_STATES) {
      for (const move of Object.keys(WISH_MOVES) as WishMove[]) {
        expect(() => wishMove(state, move)).toThrow(AppError);
      }
    }
    expect(Object.values(WISH_MOVES).some((rule) => (rule.to as string) === 'Error')).toBe(false);
  });

  it('refuses with a readable message in both languages', () => {
    const text = wishesMessages['wishes.illegalMove'];
    expect(text.zh).toContain('{state}');
    expect(text.en).toContain('{action}');
  });
});

describe('the reception state machine', () => {
  const legal: Array<[wishes.ReceptionState, ReceptionMove, wishes.ReceptionState]> = [
    ['WaitPay', 'depositPaidApply', 'WaitApprove'],
    ['WaitPay', 'depositPaidDirect', 'Execute'],
    ['WaitApprove', 'accept', 'Execute'],
    ['WaitApprove', 'decline', 'Refuse'],
    ['Execute', 'applySettle', 'WaitApproveSettle'],
    ['WaitApproveSettle', 'approveSettle', 'OverSettle'],
    ['WaitApproveSettle', 'refuseSettle', 'Execute'],
    ['WaitPay', 'close', 'Cancel'],
    ['WaitApprove', 'close', 'Cancel'],
    ['Execute', 'close', 'Cancel'],
    ['WaitApproveSettle', 'close', 'Cancel'],
    ['Execute', 'expire', 'Over'],
  ];

  it('makes every legal move, and refuses every other one by name', () => {
    const moves = Object.keys(RECEPTION_MOVES) as ReceptionMove[];
    let refused = 0;
    for (const state of wishes.RECEPTION_STATES) {
      for (const move of moves) {
        const expected = legal.find(([from, m]) => from === state && m === move)?.[2];
        const got = outcome(() => receptionMove(state, move));
        if (expected) expect(got, `${state} ${move}`).toBe(expected);
        else {
          refused++;
          expect(got).toEqual({ refused: 'wishes.illegalReceptionMove', params: { state, action: move } });
        }
      }
    }
    expect(refused).toBe(wishes.RECEPTION_STATES.length * moves.length - legal.length);
  });

  it('keeps a settled, refused, cancelled or expired order where it is', () => {
    for (const state of ['OverSettle', 'Refuse', 'Cancel', 'Over'] as const) {
      for (const move of Object.keys(RECEPTION_MOVES) as ReceptionMove[]) {
        expect(() => receptionMove(state, move)).toThrow(AppError);
      }
    }
  });
});
