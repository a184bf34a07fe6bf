import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatChinaTime } from '@fox/contracts/client';
import { useSessionStore } from '../auth';
import { FinancePage } from './FinancePage';
import {
  RECORDS,
  SUMMARY,
  fakeServer,
  giveElementsASize,
  logIn,
  recordOf,
  renderAt,
  summaryOf,
} from './finance-test-kit';

function renderFinance() {
  return renderAt('/makeMoney/finance', '/makeMoney/finance', <FinancePage routeKey="finance" />);
}

beforeEach(() => {
  logIn();
  giveElementsASize();
});
afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

// The first render loads antd and the chart library; a busy two-core machine can take a while.
describe('FinancePage', { timeout: 60_000 }, () => {
  it('shows the balance card, a chart point for each of the 30 days, and the signed, tagged records', async () => {
    const server = fakeServer();
    server.handlers[SUMMARY] = () => summaryOf();
    server.handlers[RECORDS] = () => ({
      records: [
        recordOf({ id: 43, state: 'pending', availableTime: '2026-12-03 10:30:00' }),
        recordOf({
          id: 42,
          kind: 'withdraw',
          state: 'processing',
          amount: -50,
          fee: 0.1,
          title: '提现到招商银行(1234)',
          sourceType: 'withdrawal',
          sourceId: 'W1',
          orderNo: null,
          availableTime: null,
        }),
        recordOf({
          id: 40,
          kind: 'withdraw',
          state: 'failed',
          amount: -20,
          sourceType: 'withdrawal',
          sourceId: 'W0',
          orderNo: null,
          availableTime: null,
        }),
      ],
      hasMore: false,
    });
    const { container } = renderFinance();

    expect((await screen.findByTestId('summary-available')).textContent).toBe('1234.50');
    expect(screen.getByTestId('summary-pending').textContent).toBe('¥88.80');
    expect(screen.getByTestId('summary-pending-hint').textContent).toBe('收益入账 7 天后可提现');
    expect(screen.getByTestId('summary-frozen').textContent).toBe('¥50.00');
    expect(screen.getByTestId('summary-earned').textContent).toBe('¥2000.00');
    expect(screen.getByTestId('summary-withdrawn').textContent).toBe('¥600.25');
    // Eight of the 30 days earned 12.50 each.
    expect(screen.getByTestId('chart-total').textContent).toBe('合计 ¥100.00');
    await waitFor(() => expect(container.querySelectorAll('.recharts-area-dot')).toHaveLength(30));

    const rows = await screen.findAllByTestId('finance-record');
    expect(rows).toHaveLength(3);
    const sale = within(rows[0]!);
    expect(sale.getByTestId('record-amount').textContent).toBe('+12.30');
    expect(sale.getByTestId('record-amount').className).toContain('finance-amount--in');
    expect(sale.getByTestId('record-state').textContent).toBe('待入账');
    expect(sale.getByTestId('record-available-at').textContent).toBe('2026-12-03 10:30 可提现');
    expect(sale.getByText('短剧收益')).toBeTruthy();
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe('/makeMoney/finance/detail?id=43');
    const withdrawal = within(rows[1]!);
    expect(withdrawal.getByTestId('record-amount').textContent).toBe('-50.00');
    expect(withdrawal.getByTestId('record-amount').className).toContain('finance-amount--out');
    expect(withdrawal.getByTestId('record-state').textContent).toBe('处理中');
    // A failed withdrawal took nothing in the end: its amount is struck through, not red.
    const failed = within(rows[2]!);
    expect(failed.getByTestId('record-state').textContent).toBe('提现失败');
    expect(failed.getByTestId('record-amount').className).toContain('finance-amount--void');

    fireEvent.click(screen.getByTestId('finance-withdraw'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/makeMoney/cashOut'));
  });

  it('asks for the kind of the tab and the month picked, and pages on by the last id', async () => {
    const server = fakeServer();
    server.handlers[SUMMARY] = () => summaryOf();
    server.handlers[RECORDS] = (_body, url) => {
      const before = url.searchParams.get('beforeId');
      return before === '30'
        ? { records: [recordOf({ id: 29, title: '更早的一条' })], hasMore: false }
        : { records: [recordOf({ id: 31 }), recordOf({ id: 30 })], hasMore: true };
    };
    renderFinance();
    await screen.findAllByTestId('finance-record');
    expect(server.callsTo(RECORDS)).toEqual([{ pageSize: '20' }]);

    fireEvent.click(screen.getByTestId('records-more'));
    expect(await screen.findByText('更早的一条')).toBeTruthy();
    expect(server.callsTo(RECORDS).at(-1)).toEqual({ beforeId: '30', pageSize: '20' });
    expect(screen.getByText('没有更多了')).toBeTruthy();

    fireEvent.click(screen.getByTestId('records-tab-wishSettle'));
    await waitFor(() =>
      expect(server.callsTo(RECORDS).at(-1)).toEqual({ kind: 'wishSettle', pageSize: '20' }),
    );

    // The month before this China-time month, the second choice after "all months".
    const [year, month] = formatChinaTime(Date.now()).slice(0, 7).split('-').map(Number) as [number, number];
    const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    fireEvent.mouseDown(within(screen.getByTestId('finance-records')).getByRole('combobox'));
    const label = `${previous.slice(0, 4)}年${Number(previous.slice(5))}月`;
    fireEvent.click(await screen.findByTitle(label));
    await waitFor(() =>
      expect(server.callsTo(RECORDS).at(-1)).toEqual({ kind: 'wishSettle', month: previous, pageSize: '20' }),
    );
  });

  it('says when nothing matches, and when nothing came in yet', async () => {
    const server = fakeServer();
    server.handlers[SUMMARY] = () =>
      summaryOf({ days: summaryOf().days.map((day) => ({ ...day, amount: 0 })) });
    server.handlers[RECORDS] = () => ({ records: [], hasMore: false });
    renderFinance();
    expect((await screen.findByTestId('records-empty')).textContent).toContain('还没有收支记录');
    expect(screen.getByTestId('chart-total').textContent).toBe('近30天还没有收益');
    fireEvent.click(screen.getByTestId('records-tab-clawback'));
    await waitFor(() =>
      expect(screen.getByTestId('records-empty').textContent).toContain('没有符合条件的记录'),
    );
  });

  it('asks a guest to log in and asks the server nothing', async () => {
    useSessionStore.getState().clearSession();
    const server = fakeServer();
    renderFinance();
    expect((await screen.findByTestId('finance-login-needed')).textContent).toContain(
      '登录后查看你的收益和提现',
    );
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});
