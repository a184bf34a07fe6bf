import { describe, expect, it } from 'vitest';
import { rateOf, topUpRefund } from './refund-rules.js';

describe('how much of a top-up is refunded', () => {
  const order = { amountCents: 3000, coinCents: 30_000 };

  it('refunds all of it when none of its coins were spent', () => {
    expect(topUpRefund(order, 30_000)).toEqual({ amountCents: 3000, coinCents: 30_000, spentCoinCents: 0 });
    // Coins of later top-ups in the wallet do not make it more than the order.
    expect(topUpRefund(order, 90_000)).toEqual({ amountCents: 3000, coinCents: 30_000, spentCoinCents: 0 });
  });

  it('refunds the unspent coins at the order’s rate', () => {
    expect(topUpRefund(order, 25_500)).toEqual({
      amountCents: 2550,
      coinCents: 25_500,
      spentCoinCents: 4500,
    });
  });

  it('rounds the yuan down to the fen and takes back only the coins they bought', () => {
    // 10 coins a yuan: 1234.56 coins unspent are worth 123.456 yuan; 123.45 go back for 1234.5 coins.
    expect(topUpRefund(order, 123_456)).toMatchObject({ amountCents: 3000 });
    const part = topUpRefund(order, 12_345);
    expect(part).toEqual({ amountCents: 1234, coinCents: 12_340, spentCoinCents: 17_655 });
    // An odd rate (7 coins for 3 fen): the coins taken never pass what is there.
    const odd = topUpRefund({ amountCents: 3, coinCents: 7 }, 5);
    expect(odd).toEqual({ amountCents: 2, coinCents: 5, spentCoinCents: 2 });
    for (let wallet = 0; wallet <= 7; wallet += 1) {
      const r = topUpRefund({ amountCents: 3, coinCents: 7 }, wallet);
      expect(r.coinCents).toBeLessThanOrEqual(wallet);
      expect(r.amountCents * 7).toBeLessThanOrEqual(r.coinCents * 3);
    }
  });

  it('refunds nothing when every coin was spent, and never reads a negative wallet as coins', () => {
    expect(topUpRefund(order, 0)).toEqual({ amountCents: 0, coinCents: 0, spentCoinCents: 30_000 });
    expect(topUpRefund(order, -5)).toEqual({ amountCents: 0, coinCents: 0, spentCoinCents: 30_000 });
    expect(topUpRefund(order, 9)).toEqual({ amountCents: 0, coinCents: 0, spentCoinCents: 29_991 });
  });

  it('stays exact for the largest top-up, past 2^53', () => {
    const big = { amountCents: 100_000_000, coinCents: 1_000_000_000 };
    expect(topUpRefund(big, 999_999_999)).toEqual({
      amountCents: 99_999_999,
      coinCents: 999_999_990,
      spentCoinCents: 1,
    });
  });

  it('writes the rate as coins per yuan', () => {
    expect(rateOf(order)).toBe('10');
    expect(rateOf({ amountCents: 3, coinCents: 7 })).toBe('2.33');
  });
});
