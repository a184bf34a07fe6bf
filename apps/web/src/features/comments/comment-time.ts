import dayjs from 'dayjs';
import { instantOf } from '../../ui/answer-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An i18n key of the `comments` block with its count, or a date to show as it is. */
export type CommentTime = { key: string; count?: number } | { date: string };

/**
 * How old a comment is, the way video platforms say it: '刚刚', minutes, hours, days within a week, then
 * the date ('11-20', with the year once it is not this year's).
 */
export function commentTimeOf(commentTime: string, now = Date.now()): CommentTime {
  const at = instantOf(commentTime);
  const age = Math.max(0, now - at);
  if (age < MINUTE) return { key: 'comments.justNow' };
  if (age < HOUR) return { key: 'comments.minutesAgo', count: Math.floor(age / MINUTE) };
  if (age < DAY) return { key: 'comments.hoursAgo', count: Math.floor(age / HOUR) };
  if (age < 7 * DAY) return { key: 'comments.daysAgo', count: Math.floor(age / DAY) };
  const when = dayjs(at);
  return { date: when.format(when.year() === dayjs(now).year() ? 'MM-DD' : 'YYYY-MM-DD') };
}
