import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EndpointResult, finance } from '@fox/contracts';
import { registerApiUiEffects } from '../../api';
import { useSessionStore } from '../auth';
import { CashOutPage } from './CashOutPage';
import {
  CASH_OUT,
  RULES,
  Refusal,
  fakeServer,
  logIn,
  passedAccount,
  passedCard,
  renderAt,
  toastTexts,
  withdrawalOf,
} from './finance-test-kit';

type Rules = EndpointResult<typeof finance.cashOutRules>;

const rules: Rules = {
  available: 500,
  minAmount: 1,
  dailyLimit: 5000,
  withdrawnToday: 4800,
  feePermille: 1,
  feeMin: 0.1,
  arrivalHours: 2,
  card: passedCard,
};

let server: ReturnType<typeof fakeServer>;

function renderCashOut() {
  return renderAt('/makeMoney/cashOut', '/makeMoney/cashOut', <CashOutPage routeKey="cashOut" />);
}

async function typeAmount(text: string) {
  fireEvent.change(await screen.findByTestId('cash-out-amount'), { target: { value: text } });
}

beforeEach(() => {
  logIn();
  server = fakeServer();
  server.handlers['GET /pay/account/account'] = () => passedAccount;
  server.handlers['GET /pay/account/bank/bank'] = () => passedCard;
  server.handlers[RULES] = () => rules;
});
afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe('CashOutPage', { timeout: 60_000 }, () => {
  it('shows the card, the available amount and every rule before anything is typed', async () => {
    renderCashOut();
    expect((await screen.findByTestId('cash-out-card')).textContent).toBe('招商银行 **** 1234');
    expect(screen.getByTestId('cash-out-available').textContent).toBe('可提现金额 ¥500.00');
    const shown = screen.getByTestId('cash-out-rules').textContent;
    expect(shown).toContain('单笔最低 ¥1.00');
    expect(shown).toContain('每日限额 ¥5000.00，今日已提现 ¥4800.00，还可提现 ¥200.00');
    expect(shown).toContain('手续费为提现金额的 0.1%，最低 ¥0.10');
    expect(shown).toContain('预计 2 小时内到账');
    expect(screen.getByTestId('cash-out-submit')).toHaveProperty('disabled', true);
  });

  it('refuses an amount with three decimals, with the message, and sends nothing', async () => {
    renderCashOut();
    await typeAmount('12.345');
    expect(screen.getByTestId('cash-out-problem').textContent).toBe('请输入正确的金额，最多两位小数');
    const submit = screen.getByTestId('cash-out-submit');
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(submit);
    fireEvent.keyDown(screen.getByTestId('cash-out-amount'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.queryByTestId('cash-out-confirm')).toBeNull();
    expect(server.callsTo(CASH_OUT)).toEqual([]);
  });

  it('refuses more than is available and more than the day has left', async () => {
    renderCashOut();
    await typeAmount('600');
    expect(screen.getByTestId('cash-out-problem').textContent).toBe('超出可提现金额 ¥500.00');
    await typeAmount('300');
    expect(screen.getByTestId('cash-out-problem').textContent).toBe('超出每日提现限额，今日还可提现 ¥200.00');
    await typeAmount('0.5');
    expect(screen.getByTestId('cash-out-problem').textContent).toBe('单笔提现不能低于 ¥1.00');
    // "Withdraw all" fills what can go now: the available amount within what the day leaves.
    fireEvent.click(screen.getByTestId('cash-out-all'));
    expect(screen.getByTestId('cash-out-amount')).toHaveProperty('value', '200.00');
    expect(screen.getByTestId('cash-out-preview').textContent).toBe(
      '到账 ¥199.80，手续费 ¥0.20，预计 2 小时内到账',
    );
  });

  it('previews the fee and arrival, confirms, and sends once under a double click with one requestId', async () => {
    let answer: (value: unknown) => void = () => undefined;
    server.handlers[CASH_OUT] = () => new Promise((resolve) => (answer = resolve));
    renderCashOut();
    await typeAmount('100');
    expect(screen.getByTestId('cash-out-preview').textContent).toBe(
      '到账 ¥99.90，手续费 ¥0.10，预计 2 小时内到账',
    );
    fireEvent.click(screen.getByTestId('cash-out-submit'));

    const dialog = await screen.findByTestId('cash-out-confirm');
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('提现金额¥100.00');
    expect(within(dialog).getByTestId('confirm-fee').textContent).toBe('手续费¥0.10');
    expect(within(dialog).getByTestId('confirm-arrival').textContent).toBe('实际到账¥99.90');
    expect(within(dialog).getByTestId('confirm-card').textContent).toBe('到账银行卡招商银行 **** 1234');
    expect(within(dialog).getByTestId('confirm-time').textContent).toBe('预计到账2 小时内');

    const ok = screen.getByTestId('cash-out-confirm-ok');
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(server.callsTo(CASH_OUT)).toHaveLength(1));
    fireEvent.click(ok);
    await act(async () => {
      answer({ recordId: 77, withdrawal: withdrawalOf() });
      await Promise.resolve();
    });

    expect((await screen.findByTestId('cash-out-result-title')).textContent).toBe('提现申请已提交');
    expect(screen.getByTestId('cash-out-result').textContent).toContain(
      '¥99.90 将转入 招商银行 **** 1234，预计 2 小时内到账',
    );
    const calls = server.callsTo(CASH_OUT);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.amount).toBe('100');
    expect(String(calls[0]!.requestId)).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByTestId('cash-out-view-record'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/makeMoney/finance/detail?id=77'),
    );
  });

  it('retries a failed confirmation with the same requestId', async () => {
    let attempts = 0;
    server.handlers[CASH_OUT] = () => {
      attempts += 1;
      return attempts === 1
        ? new Refusal(500, '系统繁忙，请稍后再试')
        : {
            recordId: 78,
            withdrawal: withdrawalOf({ state: 'succeeded', finishTime: '2026-11-27 09:01:00' }),
          };
    };
    const showError = vi.fn();
    const unregister = registerApiUiEffects({ showError, navigate: vi.fn() });
    renderCashOut();
    await typeAmount('100');
    fireEvent.click(screen.getByTestId('cash-out-submit'));
    fireEvent.click(await screen.findByTestId('cash-out-confirm-ok'));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('系统繁忙，请稍后再试'));
    unregister();
    expect(screen.getByTestId('cash-out-confirm')).toBeTruthy();
    // The button stops spinning once the failed attempt is over; then the user tries again.
    const ok = screen.getByTestId('cash-out-confirm-ok');
    await waitFor(() => expect(ok.className).not.toContain('ant-btn-loading'));

    fireEvent.click(ok);
    expect((await screen.findByTestId('cash-out-result-title')).textContent).toBe('提现成功');
    const [first, second] = server.callsTo(CASH_OUT);
    expect(second!.requestId).toBe(first!.requestId);
  });

  it('shows no form while the settlement gate blocks the viewer', async () => {
    server.handlers['GET /pay/account/account'] = () => ({ ...passedAccount, state: 'WaitApprove' });
    renderCashOut();
    expect((await screen.findByTestId('cash-out-blocked')).textContent).toContain(
      '完成实名认证并添加结算银行卡后才能提现',
    );
    await waitFor(() => expect(toastTexts().join()).toContain('认证审核中'));
    expect(screen.queryByTestId('cash-out-form')).toBeNull();
    expect(server.callsTo(RULES)).toEqual([]);
  });
});
