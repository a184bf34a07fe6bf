import { describe, expect, it } from 'vitest';
import {
  firstOverlap,
  hasOverlap,
  minutesOf,
  periodCovers,
  periodsOverlap,
  rangesOf,
} from './mute-periods.js';

const p = (startTime: string, endTime: string) => ({ startTime, endTime });

describe('mute periods', () => {
  it('reads HH:mm times and nothing else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('9:30')).toBeNull();
  });

  it('splits a period that runs past midnight in two', () => {
    expect(rangesOf(p('08:00', '12:00'))).toEqual([[480, 720]]);
    expect(rangesOf(p('22:00', '06:00'))).toEqual([
      [1320, 1440],
      [0, 360],
    ]);
    expect(rangesOf(p('22:00', '00:00'))).toEqual([[1320, 1440]]);
    expect(rangesOf(p('10:00', '10:00'))).toEqual([
      [600, 1440],
      [0, 600],
    ]);
  });

  it('lets periods touch end to start but not share a minute', () => {
    expect(periodsOverlap(p('08:00', '12:00'), p('12:00', '14:00'))).toBe(false);
    expect(periodsOverlap(p('08:00', '12:00'), p('11:59', '14:00'))).toBe(true);
    expect(periodsOverlap(p('08:00', '12:00'), p('09:00', '10:00'))).toBe(true);
    expect(periodsOverlap(p('13:00', '14:00'), p('08:00', '12:00'))).toBe(false);
  });

  it('sees overlaps across midnight', () => {
    expect(periodsOverlap(p('22:00', '06:00'), p('05:00', '07:00'))).toBe(true);
    expect(periodsOverlap(p('22:00', '06:00'), p('23:00', '23:30'))).toBe(true);
    expect(periodsOverlap(p('22:00', '06:00'), p('06:00', '22:00'))).toBe(false);
    expect(periodsOverlap(p('10:00', '10:00'), p('03:00', '04:00'))).toBe(true);
  });

  it('finds the first overlapping pair of a list', () => {
    expect(firstOverlap([p('08:00', '09:00'), p('10:00', '11:00'), p('12:00', '13:00')])).toBeNull();
    expect(firstOverlap([p('08:00', '09:00'), p('10:00', '11:00'), p('08:30', '08:45')])).toEqual([0, 2]);
    expect(hasOverlap([])).toBe(false);
    expect(hasOverlap([p('08:00', '09:00'), p('08:00', '09:00')])).toBe(true);
  });

  it('tells whether a minute is muted', () => {
    expect(periodCovers(p('22:00', '06:00'), 0)).toBe(true);
    expect(periodCovers(p('22:00', '06:00'), 360)).toBe(false);
    expect(periodCovers(p('08:00', '12:00'), 480)).toBe(true);
  });
});
