import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, type Answer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { ReconcilePage } from './ReconcilePage';
import { chinaDay } from './reconcile-queries';

const PATH = '/admin/api/console/money/reconcile';

const cleanRun = {
  id: 4,
  day: '2026-11-26',
  startTime: '2026-11-27 02:15:03',
  orders: 12,
  refunds: 1,
  payouts: 3,
  mismatchCount: 0,
  mismatches: [],
};

const foundRun = {
  ...cleanRun,
  id: 5,
  startTime: '2026-11-27 10:20:00',
  mismatchCount: 2,
  mismatches: [
    {
      kind: 'orderMissingInLedger',
      ref: 'FXPLANTED0000000000001',
      ledger: null,
      provider: 8.88,
      note: '我方没有这笔记录',
    },
    { kind: 'orderAmount', ref: 'FX1764100000000a1b2c3', ledger: 12, provider: 11, note: '金额不一致' },
  ],
};

describe('the reconciliation page', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it("shows yesterday's last run, and reconciles it again on 立即对账 with every mismatch listed", async () => {
    let method = 'GET';
    const server = fakeServer({
      [PATH]: (): Answer => (method === 'POST' ? { data: { run: foundRun } } : { data: { run: cleanRun } }),
    });
    renderInConsole(<ReconcilePage />, '/reconcile');
    const figures = await screen.findByTestId('reconcile-figures');
    expect(figures.textContent).toContain('12');
    expect(figures.textContent).toContain('2026-11-27 02:15:03');
    expect(screen.getByText('账本与渠道记录一致，没有差异')).toBeTruthy();
    const yesterday = chinaDay(Date.now(), -1);
    expect(server.callsTo(PATH)[0]!.url.searchParams.get('day')).toBe(yesterday);

    method = 'POST';
    fireEvent.click(screen.getByTestId('reconcile-now'));
    const table = screen.getByTestId('reconcile-mismatches');
    expect(await within(table).findByText('FXPLANTED0000000000001')).toBeTruthy();
    expect(within(table).getByText('订单：账本无记录')).toBeTruthy();
    expect(within(table).getByText('订单：金额不一致')).toBeTruthy();
    expect(within(table).getByText('¥8.88')).toBeTruthy();
    expect(within(table).getByText('我方没有这笔记录')).toBeTruthy();
    const posted = server.calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({ day: yesterday });
  });

  it('says when a day was never reconciled, and shows why a run could not be done', async () => {
    let method = 'GET';
    fakeServer({
      [PATH]: (): Answer =>
        method === 'POST'
          ? { code: 409, msg: '支付渠道尚未生成 2026-11-20 的账单，请稍后再试' }
          : { data: { run: null } },
    });
    renderInConsole(<ReconcilePage />, '/reconcile?day=2026-11-20');
    expect((await screen.findByTestId('reconcile-never')).textContent).toContain('2026-11-20 尚未对账');
    method = 'POST';
    fireEvent.click(screen.getByTestId('reconcile-now'));
    expect((await screen.findByTestId('reconcile-failure')).textContent).toContain(
      '支付渠道尚未生成 2026-11-20 的账单，请稍后再试',
    );
  });
});
