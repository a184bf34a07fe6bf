import dayjs from 'dayjs';

/** Spec 001 §9: a separator goes between messages more than 5 minutes apart. */
export const TIME_SEPARATOR_GAP_MS = 5 * 60_000;

/** Which day a conversation's time falls on, relative to now (spec 001 §9, conversation time display). */
export type ConversationTimeKind = 'today' | 'yesterday' | 'weekday' | 'sameYear' | 'older';

export function conversationTimeKind(ms: number, now: number): ConversationTimeKind {
  const day = dayjs(ms).startOf('day');
  const today = dayjs(now).startOf('day');
  const daysAgo = today.diff(day, 'day');
  if (daysAgo <= 0) return 'today';
  if (daysAgo === 1) return 'yesterday';
  if (daysAgo < 7) return 'weekday';
  if (day.year() === today.year()) return 'sameYear';
  return 'older';
}

export interface TimeTexts {
  yesterday: string;
  weekdays: readonly string[];
}

/** Today shows the time, then yesterday, the weekday within 7 days, month/day this year, else year/month/day. */
export function formatConversationTime(ms: number, now: number, texts: TimeTexts): string {
  const time = dayjs(ms);
  switch (conversationTimeKind(ms, now)) {
    case 'today':
      return time.format('HH:mm');
    case 'yesterday':
      return texts.yesterday;
    case 'weekday':
      return texts.weekdays[time.day()] ?? time.format('MM/DD');
    case 'sameYear':
      return time.format('MM/DD');
    default:
      return time.format('YYYY/MM/DD');
  }
}

/** A thread separator: the conversation rule for the day, with the time of day added. */
export function formatSeparatorTime(ms: number, now: number, texts: TimeTexts): string {
  const hour = dayjs(ms).format('HH:mm');
  const kind = conversationTimeKind(ms, now);
  return kind === 'today' ? hour : `${formatConversationTime(ms, now, texts)} ${hour}`;
}

/** True when a separator belongs before `current`. */
export function needsSeparator(previousTime: number | undefined, currentTime: number): boolean {
  return previousTime === undefined || currentTime - previousTime > TIME_SEPARATOR_GAP_MS;
}
