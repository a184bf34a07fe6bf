import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@fox/contracts';
import { api, registerApiUiEffects } from '../api';
import { useLoginPrompt } from '../features/auth/login-prompt-store';
import { useSessionStore } from '../features/auth/session-store';
import { connectApiToSession } from './api-session';

const noticeTabs = defineEndpoint({
  method: 'GET',
  path: '/app/notice/tab/list',
  auth: 'user',
  tag: 'test',
  summary: 'tabs',
  kind: 'object',
  response: z.array(z.string()),
});

const user = { id: 7, userName: 'fox7', nickName: '小狐', avatar: '', hasPassword: true, roles: [] };
const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('the request layer with the session', () => {
  let disconnect: () => void;
  let unregister: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    unregister = registerApiUiEffects({ showError: vi.fn(), navigate: vi.fn() });
    disconnect = connectApiToSession();
    useSessionStore.getState().clearSession();
    useLoginPrompt.getState().close();
  });
  afterEach(() => {
    unregister();
    disconnect();
    vi.unstubAllGlobals();
  });

  it("sends the logged-in user's token", async () => {
    useSessionStore.getState().setSession({ token: 'tok-1', userId: 7, userInfo: user });
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: 'ok', data: [] }));
    await api(noticeTabs);
    const init = fetchMock.mock.calls.at(-1)?.[1] ?? {};
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('on code 11014 forgets the session and opens the login prompt', async () => {
    useSessionStore.getState().setSession({ token: 'tok-1', userId: 7, userInfo: user });
    fetchMock.mockResolvedValueOnce(answer({ code: 11014, msg: '您的账号已在其他设备登录', data: null }));

    await expect(api(noticeTabs)).rejects.toMatchObject({ code: 11014 });

    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useLoginPrompt.getState().isOpen).toBe(true);
  });
});
