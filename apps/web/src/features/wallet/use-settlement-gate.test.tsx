import { formatChinaTime } from '@fox/contracts/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, configure, fireEvent, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
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

/** A bank card as GET /pay/account/bank/bank answers it, in the given review state. */
const cardIn = (state: wallet.BankCard['state']): wallet.BankCard => ({
  state,
  bankName: state ? '招商银行' : '',
  cardTail: state ? '1234' : '',
  branchName: state ? '深圳分行' : '',
  holderName: state ? '林*夏' : '',
  rejectReason: '',
});

/** Where the router is; the gate's way through leaves the page it was asked on. */
function WhereAmI() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

/** The app's providers, with the router every caller of the gate lives in. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <MemoryRouter initialEntries={['/makeMoney']}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
    </AppProviders>
  );
}

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
  const { result } = renderHook(() => useSettlementGate(), { wrapper: Providers });
  let ready = false;
  await act(async () => {
    ready = await result.current.check();
  });
  return ready;
}

describe('useSettlementGate', () => {
  it.each<[string, wallet.PayAccount, wallet.BankCard, string]>([
    ['an account under review', { ...passed, state: 'WaitApprove' }, cardIn('Pass'), '认证审核中'],
    [
      'an expired identity',
      { ...passed, identityValidityType: '1', identityEndDate: formatChinaTime(Date.now() - DAY) },
      cardIn('Pass'),
      '您的实名认证已过期，请重新认证',
    ],
    [
      'an expired licence',
      { ...passed, licenseEndDate: formatChinaTime(Date.now() - DAY) },
      cardIn('Pass'),
      '您的实名认证已过期，请重新认证',
    ],
    ['a refused account', { ...passed, state: 'Refuse' }, cardIn('Pass'), '实名认证审核未通过'],
    ['no account', { ...passed, state: null }, cardIn(null), '您还未实名认证，请先认证'],
    ['no bank card', passed, cardIn(null), '为保证正常结算，请添加结算银行卡'],
    ['a bank card under review', passed, cardIn('WaitApprove'), '银行卡审核中'],
    ['a refused bank card', passed, cardIn('Refuse'), '审核未通过'],
  ])('stops %s and says why', async (_case, account, card, prompt) => {
    expect(await runGate(account, card)).toBe(false);
    expect(await screen.findByText(prompt)).toBeTruthy();
  });

  it('lets a passed account with a passed bank card through without a prompt', async () => {
    expect(await runGate(passed, cardIn('Pass'))).toBe(true);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('offers the way through: the button in the prompt opens the verification status page', async () => {
    expect(await runGate({ ...passed, state: null }, cardIn(null))).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/makeMoney');
    fireEvent.click(await screen.findByRole('button', { name: '去认证' }));
    expect(screen.getByTestId('where').textContent).toBe('/entry/status');
  });

  it('lets nobody through when the check cannot be made', async () => {
    server.handlers['GET /pay/account/account'] = () => passed;
    const { result } = renderHook(() => useSettlementGate(), { wrapper: Providers });
    let ready = true;
    await act(async () => {
      ready = await result.current.check();
    });
    expect(ready).toBe(false);
  });
});
