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

  it('marks a task group done once its wish is settled, and only then', () => {
    const task = (peer: number, state: 'Execute' | 'OverSettle'): im.Conversation => ({
      ...item(peer, 0),
      sessionType: 'group',
      userName: `商单群${peer}`,
      groupType: 'groupTask',
      msgSource: 1,
      specialRole: 'taskRece',
      planVo: {
        taskNumber: `W${peer}`,
        taskTitle: `商单群${peer}`,
        fullAmount: 100,
        state,
        standNum: 1,
        standAmount: 100,
        deliveryStandard: '',
        deliveryNum: 0,
        receiveNum: 1,
        taskReceUserName: '',
        busyTaskUpdateTime: formatChinaTime(0),
        groupUserUpdateTime: formatChinaTime(0),
        publisherId: 1,
      },
    });
    render(
      <ConversationList
        conversations={[task(7, 'OverSettle'), task(8, 'Execute')]}
        draft={null}
        selectedPeer={null}
        onSelect={() => {}}
      />,
    );
    const rows = screen.getAllByTestId('chat-conversation');
    expect(rows[0]!.querySelector('[data-testid="chat-conv-done"]')?.textContent).toBe('已完成');
    expect(rows[1]!.querySelector('[data-testid="chat-conv-done"]')).toBeNull();
  });

  it('shows the empty state without conversations', () => {
    render(<ConversationList conversations={[]} draft={null} selectedPeer={null} onSelect={() => {}} />);
    expect(screen.getByText('暂无私信')).toBeTruthy();
  });
});
