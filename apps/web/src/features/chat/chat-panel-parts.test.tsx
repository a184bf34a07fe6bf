import { formatChinaTime } from '@fox/contracts/client';
import type { ReactNode } from 'react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { friends, groups } from '@fox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../auth';
import { useAddFriendStore } from '../friends';
import { chatActions, openChatWith, openGroupChat } from '../im';
import { ChatPanel } from './ChatPanel';
import { ConversationList } from './ConversationList';
import { ConversationSearchBox, ConversationSearchResults } from './ConversationSearch';
import { MyProfileCard } from './MyProfileCard';
import { NotFriendBar } from './NotFriendBar';

vi.mock('../im/open-chat', () => ({
  openChatWith: vi.fn(async () => {}),
  openGroupChat: vi.fn(async () => {}),
}));
// The panel's socket is not part of what is tested here.
vi.mock('../im/chat-connection', () => ({
  ensureChatConnection: vi.fn(),
  markRead: vi.fn(async () => {}),
  refreshConversations: vi.fn(async () => {}),
  resendPending: vi.fn(),
  useConnectionStatus: (select: (state: { status: string }) => unknown) => select({ status: 'open' }),
}));
configure({ asyncUtilTimeout: 5000 });

const ME = 9;
type Handler = (url: URL) => unknown;
let handlers: Record<string, Handler> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://localhost');
  const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
  if (!handler) return new Response(JSON.stringify({ code: 404, msg: 'none' }), { status: 404 });
  return new Response(JSON.stringify(await handler(url)), { status: 200 });
});
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
const list = <T,>(data: T[]) => ({ code: 200, msg: 'ok', total: data.length, data });

function friend(friendId: number, nickName: string, alias = ''): friends.Friend {
  return {
    id: friendId,
    friendId,
    alias,
    nickName,
    userName: `u${friendId}`,
    displayName: alias || nickName,
    userAvatar: '',
    meFriend: true,
    himFriend: true,
  };
}

function group(id: number, name: string): groups.GroupItem {
  return { id, name, logo: '', avatars: [], groupUserNum: 3, groupType: 'group', myRole: 'group_user' };
}

const wrap = (children: ReactNode) => render(<AppProviders>{children}</AppProviders>);

beforeEach(() => {
  handlers = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setSession({
    token: 'token-9',
    userId: ME,
    userInfo: { id: ME, userName: 'fox9', nickName: '小狐狸', avatar: '', hasPassword: false, roles: [] },
  });
  chatActions.reset(ME);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
  useAddFriendStore.setState({ applyingTo: null });
});

describe('the conversation search', () => {
  it('waits 500 ms, shows five contacts and the groups, and expands and collapses each kind', async () => {
    const book = [
      ...Array.from({ length: 6 }, (_, index) => friend(20 + index, `小狐${index}`)),
      friend(30, '阿黄', '狐朋'),
      friend(31, '西湖边的猫'),
    ];
    handlers['GET /app/friends/book'] = () => list(book);
    handlers['GET /im/group/list'] = () => list([group(5, '狐狸窝'), group(6, '周末狐友')]);
    const onOpened = vi.fn();
    wrap(<ConversationSearchResults typed="狐" onOpened={onOpened} />);

    expect(screen.getByTestId('chat-search-searching').textContent).toContain('搜索中...');
    expect(callsTo('/im/group/list')).toHaveLength(0);
    const contacts = await screen.findByTestId('chat-search-contacts');
    expect(callsTo('/im/group/list')[0]!.searchParams.get('name')).toBe('狐');
    expect(within(contacts).getAllByTestId('chat-search-row')).toHaveLength(5);
    fireEvent.click(within(contacts).getByText('展开全部'));
    expect(within(contacts).getAllByTestId('chat-search-row')).toHaveLength(7);
    expect(within(contacts).getByText('狐朋')).toBeTruthy();
    fireEvent.click(within(contacts).getByText('收起'));
    expect(within(contacts).getAllByTestId('chat-search-row')).toHaveLength(5);

    const found = await screen.findByTestId('chat-search-groups');
    expect(within(found).getAllByTestId('chat-search-row')).toHaveLength(2);
    expect(within(found).queryByText('展开全部')).toBeNull();

    fireEvent.click(within(found).getByText('狐狸窝'));
    expect(openGroupChat).toHaveBeenCalledWith(5, { name: '狐狸窝', avatar: '' });
    fireEvent.click(within(contacts).getByText('小狐0'));
    expect(openChatWith).toHaveBeenCalledWith(20, { id: 20, name: '小狐0', avatar: '' });
    expect(onOpened).toHaveBeenCalledTimes(2);
  });

  it('says when nothing matches', async () => {
    handlers['GET /app/friends/book'] = () => list([friend(20, '小狐')]);
    handlers['GET /im/group/list'] = () => list([]);
    wrap(<ConversationSearchResults typed="没有的人" onOpened={() => {}} />);
    expect(await screen.findByText('没有找到相关的联系人或群聊')).toBeTruthy();
  });

  it('has a box that reports what is typed', () => {
    const onChange = vi.fn();
    wrap(<ConversationSearchBox value="" onChange={onChange} />);
    fireEvent.change(screen.getByPlaceholderText('搜索'), { target: { value: '猫' } });
    expect(onChange).toHaveBeenCalledWith('猫');
  });
});

describe('the not-a-friend bar', () => {
  beforeEach(() => {
    handlers['GET /app/friends/book'] = () => list([friend(8, '西湖边的猫')]);
  });

  it('shows over a one-to-one chat with a stranger and opens the friend request form for them', async () => {
    wrap(<NotFriendBar peer={12} name="路人甲" />);
    const bar = await screen.findByTestId('chat-not-friend');
    expect(bar.textContent).toContain('对方不是你的好友');
    fireEvent.click(within(bar).getByText('添加好友'));
    expect(useAddFriendStore.getState().applyingTo).toEqual({ id: 12, name: '路人甲' });
  });

  it('stays away for friends, oneself, groups and task chats', async () => {
    chatActions.setConversations([
      {
        id: 1,
        chatId: 'c',
        sessionType: 'single',
        receiver: { id: 13, name: '发布者' },
        userName: '发布者',
        userAvatar: '',
        unreadCount: 0,
        asTopTime: null,
        updateTime: formatChinaTime(0),
        messageType: null,
        body: { content: '', duration: null },
        atIds: [],
        shareId: null,
        shareType: null,
        msgSource: 1,
        lastSeq: 0,
        groupType: null,
        groupUserCount: null,
        avatars: [],
        atMe: false,
        lastSenderId: null,
        lastRecalled: false,
        specialRole: null,
        planVo: null,
        groupExt: null,
      },
    ]);
    wrap(
      <>
        <NotFriendBar peer={8} name="西湖边的猫" />
        <NotFriendBar peer={ME} name="小狐狸" />
        <NotFriendBar peer={-5} name="狐狸窝" />
        <NotFriendBar peer={13} name="发布者" />
      </>,
    );
    await waitFor(() => expect(callsTo('/app/friends/book').length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('chat-not-friend')).toBeNull();
  });
});

describe("the viewer's own card", () => {
  it('shows the name, the intro or its absence, the site and the phone with the middle hidden', async () => {
    handlers['GET /app/user/profile'] = () => ({
      code: 200,
      msg: 'ok',
      data: {
        id: ME,
        userName: 'fox9',
        nickName: '小狐狸',
        avatar: '',
        intro: '',
        phone: '13800000001',
        hasPassword: false,
        roles: [],
        siteId: 11,
        createTime: formatChinaTime(0),
      },
    });
    wrap(<MyProfileCard />);
    fireEvent.click(screen.getByTestId('chat-me'));
    const card = await screen.findByTestId('chat-me-card');
    expect(within(card).getByText('小狐狸')).toBeTruthy();
    expect((await within(card).findByTestId('chat-me-intro')).textContent).toBe('暂无简介');
    expect(within(card).getByTestId('chat-me-phone').textContent).toBe('138****0001');
    expect(within(card).getByTestId('chat-me-site').textContent).toBe('11');
  });
});

describe('the chat panel', () => {
  it('badges both tabs, capped at 99+: unread messages, and friend requests waiting', async () => {
    handlers['GET /app/friends/count'] = () => ({
      code: 200,
      msg: 'ok',
      data: { approvalFriendCount: 120, friendCount: 3, groupCount: 0, tagCount: 0 },
    });
    chatActions.receive(
      [
        {
          id: 1,
          localId: 'l1',
          chatId: '8_9',
          seq: 1,
          sessionType: 'single',
          messageType: 'text',
          commandType: null,
          createTime: formatChinaTime(Date.now()),
          body: { content: '在吗', err: null, duration: null },
          sender: { id: 8, name: '西湖边的猫', avatar: '', role: null, forbid: false },
          receiver: { id: ME, name: '小狐狸', avatar: '' },
          file: null,
          share: null,
          mediaCall: null,
          isRecall: false,
          atIds: [],
          msgSource: null,
        },
      ],
      true,
    );
    wrap(<ChatPanel />);
    const badgeOf = (testId: string) => screen.getByTestId(testId).closest('.ant-badge')!;
    expect(badgeOf('chat-tab-message').textContent).toContain('1');
    await waitFor(() => expect(badgeOf('chat-tab-friend').textContent).toContain('99+'));
  });

  it('previews a recalled newest message as recalled, by whom', () => {
    chatActions.setConversations([]);
    wrap(
      <ConversationList
        conversations={[
          {
            id: 1,
            chatId: 'c',
            sessionType: 'single',
            receiver: { id: 8, name: '西湖边的猫' },
            userName: '西湖边的猫',
            userAvatar: '',
            unreadCount: 0,
            asTopTime: null,
            updateTime: formatChinaTime(Date.now()),
            messageType: 'text',
            body: { content: '', duration: null },
            atIds: [],
            shareId: null,
            shareType: null,
            msgSource: null,
            lastSeq: 2,
            groupType: null,
            groupUserCount: null,
            avatars: [],
            atMe: false,
            lastSenderId: null,
            lastRecalled: false,
            specialRole: null,
            planVo: null,
            groupExt: null,
            recalled: 'other',
          },
        ]}
        draft={null}
        selectedPeer={null}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByTestId('chat-conversation').textContent).toContain('对方撤回了一条消息');
  });
});
