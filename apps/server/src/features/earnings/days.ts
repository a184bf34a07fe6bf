/** China-time calendar numbers (UTC+8, no daylight saving) for the statement's month and the chart's day. */
const CHINA_OFFSET_MS = 8 * 3600_000;

const chinaDate = (ms: number) => new Date(ms + CHINA_OFFSET_MS);

/** YYYYMMDD of the China-time day an instant falls in. */
export function chinaDayNumber(ms: number): number {
  const d = chinaDate(ms);
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/** YYYYMM of the China-time month an instant falls in. */
export function chinaMonthNumber(ms: number): number {
  return Math.floor(chinaDayNumber(ms) / 100);
}

/** 'YYYY-MM-DD' of a YYYYMMDD number. */
export function dayText(day: number): string {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** The instant a China-time day (YYYYMMDD) begins. */
export function chinaDayStart(day: number): number {
  const year = Math.floor(day / 10000);
  const month = Math.floor(day / 100) % 100;
  return Date.UTC(year, month - 1, day % 100) - CHINA_OFFSET_MS;
}
