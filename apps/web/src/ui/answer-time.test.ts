import { formatChinaTime } from '@fox/contracts/client';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { instantOf, newestFirst } from './answer-time';

describe('answer times', () => {
  it('reads a China time as its instant, whatever the browser zone', () => {
    const at = Date.UTC(2025, 11, 31, 16, 30, 5);
    expect(formatChinaTime(at)).toBe('2026-01-01 00:30:05');
    expect(instantOf('2026-01-01 00:30:05')).toBe(at);
    // dayjs alone would take the text for local time; through the instant it shows the local clock.
    expect(dayjs(instantOf('2026-01-01 00:30:05')).valueOf()).toBe(at);
  });

  it('reads anything else as NaN rather than a wrong moment', () => {
    for (const text of ['', '2026-02-30 10:00:00', '2026-01-01T00:30:05', '1767198605000']) {
      expect(instantOf(text), text).toBeNaN();
    }
  });

  it('orders newest first, keeping equal seconds in the order they came', () => {
    const times = [
      '2026-01-01 00:00:00',
      '2025-12-31 23:59:59',
      '2026-01-01 00:00:00',
      '2026-01-02 08:00:00',
    ];
    const tagged = times.map((time, index) => ({ time, index }));
    expect(tagged.sort((a, b) => newestFirst(a.time, b.time)).map((entry) => entry.index)).toEqual([
      3, 0, 2, 1,
    ]);
  });
});
