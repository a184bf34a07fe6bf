import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../ui/AppProviders';
import { useLoginPrompt, useSessionStore } from '../auth';
import {
  ReportDialog,
  useCollectToggle,
  useFollowToggle,
  useGatedAction,
  useLikeToggle,
  useDislike,
  useShareLink,
} from './index';

configure({ asyncUtilTimeout: 5000 });

const viewer = {
  id: 9,
  userName: 'fox9',
  nickName: '小狐狸',
  avatar: '',
  hasPassword: false,
  roles: ['user'],
};

type Handler = (url: string, init: RequestInit) => unknown;
let handlers: Record<string, Handler> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
  const handler = handlers[key];
  if (!handler)
    return new Response(JSON.stringify({ code: 404, msg: `no fake for ${key}` }), { status: 404 });
  const body = await handler(url, init);
  return new Response(JSON.stringify(body), { status: 200 });
});

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const callsTo = (key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );
const bodyOf = (call: unknown[]) =>
  JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

function logIn() {
  useSessionStore.getState().setSession({ token: 'token-9', userId: 9, userInfo: viewer });
}

function wrap(children: ReactNode) {
  return render(<AppProviders>{children}</AppProviders>);
}

function LikeButton({ liked = false, count = 5 }: { liked?: boolean; count?: number }) {
  const like = useLikeToggle({ busyCode: 31, busyType: 'Video', authorUserId: 4, liked, count });
  return (
    <button type="button" onClick={like.toggle} data-testid="like" data-busy={like.busy}>
      {like.liked ? 'liked' : 'not liked'} {like.count}
    </button>
  );
}

function CollectButton() {
  const collect = useCollectToggle({
    busyCode: 31,
    busyType: 'Article',
    authorUserId: 4,
    collected: true,
    count: 2,
  });
  return (
    <button type="button" onClick={collect.toggle} data-testid="collect">
      {collect.collected ? 'collected' : 'not collected'} {collect.count}
    </button>
  );
}

function FollowButton() {
  const follow = useFollowToggle({ userId: 4, followed: false });
  return (
    <button type="button" onClick={follow.toggle} data-testid="follow">
      {follow.followed ? 'following' : 'follow'}
    </button>
  );
}

function GatedButton({ action }: { action: () => void }) {
  const gated = useGatedAction();
  return (
    <button type="button" onClick={() => gated(action)} data-testid="gated">
      go
    </button>
  );
}

beforeEach(() => {
  handlers = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().clearSession();
  useLoginPrompt.getState().close();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useLoginPrompt.getState().close();
});

describe('gated actions', () => {
  it('runs at once for a logged-in user', () => {
    logIn();
    const action = vi.fn();
    wrap(<GatedButton action={action} />);
    fireEvent.click(screen.getByTestId('gated'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(useLoginPrompt.getState().isOpen).toBe(false);
  });

  it('opens the login prompt for a guest and runs the action 500 ms after the login', async () => {
    const action = vi.fn();
    wrap(<GatedButton action={action} />);
    fireEvent.click(screen.getByTestId('gated'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(action).not.toHaveBeenCalled();

    act(() => logIn());
    const loggedInAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual(490);
  });

  it('drops the action when the guest closes the prompt without logging in', async () => {
    const action = vi.fn();
    wrap(<GatedButton action={action} />);
    fireEvent.click(screen.getByTestId('gated'));
    act(() => useLoginPrompt.getState().close());
    act(() => logIn());
    await new Promise((resolve) => setTimeout(resolve, 650));
    expect(action).not.toHaveBeenCalled();
  });

  it('a guest liking sends nothing until the login, then sends the like', async () => {
    handlers['GET /app/api/common/flags'] = () =>
      ok({ praiseObj: false, collectObj: false, followObj: false });
    handlers['POST /app/api/common/like'] = () => ok(true);
    wrap(<LikeButton />);
    fireEvent.click(screen.getByTestId('like'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => logIn());
    await waitFor(() => expect(screen.getByTestId('like').textContent).toContain('liked 6'));
    expect(callsTo('POST /app/api/common/like')).toHaveLength(1);
  });

  it('a guest who logs in as someone who already liked it keeps the like and is told so', async () => {
    handlers['GET /app/api/common/flags'] = () =>
      ok({ praiseObj: true, collectObj: false, followObj: false });
    handlers['POST /app/api/common/like'] = () => ok(false);
    wrap(<LikeButton />);
    fireEvent.click(screen.getByTestId('like'));
    act(() => logIn());
    expect(await screen.findByText('已点赞')).toBeTruthy();
    // The shown count already held this user's like: it turns on without counting it twice.
    await waitFor(() => expect(screen.getByTestId('like').textContent).toBe('liked 5'));
    expect(callsTo('POST /app/api/common/like')).toHaveLength(0);
  });
});

describe('like, collect and follow toggles', () => {
  beforeEach(logIn);

  it('like: true raises the count and says 点赞成功; false lowers it', async () => {
    const answers = [true, false];
    handlers['POST /app/api/common/like'] = () => ok(answers.shift());
    wrap(<LikeButton />);
    fireEvent.click(screen.getByTestId('like'));
    await waitFor(() => expect(screen.getByTestId('like').textContent).toContain('liked 6'));
    expect(await screen.findByText('点赞成功')).toBeTruthy();
    expect(bodyOf(callsTo('POST /app/api/common/like')[0]!)).toEqual({
      busyCode: 31,
      busyType: 'Video',
      authorUserId: 4,
    });
    await waitFor(() => expect(screen.getByTestId('like').getAttribute('data-busy')).toBe('false'));
    fireEvent.click(screen.getByTestId('like'));
    await waitFor(() => expect(screen.getByTestId('like').textContent).toContain('not liked 5'));
  });

  it('blocks repeat clicks until the reply returns', async () => {
    let answer: (value: unknown) => void = () => undefined;
    handlers['POST /app/api/common/like'] = () => new Promise((resolve) => (answer = resolve));
    wrap(<LikeButton />);
    const button = screen.getByTestId('like');
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(callsTo('POST /app/api/common/like')).toHaveLength(1));
    expect(button.getAttribute('data-busy')).toBe('true');
    await act(async () => answer(ok(true)));
    await waitFor(() => expect(button.textContent).toContain('liked 6'));
    expect(callsTo('POST /app/api/common/like')).toHaveLength(1);
  });

  it('an answer reaches a like button that replaced the one that asked, without counting twice', async () => {
    let answer: (value: unknown) => void = () => undefined;
    handlers['POST /app/api/common/like'] = () => new Promise((resolve) => (answer = resolve));
    const view = wrap(<LikeButton key="first" />);
    fireEvent.click(screen.getByTestId('like'));
    await waitFor(() => expect(callsTo('POST /app/api/common/like')).toHaveLength(1));
    view.rerender(
      <AppProviders>
        <LikeButton key="second" />
      </AppProviders>,
    );
    await act(async () => answer(ok(true)));
    await waitFor(() => expect(screen.getByTestId('like').textContent).toContain('liked 6'));
    // A refetch that already shows the like leaves the count as the server gives it.
    view.rerender(
      <AppProviders>
        <LikeButton key="second" liked count={6} />
      </AppProviders>,
    );
    expect(screen.getByTestId('like').textContent).toContain('liked 6');
  });

  it('takes new values when the props change (a refetch)', async () => {
    const view = wrap(<LikeButton liked={false} count={5} />);
    view.rerender(
      <AppProviders>
        <LikeButton liked count={9} />
      </AppProviders>,
    );
    expect(screen.getByTestId('like').textContent).toContain('liked 9');
  });

  it('collect: false lowers the count, no success message', async () => {
    handlers['POST /app/api/common/collect'] = () => ok(false);
    wrap(<CollectButton />);
    fireEvent.click(screen.getByTestId('collect'));
    await waitFor(() => expect(screen.getByTestId('collect').textContent).toContain('not collected 1'));
    expect(screen.queryByText('收藏成功')).toBeNull();
  });

  it('follow: true shows 关注成功', async () => {
    handlers['POST /app/user/focus'] = (_url, init) => {
      expect(JSON.parse(String(init.body))).toEqual({ focusUserId: 4 });
      return ok(true);
    };
    wrap(<FollowButton />);
    fireEvent.click(screen.getByTestId('follow'));
    await waitFor(() => expect(screen.getByTestId('follow').textContent).toContain('following'));
    expect(await screen.findByText('关注成功')).toBeTruthy();
  });
});

describe('share', () => {
  function ShareButton() {
    const share = useShareLink();
    return (
      <button type="button" onClick={() => share('https://fox.example/videoShare?id=31')} data-testid="share">
        share
      </button>
    );
  }

  it('copies the link and says so for a logged-in user; a guest gets the login prompt', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    wrap(<ShareButton />);
    fireEvent.click(screen.getByTestId('share'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(writeText).not.toHaveBeenCalled();
    act(() => useLoginPrompt.getState().close());

    logIn();
    fireEvent.click(screen.getByTestId('share'));
    expect(writeText).toHaveBeenCalledWith('https://fox.example/videoShare?id=31');
    expect(await screen.findByText('链接复制成功，去分享好友吧')).toBeTruthy();
  });
});

describe('not interested', () => {
  function DislikeButton() {
    const dislike = useDislike();
    return (
      <button
        type="button"
        onClick={() => dislike({ busyCode: 31, busyType: 'Video' })}
        data-testid="dislike"
      >
        not interested
      </button>
    );
  }

  it('is gated, then marks the object and confirms', async () => {
    handlers['POST /app/api/common/dislike'] = () => ok(true);
    wrap(<DislikeButton />);
    fireEvent.click(screen.getByTestId('dislike'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => useLoginPrompt.getState().close());

    logIn();
    fireEvent.click(screen.getByTestId('dislike'));
    expect(await screen.findByText('操作成功，将减少此类内容推荐')).toBeTruthy();
    expect(bodyOf(callsTo('POST /app/api/common/dislike')[0]!)).toEqual({
      busyCode: 31,
      busyType: 'Video',
      dislikeType: 'DislikeCategory',
    });
  });
});

describe('ReportDialog', () => {
  const reasons = [
    { dictLabel: '色情低俗', dictValue: 'Porn', dictSort: 1 },
    { dictLabel: '垃圾广告', dictValue: 'Spam', dictSort: 2 },
    { dictLabel: '其他', dictValue: 'Other', dictSort: 3 },
  ];

  beforeEach(() => {
    logIn();
    handlers['GET /system/dict/data/type/report_type'] = () => ok(reasons);
    handlers['POST /app/operate/addReportInfo'] = () => ok(null);
  });

  it('preselects the first reason and sends the report', async () => {
    const onClose = vi.fn();
    wrap(<ReportDialog open busyCode={31} busyType="Video" onClose={onClose} />);
    const porn = await screen.findByRole('radio', { name: '色情低俗' });
    expect((porn as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(callsTo('POST /app/operate/addReportInfo')[0]!)).toEqual({
      objId: 31,
      objType: 'Video',
      reportType: 'Porn',
    });
    expect(await screen.findByText('举报成功')).toBeTruthy();
  });

  it("'Other' needs a description: 请填写举报信息, and nothing is sent until one is written", async () => {
    const onClose = vi.fn();
    wrap(<ReportDialog open busyCode={31} busyType="Comment" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('radio', { name: '其他' }));
    fireEvent.click(screen.getByTestId('report-submit'));
    expect((await screen.findByTestId('report-information-error')).textContent).toContain('请填写举报信息');
    expect(callsTo('POST /app/operate/addReportInfo')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    const dialog = screen.getByTestId('report-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  恶意刷屏  ' } });
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(callsTo('POST /app/operate/addReportInfo')[0]!)).toMatchObject({
      objType: 'Comment',
      reportType: 'Other',
      reportInformation: '恶意刷屏',
    });
  });

  it('caps the description at 200 characters', async () => {
    wrap(<ReportDialog open busyCode={31} busyType="Article" onClose={() => undefined} />);
    await screen.findByRole('radio', { name: '其他' });
    expect(within(screen.getByTestId('report-dialog')).getByRole('textbox').getAttribute('maxlength')).toBe(
      '200',
    );
  });
});
