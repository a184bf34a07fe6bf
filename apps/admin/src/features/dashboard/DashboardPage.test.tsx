import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { endConsoleSession, enterConsole } from '../../session/session-store';
import { DashboardPage } from './DashboardPage';
import { changeOf, changeText } from './figures';

const day = (date: string, figures: Partial<Record<string, number>> = {}) => ({
  date,
  newUsers: 0,
  activeUsers: 0,
  messages: 0,
  uploads: 0,
  orders: 0,
  revenue: 0,
  ...figures,
});

const days = [
  day('2026-01-01'),
  day('2026-01-02'),
  day('2026-01-03'),
  day('2026-01-04', { newUsers: 1 }),
  day('2026-01-05', { newUsers: 3 }),
  day('2026-01-06', { newUsers: 10, activeUsers: 40, messages: 120, uploads: 5, orders: 4, revenue: 98 }),
  day('2026-01-07', { newUsers: 12, activeUsers: 30, messages: 120, uploads: 6, orders: 5, revenue: 1234.5 }),
];

const operator = (role: 'finance' | 'operationsAdministrator') => ({
  id: 95,
  userName: '10000095',
  nickName: '值班',
  avatar: '',
  roles: [role],
});

describe('the dashboard', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    endConsoleSession(null);
    vi.unstubAllGlobals();
  });

  it("shows today's figures with the change from yesterday, the week's charts and the queues", async () => {
    enterConsole('tok-95', operator('finance'), 'finance');
    fakeServer({
      '/admin/api/console/dashboard': { data: { days, openReports: 3, pendingReviews: 0 } },
    });
    renderInConsole(<DashboardPage />, '/dashboard');
    expect((await screen.findByTestId('dashboard-today')).textContent).toContain('今日 2026-01-07');
    expect(screen.getByTestId('figure-value-newUsers').textContent).toBe('12');
    expect(screen.getByTestId('figure-value-revenue').textContent).toBe('1,234.50');
    expect(screen.getByTestId('figure-change-newUsers').textContent).toContain('+2（+20.0%）');
    expect(screen.getByTestId('figure-change-newUsers').getAttribute('data-direction')).toBe('up');
    expect(screen.getByTestId('figure-change-activeUsers').textContent).toContain('-10（-25.0%）');
    expect(screen.getByTestId('figure-change-messages').textContent).toContain('持平');
    expect(screen.getByTestId('figure-change-revenue').textContent).toContain('+1,136.50');
    expect(screen.getByTestId('chart-trade').textContent).toContain('订单与收入（近 7 日）');

    // Finance does not work the report queue: the count, and who works it, without a link.
    const reports = screen.getByTestId('queue-reports');
    expect(within(reports).getByTestId('queue-reports-count').textContent).toBe('3');
    expect(reports.textContent).toContain('由运营管理员处理');
    expect(screen.queryByTestId('queue-reports-link')).toBeNull();
  });

  it('links operations to the report queue, and says who reviews works', async () => {
    enterConsole('tok-95', operator('operationsAdministrator'), 'operationsAdministrator');
    fakeServer({
      '/admin/api/console/dashboard': { data: { days, openReports: 3, pendingReviews: 8 } },
    });
    renderInConsole(<DashboardPage />, '/dashboard');
    const link = await screen.findByTestId('queue-reports-link');
    expect(link.getAttribute('href')).toBe('/reports');
    expect(link.textContent).toContain('去处理');
    expect(screen.queryByTestId('queue-reviews-link')).toBeNull();
    expect(screen.getByTestId('queue-reviews').textContent).toContain('由版权审核、内容审核处理');
  });

  it('says a change from a day of nothing plainly', () => {
    expect(changeText(changeOf(5, 0), {})).toBe('+5');
    expect(changeText(changeOf(0, 0), {})).toBe('持平');
    expect(changeText(changeOf(10, 12.5), { money: true })).toBe('-2.50（-20.0%）');
    expect(changeText(changeOf(3, 1), {})).toBe('+2（+200%）');
  });
});
