import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../auth';
import { NoticePanel } from './NoticePanel';

configure({ asyncUtilTimeout: 5000 });

type Handler = (url: string, init: RequestInit) => unknown;
let handlers: Record<string, Handler> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  const key = `${init.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`;
  const handler = handlers[key];
  if (!handler)
    return new Response(JSON.stringify({ code: 404, msg: `no fake for ${key}` }), { status: 404 });
  return new Response(JSON.stringify(await handler(url, init)), { status: 200 });
});
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const list = (data: unknown[]) => ({ code: 200, msg: 'ok', total: data.length, data });
const callsTo = (key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}` === key,
  );

let unread: Record<string, number>;

beforeEach(() => {
  unread = { interact: 2, fans: 1 };
  handlers = {
    'GET /app/notice/tab/list': () =>
      ok(
        ['system', 'shop', 'wallet', 'mcn', 'fans', 'friend', 'interact', 'publisher', 'receiver'].map(
          (type) => ({ type, unReadCount: unread[type] ?? 0 }),
        ),
      ),
    'GET /app/notice/system/page': () => list([]),
    'GET /app/notice/interact/page': () =>
      list([
        {
          id: 5,
          type: 'like',
          operatorUserId: 4,
          operatorUserName: '阿狸',
          operatorUserAvatar: '',
          content: '春天的狐狸',
          createTime: formatChinaTime(Date.now()),
          readState: 0,
          topType: 'Video',
          topCode: 31,
          objType: null,
          objCoverImage: '',
        },
      ]),
    'GET /app/notice/getFansNoticeList': () =>
      list([
        {
          id: 6,
          userId: 4,
          userName: '阿狸',
          userAvatar: '',
          createTime: formatChinaTime(Date.now()),
          readState: 0,
          meFollowHim: false,
        },
      ]),
    'POST /app/notice/read': (_url, init) => {
      const { tab } = JSON.parse(String(init.body)) as { tab: string };
      const changed = unread[tab] ?? 0;
      unread[tab] = 0;
      return ok(changed);
    },
    'POST /app/user/focus': () => ok(true),
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setSession({
    token: 'token-9',
    userId: 9,
    userInfo: {
      id: 9,
      userName: 'fox9',
      nickName: '小狐狸',
      avatar: '',
      hasPassword: false,
      roles: ['user'],
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderPanel() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NoticePanel /> },
      { path: '/videoShare', element: <p>video page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('NoticePanel', () => {
  it('shows unread per entry, marks interact read when opened, and leads to the video', async () => {
    const router = renderPanel();
    await waitFor(() => expect(screen.getByTestId('notice-entry-interact').textContent).toContain('2'));
    expect(screen.getByTestId('notice-entry-friend').textContent).toContain('1');
    expect(await screen.findByText('暂无系统通知')).toBeTruthy();
    expect(callsTo('POST /app/notice/read')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('notice-entry-interact'));
    const item = await screen.findByTestId('notice-interact-item');
    expect(item.textContent).toContain('阿狸赞了你的视频');
    await waitFor(() => expect(callsTo('POST /app/notice/read')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST /app/notice/read')[0]![1]!.body))).toEqual({ tab: 'interact' });
    await waitFor(() => expect(screen.getByTestId('notice-entry-interact').textContent).not.toContain('2'));

    fireEvent.click(item);
    expect(router.state.location.search).toBe('?id=31');
  });

  it('follows a fan back, then offers a message', async () => {
    renderPanel();
    fireEvent.click(screen.getByTestId('notice-entry-friend'));
    const fan = await screen.findByTestId('notice-fans-item');
    fireEvent.click(within(fan).getByTestId('notice-fans-follow'));
    expect(await within(fan).findByTestId('notice-fans-message')).toBeTruthy();
    expect(callsTo('POST /app/user/focus')).toHaveLength(1);
  });
});
