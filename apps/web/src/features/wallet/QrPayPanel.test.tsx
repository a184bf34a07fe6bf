import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { payments } from '@fox/contracts';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../auth';
import { QrPayPanel } from './QrPayPanel';
import { fakeOrder, fakeServer, logInForWallet } from './wallet-test-kit';

configure({ asyncUtilTimeout: 5000 });

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  logInForWallet();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderPanel(placeOrder: () => Promise<payments.Order>, onPaid = vi.fn()) {
  render(
    <AppProviders>
      <QrPayPanel placeOrder={placeOrder} onPaid={onPaid} amountLabel="充值 60 狐币" />
    </AppProviders>,
  );
  return onPaid;
}

describe('QrPayPanel', { timeout: 30_000 }, () => {
  it('shows the code of the placed order and calls onPaid once when the poll sees it fulfilled', async () => {
    let polls = 0;
    server.handlers['GET /app/api/orders/state'] = () => {
      polls += 1;
      return fakeOrder({ state: polls < 2 ? 'created' : 'fulfilled', virtualCoin: 60 });
    };
    const placeOrder = vi.fn(() => Promise.resolve(fakeOrder()));
    const onPaid = renderPanel(placeOrder);

    const panel = await screen.findByTestId('qr-pay-panel');
    await waitFor(() => expect(panel.querySelector('svg')).not.toBeNull());
    expect(panel.textContent).toContain('充值 60 狐币');
    expect(panel.textContent).toContain('微信');
    expect(screen.getByTestId('qr-pay-link').getAttribute('href')).toBe(
      'http://localhost/sandbox/pay/TOPUP-1',
    );
    expect(screen.getByTestId('qr-pay-expiry').textContent).toMatch(/1[45]:\d\d/);

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), { timeout: 7000 });
    expect(onPaid.mock.calls[0]?.[0]).toMatchObject({ masterOrderNo: 'TOPUP-1', state: 'fulfilled' });
    expect(server.callsTo('GET /app/api/orders/state')[0]).toEqual({ masterOrderNo: 'TOPUP-1' });
    expect(placeOrder).toHaveBeenCalledTimes(1);
  }, 10_000);

  it('swallows a failed order and offers a refresh that places a new one', async () => {
    const placeOrder = vi
      .fn<() => Promise<payments.Order>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(fakeOrder({ masterOrderNo: 'TOPUP-2' }));
    renderPanel(placeOrder);

    const overlay = await screen.findByTestId('qr-pay-overlay');
    expect(overlay.textContent).toContain('二维码获取失败');
    expect((screen.getByTestId('qr-pay-done') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(overlay).getByTestId('qr-pay-refresh'));
    // The overlay also goes while the new order loads: wait for the code the new order brings.
    await waitFor(() => {
      expect(placeOrder).toHaveBeenCalledTimes(2);
      expect(screen.queryByTestId('qr-pay-overlay')).toBeNull();
      expect(screen.getByTestId('qr-pay-link').getAttribute('href')).toContain('TOPUP-1');
    });
  });

  it('ends the loading state after three seconds when the order does not come', async () => {
    renderPanel(() => new Promise<payments.Order>(() => undefined));
    const panel = await screen.findByTestId('qr-pay-panel');
    expect(panel.querySelector('.ant-spin')).not.toBeNull();
    expect(await screen.findByTestId('qr-pay-overlay', {}, { timeout: 10_000 })).toBeTruthy();
    expect(panel.querySelector('.ant-spin')).toBeNull();
  });

  it('refreshes the code of an open order, and places a new order when the old one was closed', async () => {
    server.handlers['POST /app/api/pay/payment'] = () => fakeOrder({ state: 'closed' });
    const placeOrder = vi
      .fn<() => Promise<payments.Order>>()
      .mockResolvedValueOnce(fakeOrder())
      .mockResolvedValueOnce(
        fakeOrder({ masterOrderNo: 'TOPUP-2', codeUrl: 'http://localhost/sandbox/pay/TOPUP-2' }),
      );
    renderPanel(placeOrder);

    await screen.findByTestId('qr-pay-link');
    fireEvent.click(screen.getByRole('button', { name: /刷新二维码/ }));
    await waitFor(() =>
      expect(screen.getByTestId('qr-pay-link').getAttribute('href')).toBe(
        'http://localhost/sandbox/pay/TOPUP-2',
      ),
    );
    expect(server.callsTo('POST /app/api/pay/payment')[0]).toMatchObject({
      payType: 'yi-ma',
      paySource: 9,
      masterOrderNo: 'TOPUP-1',
      payChannel: 'pc',
    });
    expect(placeOrder).toHaveBeenCalledTimes(2);
  });

  it('shows an expired code with a refresh when the order was closed', async () => {
    renderPanel(() => Promise.resolve(fakeOrder({ state: 'closed' })));
    expect((await screen.findByTestId('qr-pay-overlay')).textContent).toContain('二维码已过期');
  });

  it("asks before 'payment finished' and says so when the payment has not arrived", async () => {
    let confirmed: payments.OrderState = 'created';
    server.handlers['POST /app/api/orders/confirm'] = () => fakeOrder({ state: confirmed });
    const onPaid = renderPanel(() => Promise.resolve(fakeOrder()));

    await screen.findByTestId('qr-pay-link');
    fireEvent.click(screen.getByTestId('qr-pay-done'));
    const dialog = await screen.findByTestId('pay-confirm');
    expect(dialog.textContent).toContain('确定已完成支付吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('暂未查询到支付结果，请稍后再试')).toBeTruthy();
    expect(server.callsTo('POST /app/api/orders/confirm')[0]).toEqual({ masterOrderNo: 'TOPUP-1' });
    expect(onPaid).not.toHaveBeenCalled();

    confirmed = 'fulfilled';
    fireEvent.click(screen.getByTestId('qr-pay-done'));
    const again = await waitFor(() => {
      const dialogs = screen.getAllByTestId('pay-confirm');
      return dialogs[dialogs.length - 1] as HTMLElement;
    });
    fireEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });
});
