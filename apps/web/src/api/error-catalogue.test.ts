import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { TASK_ALREADY_TAKEN_EN } from '../i18n/server-messages';
import { reactToFailure, TASK_ALREADY_TAKEN_MESSAGE } from './error-catalogue';

const zh = i18n.getFixedT('zh-CN');
const en = i18n.getFixedT('en-US');
const t = (key: string, options?: Record<string, unknown>) => zh(key, options);

describe('error catalogue (spec 000 §8)', () => {
  it('logs out on code 401 without a toast', () => {
    const reaction = reactToFailure({ kind: 'envelope', status: 200, code: 401, msg: '登录已过期' }, t);
    expect(reaction).toMatchObject({ logout: true, goHome: false, openLogin: false, toast: null });
    expect(reaction.error).toEqual({ code: 401, msg: '登录已过期' });
  });

  it('on code 11014 shows the server message, logs out, goes home and opens the login prompt', () => {
    const reaction = reactToFailure(
      { kind: 'envelope', status: 200, code: 11014, msg: '账号已在别处登录' },
      t,
    );
    expect(reaction).toEqual({
      logout: true,
      goHome: true,
      openLogin: true,
      toast: '账号已在别处登录',
      error: { code: 11014, msg: '账号已在别处登录' },
    });
  });

  it('shows any other server message as an error', () => {
    const reaction = reactToFailure({ kind: 'envelope', status: 400, code: 400, msg: '昵称不能为空' }, t);
    expect(reaction).toMatchObject({ logout: false, goHome: false, openLogin: false, toast: '昵称不能为空' });
    expect(reaction.error).toEqual({ code: 400, msg: '昵称不能为空' });
  });

  it('lets the task-already-taken message pass silently', () => {
    const reaction = reactToFailure(
      { kind: 'envelope', status: 200, code: 500, msg: TASK_ALREADY_TAKEN_MESSAGE },
      t,
    );
    expect(reaction.toast).toBeNull();
    expect(reaction.error.msg).toBe(TASK_ALREADY_TAKEN_MESSAGE);
    // The server answers a reader who asked in English in English; that passes silently too.
    const english = reactToFailure(
      { kind: 'envelope', status: 200, code: 409, msg: TASK_ALREADY_TAKEN_EN },
      t,
    );
    expect(english.toast).toBeNull();
  });

  it('logs out on HTTP status 501', () => {
    expect(reactToFailure({ kind: 'http', status: 501 }, t)).toMatchObject({ logout: true, toast: null });
    expect(reactToFailure({ kind: 'envelope', status: 501, code: 501, msg: '未实现' }, t)).toMatchObject({
      logout: true,
      toast: null,
      error: { code: 501, msg: '未实现' },
    });
  });

  it('names network errors, timeouts and other HTTP failures', () => {
    expect(reactToFailure({ kind: 'network' }, t).toast).toBe('后端接口连接异常');
    expect(reactToFailure({ kind: 'timeout' }, t).toast).toBe('系统接口请求超时');
    const http = reactToFailure({ kind: 'http', status: 502 }, t);
    expect(http.toast).toBe('系统接口502异常');
    expect(http.error).toEqual({ code: 502, msg: '系统接口502异常' });
    expect(http.logout).toBe(false);
  });

  it('falls back to the HTTP message when the envelope has no message', () => {
    expect(reactToFailure({ kind: 'envelope', status: 500, code: 500, msg: '' }, t).toast).toBe(
      '系统接口500异常',
    );
  });

  it('speaks English when the language is English', () => {
    const english = (key: string, options?: Record<string, unknown>) => en(key, options);
    expect(reactToFailure({ kind: 'network' }, english).toast).toBe('Cannot connect to the server');
    expect(reactToFailure({ kind: 'http', status: 503 }, english).toast).toBe('Server error 503');
  });
});
