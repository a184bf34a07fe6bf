import { describe, expect, it } from 'vitest';
import { formatConversationTime, needsSeparator } from './chat-time';

const texts = {
  yesterday: '昨天',
  weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
};
// Wednesday 2026-11-18, 15:00 local time.
const now = new Date(2026, 10, 18, 15, 0).getTime();

describe('conversation times (spec 001 §9)', () => {
  it('shows the time today, yesterday, the weekday within 7 days, month/day this year, else the full date', () => {
    expect(formatConversationTime(new Date(2026, 10, 18, 9, 5).getTime(), now, texts)).toBe('09:05');
    expect(formatConversationTime(new Date(2026, 10, 17, 23, 59).getTime(), now, texts)).toBe('昨天');
    expect(formatConversationTime(new Date(2026, 10, 15, 8, 0).getTime(), now, texts)).toBe('星期日');
    expect(formatConversationTime(new Date(2026, 10, 11, 8, 0).getTime(), now, texts)).toBe('11/11');
    expect(formatConversationTime(new Date(2025, 11, 31, 8, 0).getTime(), now, texts)).toBe('2025/12/31');
  });

  it('separates messages more than 5 minutes apart', () => {
    expect(needsSeparator(undefined, now)).toBe(true);
    expect(needsSeparator(now, now + 5 * 60_000)).toBe(false);
    expect(needsSeparator(now, now + 5 * 60_000 + 1)).toBe(true);
  });
});
