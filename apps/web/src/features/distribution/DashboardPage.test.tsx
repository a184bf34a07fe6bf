import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { distribution } from '@fox/contracts';
import { DashboardPage } from './DashboardPage';
import { fakeServer, ListAnswer, logIn, logOut, promotionOf, renderAt } from './distribution-test-kit';

const PROMOTIONS = 'GET /app/api/distribution/promotions';
const FIGURES = 'GET /app/api/distribution/figures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  logOut();
});

const zero = { visits: 0, buyers: 0, orders: 0, commission: 0 };

/** 30 China days ending 2026-11-27, quiet but for two. */
function figuresOf(over: Partial<distribution.Figures> = {}): distribution.Figures {
  const series = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 27 - 29 + i)).toISOString().slice(0, 10);
    return { date, ...zero };
  });
  series[28] = { ...series[28]!, visits: 4, buyers: 2, orders: 2, commission: 0.3 };
  series[29] = { ...series[29]!, visits: 2, buyers: 1, orders: 1, commission: 0.15 };
  return {
    today: { visits: 2, buyers: 1, orders: 1, commission: 0.15 },
    month: { visits: 6, buyers: 3, orders: 3, commission: 0.45 },
    series,
    rank: 2,
    promoters: 7,
    ...over,
  };
}

describe('DashboardPage', () => {
  it("shows today's and the month's figures, the rank, the 30-day chart and each item promoted", async () => {
    // jsdom lays nothing out: the chart's container is given the width a browser would give it.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 900, 200));
    const server = fakeServer();
    server.handlers[FIGURES] = () => figuresOf();
    server.handlers[PROMOTIONS] = () =>
      new ListAnswer([
        promotionOf(),
        promotionOf({
          id: 41,
          distributionId: 4,
          title: '骑手日记',
          visits: 1,
          buyers: 0,
          orders: 0,
          commission: 0,
        }),
      ]);
    logIn();
    renderAt('/makeMoney/indepent', <DashboardPage routeKey="indepent" />);

    expect((await screen.findByTestId('promoter-today-visits')).textContent).toBe('2');
    expect(screen.getByTestId('promoter-today-commission').textContent).toBe('0.15');
    expect(screen.getByTestId('promoter-month-orders').textContent).toBe('3');
    expect(screen.getByTestId('promoter-month-commission').textContent).toBe('0.45');
    expect(screen.getByTestId('promoter-rank-place').textContent).toBe('第 2 名');
    expect(screen.getByTestId('promoter-rank').textContent).toContain('共 7 位推广者本月有佣金');
    expect((await screen.findByTestId('promoter-chart-total')).textContent).toBe('合计 ¥0.45');
    await waitFor(() =>
      expect(screen.getByTestId('promoter-chart').querySelectorAll('.recharts-area-dot')).toHaveLength(30),
    );

    const rows = await screen.findAllByTestId('promoter-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('promoter-row-details').getAttribute('href')).toBe(
      '/makeMoney/distributionDetail?id=3',
    );
    expect(server.callsTo(PROMOTIONS)).toEqual([{ pageNum: '1', pageSize: '10' }]);
    expect(server.callsTo(FIGURES)).toHaveLength(1);
  });

  it('ranks nobody before a first commission this month, and says the chart is empty', async () => {
    const server = fakeServer();
    server.handlers[FIGURES] = () =>
      figuresOf({
        today: zero,
        month: zero,
        series: figuresOf().series.map((day) => ({ ...day, ...zero })),
        rank: 8,
      });
    server.handlers[PROMOTIONS] = () => new ListAnswer([]);
    logIn();
    renderAt('/makeMoney/indepent', <DashboardPage routeKey="indepent" />);

    expect((await screen.findByTestId('promoter-rank')).textContent).toContain('本月还没有佣金');
    expect(screen.queryByTestId('promoter-rank-place')).toBeNull();
    expect((await screen.findByTestId('promoter-chart-total')).textContent).toBe('近30天还没有佣金');
    expect(await screen.findByTestId('promoter-empty')).toBeTruthy();
  });

  it('asks a guest to log in and reads nothing', () => {
    const server = fakeServer();
    renderAt('/makeMoney/indepent', <DashboardPage routeKey="indepent" />);
    expect(screen.getByTestId('promoter-login-needed')).toBeTruthy();
    expect(server.callsTo(PROMOTIONS)).toHaveLength(0);
    expect(server.callsTo(FIGURES)).toHaveLength(0);
  });
});
