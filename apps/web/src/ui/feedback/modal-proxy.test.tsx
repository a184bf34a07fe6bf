import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCNLocale from 'antd/locale/zh_CN';
import { describe, expect, it, vi } from 'vitest';
import { dialogTitle, freshFeedback, renderOutlet } from './feedback-test-kit';

describe('dialogs through the feedback layer', () => {
  it('runs onOk when the OK button is clicked, and answers true', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    const onOk = vi.fn();
    const dialog = feedback.modal.confirm({ title: '删除这条评论？', okText: '删除', onOk });
    const answer = dialog.then(
      (confirmed) => confirmed,
      () => undefined,
    );
    renderOutlet(FeedbackOutlet);

    fireEvent.click(await screen.findByRole('button', { name: '删除' }));

    expect(onOk).toHaveBeenCalledOnce();
    expect(await answer).toBe(true);
  });

  it('answers false when cancelled', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    const answer = feedback.modal.confirm({ title: '离开？', okText: '离开', cancelText: '留下' });
    renderOutlet(FeedbackOutlet);

    fireEvent.click(await screen.findByRole('button', { name: '留下' }));

    expect(await answer).toBe(false);
  });

  it('never opens a dialog destroyed before the code arrived', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    const afterClose = vi.fn();
    feedback.modal.confirm({ title: '不会出现', afterClose }).destroy();
    void feedback.message.info('之后的提示');
    renderOutlet(FeedbackOutlet);

    // The toast was asked for after the dialog, so by the time it shows the dialog had its turn.
    expect(await screen.findByText('之后的提示')).toBeTruthy();
    expect(screen.queryByText('不会出现')).toBeNull();
    expect(afterClose).toHaveBeenCalledOnce();
  });

  it('opens with what update changed before the code arrived, and updates it once open', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    const dialog = feedback.modal.info({ title: '旧标题', okText: '知道了' });
    dialog.update({ title: '新标题' });
    dialog.update((previous) => ({ ...previous, content: `${String(previous.title)}的说明` }));
    renderOutlet(FeedbackOutlet);

    expect(await screen.findByText('新标题的说明')).toBeTruthy();
    expect(dialogTitle()).toBe('新标题');
    dialog.update({ title: '打开后改的' });
    await waitFor(() => expect(dialogTitle()).toBe('打开后改的'));
  });

  it('takes the language of the ConfigProvider around the outlet', async () => {
    const { feedback, FeedbackOutlet } = await freshFeedback();
    void feedback.modal.confirm({ title: '确认操作' });
    render(
      <ConfigProvider locale={zhCNLocale} button={{ autoInsertSpace: false }}>
        <FeedbackOutlet />
      </ConfigProvider>,
    );

    expect(await screen.findByRole('button', { name: '确定' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });
});
