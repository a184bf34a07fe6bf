import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../../features/auth/session-store';
import { useNoticeUnread } from '../../features/notices/notice-queries';
import { RealtimeBridge } from './RealtimeBridge';

/** Stands in for the browser's WebSocket; every one the page opens is kept. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  readyState = 0;
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(): void {}
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSays(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

let interactUnread = 0;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://x').pathname;
  const answer =
    path === '/app/notice/tab/list'
      ? { code: 200, msg: 'ok', data: [{ type: 'interact', unReadCount: interactUnread }] }
      : path === '/im/chat/message/outer/list'
        ? { code: 200, msg: 'ok', total: 0, data: [] }
        : { code: 404, msg: `no fake for ${path}` };
  return new Response(JSON.stringify(answer), { status: 200 });
});
const unreadCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/app/notice/tab/list')).length;

function InteractBadge() {
  return <span data-testid="interact-unread">{useNoticeUnread().interact}</span>;
}

beforeEach(() => {
  interactUnread = 0;
  FakeSocket.opened = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RealtimeBridge', () => {
  it('opens the socket at login, refreshes the notice badge on a notice frame, and closes it at logout', async () => {
    useSessionStore.getState().setSession({
      token: 'token-9',
      userId: 9,
      userInfo: { id: 9, userName: 'fox9', nickName: '小狐狸', avatar: '', hasPassword: false, roles: [] },
    });
    render(
      <AppProviders>
        <RealtimeBridge />
        <InteractBadge />
      </AppProviders>,
    );
    // No chat panel was opened: the session alone opens the connection, once its code has arrived.
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toContain('/ws?token=token-9');
    await waitFor(() => expect(unreadCalls()).toBe(1));
    expect(screen.getByTestId('interact-unread').textContent).toBe('0');

    act(() => socket.open());
    interactUnread = 1;
    act(() => socket.serverSays({ type: 'notice', data: { kind: 'outerInteract', tab: 'interact' } }));
    // Inside the 5 s poll: the frame itself brought the new count.
    await waitFor(() => expect(screen.getByTestId('interact-unread').textContent).toBe('1'), {
      timeout: 3000,
    });
    expect(unreadCalls()).toBe(2);

    act(() => useSessionStore.getState().clearSession());
    expect(socket.closed).toBe(true);
  });
});
