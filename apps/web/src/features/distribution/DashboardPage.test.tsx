import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DashboardPage } from './DashboardPage';
import { fakeServer, ListAnswer, logIn, logOut, promotionOf, renderAt } from './distribution-test-kit';

const PROMOTIONS = 'GET /app/api/distribution/promotions';

afterEach(() => {
  vi.unstubAllGlobals();
  logOut();
});

describe('DashboardPage', () => {
  it("adds up the promoter's figures and lists each item, from one request", async () => {
    const server = fakeServer();
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

    const rows = await screen.findAllByTestId('promoter-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('promoter-totals-visits').textContent).toBe('6');
    expect(screen.getByTestId('promoter-totals-orders').textContent).toBe('3');
    expect(screen.getByTestId('promoter-totals-commission').textContent).toBe('0.45');
    expect(within(rows[0]!).getByTestId('promoter-row-details').getAttribute('href')).toBe(
      '/makeMoney/distributionDetail?id=3',
    );
    expect(server.callsTo(PROMOTIONS)).toEqual([{ pageNum: '1', pageSize: '50' }]);
  });

  it('asks a guest to log in and reads nothing', () => {
    const server = fakeServer();
    renderAt('/makeMoney/indepent', <DashboardPage routeKey="indepent" />);
    expect(screen.getByTestId('promoter-login-needed')).toBeTruthy();
    expect(server.callsTo(PROMOTIONS)).toHaveLength(0);
  });
});
