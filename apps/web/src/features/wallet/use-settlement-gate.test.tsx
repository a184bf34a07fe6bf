import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, renderHook, screen } from '@testing-library/react';
import type { wallet } from '@fox/contracts';
import { AppProviders } from '../../ui/AppProviders';
import { useSessionStore } from '../auth';
import { useSettlementGate } from './use-settlement-gate';
import { fakeServer, logInForWallet } from './wallet-test-kit';

configure({ asyncUtilTimeout: 5000 });

let server: ReturnType<typeof fakeServer>;
const DAY = 24 * 60 * 60 * 1000;

/** A verified personal account as GET /pay/account/account answers it (validities as code strings). */
const passed: wallet.PayAccount = {
  accountType: 'personal',
  merchantName: '',
  identityType: 'idCard',
  legalName: '林知夏',
  identityNoEncrypt: '35**************62',
  state: 'Pass',
  rejectReason: '',
  bailState: 'none',
  existBank: true,
  identityValidityType: '0',
  identityEndDate: null,
  licenseValidityType: '1',
  licenseEndDate: formatChinaTime(Date.now() + 30 * DAY),
};

beforeEach(() => {
  server = fakeServer();
  logInForWallet();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

async function runGate(account: wallet.PayAccount, card: wallet.BankCard) {
  server.handlers['GET /pay/account/account'] = () => account;
  server.handlers['GET /pay/account/bank/bank'] = () => card;
  const { result } = renderHook(() => useSettlementGate(), { wrapper: AppProviders });
  let ready = false;
  await act(async () => {
    ready = await result.current.check();
  });
  return ready;
}

describe('useSettlementGate', () => {
  it.each<[string, wallet.PayAccount, wallet.BankCard, string]>([
    ['an account under review', { ...passed, state: 'WaitApprove' }, { state: 'Pass' }, '认证审核中'],
    [
      'an expired identity',
      { ...passed, identityValidityType: '1', identityEndDate: formatChinaTime(Date.now() - DAY) },
      { state: 'Pass' },
      '您的实名认证已过期，请重新认证',
    ],
    [
      'an expired licence',
      { ...passed, licenseEndDate: formatChinaTime(Date.now() - DAY) },
      { state: 'Pass' },
      '您的实名认证已过期，请重新认证',
    ],
    ['a refused account', { ...passed, state: 'Refuse' }, { state: 'Pass' }, '实名认证审核未通过'],
    ['no account', { ...passed, state: null }, { state: null }, '您还未实名认证，请先认证'],
    ['no bank card', passed, { state: null }, '为保证正常结算，请添加结算银行卡'],
    ['a bank card under review', passed, { state: 'WaitApprove' }, '银行卡审核中'],
    ['a refused bank card', passed, { state: 'Refuse' }, '审核未通过'],
  ])('stops %s and says why', async (_case, account, card, prompt) => {
    expect(await runGate(account, card)).toBe(false);
    expect(await screen.findByText(prompt)).toBeTruthy();
  });

  it('lets a passed account with a passed bank card through without a prompt', async () => {
    expect(await runGate(passed, { state: 'Pass' })).toBe(true);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('lets nobody through when the check cannot be made', async () => {
    server.handlers['GET /pay/account/account'] = () => passed;
    const { result } = renderHook(() => useSettlementGate(), { wrapper: AppProviders });
    let ready = true;
    await act(async () => {
      ready = await result.current.check();
    });
    expect(ready).toBe(false);
  });
});
