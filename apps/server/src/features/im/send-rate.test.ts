import { describe, expect, it } from 'vitest';
import { SendRate } from './send-rate.js';

const takeMany = (rate: SendRate, count: number, now: number) =>
  Array.from({ length: count }, () => rate.take(now)).filter(Boolean).length;

describe('the per-connection send rate', () => {
  it('accepts a full burst at once and refuses the rest', () => {
    const rate = new SendRate(20, 30, 0);
    expect(takeMany(rate, 40, 0)).toBe(30);
    expect(rate.take(0)).toBe(false);
  });

  it('refills at the rate per second, never beyond the burst', () => {
    const rate = new SendRate(20, 30, 0);
    takeMany(rate, 30, 0);
    // 20 a second is one every 50 ms.
    expect(rate.take(49)).toBe(false);
    expect(rate.take(50)).toBe(true);
    expect(takeMany(rate, 40, 1050)).toBe(20);
    expect(takeMany(rate, 40, 60_000)).toBe(30);
  });

  it('lets a steady 20 a second through indefinitely', () => {
    const rate = new SendRate(20, 30, 0);
    let accepted = 0;
    for (let ms = 0; ms < 10_000; ms += 50) if (rate.take(ms)) accepted++;
    expect(accepted).toBe(200);
  });

  it('ignores a clock that steps back instead of minting sends', () => {
    const rate = new SendRate(20, 2, 1000);
    takeMany(rate, 2, 1000);
    expect(rate.take(0)).toBe(false);
    expect(rate.take(1000)).toBe(false);
  });
});
