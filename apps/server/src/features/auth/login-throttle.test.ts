import { describe, expect, it } from 'vitest';
import { nameDelayMs, THROTTLE } from './login-throttle.js';

describe('the name slowdown', () => {
  it('waits nothing below the free failures, then doubles from 1 s up to the cap', () => {
    expect(nameDelayMs(0)).toBe(0);
    expect(nameDelayMs(THROTTLE.nameFreeFailures - 1)).toBe(0);
    const delays = [0, 1, 2, 3, 4, 5, 50, 10_000].map((extra) =>
      nameDelayMs(THROTTLE.nameFreeFailures + extra),
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000]);
  });
});
