import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../api/api-error';
import { ArticleDetailPage } from './ArticleDetailPage';
import { QuestionDetailPage } from './QuestionDetailPage';
import { OwnWorkState } from './ReadingStates';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (original) => ({ ...(await original<object>()), api }));

function wrap(node: React.ReactNode, path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const refusal = (msg: string, data: unknown) =>
  new ApiError({ code: 404, msg, kind: 'business', status: 200, data });

describe('a work that is not for this viewer', () => {
  it('says a taken-down article is taken down, not that the link is wrong', async () => {
    api.mockRejectedValue(refusal('该内容已下架', { unavailable: 'takenDown' }));
    wrap(<ArticleDetailPage />, '/imageTextDetail?id=5');
    const page = await screen.findByTestId('reading-unavailable');
    expect(page.dataset.reason).toBe('takenDown');
    expect(page.textContent).toContain('该内容已下架');
    expect(page.textContent).toContain('作者或平台已将它下架，暂时无法查看。');
    expect(page.textContent).toContain('返回图文列表');
  });

  it('says a question waiting for review is under review', async () => {
    api.mockRejectedValue(refusal('该内容正在审核中，暂时无法查看', { unavailable: 'underReview' }));
    wrap(<QuestionDetailPage />, '/askDetail?id=6');
    const page = await screen.findByTestId('reading-unavailable');
    expect(page.textContent).toContain('该内容正在审核中');
  });

  it('keeps the plain not-found state for a work that does not exist', async () => {
    api.mockRejectedValue(refusal('内容不存在或已下架', null));
    wrap(<ArticleDetailPage />, '/imageTextDetail?id=7');
    expect((await screen.findByTestId('reading-not-found')).textContent).toContain('内容不存在或已下架');
  });
});

describe("the author's own work that others cannot see", () => {
  it('says why on its page: taken down or refused with the reason, or waiting for review', () => {
    const { rerender } = render(<OwnWorkState item={{ state: 'CompelOff', rejectReason: '侵犯他人版权' }} />);
    expect(screen.getByTestId('own-work-state').textContent).toBe(
      '已被平台下架，原因：侵犯他人版权。其他用户无法查看',
    );
    rerender(<OwnWorkState item={{ state: 'Refuse', rejectReason: '标题党' }} />);
    expect(screen.getByTestId('own-work-state').textContent).toBe('未通过审核，原因：标题党');
    rerender(<OwnWorkState item={{ state: 'WaitApprove', rejectReason: '' }} />);
    expect(screen.getByTestId('own-work-state').textContent).toBe('审核中：通过后其他用户才能看到');
    rerender(<OwnWorkState item={{ state: 'OnShelf', rejectReason: '' }} />);
    expect(screen.queryByTestId('own-work-state')).toBeNull();
  });
});
