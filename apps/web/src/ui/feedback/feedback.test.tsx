import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshFeedback, toastTexts } from './feedback-test-kit';

describe('toasts through the feedback layer', () => {
  it('shows a toast with its text once the feedback code has arrived', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    render(<FeedbackOutlet />);
    expect(document.querySelector('.ant-message')).toBeNull();

    void feedback.message.success('已保存');

    expect(await screen.findByText('已保存')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice-success')).not.toBeNull();
  });

  it('fetches its code at the first interaction, before anything is shown', async () => {
    const { FeedbackOutlet } = await freshFeedback();
    const link = await import('./host-link');
    render(<FeedbackOutlet />);
    expect(link.loadedHost()).toBeNull();

    fireEvent.pointerDown(window);

    await waitFor(() => expect(link.loadedHost()).not.toBeNull());
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('replays the calls made before it arrived, in the order they were made', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    void feedback.message.info('一');
    void feedback.message.warning({ content: '二', key: 'second' });
    void feedback.message.error('三');
    render(<FeedbackOutlet />);

    await waitFor(() => expect(toastTexts()).toEqual(['一', '二', '三']));
    // Once mounted, calls go straight through, after what waited (the oldest of four makes way).
    void feedback.message.info('四');
    await waitFor(() => expect(toastTexts().slice(-3)).toEqual(['二', '三', '四']));
  });

  it('keeps what waited through StrictMode remounting the outlet', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    void feedback.message.info('开发时也在');
    render(
      <StrictMode>
        <FeedbackOutlet />
      </StrictMode>,
    );
    expect(await screen.findByText('开发时也在')).toBeTruthy();
  });

  it('withdraws a toast closed, or destroyed, before the code arrived', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    const hide = feedback.message.loading('上传中');
    hide();
    void feedback.message.info({ content: '按键撤回', key: 'k' });
    void feedback.message.info('全部撤回');
    feedback.message.destroy('k');
    feedback.message.destroy();
    void feedback.message.success('留下的');
    render(<FeedbackOutlet />);

    await waitFor(() => expect(toastTexts()).toEqual(['留下的']));
  });

  it('settles a toast’s handle when the toast closes', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    const shown = feedback.message.info('很快关闭', 0.05);
    let closed: boolean | undefined;
    void shown.then((value) => (closed = value));
    render(<FeedbackOutlet />);

    expect(await screen.findByText('很快关闭')).toBeTruthy();
    await waitFor(() => expect(closed).toBe(true));
  });

  it('drops what still waits when the app that asked for it is gone', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    const first = render(<FeedbackOutlet />);
    void feedback.message.info('旧页面的');
    first.unmount();
    await Promise.resolve();

    render(<FeedbackOutlet />);
    void feedback.message.info('新页面的');
    await waitFor(() => expect(toastTexts()).toEqual(['新页面的']));
  });

  it('shows notifications, and withdraws one destroyed before the code arrived', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    feedback.notification.info({ title: '不再需要', key: 'gone' });
    feedback.notification.destroy('gone');
    feedback.notification.success({ title: '新消息' });
    render(<FeedbackOutlet />);

    expect(await screen.findByText('新消息')).toBeTruthy();
    expect(screen.queryByText('不再需要')).toBeNull();
  });
});
