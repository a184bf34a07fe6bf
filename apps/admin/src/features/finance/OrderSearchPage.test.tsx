import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderInConsole } from '../../../test/render';
import { connectApiToConsole } from '../../session/api-connection';
import {
  buyer,
  dramaOrder,
  PLAN_MESSAGE,
  processingRefund,
  refundablePlan,
  topUpOrder,
} from './money-fixtures';
import { OrderSearchPage } from './OrderSearchPage';

const PATHS = {
  orders: '/admin/api/console/money/orders',
  order: '/admin/api/console/money/order',
  refund: '/admin/api/console/money/order/refund',
  user: '/admin/api/console/money/user',
  ledger: '/admin/api/console/money/ledger',
};

const ledger = { user: buyer, accounts: [{ id: 7, kind: 'wallet', currency: 'coin', balance: 200 }] };

describe('the order page', { timeout: 45_000 }, () => {
  let disconnect: () => void;
  beforeEach(() => {
    disconnect = connectApiToConsole();
  });
  afterEach(() => {
    disconnect();
    vi.unstubAllGlobals();
  });

  it('lists orders, narrows them to a user named by phone, and says when nobody has that number', async () => {
    const server = fakeServer({
      [PATHS.orders]: (url) => ({
        code: 200,
        msg: 'ok',
        data: url.searchParams.get('userId') ? [topUpOrder] : [topUpOrder, dramaOrder],
        total: 2,
      }),
      [PATHS.user]: (url) =>
        url.searchParams.get('account') === '13950000001'
          ? { data: buyer }
          : { code: 404, msg: '用户不存在', data: null },
      [PATHS.ledger]: { data: ledger },
    });
    renderInConsole(<OrderSearchPage />, '/orders');
    const table = await screen.findByTestId('money-orders');
    expect(await within(table).findByText('充值 300 狐币')).toBeTruthy();
    expect(within(table).getByText('《归途》第 4 集')).toBeTruthy();
    expect(within(table).getByText('¥30.00')).toBeTruthy();
    expect(within(table).getByText('沙箱支付')).toBeTruthy();
    expect(within(table).getByText('19 狐币')).toBeTruthy();

    fireEvent.change(screen.getByTestId('order-search-user'), { target: { value: '13900000000' } });
    fireEvent.click(screen.getByTestId('order-search-submit'));
    expect((await screen.findByTestId('order-search-error')).textContent).toContain(
      '用户「13900000000」：用户不存在',
    );

    fireEvent.change(screen.getByTestId('order-search-user'), { target: { value: '13950000001' } });
    fireEvent.click(screen.getByTestId('order-search-submit'));
    const bar = await screen.findByTestId('money-user-bar');
    expect(bar.textContent).toContain('小鹿');
    expect(bar.textContent).toContain('10000123');
    expect(bar.textContent).toContain('狐币钱包 200 狐币');
    await vi.waitFor(() =>
      expect(server.callsTo(PATHS.orders).at(-1)!.url.searchParams.get('userId')).toBe('45'),
    );
    expect(screen.queryByTestId('order-search-error')).toBeNull();
  });

  it('opens an order by number, shows the refund plan, refunds with a reason and shows the result', async () => {
    let refunded = false;
    let settled = false;
    const server = fakeServer({
      [PATHS.orders]: { code: 200, msg: 'ok', data: [topUpOrder], total: 1 },
      [PATHS.order]: (url) =>
        url.searchParams.get('orderNo') !== topUpOrder.orderNo
          ? { code: 404, msg: '订单不存在', data: null }
          : {
              data: refunded
                ? {
                    order: { ...topUpOrder, state: settled ? 'refunded' : 'refunding' },
                    refunds: [settled ? { ...processingRefund, state: 'succeeded' } : processingRefund],
                    refundPlan: {
                      ...refundablePlan,
                      refundable: false,
                      message: '该订单的退款正在处理中，请勿重复提交',
                    },
                  }
                : { order: topUpOrder, refunds: [], refundPlan: refundablePlan },
            },
      [PATHS.refund]: () => {
        refunded = true;
        return {
          code: 200,
          msg: 'ok',
          data: {
            order: { ...topUpOrder, state: 'refunding' },
            refund: processingRefund,
            message: `退款已提交，等待支付渠道确认。${PLAN_MESSAGE}`,
          },
        };
      },
    });
    renderInConsole(<OrderSearchPage />, '/orders');
    fireEvent.change(await screen.findByTestId('order-search-no'), { target: { value: 'FX0' } });
    fireEvent.click(screen.getByTestId('order-search-submit'));
    expect((await screen.findByTestId('order-search-error')).textContent).toContain(
      '订单「FX0」：订单不存在',
    );

    fireEvent.change(screen.getByTestId('order-search-no'), { target: { value: topUpOrder.orderNo } });
    fireEvent.click(screen.getByTestId('order-search-submit'));
    const drawer = await screen.findByTestId('order-drawer');
    expect(await within(drawer).findByText('SBX1736000000abc')).toBeTruthy();
    expect(drawer.textContent).toContain('充值 300 狐币');
    expect(drawer.textContent).toContain('狐币充值（扫码）');
    expect(screen.getByTestId('refund-plan-message').textContent).toContain(PLAN_MESSAGE);
    expect(drawer.textContent).toContain('已使用狐币（不退）100 狐币');

    fireEvent.click(screen.getByTestId('refund-open'));
    const dialog = await screen.findByTestId('refund-confirm');
    expect(within(dialog).getByTestId('refund-confirm-plan').textContent).toContain(PLAN_MESSAGE);
    expect(within(dialog).getByText('确认退款 ¥20.00？')).toBeTruthy();
    const ok = within(dialog).getByTestId('confirm-action-ok');
    expect(ok).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByTestId('confirm-action-reason'), {
      target: { value: '用户误充值' },
    });
    fireEvent.click(ok);

    const result = await screen.findByTestId('refund-result');
    expect(result.textContent).toContain('退款已提交，等待支付渠道确认');
    expect(server.callsTo(PATHS.refund)[0]!.body).toEqual({
      orderNo: topUpOrder.orderNo,
      reason: '用户误充值',
    });
    const card = await screen.findByTestId('refund-card');
    expect(card.getAttribute('data-state')).toBe('processing');
    expect(screen.getByTestId('refund-processing').textContent).toContain('点「刷新」立即向渠道查询');
    expect(screen.getByTestId('refund-plan-refused').textContent).toContain('正在处理中');

    // 刷新 asks the server again (which asks the provider about the refund first); once settled, the
    // refund's card and the answer's heading say so, the answer given while it was processing kept.
    settled = true;
    fireEvent.click(screen.getByTestId('order-refresh'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('order-state').getAttribute('data-state')).toBe('refunded'),
    );
    expect(screen.getByTestId('refund-card').getAttribute('data-state')).toBe('succeeded');
    expect(screen.getByTestId('refund-result').getAttribute('data-state')).toBe('succeeded');
    expect(screen.getByTestId('refund-result').textContent).toContain('退款成功提交时的答复：退款已提交');
    expect(screen.queryByTestId('refund-processing')).toBeNull();
  });

  it('says why an order cannot be refunded, and offers no refund button', async () => {
    fakeServer({
      [PATHS.orders]: { code: 200, msg: 'ok', data: [dramaOrder], total: 1 },
      [PATHS.order]: {
        data: {
          order: dramaOrder,
          refunds: [],
          refundPlan: {
            refundable: false,
            message: '狐币支付的订单未经过支付渠道，不能在此退款',
            amount: 0,
            coin: null,
            spentCoin: null,
            episodes: [],
            lastWatched: null,
          },
        },
      },
    });
    renderInConsole(<OrderSearchPage />, `/orders?orderNo=${dramaOrder.orderNo}`);
    const refused = await screen.findByTestId('refund-plan-refused');
    expect(refused.textContent).toContain('狐币支付的订单未经过支付渠道，不能在此退款');
    expect(screen.queryByTestId('refund-open')).toBeNull();
    expect(screen.getByTestId('order-drawer').textContent).toContain('该订单没有退款记录');
    expect(screen.getByTestId('order-amount').textContent).toBe('¥1.90（以 19 狐币支付）');
  });
});
