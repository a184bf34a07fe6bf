import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { useSiteStore } from '../sites';
import { SquarePage } from './SquarePage';
import { fakeServer, renderAt, wishOf } from './wish-test-kit';

const SQUARE = 'GET /busy-order/app/busy/task/square';

/** Twelve wishes make a full first page; the thirteenth comes with the next one. */
const firstPage = Array.from({ length: 12 }, (_, index) =>
  wishOf({
    id: 100 - index,
    taskNumber: `T${100 - index}`,
    title: `心愿 ${100 - index}`,
    cursor: `c${index}`,
  }),
);

beforeEach(() => {
  useSiteStore.setState({ siteId: 11, whetherAll: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('SquarePage', () => {
  it('shows each wish as a card: title, reward, industry, places of the limit, deadline and publisher', async () => {
    const server = fakeServer();
    server.handlers[SQUARE] = () => [
      wishOf({ fullAmount: 15_000, receiveNum: 2, receiveLimit: 5 }),
      wishOf({
        taskNumber: 'T2',
        publisherRating: { average: 4.8, count: 12 },
        title: '写一篇新品文案',
        fullAmount: 300,
        industryName: '',
        industryType: 'copywriting',
      }),
    ];
    renderAt('/makeMoney', '/makeMoney', <SquarePage routeKey="makeMoney" />);

    const cards = await screen.findAllByTestId('wish-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByTestId('wish-card-title').textContent).toBe('为新开的咖啡店拍一条探店短视频');
    expect(first.getByTestId('wish-card-reward').textContent).toBe('¥1.5万');
    expect(first.getByTestId('wish-card-industry').textContent).toBe('本地生活');
    expect(first.getByTestId('wish-card-places').textContent).toBe('2/5 人已接');
    expect(first.getByTestId('wish-card-deadline').textContent).toContain('2026-12-20 10:00 截止');
    // A publisher nobody rated yet shows no stars; a rated one their average and count.
    expect(first.getByTestId('wish-person').textContent).toBe('狐狸小店');
    const second = within(cards[1]!);
    expect(second.getByTestId('publisher-rating').textContent).toBe('★ 4.8 · 12条评价');
    expect(second.getByTestId('wish-card-reward').textContent).toBe('¥300');
    // Without a name from the server, the industry's own name in the catalogue.
    expect(second.getByTestId('wish-card-industry').textContent).toBe('文案');
    expect(cards[0]!.querySelector('a')!.getAttribute('href')).toBe(
      '/makeMoney/taskDetails?taskNumber=T202611270001&type=square&source=%E5%BF%83%E6%84%BF%E5%B9%BF%E5%9C%BA&isReceiving=0&title=%E4%B8%BA%E6%96%B0%E5%BC%80%E7%9A%84%E5%92%96%E5%95%A1%E5%BA%97%E6%8B%8D%E4%B8%80%E6%9D%A1%E6%8E%A2%E5%BA%97%E7%9F%AD%E8%A7%86%E9%A2%91',
    );
    // The site picker's choice filters the square, as it does the other lists.
    expect(server.callsTo(SQUARE)[0]).toMatchObject({ siteId: '11', sort: 'newest', pageSize: '12' });
  });

  it('pages on by the last card’s cursor, and asks again from the top when a filter changes', async () => {
    const server = fakeServer();
    server.handlers[SQUARE] = (_body, url) =>
      url.searchParams.get('cursor') === 'c11'
        ? [wishOf({ id: 88, taskNumber: 'T88', title: '心愿 88', cursor: 'c12' })]
        : firstPage;
    renderAt('/makeMoney', '/makeMoney', <SquarePage routeKey="makeMoney" />);

    expect(await screen.findAllByTestId('wish-card')).toHaveLength(12);
    fireEvent.click(screen.getByTestId('wish-square-more'));
    await waitFor(() => expect(screen.getAllByTestId('wish-card')).toHaveLength(13));
    expect(server.callsTo(SQUARE)[1]).toMatchObject({ cursor: 'c11' });
    // A short page is the last one.
    expect(screen.queryByTestId('wish-square-more')).toBeNull();

    fireEvent.click(screen.getByTestId('wish-industry-design'));
    fireEvent.click(screen.getByTestId('wish-sort-reward'));
    await waitFor(() =>
      expect(server.callsTo(SQUARE).at(-1)).toMatchObject({ industryType: 'design', sort: 'reward' }),
    );
    expect(server.callsTo(SQUARE).at(-1)).not.toHaveProperty('cursor');
  });

  it('searches by words and says when nothing matches', async () => {
    const server = fakeServer();
    server.handlers[SQUARE] = (_body, url) => (url.searchParams.get('keyword') ? [] : [wishOf()]);
    renderAt('/makeMoney', '/makeMoney', <SquarePage routeKey="makeMoney" />);
    await screen.findByTestId('wish-card');

    fireEvent.change(screen.getByTestId('wish-search'), { target: { value: '咖啡' } });
    fireEvent.click(screen.getByTestId('wish-search-submit'));
    expect((await screen.findByTestId('wish-square-empty')).textContent).toContain('换个筛选条件试试');
    expect(server.callsTo(SQUARE).at(-1)).toMatchObject({ keyword: '咖啡' });
  });
});
