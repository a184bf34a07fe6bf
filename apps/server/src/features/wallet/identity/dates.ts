import { formatChinaTime, parseChinaTime } from '@fox/contracts';

/** Today in China as YYYYMMDD, the form idNumberProblem compares birth dates with. */
export const chinaToday = (now: number): number =>
  Number(formatChinaTime(now).slice(0, 10).replace(/-/g, ''));

/**
 * The instant a card valid until `day` (YYYY-MM-DD) stops being valid: the last second of that day in
 * China, so a card is good all of its last day. Null when the day does not exist (30 February).
 */
export const endOfChinaDay = (day: string): number | null => parseChinaTime(`${day} 23:59:59`);
