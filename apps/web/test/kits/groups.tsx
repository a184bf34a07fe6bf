/** Shared by the tests of the groups and of group chats: a fake server behind fetch, the viewer's session and fixtures. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { groupRoles, type groups } from '@fox/contracts';
import { AppProviders } from '../../src/ui/AppProviders';

export const VIEWER = 9;

type Handler = (url: string, init: RequestInit) => unknown;

/** Answers fetches by "METHOD /path" with the handler's envelope; anything else is a 404. */
export function fakeServer() {
  const handlers: Record<string, Handler> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
    const handler = handlers[key];
    if (!handler)
      return new Response(JSON.stringify({ code: 404, msg: `no fake for ${key}` }), { status: 404 });
    return new Response(JSON.stringify(await handler(String(input), init)), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    on(key: string, handler: Handler) {
      handlers[key] = handler;
    },
    callsTo(key: string) {
      return fetchMock.mock.calls.filter(
        ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
      );
    },
  };
}

export const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
export const list = (data: unknown[]) => ({ code: 200, msg: 'ok', data, total: data.length });

export { logInTestUser as logIn } from './session';

export const renderWithProviders = (children: ReactNode) => render(<AppProviders>{children}</AppProviders>);

export function groupOf(over: Partial<groups.Group> = {}): groups.Group {
  return {
    id: 5,
    name: '周末爬山群',
    logo: '',
    userId: VIEWER,
    addFriend: true,
    forbid: false,
    forbidTime: false,
    timeList: [],
    groupUserNum: 3,
    groupType: 'group',
    sessionType: 'group',
    state: 0,
    dissolved: false,
    groupNotice: '',
    needConfirm: false,
    copyGroupType: null,
    planVo: null,
    myRole: 'group_leader',
    specialRole: null,
    sendBlock: null,
    avatars: [],
    pid: null,
    bindUser: false,
    harassRuleId: null,
    groupUserNickName: '',
    ...over,
    // The derived role follows the stored one unless a test sets it.
    role: over.role ?? groupRoles.derivedRole({ pid: over.pid ?? null }, over.myRole ?? 'group_leader'),
  };
}

export function memberOf(userId: number, over: Partial<groups.Member> = {}): groups.Member {
  return {
    id: userId,
    userId,
    friendId: userId,
    groupUserNickName: '',
    alias: '',
    nickName: `用户${userId}`,
    userName: `1000000${userId}`,
    userAvatar: '',
    permissionType: 'group_user',
    specialRole: null,
    forbid: false,
    ...over,
  };
}
