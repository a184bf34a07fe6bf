import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { connectApiToConsole } from './api-connection';
import { takeHandoff } from './handoff';
import { openConsoleSession, pickRole, resumeConsoleSession } from './session-flow';
import { CONSOLE_STORAGE_KEYS, endConsoleSession, useConsoleSession } from './session-store';

const operator = {
  id: 14,
  userName: '90000002',
  nickName: '运营小狐',
  avatar: '',
  roles: ['operationsAdministrator', 'copyright'],
};
const FORBIDDEN = { code: 403, msg: '没有权限进行此操作，请联系超级管理员开通', data: null };

describe('the hand-off address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the token and the role out of the address at once, keeping the rest', () => {
    window.history.replaceState(null, '', '/admin/audit?token=t%2B1&roleIdentifier=agent&tab=2#top');
    expect(takeHandoff()).toEqual({ token: 't+1', roleIdentifier: 'agent' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/admin/audit?tab=2#top',
    );
  });

  it('reads an address without a token as no hand-off', () => {
    window.history.replaceState(null, '', '/admin/?roleIdentifier=agent');
    expect(takeHandoff()).toBeNull();
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/admin/account');
    expect(takeHandoff()).toBeNull();
  });
});

describe('pickRole', () => {
  it('opens the wanted role if held, else the super operator’s, else the first held', () => {
    expect(pickRole(['operationsAdministrator', 'copyright'], 'copyright')).toBe('copyright');
    expect(pickRole(['operationsAdministrator', 'copyright'], 'finance')).toBe('operationsAdministrator');
    expect(pickRole(['copyright', 'superAdmin'], 'article')).toBe('superAdmin');
    expect(pickRole(['agent'], 'nonsense')).toBe('agent');
    expect(pickRole([], 'agent')).toBeNull();
  });
});

describe('the console session', () => {
  let disconnect: () => void;
  beforeEach(() => {
    endConsoleSession(null);
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('opens with the role asked for, signed as the operator, and keeps its own storage', async () => {
    const server = fakeServer({ '/admin/api/console/me': { data: operator } });
    const outcome = await openConsoleSession({ token: 'tok-14', role: 'copyright', source: 'handoff' });
    expect(outcome).toEqual({ ok: true });
    expect(useConsoleSession.getState()).toMatchObject({ phase: 'in', role: 'copyright', userId: 14 });
    const [me] = server.callsTo('/admin/api/console/me');
    expect(me?.headers.get('Authorization')).toBe('Bearer tok-14');
    expect(me?.headers.get('x-encrypt-key')).toBeTruthy();
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBe('tok-14');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.role)).toBe('copyright');
    // The portal's session is another one.
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('refuses an account without a console role with the server message and logs its new session out', async () => {
    const server = fakeServer({ '/admin/api/console/me': FORBIDDEN, '/auth/logout': { data: null } });
    const outcome = await openConsoleSession({ token: 'tok-new', userId: 30, source: 'login' });
    expect(outcome).toEqual({ ok: false, message: FORBIDDEN.msg });
    expect(useConsoleSession.getState()).toMatchObject({ phase: 'out', token: null, notice: FORBIDDEN.msg });
    const [logout] = server.callsTo('/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok-new');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();
  });

  it("only forgets a refused hand-off: the portal's session is the portal's", async () => {
    const server = fakeServer({ '/admin/api/console/me': FORBIDDEN });
    const outcome = await openConsoleSession({ token: 'portal-token', source: 'handoff' });
    expect(outcome.ok).toBe(false);
    expect(server.callsTo('/auth/logout')).toHaveLength(0);
    expect(useConsoleSession.getState().notice).toBe(FORBIDDEN.msg);
  });

  it('ends on 11014 or 401 with the message the login page shows', async () => {
    fakeServer({ '/admin/api/console/me': { data: operator } });
    await openConsoleSession({ token: 'tok-14', source: 'login' });
    fakeServer({ '/admin/api/console/me': { code: 11014, msg: '账号已被停用，请联系客服', data: null } });
    resumeConsoleSession(null);
    await vi.waitFor(() => expect(useConsoleSession.getState().phase).toBe('out'));
    expect(useConsoleSession.getState().notice).toBe('账号已被停用，请联系客服');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();
    // A reload right after still shows why: the notice is kept for the tab until a login clears it.
    expect(sessionStorage.getItem('console.notice')).toBe('账号已被停用，请联系客服');
    fakeServer({ '/admin/api/console/me': { data: operator } });
    await openConsoleSession({ token: 'tok-14', source: 'login' });
    expect(sessionStorage.getItem('console.notice')).toBeNull();
  });

  it('keeps the token when the server cannot be reached, for a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'tok-14');
    resumeConsoleSession(null);
    await vi.waitFor(() => expect(useConsoleSession.getState().phase).toBe('unreachable'));
    expect(useConsoleSession.getState().token).toBe('tok-14');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBe('tok-14');
  });
});
