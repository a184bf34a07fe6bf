import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { im } from '@fox/contracts';
import { AppProviders } from '../../../ui/AppProviders';
import { useSessionStore } from '../../auth';
import { chatActions } from '../../im';
import type * as ImFeature from '../../im';
import { ShareToChatDialog } from './ShareToChatDialog';

configure({ asyncUtilTimeout: 5000 });

/** What went through the chat's send path; the fake socket echoes each frame as the server stores it. */
const sent = vi.hoisted(() => [] as Array<{ peer: number; frame: im.SendFrame }>);
const refuse = vi.hoisted(() => ({ with: null as string | null }));

vi.mock('../../im', async (importOriginal) => {
  const actual = await importOriginal<typeof ImFeature>();
  return {
    ...actual,
    sendChatFrame: (peer: number, frame: im.SendFrame) => {
      sent.push({ peer, frame });
      actual.chatActions.addPending(peer, frame);
      if (refuse.with) actual.chatActions.failPending(frame.localId, refuse.with);
      else actual.chatActions.receive([echoOf(frame)], false);
    },
  };
});

function echoOf(frame: im.SendFrame): im.Message {
  return {
    id: sent.length,
    localId: frame.localId,
    chatId: `single:9_${frame.receiverId}`,
    seq: sent.length,
    sessionType: frame.sessionType,
    messageType: frame.messageType,
    commandType: null,
    createTime: formatChinaTime(Date.now()),
    body: { content: frame.content ?? '', err: null, duration: null },
    sender: { id: 9, name: '小狐狸', avatar: '', role: null, forbid: false },
    receiver: { id: frame.receiverId, name: '', avatar: '' },
    file: null,
    share: frame.share ?? null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
  };
}

type Handler = (url: URL) => unknown;
let handlers: Record<string, Handler> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://x');
  const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
  if (!handler) return new Response(JSON.stringify({ code: 404, msg: `no fake for ${url.pathname}` }));
  return new Response(JSON.stringify(await handler(url)), { status: 200 });
});
const list = (data: unknown[], total = data.length) => ({ code: 200, msg: 'ok', total, data });

function conversation(id: number, name: string, extra: Partial<im.Conversation> = {}): im.Conversation {
  return {
    id,
    chatId: `single:9_${id}`,
    sessionType: 'single',
    receiver: { id, name },
    userName: name,
    userAvatar: '',
    unreadCount: 0,
    asTopTime: null,
    updateTime: formatChinaTime(Date.now()),
    messageType: 'text',
    body: { content: '你好', duration: null },
    atIds: [],
    shareId: null,
    shareType: null,
    msgSource: null,
    lastSeq: 1,
    groupType: null,
    groupUserCount: null,
    avatars: [],
    atMe: false,
    lastSenderId: id,
    lastRecalled: false,
    specialRole: null,
    planVo: null,
    groupExt: null,
    ...extra,
  };
}

const book: im.Share = {
  type: 'novel',
  id: 31,
  title: '雾港来信',
  name: '雾港',
  coverImage: '/resource/c.jpg',
};

function renderDialog(onClose = vi.fn()) {
  render(
    <AppProviders>
      <ShareToChatDialog card={book} onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

beforeEach(() => {
  sent.length = 0;
  refuse.with = null;
  handlers = {
    'GET /im/chat/message/outer/list': (url) =>
      url.searchParams.get('pageNum') === '1'
        ? list([conversation(21, '西湖边的猫'), conversation(22, '读书会', { sessionType: 'group' })], 11)
        : list([conversation(23, '第十一位朋友')], 11),
    'GET /app/friends/list': () =>
      list([
        {
          id: 1,
          friendId: 24,
          alias: '',
          nickName: '雾里看花',
          userName: 'fox24',
          displayName: '雾里看花',
          userAvatar: '',
          meFriend: true,
          himFriend: true,
        },
      ]),
    'GET /im/group/list': () => list([]),
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
  chatActions.reset(9);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('ShareToChatDialog', { timeout: 30_000 }, () => {
  it('shows the card, sends it and the note to the picked conversation, and says 已分享', async () => {
    const onClose = renderDialog();
    const preview = screen.getByTestId('share-to-chat-preview');
    expect(within(preview).getByText('雾港来信')).toBeTruthy();
    expect(within(preview).getByText('小说')).toBeTruthy();

    const send = screen.getByTestId('share-to-chat-send');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: /读书会/ }));
    fireEvent.change(screen.getByTestId('share-to-chat-note'), {
      target: { value: '这本书开头太好看了' },
    });
    fireEvent.click(screen.getByTestId('share-to-chat-send'));

    expect((await screen.findByTestId('share-to-chat-done')).textContent).toContain('已分享');
    expect(screen.getByText('已发送给 读书会')).toBeTruthy();
    expect(sent.map(({ peer, frame }) => ({ peer, ...frame, localId: undefined }))).toEqual([
      {
        peer: -22,
        receiverId: 22,
        sessionType: 'group',
        messageType: 'share',
        share: book,
        localId: undefined,
      },
      {
        peer: -22,
        receiverId: 22,
        sessionType: 'group',
        messageType: 'text',
        content: '这本书开头太好看了',
        localId: undefined,
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('pages the recent conversations instead of loading them all, and searches friends by name', async () => {
    renderDialog();
    expect(await screen.findAllByTestId('share-to-chat-choice')).toHaveLength(2);
    const pages = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://x'))
        .filter((url) => url.pathname === '/im/chat/message/outer/list')
        .map((url) => [url.searchParams.get('pageNum'), url.searchParams.get('pageSize')]);
    expect(pages()).toEqual([['1', '10']]);
    fireEvent.click(screen.getByTestId('share-to-chat-more'));
    await waitFor(() => expect(screen.getAllByTestId('share-to-chat-choice')).toHaveLength(3));
    expect(pages()).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);

    fireEvent.change(screen.getByTestId('share-to-chat-search'), {
      target: { value: '雾里' },
    });
    expect(await screen.findByRole('radio', { name: /雾里看花/ })).toBeTruthy();
    const search = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((url) => url.pathname === '/app/friends/list')!;
    expect(search.searchParams.get('alias')).toBe('雾里');
  });

  it('says so when there is nobody to share with, and when a name matches nobody', async () => {
    handlers['GET /im/chat/message/outer/list'] = () => list([]);
    handlers['GET /app/friends/list'] = () => list([]);
    renderDialog();
    expect((await screen.findByTestId('share-to-chat-empty')).textContent).toContain('还没有聊天');
    fireEvent.change(screen.getByTestId('share-to-chat-search'), {
      target: { value: '没有这个人' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('share-to-chat-empty').textContent).toContain('没有找到匹配的好友或群聊'),
    );
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and stays open", async () => {
    refuse.with = '对方已开启好友验证';
    const onClose = renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: /西湖边的猫/ }));
    fireEvent.click(screen.getByTestId('share-to-chat-send'));
    expect(await screen.findByText('对方已开启好友验证')).toBeTruthy();
    expect(screen.queryByTestId('share-to-chat-done')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
