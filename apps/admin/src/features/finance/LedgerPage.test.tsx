import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import { LedgerPage } from './LedgerPage';
import { buyer, topUpOrder } from './money-fixtures';

const PATHS = {
  user: '/admin/api/console/money/user',
  ledger: '/admin/api/console/money/ledger',
  transfers: '/admin/api/console/money/ledger/transfers',
};

const transfer = {
  accountId: 7,
  accountKind: 'wallet',
  currency: 'coin',
  counterpart: 'coinIssuance',
  orderNo: topUpOrder.orderNo,
  refundNo: null,
  createTime: '2026-01-05 10:00:31',
};

const transfers = [
  {
    ...transfer,
    id: 92,
    amount: -300,
    kind: 'refundHold',
    counterpart: 'refundHold',
    purpose: '退款处理中，暂扣',
    refundNo: 'RF1736000000000aabbcc',
  },
  { ...transfer, id: 90, amount: 300, kind: 'topUp', purpose: '充值到账' },
];

describe('the ledger page', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it("finds a user, shows their accounts' balances and their transfers linked to the orders", async () => {
    const server = fakeServer({
      [PATHS.user]: { data: buyer },
      [PATHS.ledger]: {
        data: {
          user: buyer,
          accounts: [
            { id: 7, kind: 'wallet', currency: 'coin', balance: 0 },
            { id: 8, kind: 'creatorRevenue', currency: 'cny', balance: 12.5 },
          ],
        },
      },
      [PATHS.transfers]: { code: 200, msg: 'ok', data: transfers, total: 2 },
    });
    renderInConsole(<LedgerPage />, '/ledger');
    expect(await screen.findByTestId('ledger-empty')).toBeTruthy();

    fireEvent.change(screen.getByTestId('user-lookup-account'), { target: { value: '10000123' } });
    fireEvent.click(screen.getByTestId('user-lookup-submit'));
    expect((await screen.findByTestId('money-user-bar')).textContent).toContain('小鹿');
    expect(server.callsTo(PATHS.user)[0]!.url.searchParams.get('account')).toBe('10000123');
    expect((await screen.findByTestId('ledger-account-creatorRevenue-cny')).textContent).toContain('¥12.50');
    expect(screen.getByTestId('ledger-account-wallet-coin').textContent).toContain('狐币钱包 · #7');

    const table = screen.getByTestId('ledger-transfers');
    expect(await within(table).findByText('退款处理中，暂扣')).toBeTruthy();
    expect(within(table).getByText('-300 狐币')).toBeTruthy();
    expect(within(table).getByText('+300 狐币')).toBeTruthy();
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('退款 RF1736000000000aabbcc');
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(`/orders?orderNo=${topUpOrder.orderNo}`);
    }

    // A card shows that account's transfers alone.
    fireEvent.click(screen.getByTestId('ledger-account-wallet-coin'));
    await vi.waitFor(() =>
      expect(server.callsTo(PATHS.transfers).at(-1)!.url.searchParams.get('accountId')).toBe('7'),
    );
    expect(server.callsTo(PATHS.transfers).at(-1)!.url.searchParams.get('userId')).toBe('45');
  });
});
