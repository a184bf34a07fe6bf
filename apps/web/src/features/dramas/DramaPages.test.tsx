import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dramas } from '@fox/contracts';
import { api } from '../../api';
import { DramaHomePage } from './DramaHomePage';
import { DramaMorePage } from './DramaMorePage';
import { DramaSearchPage } from './DramaSearchPage';
import { dramaOf, renderWith } from './drama-test-kit';

vi.mock('../../api', () => ({ api: vi.fn() }));

const apiMock = vi.mocked(api);
type PageQuery = { sort: string; pageNum: number; pageSize: number; keyword?: string };

const inFlight = { now: 0, most: 0 };

/** Answers drama pages from a list per sort; a keyword keeps the titles that contain it. */
function serveCatalogue(lists: Record<string, dramas.Drama[]>, total?: number) {
  apiMock.mockImplementation(((endpoint: unknown, query: PageQuery) => {
    if (endpoint !== dramas.dramaPage) return Promise.reject(new Error('unexpected call'));
    const all = (lists[query.sort] ?? []).filter(
      (item) => !query.keyword || item.title.includes(query.keyword),
    );
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    return new Promise((resolve) => setTimeout(resolve, 20)).then(() => {
      inFlight.now -= 1;
      return { data: all.slice(0, query.pageSize), total: total ?? all.length };
    });
  }) as typeof api);
}

const pageQueries = () => apiMock.mock.calls.map(([, query]) => query as PageQuery);

beforeEach(() => {
  apiMock.mockReset();
  inFlight.now = 0;
  inFlight.most = 0;
});

describe('drama pages', { timeout: 20_000 }, () => {
  it('feature the hottest drama over the trending and newest grids', async () => {
    serveCatalogue({
      hot: [dramaOf({ id: 1, title: '狐村往事' }), dramaOf({ id: 2, title: '都市狐仙', freeCount: 0 })],
      new: [dramaOf({ id: 3, title: '新剧上线', singlePrice: 0 })],
    });
    renderWith(<DramaHomePage routeKey="shortPlay" />, '/shortPlay');
    const featured = await screen.findByTestId('drama-featured');
    expect(featured.textContent).toContain('狐村往事');
    const hot = await screen.findByTestId('drama-grid-hot');
    expect(
      [...hot.querySelectorAll('[data-testid="drama-card-title"]')].map((item) => item.textContent),
    ).toEqual(['都市狐仙']);
    const card = hot.querySelector('[data-testid="drama-card"]')!;
    expect(card.textContent).toContain('共3集');
    expect(card.textContent).toContain('¥1.50/集');
    expect(card.querySelector('a')!.getAttribute('href')).toBe('/shortPlayDetail?episodeRelevance=2');
    const latest = await screen.findByTestId('drama-grid-new');
    expect(latest.textContent).toContain('全集免费');
    expect(screen.getByTestId('drama-more-new').getAttribute('href')).toBe('/shortPlayMore?sort=new');
    expect(pageQueries()).toContainEqual({ sort: 'hot', pageNum: 1, pageSize: 13 });
    // The request layer would cancel one of two lists asked for at once on the same path.
    expect(inFlight.most).toBe(1);
  });

  it('show an empty state when a search finds nothing', async () => {
    serveCatalogue({ hot: [dramaOf({ title: '狐村往事' })] });
    renderWith(
      <DramaSearchPage routeKey="shortPlaySearchResult" />,
      '/shortPlaySearchResult?keyword=%E9%BE%99%E7%8E%8B',
    );
    expect((await screen.findByTestId('drama-grid-search-empty')).textContent).toContain(
      '没有找到与“龙王”相关的短剧',
    );
    expect(pageQueries()[0]).toMatchObject({ keyword: '龙王' });
  });

  it('find dramas by keyword', async () => {
    serveCatalogue({ hot: [dramaOf({ id: 1, title: '狐村往事' }), dramaOf({ id: 2, title: '都市狐仙' })] });
    renderWith(
      <DramaSearchPage routeKey="shortPlaySearchResult" />,
      '/shortPlaySearchResult?keyword=%E7%8B%90%E6%9D%91',
    );
    expect((await screen.findByTestId('drama-search-count')).textContent).toBe('共找到 1 部短剧');
    expect(screen.getAllByTestId('drama-card')).toHaveLength(1);
  });

  it('page through the trending and newest lists', async () => {
    serveCatalogue({ hot: [dramaOf({ id: 1 })], new: [dramaOf({ id: 2, title: '新剧' })] }, 45);
    renderWith(<DramaMorePage routeKey="shortPlayMore" />, '/shortPlayMore');
    await screen.findByTestId('drama-grid-more');
    expect(pageQueries().at(-1)).toEqual({ sort: 'hot', pageNum: 1, pageSize: 20 });
    fireEvent.click(screen.getByTestId('drama-tab-new'));
    await waitFor(() => expect(pageQueries().at(-1)).toMatchObject({ sort: 'new', pageNum: 1 }));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(pageQueries().at(-1)).toEqual({ sort: 'new', pageNum: 3, pageSize: 20 }));
  });
});
