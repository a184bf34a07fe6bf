import { formatChinaTime } from '@fox/contracts/client';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { friends } from '@fox/contracts';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../auth';
import { bookLetterOf, canCreateLabel, labelNameProblem, requestStateKey } from './friend-rules';
import { BusinessCard } from './BusinessCard';
import { FriendRequests } from './FriendRequests';
import { LabelEditor } from './LabelEditor';
import { LabelList } from './Labels';

configure({ asyncUtilTimeout: 5000 });

type Handler = (url: string, init: RequestInit) => unknown;
let handlers: Record<string, Handler> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
  const handler = handlers[key];
  if (!handler)
    return new Response(JSON.stringify({ code: 404, msg: `no fake for ${key}` }), { status: 404 });
  return new Response(JSON.stringify(await handler(String(input), init)), { status: 200 });
});
const callsTo = (key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );

const wrap = (children: ReactNode) => render(<AppProviders>{children}</AppProviders>);

beforeEach(() => {
  handlers = {};
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

describe('friend rules', () => {
  it('refuses empty and over-long label names', () => {
    expect(labelNameProblem('')).toBe('friends.label.nameEmpty');
    expect(labelNameProblem('   ')).toBe('friends.label.nameEmpty');
    expect(labelNameProblem('同事')).toBeNull();
    expect(labelNameProblem('一'.repeat(15))).toBeNull();
    expect(labelNameProblem('一'.repeat(16))).toBe('friends.label.nameTooLong');
  });

  it('stops creating labels at 50', () => {
    expect(canCreateLabel(49)).toBe(true);
    expect(canCreateLabel(50)).toBe(false);
  });

  it('labels each request state for the side that sees it', () => {
    expect(requestStateKey('audit', 'Y')).toBe('friends.state.waiting');
    expect(requestStateKey('audit', 'N')).toBe('friends.state.audit');
    expect(requestStateKey('pass', 'N')).toBe('friends.state.pass');
    expect(requestStateKey('reject', 'Y')).toBe('friends.state.reject');
    expect(requestStateKey('timeOut', 'N')).toBe('friends.state.timeOut');
  });

  it('files names under their initial, Chinese ones by pinyin', () => {
    expect(bookLetterOf('alice')).toBe('A');
    expect(bookLetterOf('陈经理')).toBe('C');
    expect(bookLetterOf('晚风')).toBe('W');
    expect(bookLetterOf('1234')).toBe('#');
  });
});

const request = (over: Partial<friends.FriendRequest>): friends.FriendRequest => ({
  id: 1,
  friendId: 20,
  userName: '10000020',
  nickName: '小鹿',
  userAvatar: '',
  createTime: formatChinaTime(Date.now()),
  applyMsg: '你好',
  applyMsgList: ['你好'],
  applyState: 'audit',
  readState: 0,
  active: 'N',
  ...over,
});

describe('new friends', () => {
  it('shows expired, added, rejected and waiting, and agrees to a received request', async () => {
    const rows = [
      request({ id: 1, nickName: '收到的', applyState: 'audit', active: 'N' }),
      request({ id: 2, nickName: '发出的', applyState: 'audit', active: 'Y' }),
      request({ id: 3, nickName: '过期的', applyState: 'timeOut' }),
      request({ id: 4, nickName: '通过的', applyState: 'pass' }),
      request({ id: 5, nickName: '拒绝的', applyState: 'reject', active: 'Y' }),
    ];
    handlers['GET /app/friends/apply/list'] = () => ({
      code: 200,
      msg: 'ok',
      data: rows,
      total: rows.length,
    });
    handlers['POST /app/friends/apply/read'] = () => ({ code: 200, msg: 'ok', data: null });
    handlers['POST /app/friends/pass'] = () => {
      rows[0] = { ...rows[0]!, applyState: 'pass' };
      return { code: 200, msg: 'ok', data: rows[0] };
    };
    wrap(<FriendRequests onOpenUser={() => undefined} />);

    const rowOf = async (name: string) =>
      (await screen.findByText(name)).closest('[data-testid="friend-request"]') as HTMLElement;
    expect(within(await rowOf('发出的')).getByText('等待对方验证')).toBeTruthy();
    expect(within(await rowOf('过期的')).getByText('已过期')).toBeTruthy();
    expect(within(await rowOf('通过的')).getByText('已添加')).toBeTruthy();
    expect(within(await rowOf('拒绝的')).getByText('已拒绝')).toBeTruthy();
    // Only the received pending request can be answered.
    expect(screen.getAllByTestId('friend-request-agree')).toHaveLength(1);

    fireEvent.click(within(await rowOf('收到的')).getByTestId('friend-request-agree'));
    await waitFor(() =>
      expect(
        within(screen.getByText('收到的').closest('[data-testid="friend-request"]') as HTMLElement).getByText(
          '已添加',
        ),
      ).toBeTruthy(),
    );
    expect(JSON.parse(String(callsTo('POST /app/friends/pass')[0]![1]!.body))).toEqual({ id: 1 });
    expect(callsTo('POST /app/friends/apply/read')).toHaveLength(1);
  });
});

describe('labels', () => {
  it('says 标签名称不能为空 for an empty name and sends nothing', async () => {
    handlers['GET /app/friends/book'] = () => ({ code: 200, msg: 'ok', data: [], total: 0 });
    wrap(<LabelEditor label={null} open onClose={() => undefined} onSaved={() => undefined} />);
    fireEvent.click(await screen.findByTestId('label-save'));
    expect(await screen.findByText('标签名称不能为空')).toBeTruthy();
    expect(callsTo('POST /app/friends/label')).toHaveLength(0);
  });

  it('hides the new button once there are 50 labels', async () => {
    const labels = Array.from({ length: 50 }, (_, index) => ({
      id: index + 1,
      name: `标签${index + 1}`,
      tagFriendCount: 0,
      friendIds: [],
    }));
    handlers['GET /app/user/tag/list'] = () => ({ code: 200, msg: 'ok', data: labels, total: 50 });
    wrap(<LabelList selectedId={null} onSelect={() => undefined} />);
    expect(await screen.findByText('标签50')).toBeTruthy();
    expect(screen.queryByTestId('label-new')).toBeNull();
    expect(screen.getByText('最多只能创建 50 个标签')).toBeTruthy();
  });
});

const home = (id: number, nickName: string) => ({
  code: 200,
  msg: 'ok',
  data: {
    id,
    userName: String(10000000 + id),
    nickName,
    avatar: '',
    intro: '',
    followCount: 0,
    fansCount: 0,
    likedCount: 0,
    worksCount: 0,
    followed: false,
    self: false,
  },
});

describe('business card', () => {
  it('offers add friend to a stranger', async () => {
    handlers['GET /app/user/home/30'] = () => home(30, '陌生人');
    handlers['GET /app/friends/book'] = () => ({ code: 200, msg: 'ok', data: [], total: 0 });
    wrap(<BusinessCard userId={30} />);
    expect(await screen.findByTestId('card-add-friend')).toBeTruthy();
    expect(screen.getByTestId('business-card-name').textContent).toBe('陌生人');
    expect(screen.queryByTestId('card-save')).toBeNull();
    // The book says they are no friend: no detail is asked for.
    expect(callsTo('GET /app/friends/get/30')).toHaveLength(0);
  });

  it('shows a friend under the remark and saves the notes', async () => {
    handlers['GET /app/user/home/31'] = () => home(31, '老朋友');
    handlers['GET /app/user/tag/list'] = () => ({ code: 200, msg: 'ok', data: [], total: 0 });
    const detail = {
      friendId: 31,
      userAvatar: '',
      nickName: '老朋友',
      userName: '10000031',
      alias: '阿杰',
      tag: '',
      tagIds: [],
      notePhone: '',
      noteTxt: '',
      noteImage: '',
      meFriend: true,
    };
    handlers['GET /app/friends/get/31'] = () => ({ code: 200, msg: 'ok', data: detail });
    const inBook = { id: 1, friendId: 31, alias: '阿杰', nickName: '老朋友', userName: '10000031' };
    handlers['GET /app/friends/book'] = () => ({
      code: 200,
      msg: 'ok',
      data: [{ ...inBook, displayName: '阿杰', userAvatar: '', meFriend: true, himFriend: true }],
      total: 1,
    });
    handlers['PUT /app/friends'] = () => ({ code: 200, msg: 'ok', data: detail });
    wrap(<BusinessCard userId={31} />);
    expect((await screen.findByTestId('business-card-name')).textContent).toBe('阿杰');
    expect(screen.getByText('昵称：老朋友')).toBeTruthy();
    expect(screen.queryByTestId('card-add-friend')).toBeNull();

    fireEvent.change(screen.getByTestId('card-phone'), { target: { value: '138 0000 0000' } });
    fireEvent.click(screen.getByTestId('card-save'));
    await waitFor(() => expect(callsTo('PUT /app/friends')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('PUT /app/friends')[0]![1]!.body))).toMatchObject({
      friendId: 31,
      remark: '阿杰',
      notePhone: '138 0000 0000',
    });
  });
});
