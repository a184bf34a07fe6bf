/**
 * Timed mute periods (spec 002 §4.2, §5, §9): at most 5 a day, each a start and an end as HH:mm. A period
 * whose end is before its start runs past midnight into the next day (22:00–06:00). A period that ends
 * where it starts would read as nothing or as the whole day, so it is refused (`isEmptyPeriod`). Two periods may not share a minute: the client refuses an overlap before sending
 * (禁言时间已存在请修改后保存) and the server refuses it again.
 */

export interface MutePeriod {
  startTime: string;
  endTime: string;
}

export const MINUTES_PER_DAY = 24 * 60;
export const MUTE_PERIODS_MAX = 5;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an HH:mm time; null when it is not one. */
export function minutesOf(time: string): number | null {
  const match = CLOCK.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The half-open minute ranges [from, to) of the day a period covers: two when it runs past midnight. */
export function rangesOf(period: MutePeriod): Array<[number, number]> {
  const start = minutesOf(period.startTime);
  const end = minutesOf(period.endTime);
  if (start === null || end === null) return [];
  if (end > start) return [[start, end]];
  // Past midnight (or the whole day when both are equal): the evening part, then the morning part.
  return end === 0
    ? [[start, MINUTES_PER_DAY]]
    : [
        [start, MINUTES_PER_DAY],
        [0, end],
      ];
}

/** A period that ends at the minute it starts: refused by the client and the server alike. */
export const isEmptyPeriod = (period: MutePeriod) => period.startTime === period.endTime;

/** Whether two periods share at least one minute. */
export function periodsOverlap(a: MutePeriod, b: MutePeriod): boolean {
  return rangesOf(a).some(([aFrom, aTo]) => rangesOf(b).some(([bFrom, bTo]) => aFrom < bTo && bFrom < aTo));
}

/** The indexes of the first two periods of a list that overlap, or null when none do. */
export function firstOverlap(periods: readonly MutePeriod[]): [number, number] | null {
  for (let i = 0; i < periods.length; i += 1) {
    for (let j = i + 1; j < periods.length; j += 1) {
      if (periodsOverlap(periods[i]!, periods[j]!)) return [i, j];
    }
  }
  return null;
}

export const hasOverlap = (periods: readonly MutePeriod[]) => firstOverlap(periods) !== null;

/** Whether a minute of the day (0–1439) falls in the period. */
export const periodCovers = (period: MutePeriod, minute: number) =>
  rangesOf(period).some(([from, to]) => minute >= from && minute < to);
