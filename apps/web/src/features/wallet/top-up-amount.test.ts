import { describe, expect, it } from 'vitest';
import { wallet } from '@fox/contracts';
import {
  checkCustomAmount,
  coinsForYuan,
  formatYuan,
  purchaseOf,
  sanitizeCustomAmount,
} from './top-up-amount';

const packages: wallet.RechargePackage[] = [
  { id: 1, coin: 60, amount: 6 },
  { id: 2, coin: 300, amount: 30 },
];

describe('custom top-up amount', () => {
  it('keeps digits only and drops leading zeros while typing', () => {
    expect(sanitizeCustomAmount('0012a.5')).toBe('125');
    expect(sanitizeCustomAmount('000')).toBe('');
    expect(sanitizeCustomAmount('123456789')).toBe('1234567');
  });

  it('asks for an amount, refuses a leading zero or decimals, and caps at one million yuan', () => {
    expect(checkCustomAmount('')).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkCustomAmount('  ')).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkCustomAmount('012')).toEqual({ ok: false, error: 'amountDigitsOnly' });
    expect(checkCustomAmount('1.5')).toEqual({ ok: false, error: 'amountDigitsOnly' });
    expect(checkCustomAmount('1000001')).toEqual({ ok: false, error: 'amountTooLarge' });
    expect(checkCustomAmount('1000000')).toEqual({ ok: true, yuan: 1_000_000 });
    expect(checkCustomAmount('8')).toEqual({ ok: true, yuan: 8 });
  });

  it('gives yuan times the rate in coins, with a decimal only when there is one', () => {
    expect(wallet.formatCoin(coinsForYuan(6, 10))).toBe('60');
    expect(coinsForYuan(12, 10)).toBe(120);
    expect(wallet.formatCoin(coinsForYuan(3, 0.35))).toBe('1.1');
    expect(wallet.formatCoin(coinsForYuan(7, 7.5))).toBe('52.5');
  });

  it('writes yuan with two decimals, as money is written everywhere', () => {
    expect(formatYuan(6)).toBe('6.00');
    expect(formatYuan(0.1)).toBe('0.10');
  });
});

describe('what a top-up buys', () => {
  it('is the first package until another is chosen', () => {
    expect(purchaseOf(null, packages, null, 10)).toEqual({ yuan: 6, coin: 60, packageId: 1 });
    expect(purchaseOf({ kind: 'package', id: 2 }, packages, null, 10)).toEqual({
      yuan: 30,
      coin: 300,
      packageId: 2,
    });
  });

  it('needs a confirmed amount and a known rate for the custom tile', () => {
    expect(purchaseOf({ kind: 'custom' }, packages, null, 10)).toBeNull();
    expect(purchaseOf({ kind: 'custom' }, packages, 50, undefined)).toBeNull();
    expect(purchaseOf({ kind: 'custom' }, packages, 50, 10)).toEqual({ yuan: 50, coin: 500 });
  });
});
