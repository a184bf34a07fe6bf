import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { feed as feedSchemas } from '@fox/contracts';
import { feed, formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackOutlet } from '../../ui/feedback';
import { api } from '../../api';
import { HomeFeed } from './HomeFeed';
import { platformFieldsOf } from '../../../test/kits/content-items';

vi.mock('../../api', () => ({ api: vi.fn() }));

const apiMock = vi.mocked(api);

function articleOf(id: number): feedSchemas.FeedItem {
  return {
    kind: 'article',
    id,
    userId: 5,
    userName: '10000005',
    nickName: '阿木木',
    userAvatar: '',
    praiseCount: 0,
    collectCount: 0,
    commentCount: 0,
    shareCount: 0,
    praiseObj: false,
    collectObj: false,
    followObj: false,
    state: 'OnShelf',
    siteId: 11,
    createTime: formatChinaTime(0),
    updateTime: formatChinaTime(0),
    title: `文章${id}`,
    summary: '',
    coverUrl: '',
    categoryId: null,
    ...platformFieldsOf('article', '10000005'),
    cursor: `cursor-after-${id}`,
  };
}

type FeedQuery = { pageSize: number; cursor?: string; pageNum?: number };

/** The server's feed as pages after a cursor; `pages` lists each page's article ids. */
function serveFeed(pages: number[][], total: number) {
  apiMock.mockImplementation(((endpoint: unknown, query: FeedQuery) => {
    if (endpoint !== feed.homeFeed) return Promise.resolve(null);
    const index =
      query.cursor === undefined
        ? 0
        : pages.findIndex((_, at) => at > 0 && query.cursor === `cursor-after-${pages[at - 1]!.at(-1)}`);
    return Promise.resolve({ data: (pages[index] ?? []).map(articleOf), total });
  }) as typeof api);
}

const feedQueries = () =>
  apiMock.mock.calls
    .filter(([endpoint]) => endpoint === feed.homeFeed)
    .map(([, query]) => query as FeedQuery);

/** IntersectionObserver as the page end would trigger it: the test says when the marker comes into view. */
const markers: Array<{ element: Element; callback: (entries: Array<{ isIntersecting: boolean }>) => void }> =
  [];

function scrollToEnd() {
  const marker = markers.filter((entry) => entry.element.classList.contains('feed-status')).at(-1)!;
  act(() => marker.callback([{ isIntersecting: true }]));
}

/** The cards' titles as shown, less the kind label before each. */
const titles = () =>
  screen.getAllByTestId('feed-card-title').map((title) => title.textContent!.replace(/^图文/, ''));

beforeEach(() => {
  apiMock.mockReset();
  markers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
      observe(element: Element) {
        markers.push({ element, callback: this.callback });
      }
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderFeed() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <>
        <MemoryRouter>
          <HomeFeed />
        </MemoryRouter>
        <FeedbackOutlet />
      </>
    </QueryClientProvider>,
  );
}

describe('the home feed', { timeout: 20_000 }, () => {
  it('loads the next page from the cursor of the last item shown, until the feed is read', async () => {
    const first = Array.from({ length: 10 }, (_, index) => index + 1);
    serveFeed([first, [11, 12, 13]], 13);
    renderFeed();
    await waitFor(() => expect(titles()).toHaveLength(10));
    // The first page begins a reading: no cursor, no page number.
    expect(feedQueries()).toHaveLength(1);
    expect(feedQueries()[0]).toMatchObject({ pageSize: feed.FEED_PAGE_SIZE });
    expect(feedQueries()[0]).not.toHaveProperty('cursor');
    expect(feedQueries()[0]).not.toHaveProperty('pageNum');
    expect(screen.queryByTestId('home-feed-end')).toBeNull();

    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(13));
    expect(feedQueries()[1]).toMatchObject({ pageSize: feed.FEED_PAGE_SIZE, cursor: 'cursor-after-10' });
    expect(titles().slice(-3)).toEqual(['文章11', '文章12', '文章13']);
    expect((await screen.findByTestId('home-feed-end')).textContent).toBe('没有更多了');
    expect(feedQueries()).toHaveLength(2);
  });

  it('shows an item once when it comes round again on a later page', async () => {
    serveFeed(
      [
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        [11, 4, 12],
      ],
      13,
    );
    renderFeed();
    await waitFor(() => expect(titles()).toHaveLength(10));
    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(titles().filter((title) => title === '文章4')).toHaveLength(1);
    expect(titles().slice(-2)).toEqual(['文章11', '文章12']);
  });
});
