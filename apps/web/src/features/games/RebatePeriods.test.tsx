import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { games } from '@fox/contracts';
import { formatChinaTime } from '@fox/contracts/client';
import { api } from '../../api';
import { FeedbackOutlet, preloadFeedback } from '../../ui/feedback';
import { RebatePeriods } from './RebatePeriods';

vi.mock('../../api', () => ({ api: vi.fn() }));
vi.mock('../wallet', () => ({ invalidateWallet: () => Promise.resolve() }));

const apiMock = vi.mocked(api);
beforeAll(() => preloadFeedback());

const game = { id: 3, name: '2048' } as games.Game;

function period(over: Partial<games.RebatePeriod>): games.RebatePeriod {
  return {
    gameId: 3,
    periodStart: '2026-11-16',
    periodEnd: '2026-11-22',
    spentCoins: 150,
    rebateCoins: 15,
    state: 'claimable',
    rejectReason: '',
    claimTime: null,
    ...over,
  };
}

let periods: games.RebatePeriod[] = [];

beforeEach(() => {
  apiMock.mockReset();
  periods = [
    period({
      periodStart: '2026-11-23',
      periodEnd: '2026-11-29',
      state: 'running',
      spentCoins: 50,
      rebateCoins: 0,
    }),
    period({}),
    period({
      periodStart: '2026-11-09',
      periodEnd: '2026-11-15',
      state: 'Pass',
      claimTime: formatChinaTime(0),
    }),
    period({
      periodStart: '2026-11-02',
      periodEnd: '2026-11-08',
      state: 'Refuse',
      rejectReason: '消费记录异常',
    }),
  ];
  apiMock.mockImplementation((endpoint: unknown, input?: unknown) => {
    if (endpoint === games.rebatePeriods) return Promise.resolve({ total: periods.length, data: periods });
    if (endpoint === games.gameInfo) return Promise.reject(new Error('not needed'));
    if (endpoint === games.claimRebate) {
      const { periodStart } = input as { periodStart: string };
      const claimed = period({ periodStart, state: 'WaitApprove', claimTime: formatChinaTime(0) });
      periods = periods.map((row) => (row.periodStart === periodStart ? claimed : row));
      return Promise.resolve(claimed);
    }
    return Promise.reject(new Error('unexpected call'));
  });
});

function renderPeriods() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RebatePeriods game={game} />
      </MemoryRouter>
      <FeedbackOutlet />
    </QueryClientProvider>,
  );
}

const rowOf = (start: string) =>
  screen.getAllByTestId('rebate-period').find((row) => row.dataset.periodStart === start)!;

describe('RebatePeriods', () => {
  it('shows each period with its state, a claim button only where the rules give something', async () => {
    renderPeriods();
    await screen.findAllByTestId('rebate-period');
    expect(within(rowOf('2026-11-23')).getByTestId('rebate-period-state').textContent).toBe('周期进行中');
    expect(within(rowOf('2026-11-23')).queryByTestId('rebate-claim')).toBeNull();
    expect(within(rowOf('2026-11-16')).getByTestId('rebate-period-state').textContent).toBe('可申请');
    expect(rowOf('2026-11-16').textContent).toContain('150 狐币');
    expect(rowOf('2026-11-16').textContent).toContain('15 狐币');
    expect(within(rowOf('2026-11-09')).getByTestId('rebate-period-state').textContent).toBe('已发放');
    expect(within(rowOf('2026-11-02')).getByTestId('rebate-period-reason').textContent).toBe(
      '拒绝原因：消费记录异常',
    );
    expect(screen.getAllByTestId('rebate-claim')).toHaveLength(1);
  });

  it('claims a period once and shows it waiting for review', async () => {
    renderPeriods();
    const claim = await screen.findByTestId('rebate-claim');
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() =>
      expect(within(rowOf('2026-11-16')).getByTestId('rebate-period-state').textContent).toBe('审核中'),
    );
    const claims = apiMock.mock.calls.filter(([endpoint]) => endpoint === games.claimRebate);
    expect(claims).toEqual([[games.claimRebate, { gameId: 3, periodStart: '2026-11-16' }]]);
    expect(screen.queryByTestId('rebate-claim')).toBeNull();
    expect(await screen.findByText('已提交申请，等待审核')).toBeTruthy();
  });
});
