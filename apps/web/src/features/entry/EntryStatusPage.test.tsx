import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { formatChinaTime } from '@fox/contracts/client';
import type { wallet } from '@fox/contracts';
import { useSessionStore } from '../auth';
import { EntryStatusPage } from './EntryStatusPage';
import { bankCardOf, fakeServer, logIn, passedAccount, payAccountOf, renderAt } from './entry-test-kit';

const DAY = 24 * 60 * 60 * 1000;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  logIn();
  server = fakeServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

async function renderStatus(account: wallet.PayAccount, card: wallet.BankCard = bankCardOf()) {
  server.handlers['GET /pay/account/account'] = () => account;
  server.handlers['GET /pay/account/bank/bank'] = () => card;
  renderAt('/entry/status', <EntryStatusPage routeKey="entryStatus" />);
  return within(await screen.findByTestId('account-status'));
}

const bankAction = () => screen.getByTestId('bank-action') as HTMLButtonElement;

describe('EntryStatusPage', () => {
  it('calls an unverified user to verify, and keeps the card closed until then', async () => {
    const account = await renderStatus(payAccountOf());
    expect(account.getByTestId('account-state').textContent).toBe('未认证');
    expect(screen.getByTestId('bank-prompt').textContent).toBe('为保证正常结算，请添加结算银行卡');
    expect(bankAction().disabled).toBe(true);
    fireEvent.click(account.getByTestId('account-action'));
    expect(screen.getByTestId('where').textContent).toBe('/entry/personAuth');
  });

  it('says a verification is under review', async () => {
    const account = await renderStatus(passedAccount({ state: 'WaitApprove' }));
    expect(account.getByTestId('account-prompt').textContent).toBe('认证审核中');
    expect(account.queryByTestId('account-action')).toBeNull();
    expect(bankAction().disabled).toBe(true);
  });

  it('shows a passed verification masked, with its validity, and opens the card', async () => {
    const end = formatChinaTime(Date.parse('2036-05-01T00:00:00+08:00'));
    const account = await renderStatus(passedAccount({ identityValidityType: '1', identityEndDate: end }));
    expect(account.getByTestId('account-state').textContent).toBe('已认证');
    expect(account.getByTestId('account-name').textContent).toBe('林*夏');
    expect(account.getByTestId('account-id').textContent).toBe('11**************2X');
    expect(account.getByTestId('account-validity').textContent).toBe('至 2036-05-01');
    expect(account.queryByTestId('account-prompt')).toBeNull();
    expect(bankAction().disabled).toBe(false);
    expect(bankAction().textContent).toContain('添加银行卡');
  });

  it('says an ended validity has expired and offers to verify again', async () => {
    const ended = { identityValidityType: '1' as const, identityEndDate: formatChinaTime(Date.now() - DAY) };
    const account = await renderStatus(passedAccount(ended));
    expect(account.getByTestId('account-state').textContent).toBe('已过期');
    expect(account.getByTestId('account-prompt').textContent).toBe('您的实名认证已过期，请重新认证');
    expect(account.getByTestId('account-action').textContent).toBe('重新认证');
    expect(bankAction().disabled).toBe(true);
  });

  it("shows a refusal with the reviewer's reason and offers to submit again", async () => {
    const account = await renderStatus(passedAccount({ state: 'Refuse', rejectReason: '身份证照片模糊' }));
    expect(account.getByTestId('account-prompt').textContent).toBe('实名认证审核未通过');
    expect(account.getByTestId('account-reason').textContent).toBe('审核意见：身份证照片模糊');
    fireEvent.click(account.getByTestId('account-action'));
    expect(screen.getByTestId('where').textContent).toBe('/entry/personAuth');
  });

  it('shows a card under review as bank, last four digits, branch and masked holder', async () => {
    const card = bankCardOf({
      state: 'WaitApprove',
      bankName: '招商银行',
      cardTail: '1234',
      branchName: '深圳分行科技园支行',
      holderName: '林*夏',
    });
    await renderStatus(passedAccount(), card);
    const shown = within(screen.getByTestId('bank-card'));
    expect(shown.getByTestId('bank-name').textContent).toBe('招商银行');
    expect(shown.getByTestId('bank-tail').textContent).toBe('**** 1234');
    expect(shown.getByTestId('bank-branch').textContent).toBe('深圳分行科技园支行');
    expect(shown.getByTestId('bank-holder').textContent).toBe('林*夏');
    expect(screen.getByTestId('bank-state').textContent).toBe('审核中');
    expect(screen.getByTestId('bank-prompt').textContent).toBe('银行卡审核中');
  });

  it("shows a refused card with the reviewer's reason and offers to add one again", async () => {
    const card = bankCardOf({
      state: 'Refuse',
      bankName: '招商银行',
      cardTail: '1234',
      rejectReason: '卡号与户名不符',
    });
    await renderStatus(passedAccount(), card);
    expect(screen.getByTestId('bank-prompt').textContent).toBe('审核未通过');
    expect(screen.getByTestId('bank-reason').textContent).toBe('审核意见：卡号与户名不符');
    expect(bankAction().textContent).toContain('重新添加');
    fireEvent.click(bankAction());
    expect(await screen.findByTestId('card-dialog')).toBeTruthy();
  });

  it('shows a passed card without a prompt, offers to replace it and leads on to cash-out', async () => {
    await renderStatus(
      passedAccount(),
      bankCardOf({ state: 'Pass', bankName: '招商银行', cardTail: '1234' }),
    );
    expect(screen.getByTestId('bank-state').textContent).toBe('已通过');
    expect(screen.queryByTestId('bank-prompt')).toBeNull();
    expect(bankAction().textContent).toContain('更换银行卡');
    fireEvent.click(screen.getByTestId('bank-cash-out'));
    expect(screen.getByTestId('where').textContent).toBe('/makeMoney/cashOut');
  });
});
