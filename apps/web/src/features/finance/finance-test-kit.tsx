/** Shared by the settlement centre's component tests: fixtures, a fake server, and the providers a page needs. */
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { EndpointResult, finance, wallet } from '@fox/contracts';
import { FeedbackOutlet } from '../../ui/feedback';

// Pages here load antd's tables, dialogs and the chart on first use; a busy machine needs the time.
configure({ asyncUtilTimeout: 15_000 });

export { logInTestUser as logIn } from '../../../test/kits/session';

export const SUMMARY = 'GET /app/api/finance/summary';
export const RECORDS = 'GET /app/api/finance/records';
export const RULES = 'GET /app/api/finance/cashOut/rules';
export const CASH_OUT = 'POST /app/api/finance/cashOut';
export const recordPath = (id: number) => `GET /app/api/finance/records/${id}`;

export { fakeServer, Refusal, type FakeHandler } from '../../../test/kits/fake-server';

/** Where the router is now, for tests that follow a link or a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders a page at a path, with the query client, router and the feedback outlet the app has. */
export function renderAt(path: string, routePath: string, node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={node} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <FeedbackOutlet />
      </>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** jsdom lays nothing out; the chart measures its box, so it is given the size a desktop page has. */
export function giveElementsASize(width = 900, height = 220): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  } as DOMRect);
}

/** The texts of the toasts on screen. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent ?? '');
}

export function summaryOf(
  over: Partial<EndpointResult<typeof finance.summary>> = {},
): EndpointResult<typeof finance.summary> {
  const days = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 29 + index));
    return { day: day.toISOString().slice(0, 10), amount: index % 4 === 0 ? 12.5 : 0 };
  });
  return {
    available: 1234.5,
    pending: 88.8,
    frozen: 50,
    totalEarned: 2000,
    totalWithdrawn: 600.25,
    holdDays: 7,
    days,
    ...over,
  };
}

export function recordOf(over: Partial<finance.FinanceRecord> = {}): finance.FinanceRecord {
  return {
    id: 41,
    kind: 'dramaSale',
    state: 'available',
    amount: 12.3,
    fee: 0,
    title: '《狐狸的夏天》第3集',
    sourceType: 'drama',
    sourceId: '7',
    orderNo: 'D202611200001',
    createTime: '2026-11-20 10:30:00',
    availableTime: '2026-11-27 10:30:00',
    ...over,
  };
}

export function withdrawalOf(over: Partial<finance.Withdrawal> = {}): finance.Withdrawal {
  return {
    withdrawNo: 'W202611270001',
    amount: 100,
    fee: 0.1,
    arrival: 99.9,
    state: 'processing',
    failReason: '',
    bankName: '招商银行',
    cardTail: '1234',
    createTime: '2026-11-27 09:00:00',
    finishTime: null,
    steps: [{ step: 'applied', note: '', time: '2026-11-27 09:00:00' }],
    ...over,
  };
}

export const passedAccount: wallet.PayAccount = {
  accountType: 'personal',
  merchantName: '',
  identityType: 'idCard',
  legalName: '林*夏',
  identityNoEncrypt: '35**************62',
  state: 'Pass',
  rejectReason: '',
  bailState: 'none',
  existBank: true,
  identityValidityType: '0',
  identityEndDate: null,
  licenseValidityType: null,
  licenseEndDate: null,
};

export const passedCard: wallet.BankCard = {
  state: 'Pass',
  bankName: '招商银行',
  cardTail: '1234',
  branchName: '深圳分行',
  holderName: '林*夏',
  rejectReason: '',
};
