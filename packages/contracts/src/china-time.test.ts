import { describe, expect, it } from 'vitest';
import { chinaTimeInstant, chinaTimeSchema } from './china-time-schema.js';
import { CHINA_TIME_PATTERN, formatChinaTime, parseChinaTime } from './china-time.js';

const HOUR = 3600_000;

describe('formatChinaTime', () => {
  it('writes an instant eight hours ahead of UTC, to the second', () => {
    expect(formatChinaTime(Date.UTC(2026, 2, 1, 12, 5, 9))).toBe('2026-03-01 20:05:09');
    expect(formatChinaTime(0)).toBe('1970-01-01 08:00:00');
  });

  it('moves to the next day, month and year when UTC is still on the evening before', () => {
    expect(formatChinaTime(Date.UTC(2026, 2, 1, 15, 59, 59))).toBe('2026-03-01 23:59:59');
    expect(formatChinaTime(Date.UTC(2026, 2, 1, 16, 0, 0))).toBe('2026-03-02 00:00:00');
    expect(formatChinaTime(Date.UTC(2026, 1, 28, 16, 0, 0))).toBe('2026-03-01 00:00:00');
    expect(formatChinaTime(Date.UTC(2025, 11, 31, 15, 59, 59))).toBe('2025-12-31 23:59:59');
    expect(formatChinaTime(Date.UTC(2025, 11, 31, 16, 0, 0))).toBe('2026-01-01 00:00:00');
  });

  it('drops milliseconds instead of rounding up to a second not reached yet', () => {
    expect(formatChinaTime(Date.UTC(2025, 11, 31, 15, 59, 59, 999))).toBe('2025-12-31 23:59:59');
  });

  it('refuses what has no four-digit year', () => {
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, 8.64e15, -8.64e15]) {
      expect(() => formatChinaTime(ms), String(ms)).toThrow(RangeError);
    }
  });
});

describe('parseChinaTime', () => {
  it('reads a China time as the instant its second begins', () => {
    expect(parseChinaTime('2026-03-01 20:05:09')).toBe(Date.UTC(2026, 2, 1, 12, 5, 9));
    expect(parseChinaTime('2026-01-01 00:00:00')).toBe(Date.UTC(2025, 11, 31, 16));
    expect(parseChinaTime('2026-03-02 07:59:59')).toBe(Date.UTC(2026, 2, 1, 23, 59, 59));
    expect(parseChinaTime('2024-02-29 12:00:00')).toBe(Date.UTC(2024, 1, 29, 4));
    expect(parseChinaTime('0099-06-01 08:00:00')).toBe(new Date(0).setUTCFullYear(99, 5, 1));
  });

  it('gives back every second it wrote, across midnight and the year end', () => {
    const starts = [Date.UTC(2025, 11, 31, 15, 59, 58), Date.UTC(2024, 1, 28, 15, 59, 58), 1_772_000_000_000];
    for (const start of starts) {
      for (let ms = start; ms < start + 4000; ms += 250) {
        const text = formatChinaTime(ms);
        expect(text).toMatch(CHINA_TIME_PATTERN);
        expect(parseChinaTime(text)).toBe(Math.floor(ms / 1000) * 1000);
      }
    }
    for (let ms = 0; ms < 400 * 24 * HOUR; ms += 7 * HOUR + 1234) {
      expect(parseChinaTime(formatChinaTime(ms))).toBe(Math.floor(ms / 1000) * 1000);
    }
  });

  it('refuses dates and times that do not exist', () => {
    for (const text of [
      '2026-02-29 10:00:00',
      '2026-02-30 10:00:00',
      '2100-02-29 10:00:00',
      '2026-04-31 10:00:00',
      '2026-13-01 10:00:00',
      '2026-00-10 10:00:00',
      '2026-03-00 10:00:00',
      '2026-03-01 24:00:00',
      '2026-03-01 23:60:00',
      '2026-03-01 23:59:60',
    ]) {
      expect(parseChinaTime(text), text).toBeNull();
    }
  });

  it('refuses every other shape', () => {
    for (const text of [
      '',
      '2026-03-01',
      '2026-03-01T10:00:00',
      '2026-03-01 10:00',
      '2026-03-01 10:00:00.000',
      '2026-3-1 10:00:00',
      '2026/03/01 10:00:00',
      ' 2026-03-01 10:00:00',
      '2026-03-01 10:00:00 ',
      '2026-03-01  10:00:00',
      '2026-03-01 10:00:00+08:00',
      '２０２６-03-01 10:00:00',
      '1772000000000',
    ]) {
      expect(parseChinaTime(text), JSON.stringify(text)).toBeNull();
    }
    expect(parseChinaTime(1_772_000_000_000 as unknown as string)).toBeNull();
  });
});

describe('chinaTimeSchema', () => {
  it('passes a China time through as text and refuses the rest with the chinaTime rule', () => {
    expect(chinaTimeSchema.parse('2026-03-01 20:05:09')).toBe('2026-03-01 20:05:09');
    for (const value of ['2026-02-30 10:00:00', '2026/03/01']) {
      const result = chinaTimeSchema.safeParse(value);
      expect(
        result.error?.issues.map((issue) => issue.code),
        value,
      ).toEqual(['custom']);
      expect(result.error?.issues[0]).toMatchObject({ params: { rule: 'chinaTime' } });
    }
    expect(chinaTimeSchema.safeParse(1_772_000_000_000).success).toBe(false);
  });

  it('reads a request time as epoch milliseconds', () => {
    expect(chinaTimeInstant.parse('2026-03-01 20:05:09')).toBe(Date.UTC(2026, 2, 1, 12, 5, 9));
    expect(chinaTimeInstant.safeParse('2026-03-01 20:05').success).toBe(false);
  });
});
