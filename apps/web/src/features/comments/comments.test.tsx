import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../ui/AppProviders';
import { useLoginPrompt, useSessionStore } from '../auth';
import type { BusyType } from '../social';
import { CommentDrawer, CommentPanel } from './index';

configure({ asyncUtilTimeout: 5000 });

const viewer = {
  id: 9,
  userName: 'fox9',
  nickName: '小狐狸',
  avatar: '',
  hasPassword: false,
  roles: ['user'],
};
const AUTHOR = 4;
const NOW = Date.now();

interface StoredComment {
  id: number;
  pid: number;
  commentUser: number;
  commentUserName: string;
  content: string;
  replyUser?: number;
  replyUserName?: string;
}

/** A small stand-in for the comment endpoints: top level newest first, replies oldest first. */
function fakeServer(initial: StoredComment[]) {
  const rows = [...initial];
  let nextId = 1000;
  const present = (row: StoredComment) => {
    const replies = rows.filter((other) => other.pid === row.id);
    return {
      ...row,
      commentUserAvatar: '',
      commentTime: formatChinaTime(NOW - 5 * 60_000),
      ipAddress: '广东',
      praiseObj: false,
      praiseCount: 3,
      replyCount: replies.length,
      ...(replies.length > 0 ? { lastCommentId: replies.at(-1)!.id } : {}),
      isAuthor: row.commentUser === AUTHOR,
    };
  };
  return {
    rows,
    list(url: string) {
      const query = new URL(url, 'http://x').searchParams;
      const pid = Number(query.get('pid') ?? 0);
      const pageNum = Number(query.get('pageNum'));
      const pageSize = Number(query.get('pageSize'));
      const matching = rows
        .filter((row) => row.pid === pid)
        .sort((a, b) => (pid === 0 ? b.id - a.id : a.id - b.id));
      const page = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return { code: 200, msg: 'ok', total: matching.length, data: page.map(present) };
    },
    post(body: Record<string, unknown>) {
      nextId += 1;
      rows.push({
        id: nextId,
        pid: Number(body.pid ?? 0),
        commentUser: viewer.id,
        commentUserName: viewer.nickName,
        content: String(body.content),
      });
      return { code: 200, msg: 'ok', data: { id: nextId } };
    },
  };
}

let server = fakeServer([]);
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  const path = url.split('?')[0];
  const method = init.method ?? 'GET';
  let body: unknown = { code: 404, msg: 'none' };
  if (method === 'GET' && path === '/app/api/common/comment/list') body = server.list(url);
  if (method === 'POST' && path === '/app/api/common/comment')
    body = server.post(JSON.parse(String(init.body)));
  if (method === 'POST' && path === '/app/api/common/like') body = { code: 200, msg: 'ok', data: true };
  if (method === 'POST' && path === '/app/api/ai/rec/add') body = { code: 200, msg: 'ok', data: null };
  return new Response(JSON.stringify(body), { status: 200 });
});

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET' }))
    .filter((call) => call.method === 'GET' && call.url.startsWith('/app/api/common/comment/list'))
    .map((call) => new URL(call.url, 'http://x').searchParams);
const posts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url) === '/app/api/common/comment')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function logIn() {
  useSessionStore.getState().setSession({ token: 'token-9', userId: 9, userInfo: viewer });
}

function renderPanel(busyType: BusyType = 'Article', onTotalChange = vi.fn()) {
  render(
    <AppProviders>
      <CommentPanel busyCode={77} busyType={busyType} authorUserId={AUTHOR} onTotalChange={onTotalChange} />
    </AppProviders>,
  );
  return { onTotalChange };
}

const input = () => screen.getByTestId('comment-input') as HTMLInputElement;
const items = () => screen.queryAllByTestId('comment-item');
const typeAndSend = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};

const topLevel = (id: number, user = 20, name = `用户${id}`): StoredComment => ({
  id,
  pid: 0,
  commentUser: user,
  commentUserName: name,
  content: `评论${id}`,
});
const reply = (id: number, pid: number, user = 30): StoredComment => ({
  id,
  pid,
  commentUser: user,
  commentUserName: `回复者${id}`,
  content: `回复${id}`,
  replyUser: 20,
  replyUserName: `用户${pid}`,
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().clearSession();
  useLoginPrompt.getState().close();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useLoginPrompt.getState().close();
});

describe('CommentPanel list', () => {
  it('shows the heading, the comments, the author badge, the time and the region', async () => {
    server = fakeServer([topLevel(1), topLevel(2, AUTHOR, '作者本人')]);
    const { onTotalChange } = renderPanel('Article');
    expect((await screen.findByTestId('comment-heading')).textContent).toBe('共2条评论');
    await waitFor(() => expect(items()).toHaveLength(2));
    const [newest, older] = items();
    expect(within(newest!).getByTestId('comment-content').textContent).toBe('评论2');
    expect(within(newest!).getByTestId('comment-author-badge').textContent).toBe('作者');
    expect(within(older!).queryByTestId('comment-author-badge')).toBeNull();
    expect(within(newest!).getByTestId('comment-time').textContent).toBe('5分钟前');
    expect(within(newest!).getByTestId('comment-ip').textContent).toBe('广东');
    expect(within(newest!).getByTestId('comment-like-count').textContent).toBe('3');
    expect(onTotalChange).toHaveBeenLastCalledWith(2);
    expect(listCalls()[0]!.get('pageSize')).toBe('10');
    expect(screen.queryByTestId('comment-empty')).toBeNull();
  });

  it('loads the next page when the end of the list scrolls into view, until all are loaded', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    server = fakeServer(Array.from({ length: 12 }, (_, index) => topLevel(index + 1)));
    renderPanel('Article');
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(screen.queryByText('没有更多评论了')).toBeNull();
    // The sentinel starts observing in an effect once the first page has settled, which a busy machine
    // may run after the items are drawn.
    await waitFor(() => expect(observed.length).toBeGreaterThan(0));
    act(() => observed.at(-1)!([{ isIntersecting: true }]));
    await waitFor(() => expect(items()).toHaveLength(12));
    expect(listCalls().map((query) => query.get('pageNum'))).toEqual(['1', '2']);
    expect(await screen.findByText('没有更多评论了')).toBeTruthy();
  });

  it('has no heading for videos, and the empty state when nobody has commented', async () => {
    server = fakeServer([]);
    renderPanel('Video');
    expect((await screen.findByTestId('comment-empty')).textContent).toContain('暂无评论，快去抢占沙发吧~');
    expect(screen.queryByTestId('comment-heading')).toBeNull();
  });

  it('answers load 1000 at a time and show no empty state', async () => {
    server = fakeServer([]);
    renderPanel('Answer');
    expect((await screen.findByTestId('comment-heading')).textContent).toBe('共0条评论');
    expect(listCalls()[0]!.get('pageSize')).toBe('1000');
    expect(screen.queryByTestId('comment-empty')).toBeNull();
  });
});

describe('CommentPanel composer', () => {
  it('refuses empty text with 内容不能为空 and sends nothing', async () => {
    logIn();
    server = fakeServer([topLevel(1)]);
    renderPanel();
    await waitFor(() => expect(items()).toHaveLength(1));
    typeAndSend('   ');
    expect(await screen.findByText('内容不能为空')).toBeTruthy();
    fireEvent.click(screen.getByTestId('comment-send'));
    expect(posts()).toHaveLength(0);
  });

  it('sends on Enter with the comment payload, reloads the list, raises the total and clears the input', async () => {
    logIn();
    server = fakeServer([topLevel(1)]);
    const { onTotalChange } = renderPanel();
    await waitFor(() => expect(items()).toHaveLength(1));
    typeAndSend('  第一条评论 ');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(posts()).toEqual([
      { busyCode: 77, content: '第一条评论', busyType: 'Article', busyUser: AUTHOR, siteId: 11 },
    ]);
    expect(within(items()[0]!).getByTestId('comment-content').textContent).toBe('第一条评论');
    expect(screen.getByTestId('comment-heading').textContent).toBe('共2条评论');
    expect(onTotalChange).toHaveBeenLastCalledWith(2);
    expect(input().value).toBe('');
    const pageNums = listCalls().map((query) => query.get('pageNum'));
    expect(pageNums).toEqual(['1', '1']);
  });

  it('does not send while an input method is composing', async () => {
    logIn();
    server = fakeServer([]);
    renderPanel();
    await screen.findByTestId('comment-empty');
    fireEvent.change(input(), { target: { value: 'ni' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229, isComposing: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toHaveLength(0);
  });

  it('a guest sending gets the login prompt, and the comment goes out after the login', async () => {
    server = fakeServer([]);
    renderPanel();
    await screen.findByTestId('comment-empty');
    typeAndSend('登录后发送');
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(posts()).toHaveLength(0);
    act(() => logIn());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.content).toBe('登录后发送');
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('a guest comment reaches the panel that replaced the one it was sent from (the page re-renders on login)', async () => {
    server = fakeServer([]);
    function RemountingPage() {
      // Like the detail pages, whose content query is keyed by the viewer.
      const viewerId = useSessionStore((state) => state.userId);
      return (
        <CommentPanel key={viewerId ?? 'guest'} busyCode={77} busyType="Article" authorUserId={AUTHOR} />
      );
    }
    render(
      <AppProviders>
        <RemountingPage />
      </AppProviders>,
    );
    await screen.findByTestId('comment-empty');
    typeAndSend('换了面板也要出现');
    act(() => logIn());
    await waitFor(() => expect(posts()).toHaveLength(1));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByTestId('comment-content').textContent).toBe('换了面板也要出现');
    expect(screen.getByTestId('comment-heading').textContent).toBe('共1条评论');
  });

  it('replies: target a comment, placeholder 回复@name, payload with pid/replyId/replyUser; the thread reloads', async () => {
    logIn();
    server = fakeServer([topLevel(1, 20, '阿狸'), reply(2, 1, 31)]);
    renderPanel();
    await waitFor(() => expect(items()).toHaveLength(1));
    const parent = items()[0]!;
    fireEvent.click(within(parent).getByTestId('comment-reply'));
    expect(input().placeholder).toBe('回复@阿狸');
    typeAndSend('回复阿狸');
    await waitFor(() => expect(screen.getAllByTestId('comment-reply-item')).toHaveLength(2));
    expect(posts()[0]).toEqual({
      busyCode: 77,
      content: '回复阿狸',
      busyType: 'Article',
      busyUser: AUTHOR,
      siteId: 11,
      replyUser: 20,
      pid: 1,
      replyId: 1,
    });
    expect(input().placeholder).toBe('说点什么吧～');
    expect(screen.getByTestId('comment-heading').textContent).toBe('共2条评论');

    // Answering a reply: the thread's top comment stays the parent, the reply is what is answered.
    const firstReply = screen.getAllByTestId('comment-reply-item')[0]!;
    fireEvent.click(within(firstReply).getByTestId('comment-reply'));
    expect(input().placeholder).toBe('回复@回复者2');
    typeAndSend('楼中楼');
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]).toMatchObject({ replyUser: 31, pid: 1, replyId: 2 });
    await waitFor(() => expect(screen.getAllByTestId('comment-reply-item')).toHaveLength(3));
  });

  it('clicking the target again or pressing Escape drops the reply target', async () => {
    server = fakeServer([topLevel(1, 20, '阿狸')]);
    renderPanel();
    await waitFor(() => expect(items()).toHaveLength(1));
    const replyLink = within(items()[0]!).getByTestId('comment-reply');
    fireEvent.click(replyLink);
    expect(input().placeholder).toBe('回复@阿狸');
    fireEvent.click(replyLink);
    expect(input().placeholder).toBe('说点什么吧～');
    fireEvent.click(replyLink);
    fireEvent.keyDown(input(), { key: 'Escape', keyCode: 27 });
    expect(input().placeholder).toBe('说点什么吧～');
  });
});

describe('CommentPanel reply threads', () => {
  it('expands ten replies at a time while fewer than the total are loaded; collapse resets', async () => {
    const replies = Array.from({ length: 12 }, (_, index) => reply(100 + index, 1));
    server = fakeServer([topLevel(1), ...replies]);
    renderPanel();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByTestId('comment-collapse')).toBeNull();

    fireEvent.click(screen.getByTestId('comment-expand'));
    await waitFor(() => expect(screen.getAllByTestId('comment-reply-item')).toHaveLength(10));
    const firstThreadCall = listCalls().at(-1)!;
    expect([
      firstThreadCall.get('pid'),
      firstThreadCall.get('pageNum'),
      firstThreadCall.get('pageSize'),
    ]).toEqual(['1', '1', '10']);
    expect(screen.getByTestId('comment-collapse').textContent).toBe('收起');

    fireEvent.click(screen.getByTestId('comment-expand'));
    await waitFor(() => expect(screen.getAllByTestId('comment-reply-item')).toHaveLength(12));
    expect(listCalls().at(-1)!.get('pageNum')).toBe('2');
    expect(screen.queryByTestId('comment-expand')).toBeNull();

    fireEvent.click(screen.getByTestId('comment-collapse'));
    expect(screen.queryAllByTestId('comment-reply-item')).toHaveLength(0);
    expect(screen.getByTestId('comment-expand').textContent).toContain('展开更多回复');
    fireEvent.click(screen.getByTestId('comment-expand'));
    await waitFor(() => expect(screen.getAllByTestId('comment-reply-item')).toHaveLength(10));
    expect(listCalls().at(-1)!.get('pageNum')).toBe('1');
  });

  it('likes a comment as busyType Comment', async () => {
    logIn();
    server = fakeServer([topLevel(1)]);
    renderPanel();
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.click(within(items()[0]!).getByTestId('comment-like'));
    await waitFor(() => expect(within(items()[0]!).getByTestId('comment-like-count').textContent).toBe('4'));
    const likeCall = fetchMock.mock.calls.find(([url]) => String(url) === '/app/api/common/like')!;
    expect(JSON.parse(String(likeCall[1]?.body))).toEqual({
      busyCode: 1,
      busyType: 'Comment',
      authorUserId: 20,
    });
  });
});

describe('CommentDrawer', () => {
  it('shows the panel in a drawer while open', async () => {
    server = fakeServer([topLevel(1)]);
    render(
      <AppProviders>
        <CommentDrawer open onClose={() => undefined} busyCode={77} busyType="Video" authorUserId={AUTHOR} />
      </AppProviders>,
    );
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.getByTestId('comment-panel')).toBeTruthy();
    expect(screen.queryByTestId('comment-heading')).toBeNull();
  });
});
