import { describe, expect, it } from 'vitest';
import { demoClock } from './demo-clock.js';

/** A China time as an instant: 2026-03-10 15:00 in China is 07:00 UTC. */
const china = (iso: string) => Date.parse(`${iso}+08:00`);

describe('demo times', () => {
  it('reads days ago and a China clock time', () => {
    const at = demoClock(china('2026-03-10T15:00:00'));
    expect(at('d0 09:30')).toBe(china('2026-03-10T09:30:00'));
    expect(at('d3 20:15')).toBe(china('2026-03-07T20:15:00'));
  });

  it('moves the whole past one day back in the morning, keeping its order and its clock times', () => {
    const now = china('2026-03-10T08:00:00');
    const at = demoClock(now);
    expect(at('d0 09:30')).toBe(china('2026-03-09T09:30:00'));
    expect(at('d1 23:50')).toBe(china('2026-03-08T23:50:00'));
    expect(at('d0 11:59')).toBeLessThan(now);
    expect(at('d1 23:50')).toBeLessThan(at('d0 00:10'));
  });

  it('refuses what it cannot place', () => {
    const at = demoClock(china('2026-03-10T15:00:00'));
    expect(() => at('d0 13:00')).toThrow(/before noon/);
    expect(() => at('yesterday')).toThrow(/d<days ago>/);
    expect(() => at('d1 24:10')).toThrow();
  });
});
