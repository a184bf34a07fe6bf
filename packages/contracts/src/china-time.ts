/**
 * The one written form of a moment on this platform: `YYYY-MM-DD HH:MM:SS` in China time (UTC+8, no
 * daylight saving), as the real API answers `createTime`, `updateTime`, `commentTime` and the rest, and as
 * tracking events are sent (spec 001 §3). Storage keeps epoch milliseconds; this text is only what crosses
 * the wire, so every comparison and sort is done on the milliseconds, never on the text.
 *
 * Free of zod, so a browser page reads it from `@fox/contracts/client` without loading any schema.
 */

/** The shape only; `parseChinaTime` also refuses dates that do not exist (2026-02-30, 24:00:00). */
export const CHINA_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** China has kept UTC+8 all year since 1991, and the platform's times are all later than that. */
const CHINA_OFFSET_MS = 8 * 3600_000;

// Years outside 0000..9999 have no four-digit form.
const EARLIEST_MS = new Date(0).setUTCFullYear(0, 0, 1) - CHINA_OFFSET_MS;
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999) - CHINA_OFFSET_MS;

/**
 * The China-time text of an instant in epoch milliseconds, to the second (milliseconds are dropped, not
 * rounded, so a moment never shows a second it has not reached yet).
 */
export function formatChinaTime(ms: number): string {
  if (!Number.isFinite(ms) || ms < EARLIEST_MS || ms > LATEST_MS) {
    throw new RangeError(`no China time for ${ms}`);
  }
  const shifted = new Date(Math.floor(ms / 1000) * 1000 + CHINA_OFFSET_MS);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

const PARTS = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The epoch milliseconds of a China-time text (the start of its second), or null when the text is not
 * exactly `YYYY-MM-DD HH:MM:SS` or names a moment that does not exist: month 13, 30 February, 29 February
 * outside a leap year, hour 24, second 60.
 */
export function parseChinaTime(text: string): number | null {
  if (typeof text !== 'string') return null;
  const parts = PARTS.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  // setUTCFullYear, unlike Date.UTC, reads years 0..99 as themselves instead of 1900..1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // A day or month out of range rolls over into another date instead of failing: compare to catch it.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime() - CHINA_OFFSET_MS;
}
