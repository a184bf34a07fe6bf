import { describe, expect, it } from 'vitest';
import { formatCoin, formatYuan, formatYuanOfCents } from './wallet-constants.js';

describe('writing fox coins', () => {
  it('writes an amount held or moved without a trailing .0', () => {
    expect(formatCoin(1030)).toBe('1030');
    expect(formatCoin(60)).toBe('60');
    expect(formatCoin(60.5)).toBe('60.5');
    expect(formatCoin(-5)).toBe('-5');
    expect(formatCoin(0.04)).toBe('0');
  });

  it('writes a price converted from yuan with one decimal (spec 000 §9)', () => {
    expect(formatCoin(5, 'price')).toBe('5.0');
    expect(formatCoin(2.25, 'price')).toBe('2.3');
    expect(formatCoin(199.99, 'price')).toBe('200.0');
  });
});

describe('writing yuan', () => {
  it('always with two decimals, from fen or from yuan', () => {
    expect(formatYuanOfCents(50)).toBe('0.50');
    expect(formatYuanOfCents(600)).toBe('6.00');
    expect(formatYuanOfCents(123456)).toBe('1234.56');
    expect(formatYuanOfCents(-5)).toBe('-0.05');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan(29.9)).toBe('29.90');
  });
});
