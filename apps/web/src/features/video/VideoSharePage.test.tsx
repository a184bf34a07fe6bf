import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../api/api-error';
import { VideoSharePage } from './VideoSharePage';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (original) => ({ ...(await original<object>()), api }));

function open(id: number) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/videoShare?id=${id}`]}>
        <VideoSharePage routeKey="videoShare" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a shared video that is not for this viewer', () => {
  it('says it was taken down, with a way to other videos', async () => {
    api.mockRejectedValue(
      new ApiError({
        code: 404,
        msg: '该内容已下架',
        kind: 'business',
        status: 200,
        data: { unavailable: 'takenDown' },
      }),
    );
    open(5);
    const notice = await screen.findByTestId('video-unavailable');
    expect(notice.textContent).toContain('该视频已下架');
    expect(screen.getByTestId('video-to-feed').getAttribute('href')).toBe('/content/videoList');
  });

  it('keeps the dead-link notice for a video that does not exist', async () => {
    api.mockRejectedValue(
      new ApiError({ code: 404, msg: '内容不存在或已下架', kind: 'business', status: 200 }),
    );
    open(6);
    expect((await screen.findByTestId('video-not-found')).textContent).toContain('视频不存在或已下架');
  });
});
