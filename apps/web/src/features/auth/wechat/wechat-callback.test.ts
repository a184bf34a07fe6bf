import { afterEach, describe, expect, it } from 'vitest';
import {
  captureWechatCallback,
  isWechatAuthExpired,
  readWechatCallback,
  rememberWechatState,
  takeWechatCallback,
  WECHAT_STATE_KEY,
} from './wechat-callback';

const origin = 'https://portal.example';

describe('readWechatCallback', () => {
  it('accepts a code whose state equals the stored one, at / and at /home', () => {
    for (const path of ['/', '/home']) {
      expect(readWechatCallback(`${origin}${path}?code=abc&state=s-1`, 's-1')).toEqual({
        callback: { kind: 'login', code: 'abc', state: 's-1' },
        cleanUrl: path,
      });
    }
  });

  it('drops a code whose state differs, is missing, or was never stored', () => {
    const mismatch = { kind: 'stateMismatch' };
    expect(readWechatCallback(`${origin}/?code=abc&state=s-2`, 's-1')?.callback).toEqual(mismatch);
    expect(readWechatCallback(`${origin}/?code=abc`, 's-1')?.callback).toEqual(mismatch);
    expect(readWechatCallback(`${origin}/?code=abc&state=s-1`, null)?.callback).toEqual(mismatch);
    expect(readWechatCallback(`${origin}/?code=&state=s-1`, 's-1')?.callback).toEqual(mismatch);
  });

  it('keeps the other parameters and the hash in the cleaned address', () => {
    const reading = readWechatCallback(`${origin}/home?from=ad&code=abc&state=s-1#top`, 's-1');
    expect(reading?.cleanUrl).toBe('/home?from=ad#top');
  });

  it('ignores addresses without a code, and codes below other paths', () => {
    expect(readWechatCallback(`${origin}/?state=s-1`, 's-1')).toBeNull();
    expect(readWechatCallback(`${origin}/videos?code=abc&state=s-1`, 's-1')).toBeNull();
  });
});

describe('captureWechatCallback', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    takeWechatCallback();
  });

  it('removes code and state from the URL without a new history entry and uses the stored state up', () => {
    rememberWechatState('s-1');
    window.history.replaceState(null, '', '/?code=abc&state=s-1&x=1');
    const entries = window.history.length;

    expect(captureWechatCallback()).toEqual({ kind: 'login', code: 'abc', state: 's-1' });
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('?x=1');
    expect(window.history.length).toBe(entries);
    expect(sessionStorage.getItem(WECHAT_STATE_KEY)).toBeNull();
  });

  it('cleans the URL of a mismatched state as well', () => {
    rememberWechatState('s-1');
    window.history.replaceState(null, '', '/home?code=abc&state=forged');
    expect(captureWechatCallback()).toEqual({ kind: 'stateMismatch' });
    expect(window.location.search).toBe('');
  });

  it('hands the callback out once', () => {
    rememberWechatState('s-1');
    window.history.replaceState(null, '', '/?code=abc&state=s-1');
    captureWechatCallback();
    expect(takeWechatCallback()).toEqual({ kind: 'login', code: 'abc', state: 's-1' });
    expect(takeWechatCallback()).toBeNull();
  });

  it('leaves an ordinary page alone', () => {
    window.history.replaceState(null, '', '/home?tab=hot');
    expect(captureWechatCallback()).toBeNull();
    expect(window.location.search).toBe('?tab=hot');
    expect(takeWechatCallback()).toBeNull();
  });
});

describe('isWechatAuthExpired', () => {
  it('recognises the expired-authorization message in both languages', () => {
    expect(isWechatAuthExpired('微信授权已失效，请重新扫码')).toBe(true);
    expect(isWechatAuthExpired('The WeChat authorization has expired, scan the QR code again')).toBe(true);
    expect(isWechatAuthExpired('验证码错误')).toBe(false);
  });
});
