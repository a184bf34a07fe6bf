import { formatChinaTime } from '@fox/contracts/client';
import { render, screen } from '@testing-library/react';
import type { im } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import { FeedbackOutlet } from '../../ui/feedback';
import { ConversationList } from './ConversationList';

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
    updateTime: formatChinaTime(Date.now()),
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
    specialRole: null,
    planVo: null,
    groupExt: null,
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
