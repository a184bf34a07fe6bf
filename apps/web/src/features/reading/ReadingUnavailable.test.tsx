import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../api/api-error';
import { ArticleDetailPage } from './ArticleDetailPage';
import { QuestionDetailPage } from './QuestionDetailPage';

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
