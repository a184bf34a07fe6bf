import { formatChinaTime } from '@fox/contracts/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { im } from '@fox/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackOutlet } from '../../ui/feedback';
import { StoredBubble } from './MessageBubble';
import { menuActionsFor } from './message-menu';

const ME = 9;
const PEER = 8;
const sentAt = new Date(2026, 10, 18, 10, 0).getTime();

function message(from: number, extra: Partial<im.Message> = {}): im.Message {
  const person = (id: number) => ({ id, name: id === ME ? '小狐狸' : '西湖边的猫', avatar: '' });
  return {
    id: 1,
    localId: 'l1',
    chatId: '8_9',
    seq: 1,
    sessionType: 'single',
    messageType: 'text',
    commandType: null,
    createTime: formatChinaTime(sentAt),
    body: { content: '你好', err: null, duration: null },
    sender: { ...person(from), role: null, forbid: false },
    receiver: person(from === ME ? PEER : ME),
    file: null,
    share: null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
    ...extra,
  };
}

describe('the message context menu rules', () => {
  it('offers copy, forward, recall and delete on own text within 2 minutes', () => {
    expect(menuActionsFor(message(ME), ME, sentAt + 60_000)).toEqual(['copy', 'forward', 'recall', 'delete']);
  });

  it('drops recall after 2 minutes and on the other side’s messages', () => {
    expect(menuActionsFor(message(ME), ME, sentAt + im.RECALL_WINDOW_MS + 1)).toEqual([
      'copy',
      'forward',
      'delete',
    ]);
    expect(menuActionsFor(message(PEER), ME, sentAt)).toEqual(['copy', 'forward', 'delete', 'report']);
  });

  it('offers report on the other side’s messages only, and never on a business card', () => {
    expect(menuActionsFor(message(ME), ME, sentAt)).not.toContain('report');
    const card = (from: number) =>
      message(from, {
        messageType: 'share',
        body: { content: '', err: null, duration: null },
        share: { type: 'person', id: 4, name: '阿狸' },
      });
    expect(menuActionsFor(card(PEER), ME, sentAt)).toEqual(['forward', 'delete']);
    const article = message(PEER, {
      messageType: 'share',
      body: { content: '', err: null, duration: null },
      share: { type: 'article', id: 31, title: '春天的狐狸' },
    });
    expect(menuActionsFor(article, ME, sentAt)).toEqual(['forward', 'delete', 'report']);
    const voice = message(PEER, {
      messageType: 'voice',
      body: { content: '/resource/a.amr', err: null, duration: 3 },
    });
    expect(menuActionsFor(voice, ME, sentAt)).toEqual(['report']);
    expect(menuActionsFor(message(PEER, { isRecall: true }), ME, sentAt)).toEqual([]);
  });

  it('offers only recall on own voice: no copy, forward or delete', () => {
    const voice = message(ME, {
      messageType: 'voice',
      body: { content: '/resource/a.amr', err: null, duration: 3 },
    });
    expect(menuActionsFor(voice, ME, sentAt)).toEqual(['recall']);
  });

  it('offers no copy on a photo, no forward or recall on a failed message, nothing on a recalled one', () => {
    const photo = message(ME, {
      messageType: 'photo',
      body: { content: '/resource/p.png', err: null, duration: null },
    });
    expect(menuActionsFor(photo, ME, sentAt)).toEqual(['forward', 'recall', 'delete']);
    const failed = message(ME, { body: { content: '你好', err: '发送失败', duration: null } });
    expect(menuActionsFor(failed, ME, sentAt)).toEqual(['copy', 'delete']);
    expect(menuActionsFor(message(ME, { isRecall: true }), ME, sentAt)).toEqual([]);
  });
});

describe('StoredBubble', () => {
  it('opens the menu on right-click and reports the chosen action', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sentAt + 30_000);
    const onAction = vi.fn();
    const own = message(ME);
    render(
      <>
        <StoredBubble message={own} own viewerId={ME} onAction={onAction} />
        <FeedbackOutlet />
      </>,
    );
    fireEvent.contextMenu(screen.getByTestId('chat-bubble'));
    const recall = await screen.findByTestId('chat-menu-recall');
    expect(screen.getByTestId('chat-menu-copy').textContent).toBe('复制');
    expect(screen.getByTestId('chat-menu-delete').textContent).toBe('删除');
    expect(screen.getByTestId('chat-menu-forward').textContent).toBe('转发');
    act(() => fireEvent.click(recall));
    expect(onAction).toHaveBeenCalledWith(own, 'recall');
    vi.useRealTimers();
  });

  it('lists report on the other side’s message and hands it to the thread', async () => {
    const onAction = vi.fn();
    const theirs = message(PEER);
    render(
      <>
        <StoredBubble message={theirs} own={false} viewerId={ME} onAction={onAction} />
        <FeedbackOutlet />
      </>,
    );
    fireEvent.contextMenu(screen.getByTestId('chat-bubble'));
    const report = await screen.findByTestId('chat-menu-report');
    expect(report.textContent).toBe('举报');
    expect(screen.queryByTestId('chat-menu-recall')).toBeNull();
    act(() => fireEvent.click(report));
    expect(onAction).toHaveBeenCalledWith(theirs, 'report');
  });

  it('shows the recall tip in place of a recalled message, for each side', () => {
    const { rerender } = render(
      <>
        <StoredBubble message={message(ME, { isRecall: true })} own viewerId={ME} />
        <FeedbackOutlet />
      </>,
    );
    expect(screen.getByTestId('chat-recalled').textContent).toBe('你撤回了一条消息');
    rerender(
      <>
        <StoredBubble message={message(PEER, { isRecall: true })} own={false} viewerId={ME} />
        <FeedbackOutlet />
      </>,
    );
    expect(screen.getByTestId('chat-recalled').textContent).toBe('对方撤回了一条消息');
    expect(screen.queryByTestId('chat-bubble')).toBeNull();
  });
});
