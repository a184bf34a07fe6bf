import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { payments } from '@fox/contracts';
import { api } from '../../api';
import type * as WalletFeature from '../wallet';
import { preloadFeedback } from '../../ui/feedback';
import { useTopUpDialog } from '../wallet';
import { PayDialog, type PayDialogProps } from './PayDialog';
import { dramaOf, episodeOf, renderWith } from './drama-test-kit';

vi.mock('../../api', () => ({ api: vi.fn() }));

const wallet = vi.hoisted(() => ({ balance: 100 as number | undefined, rate: 10 as number | undefined }));
// The balance check and the top-up store are the wallet's own; only the server-backed parts are replaced.
vi.mock('../wallet', async (importOriginal) => ({
  ...(await importOriginal<typeof WalletFeature>()),
  useCoinBalance: () => ({ data: wallet.balance }),
  useRechargeRate: () => wallet.rate,
  invalidateWallet: () => Promise.resolve(),
  // The QR panel is the wallet's, tested there: here only the order the dialog hands it.
  QrPayPanel: ({ placeOrder, amountLabel }: { placeOrder: () => Promise<unknown>; amountLabel: string }) => (
    <button type="button" data-testid="qr-stub" onClick={() => void placeOrder()}>
      {amountLabel}
    </button>
  ),
}));

const apiMock = vi.mocked(api);

// The success toast shows on a fake clock, so its code is fetched while the clock still runs.
beforeAll(() => preloadFeedback());
const order: payments.Order = {
  masterOrderNo: 'M1',
  state: 'fulfilled',
  paySource: 101,
  payPrice: 1.5,
  coin: 15,
  codeUrl: null,
  expireTime: null,
  unlockedEpisodes: [2],
  charged: true,
  virtualCoin: 85,
};

function renderDialog(over: Partial<PayDialogProps> = {}) {
  const props: PayDialogProps = {
    open: true,
    drama: dramaOf(),
    episode: episodeOf(2),
    lockedCount: 5,
    onClose: vi.fn(),
    onUnlocked: vi.fn(),
    ...over,
  };
  renderWith(<PayDialog {...props} />);
  return props;
}

beforeEach(() => {
  wallet.balance = 100;
  wallet.rate = 10;
  useTopUpDialog.getState().close();
  apiMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PayDialog', () => {
  it('prices both options in coins at the rate, and the rest of the drama at no more than its episodes', () => {
    renderDialog();
    expect(screen.getByTestId('pay-price-1-amount').textContent).toBe('15.0 狐币');
    // 5 locked × 1.50 = 7.50 yuan, below the drama's 20 yuan.
    expect(screen.getByTestId('pay-price-2-amount').textContent).toBe('75.0 狐币');
    expect(screen.getByTestId('pay-balance').textContent).toBe('狐币余额：100');
    fireEvent.click(screen.getByTestId('pay-way-1'));
    expect(screen.getByTestId('pay-price-1-amount').textContent).toBe('¥1.50');
  });

  it('pays with coins: paying, then after 3 s success, and reports the episode', async () => {
    vi.useFakeTimers();
    apiMock.mockResolvedValue(order);
    const props = renderDialog();
    fireEvent.click(screen.getByTestId('pay-price-2'));
    fireEvent.click(screen.getByTestId('pay-submit'));
    await act(async () => undefined);
    expect(apiMock).toHaveBeenCalledWith(payments.placeOrder, {
      payType: 'virtual-pay',
      payChannel: 'pc',
      paySource: 102,
      masterId: 7,
      materialId: 702,
      payPrice: 7.5,
      isPlatform: false,
    });
    expect(screen.getByTestId('pay-submit').textContent).toContain('支付中');
    act(() => void vi.advanceTimersByTime(payments.COIN_SUCCESS_DELAY_MS - 1));
    expect(props.onUnlocked).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(props.onUnlocked).toHaveBeenCalledWith(2);
    expect(screen.getByText('支付成功')).toBeTruthy();
  });

  it('stops a payment the balance does not cover and offers a top-up', async () => {
    wallet.balance = 14.9;
    renderDialog();
    expect(screen.getByTestId('pay-insufficient').textContent).toContain('狐币余额不足，请充值后再支付');
    fireEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() =>
      expect(document.querySelector('.ant-message-notice')?.textContent).toContain('狐币余额不足'),
    );
    expect(apiMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('pay-top-up'));
    expect(useTopUpDialog.getState().isOpen).toBe(true);
  });

  it('sells nothing of a taken-down drama', () => {
    renderDialog({ drama: dramaOf({ state: 'CompelOff' }) });
    expect(screen.getByTestId('pay-off-shelf').textContent).toContain('该视频已下架，请观看其他视频');
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('pay-way-1'));
    expect(screen.queryByTestId('qr-stub')).toBeNull();
  });

  it('orders one episode by QR with source 7 and the rest of the drama with source 14', () => {
    apiMock.mockResolvedValue({ ...order, state: 'created', codeUrl: 'weixin://pay' });
    renderDialog();
    fireEvent.click(screen.getByTestId('pay-way-1'));
    expect(screen.getByTestId('qr-stub').textContent).toBe('应付金额 ¥1.50');
    fireEvent.click(screen.getByTestId('qr-stub'));
    expect(apiMock).toHaveBeenLastCalledWith(payments.placeOrder, expect.objectContaining({ paySource: 7 }));
    fireEvent.click(screen.getByTestId('pay-price-2'));
    fireEvent.click(screen.getByTestId('qr-stub'));
    expect(apiMock).toHaveBeenLastCalledWith(
      payments.ordersAdded,
      expect.objectContaining({
        paySource: 14,
        payType: 'yi-ma',
        payPrice: 7.5,
        masterId: 7,
        materialId: 702,
      }),
    );
  });

  it('offers only this episode when it is the last one locked, and links the agreement in a new tab', () => {
    renderDialog({ lockedCount: 1 });
    expect(screen.queryByTestId('pay-price-2')).toBeNull();
    const agreement = screen.getByTestId('pay-agreement');
    expect(agreement.getAttribute('href')).toBe('/explain?type=dramaPayAgreement');
    expect(agreement.getAttribute('target')).toBe('_blank');
  });
});
