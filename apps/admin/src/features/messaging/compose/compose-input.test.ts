import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  chinaNow,
  createInputOf,
  outsideSchedule,
  parsePublicIds,
  type ComposeValues,
} from './compose-input';

const base: ComposeValues = {
  tab: 'system',
  audience: 'users',
  timing: 'now',
  title: ' 标题 ',
  content: ' 正文 ',
};

describe('the compose form’s request', () => {
  it('reads pasted public IDs one a line or separated, once each, and names what is not an ID', () => {
    expect(parsePublicIds('10000001\n10000002, 10000001，10000003 abc 12x')).toEqual({
      ids: ['10000001', '10000002', '10000003'],
      invalid: ['abc', '12x'],
    });
    expect(parsePublicIds(undefined)).toEqual({ ids: [], invalid: [] });
  });

  it('sends the chosen tab’s own fields only, trimmed, empty ones left out', () => {
    const values: ComposeValues = {
      ...base,
      tab: 'shop',
      systemType: 'account',
      linkUrl: '/my',
      amount: '1',
      price: '19.90',
      attrs: [
        { name: '颜色', value: '橙色' },
        { name: '  ', value: '无名' },
      ],
      userIds: '10000001 10000001',
      reason: '  ',
    };
    expect(createInputOf(values)).toEqual({
      notice: { tab: 'shop', title: '标题', content: '正文', price: '19.90', attrValue: { 颜色: '橙色' } },
      audience: 'users',
      userNames: ['10000001'],
      reason: '',
    });
    expect(createInputOf({ ...values, tab: 'wallet', noticeType: 'refundSuccess' }).notice).toEqual({
      tab: 'wallet',
      noticeType: 'refundSuccess',
      title: '标题',
      content: '正文',
      amount: '1',
      payTypeName: '',
      payDetail: '',
    });
    expect(createInputOf({ ...values, tab: 'system' }).notice).toEqual({
      tab: 'system',
      type: 'account',
      title: '标题',
      content: '正文',
      linkUrl: '/my',
    });
    expect(createInputOf({ ...values, tab: 'mcn' }).notice).toEqual({
      tab: 'mcn',
      title: '标题',
      content: '正文',
    });
  });

  it('sends to everyone without IDs, and a scheduled moment as the China time picked', () => {
    const input = createInputOf({
      ...base,
      audience: 'everyone',
      userIds: '10000001',
      timing: 'later',
      sendAt: dayjs('2026-03-01 20:05:41'),
    });
    expect(input.userNames).toBeUndefined();
    expect(input.sendAt).toBe('2026-03-01 20:05:00');
    // "now" leaves sendAt out whatever the picker still holds.
    expect(createInputOf({ ...base, sendAt: dayjs('2026-03-01 20:05') }).sendAt).toBeUndefined();
  });

  it('offers days from today, China time, to the farthest schedule', () => {
    // 2026-01-01 23:30 in China is 15:30 UTC.
    const now = Date.UTC(2026, 0, 1, 15, 30);
    expect(chinaNow(now).format('YYYY-MM-DD HH:mm')).toBe('2026-01-01 23:30');
    expect(outsideSchedule(dayjs('2025-12-31'), now)).toBe(true);
    expect(outsideSchedule(dayjs('2026-01-01'), now)).toBe(false);
    expect(outsideSchedule(dayjs('2026-04-01'), now)).toBe(false);
    expect(outsideSchedule(dayjs('2026-04-02'), now)).toBe(true);
  });
});
