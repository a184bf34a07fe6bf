import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { createCountdown, SMS_COUNTDOWN_SECONDS } from './countdown';
import { sendCodeFailureText } from './SendCodeButton';

describe('the SMS countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down to 0 and can then start again', () => {
    const seen: number[] = [];
    const countdown = createCountdown(SMS_COUNTDOWN_SECONDS, (value) => seen.push(value));
    expect(countdown.start()).toBe(true);
    expect(countdown.remaining()).toBe(60);
    expect(countdown.start()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(59);
    vi.advanceTimersByTime(59_000);
    expect(countdown.remaining()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(seen.at(-1)).toBe(0);
    expect(seen).toHaveLength(61);
    expect(countdown.start()).toBe(true);
    countdown.dispose();
  });

  it('resets at once when the send fails, so the button works again', () => {
    const countdown = createCountdown(60, () => undefined);
    countdown.start();
    vi.advanceTimersByTime(3000);
    expect(countdown.remaining()).toBe(57);
    countdown.reset();
    expect(countdown.remaining()).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(countdown.remaining()).toBe(0);
    expect(countdown.start()).toBe(true);
    countdown.dispose();
  });
});

describe('the text of a failed send (spec 002 §8)', () => {
  const t = (key: string) => `t:${key}`;
  it('shows the server message, or 短信发送过于频繁 for an empty code-500 answer', () => {
    expect(sendCodeFailureText(new ApiError({ code: 500, msg: '', kind: 'business' }), t)).toBe(
      't:login.smsTooFrequent',
    );
    expect(
      sendCodeFailureText(new ApiError({ code: 500, msg: '短信发送过于频繁', kind: 'business' }), t),
    ).toBe('短信发送过于频繁');
    expect(sendCodeFailureText(new ApiError({ code: -1, msg: '后端接口连接异常', kind: 'network' }), t)).toBe(
      '后端接口连接异常',
    );
    expect(sendCodeFailureText(new Error('boom'), t)).toBe('t:login.sendFailed');
  });
});
