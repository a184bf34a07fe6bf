/** Shared by the verification pages' component tests: fixtures, a fake server and the providers a page needs. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { wallet } from '@fox/contracts';
import { FeedbackOutlet } from '../../ui/feedback';

export { logInTestUser as logIn } from '../../../test/kits/session';

export function payAccountOf(over: Partial<wallet.PayAccount> = {}): wallet.PayAccount {
  return {
    accountType: null,
    merchantName: '',
    identityType: null,
    legalName: '',
    identityNoEncrypt: '',
    state: null,
    rejectReason: '',
    bailState: null,
    existBank: false,
    identityValidityType: null,
    identityEndDate: null,
    licenseValidityType: null,
    licenseEndDate: null,
    ...over,
  };
}

/** A verified personal account, masked as the server answers it. */
export const passedAccount = (over: Partial<wallet.PayAccount> = {}) =>
  payAccountOf({
    accountType: 'personal',
    identityType: 'idCard',
    legalName: '林*夏',
    identityNoEncrypt: '11**************2X',
    state: 'Pass',
    identityValidityType: '0',
    ...over,
  });

export function bankCardOf(over: Partial<wallet.BankCard> = {}): wallet.BankCard {
  return {
    state: null,
    bankName: '',
    cardTail: '',
    branchName: '',
    holderName: '',
    rejectReason: '',
    ...over,
  };
}

export { fakeServer, Refusal, type FakeHandler } from '../../../test/kits/fake-server';

/** Shows the router's current path, so a test can see where a page went. */
function WhereAmI() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

/** Renders a page at a path, with the query client, a router and the feedback outlet the app has. */
export function renderAt(path: string, node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={node} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
      <FeedbackOutlet />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The texts of the toasts on screen. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent ?? '');
}
