import { render, screen } from '@testing-library/react';
import type { im } from '@fox/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackOutlet } from '../../ui/feedback';
import { usePanelsStore } from '../../app/panels-store';
import { chatActions, useChatStore } from './chat-store';
import { ConversationList } from './ConversationList';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ api }));
vi.mock('./chat-connection', () => ({ ensureChatConnection: vi.fn(), markRead: vi.fn() }));

const { openChatWith } = await import('./open-chat');

describe('openChatWith', () => {
  beforeEach(() => {
    chatActions.reset(9);
    usePanelsStore.setState({ openPanel: null });
    api.mockReset();
  });

  it('opens the chat panel on a new conversation, looking the user up when not known', async () => {
    api.mockResolvedValue({ id: 8, userName: '10000008', nickName: '西湖边的猫', avatar: '/resource/a.png' });
    await openChatWith(8);
    expect(usePanelsStore.getState().openPanel).toBe('chat');
    expect(useChatStore.getState().selectedPeer).toBe(8);
    expect(useChatStore.getState().peers[8]).toEqual({
      id: 8,
      name: '西湖边的猫',
      avatar: '/resource/a.png',
    });
  });

  it('uses what the caller knows without asking the server', async () => {
    await openChatWith(5, { id: 5, name: '晴天', avatar: '' });
    expect(api).not.toHaveBeenCalled();
    expect(useChatStore.getState().peers[5]?.name).toBe('晴天');
  });
});

describe('ConversationList', () => {
  const item = (peer: number, unreadCount: number): im.Conversation => ({
    id: peer,
    chatId: `c${peer}`,
    sessionType: 'single',
    receiver: { id: peer, name: `u${peer}` },
    userName: `用户${peer}`,
    userAvatar: '',
    unreadCount,
    asTopTime: null,
    updateTime: Date.now(),
    messageType: 'photo',
    body: { content: '/resource/x.jpg', duration: null },
    atIds: [],
    shareId: null,
    shareType: null,
    msgSource: null,
    lastSeq: 3,
    groupType: null,
    groupUserCount: null,
    avatars: [],
    atMe: false,
    lastSenderId: null,
    lastRecalled: false,
  });

  it('caps the unread badge at 99+ and shows a draft conversation on top', () => {
    render(
      <>
        <ConversationList
          conversations={[item(1, 120)]}
          draft={{ id: 2, name: '新朋友', avatar: '' }}
          selectedPeer={2}
          onSelect={() => {}}
        />
        <FeedbackOutlet />
      </>,
    );
    const rows = screen.getAllByTestId('chat-conversation');
    expect(rows.map((row) => row.getAttribute('data-peer'))).toEqual(['2', '1']);
    expect(rows[1]!.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('120');
    expect(rows[1]!.textContent).toContain('99+');
    expect(rows[1]!.textContent).toContain('[图片]');
  });

  it('shows the empty state without conversations', () => {
    render(<ConversationList conversations={[]} draft={null} selectedPeer={null} onSelect={() => {}} />);
    expect(screen.getByText('暂无私信')).toBeTruthy();
  });
});
