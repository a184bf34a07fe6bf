import { formatChinaTime } from '@fox/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { feedback } from '@fox/contracts';
import { AppProviders } from '../../ui/AppProviders';
import { FeedbackDialog } from './FeedbackDialog';

configure({ asyncUtilTimeout: 5000 });

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ api }));

const entry = (id: number, change: Partial<feedback.Feedback>): feedback.Feedback => ({
  id,
  type: 'problem',
  content: `反馈内容${id}`,
  images: [],
  contact: '',
  state: 'pending',
  createTime: formatChinaTime(Date.UTC(2026, 0, 2, 3, 4)),
  reply: null,
  replyTime: null,
  ...change,
});

describe('FeedbackDialog', () => {
  it("shows the platform's answer under the feedback it answers", async () => {
    api.mockImplementation((endpoint: unknown) =>
      endpoint === feedback.myFeedback
        ? {
            data: [
              entry(2, {}),
              entry(1, {
                state: 'handled',
                reply: '已修复，请更新后再试',
                replyTime: formatChinaTime(Date.UTC(2026, 0, 3, 3, 4)),
              }),
            ],
            total: 2,
          }
        : undefined,
    );
    render(
      <AppProviders>
        <FeedbackDialog open onClose={() => {}} />
      </AppProviders>,
    );
    const history = await screen.findByTestId('feedback-history');
    const [pending, answered] = within(history).getAllByRole('listitem');
    expect(pending!.textContent).toContain('待处理');
    expect(within(pending!).queryByTestId('feedback-reply')).toBeNull();
    expect(answered!.textContent).toContain('已回复');
    expect(within(answered!).getByTestId('feedback-reply').textContent).toContain(
      '平台回复已修复，请更新后再试',
    );
  });
});
