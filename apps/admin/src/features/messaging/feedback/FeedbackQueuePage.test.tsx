import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../../test/fake-server';
import { renderInConsole } from '../../../../test/render';
import { connectApiToConsole } from '../../../session/api-connection';
import { FeedbackQueuePage } from './FeedbackQueuePage';

const QUEUE = '/admin/api/console/feedback';

const pending = {
  id: 12,
  type: 'problem',
  content: '视频加载有点慢，希望优化',
  images: ['/resource/files/2026/01/a.png', '/resource/files/2026/01/b.png'],
  contact: 'fox@example.com',
  state: 'pending',
  createTime: '2026-01-02 03:04:05',
  reply: null,
  replyTime: null,
  userId: 1,
  userName: '10000001',
  nickName: '小狐狸',
  avatar: '',
  repliedBy: null,
  repliedByName: '',
};

describe('the feedback page', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('lists pending feedback first, opens one with its text, pictures, contact and sender, and answers it', async () => {
    const answered = {
      ...pending,
      state: 'handled',
      reply: '已优化播放线路，感谢反馈',
      replyTime: '2026-01-02 04:00:00',
      repliedBy: 92,
      repliedByName: '运营小狐',
    };
    const server = fakeServer({
      [QUEUE]: { code: 200, msg: 'ok', data: [pending], total: 1 },
      [`${QUEUE}/12`]: { data: pending },
      [`${QUEUE}/12/reply`]: { data: answered },
    });
    renderInConsole(<FeedbackQueuePage />);
    await waitFor(() => expect(screen.getAllByTestId('feedback-row')).toHaveLength(1));
    expect(server.callsTo(QUEUE)[0]!.url.searchParams.get('state')).toBe('pending');

    fireEvent.click(screen.getAllByTestId('feedback-row')[0]!);
    const drawer = await screen.findByTestId('feedback-drawer');
    await waitFor(() =>
      expect(within(drawer).getByTestId('feedback-detail-content').textContent).toBe(pending.content),
    );
    expect(drawer.textContent).toContain('fox@example.com');
    expect(drawer.textContent).toContain('小狐狸');
    expect(drawer.textContent).toContain('10000001');
    expect(within(drawer).getByTestId('feedback-images').querySelectorAll('img')).toHaveLength(2);

    fireEvent.change(within(drawer).getByTestId('feedback-reply-input'), { target: { value: '好' } });
    fireEvent.click(within(drawer).getByTestId('feedback-reply-submit'));
    expect(await within(drawer).findByText('回复至少 2 个字')).toBeTruthy();
    expect(server.callsTo(`${QUEUE}/12/reply`)).toHaveLength(0);

    fireEvent.change(within(drawer).getByTestId('feedback-reply-input'), {
      target: { value: ' 已优化播放线路，感谢反馈 ' },
    });
    fireEvent.click(within(drawer).getByTestId('feedback-reply-submit'));
    await waitFor(() => expect(server.callsTo(`${QUEUE}/12/reply`)).toHaveLength(1));
    expect(server.callsTo(`${QUEUE}/12/reply`)[0]!.body).toEqual({ reply: '已优化播放线路，感谢反馈' });
    const answer = await within(drawer).findByTestId('feedback-answer');
    expect(answer.textContent).toContain('已优化播放线路，感谢反馈');
    expect(answer.textContent).toContain('运营小狐');
    expect(within(drawer).queryByTestId('feedback-reply-input')).toBeNull();
    // The queue is fetched again: the answered one leaves the pending list.
    await waitFor(() => expect(server.callsTo(QUEUE).length).toBeGreaterThan(1));
  });

  it('shows the server’s message when the feedback was answered meanwhile', async () => {
    fakeServer({
      [QUEUE]: { code: 200, msg: 'ok', data: [pending], total: 1 },
      [`${QUEUE}/12`]: { data: pending },
      [`${QUEUE}/12/reply`]: { code: 409, msg: '该反馈已回复，无需重复回复' },
    });
    renderInConsole(<FeedbackQueuePage />, '/?id=12');
    const drawer = await screen.findByTestId('feedback-drawer');
    fireEvent.change(await within(drawer).findByTestId('feedback-reply-input'), {
      target: { value: '感谢反馈' },
    });
    fireEvent.click(within(drawer).getByTestId('feedback-reply-submit'));
    expect((await within(drawer).findByTestId('feedback-reply-error')).textContent).toBe(
      '该反馈已回复，无需重复回复',
    );
  });
});
