import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../auth';
import { TopUpDialog } from './TopUpDialog';
import { useTopUpDialog } from './top-up-store';
import { fakeOrder, fakeServer, logInForWallet } from './wallet-test-kit';

configure({ asyncUtilTimeout: 5000 });

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.handlers['GET /app/api/wallet/virtualCoin'] = () => ({ virtualCoin: 12.34 });
  server.handlers['GET /app/api/wallet/recharge/list'] = () => [
    { id: 1, coin: 60, amount: 6 },
    { id: 2, coin: 300, amount: 30 },
    { id: 3, coin: 680, amount: 68 },
    { id: 4, coin: 1280, amount: 128 },
    { id: 5, coin: 3280, amount: 328 },
  ];
  server.handlers['GET /system/dict/data/type/system_config'] = () => [
    { dictLabel: 'RechargeRate', dictValue: '7.5', dictSort: 1 },
  ];
  logInForWallet();
  useTopUpDialog.getState().open();
});

afterEach(() => {
  act(() => useTopUpDialog.getState().close());
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderDialog() {
  render(
    <AppProviders>
      <TopUpDialog />
    </AppProviders>,
  );
}

const tile = (testId: string) => screen.getByTestId(testId);
const checked = (testId: string) => tile(testId).getAttribute('aria-checked');

async function typeCustom(text: string) {
  fireEvent.change(await screen.findByTestId('recharge-custom-input'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('recharge-custom-confirm'));
}

describe('TopUpDialog', { timeout: 30_000 }, () => {
  it('shows the balance and five packages with the first one selected', async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByTestId('top-up-balance').textContent).toBe('12.3'));
    await screen.findByTestId('recharge-package-1');
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(checked('recharge-package-1')).toBe('true');
    expect(tile('recharge-package-1').textContent).toContain('60狐币');
    expect(tile('recharge-package-1').textContent).toContain('¥6.00');
    expect(screen.getByTestId('top-up-pay').textContent).toBe('立即支付 ¥6.00');

    fireEvent.click(tile('recharge-package-3'));
    expect(checked('recharge-package-3')).toBe('true');
    expect(checked('recharge-package-1')).toBe('false');
    expect(screen.getByTestId('top-up-pay').textContent).toBe('立即支付 ¥68.00');
  });

  it('checks the custom amount and shows its coins at the configured rate', async () => {
    renderDialog();
    fireEvent.click(await screen.findByTestId('recharge-custom'));
    await typeCustom('');
    expect(screen.getByTestId('recharge-custom-error').textContent).toBe('请输入金额');

    await typeCustom('2000000');
    expect(screen.getByTestId('recharge-custom-error').textContent).toBe('最高充值100万，请重新输入');

    fireEvent.change(screen.getByTestId('recharge-custom-input'), { target: { value: '007a' } });
    expect((screen.getByTestId('recharge-custom-input') as HTMLInputElement).value).toBe('7');
    fireEvent.click(screen.getByTestId('recharge-custom-confirm'));

    await waitFor(() => expect(tile('recharge-custom').textContent).toContain('52.5'));
    expect(tile('recharge-custom').textContent).toContain('¥7.00');
    expect(checked('recharge-custom')).toBe('true');
    expect(checked('recharge-package-1')).toBe('false');
    expect(screen.getByTestId('top-up-pay').textContent).toBe('立即支付 ¥7.00');
  });

  it('goes back to the first package when an empty custom amount is cancelled', async () => {
    renderDialog();
    fireEvent.click(await screen.findByTestId('recharge-custom'));
    fireEvent.click(await screen.findByTestId('recharge-custom-cancel'));
    expect(checked('recharge-package-1')).toBe('true');
    expect(screen.queryByTestId('recharge-custom-input')).toBeNull();
  });

  it('pays a package by QR, says so, refreshes the balance and closes', async () => {
    server.handlers['POST /app/api/orders/add'] = () => fakeOrder({ masterOrderNo: 'TOPUP-9' });
    server.handlers['POST /app/api/orders/confirm'] = () =>
      fakeOrder({ masterOrderNo: 'TOPUP-9', state: 'fulfilled', virtualCoin: 72.34 });
    server.handlers['POST /app/api/wallet/recharge/virtual'] = () => ({
      virtualCoin: 72.34,
      state: 'fulfilled',
    });
    renderDialog();
    await screen.findByTestId('recharge-package-1');
    fireEvent.click(screen.getByTestId('top-up-pay'));

    const payDialog = await screen.findByTestId('payment-qr-dialog');
    await within(payDialog).findByTestId('qr-pay-link');
    expect(payDialog.textContent).toContain('充值 60 狐币，需支付 ¥6.00');
    expect(server.callsTo('POST /app/api/orders/add')[0]).toEqual({
      payType: 'yi-ma',
      paySource: 9,
      payChannel: 'pc',
      amount: 6,
      packageId: 1,
    });

    fireEvent.click(within(payDialog).getByTestId('qr-pay-done'));
    fireEvent.click(within(await screen.findByTestId('pay-confirm')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('支付成功')).toBeTruthy();
    await waitFor(() => expect(useTopUpDialog.getState().isOpen).toBe(false));
    await waitFor(() =>
      expect(server.callsTo('POST /app/api/wallet/recharge/virtual')[0]).toEqual({
        masterOrderNo: 'TOPUP-9',
      }),
    );
  });

  it('orders a custom amount without a package', async () => {
    server.handlers['POST /app/api/orders/add'] = () => fakeOrder();
    renderDialog();
    fireEvent.click(await screen.findByTestId('recharge-custom'));
    await typeCustom('25');
    fireEvent.click(screen.getByTestId('top-up-pay'));
    await within(await screen.findByTestId('payment-qr-dialog')).findByTestId('qr-pay-link');
    expect(server.callsTo('POST /app/api/orders/add')[0]).toEqual({
      payType: 'yi-ma',
      paySource: 9,
      payChannel: 'pc',
      amount: 25,
    });
  });

  it('lists the coin statement ten a page', async () => {
    server.handlers['GET /app/api/wallet/bill'] = () => [
      { id: 1, kind: 'topUp', coin: 60, title: '充值', createTime: formatChinaTime(Date.UTC(2026, 0, 2)) },
      {
        id: 2,
        kind: 'unlock',
        coin: -7.5,
        title: '解锁《狐狸传》第3集',
        createTime: formatChinaTime(Date.UTC(2026, 0, 3)),
      },
    ];
    renderDialog();
    fireEvent.click(await screen.findByTestId('top-up-switch'));
    const bills = await screen.findByTestId('coin-bills');
    expect(bills.textContent).toContain('+60');
    expect(bills.textContent).toContain('-7.5');
    expect(bills.textContent).toContain('解锁《狐狸传》第3集');
    expect(server.callsTo('GET /app/api/wallet/bill')[0]).toEqual({ pageNum: '1', pageSize: '10' });
  });
});
