/** Shared by distribution's component tests: fixtures, a fake API answering lists too, and the providers. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { distribution } from '@fox/contracts';
import { FeedbackOutlet } from '../../ui/feedback';
import { useSessionStore } from '../auth';

export { logInTestUser as logIn } from '../../../test/kits/session';

export function logOut(): void {
  useSessionStore.setState({ token: null, userId: null, userInfo: null });
}

export function plazaItemOf(over: Partial<distribution.PlazaItem> = {}): distribution.PlazaItem {
  return {
    id: 3,
    kind: 'drama',
    itemId: 7,
    title: '我的猫咪会说话',
    coverUrl: '',
    categoryName: '萌宠',
    singlePrice: 0.5,
    playletPrice: 9.9,
    commissionPercent: 30,
    commissionPerEpisode: 0.15,
    sales: 12,
    endDate: '2026-12-31',
    createTime: '2026-11-27 10:00:00',
    ...over,
  };
}

export function promotionOf(over: Partial<distribution.Promotion> = {}): distribution.Promotion {
  return {
    id: 40,
    distributionId: 3,
    kind: 'drama',
    itemId: 7,
    title: '我的猫咪会说话',
    code: 'Ab3dE6gH9jK2',
    link: '/shortPlayDetail?episodeRelevance=7&pc=Ab3dE6gH9jK2',
    commissionPercent: 30,
    visits: 5,
    buyers: 2,
    orders: 3,
    commission: 0.45,
    createTime: '2026-11-27 11:00:00',
    ...over,
  };
}

/** A list answer: the rows and the total the envelope carries. */
export class ListAnswer {
  constructor(
    readonly data: unknown[],
    readonly total = data.length,
  ) {}
}

/** A refusal in the platform's envelope. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {}
}

type Handler = (body: Record<string, unknown>, url: URL) => unknown;

/** `handlers['GET /app/api/distribution/plaza'] = (body, url) => answer`, in the platform's envelope. */
export function fakeServer() {
  const handlers: Record<string, Handler> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://x');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler)
      return new Response(JSON.stringify({ code: 404, msg: `no fake for ${key}` }), { status: 404 });
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const answer = await handler(body, url);
    const envelope =
      answer instanceof Refusal
        ? { code: answer.code, msg: answer.msg, data: null }
        : answer instanceof ListAnswer
          ? { code: 200, msg: 'ok', data: answer.data, total: answer.total }
          : { code: 200, msg: 'ok', data: answer };
    return new Response(JSON.stringify(envelope), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}` === key,
      )
      .map(([input, init]) =>
        init?.body
          ? (JSON.parse(String(init.body)) as Record<string, unknown>)
          : Object.fromEntries(new URL(String(input), 'http://x').searchParams),
      );
  return { handlers, callsTo };
}

/** Shows where the router is, so a test can read the address after a navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders a node at a path with the providers the app has, and the address shown in `where`. */
export function renderAt(path: string, node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={node} />
          </Routes>
          <Where />
        </MemoryRouter>
        <FeedbackOutlet />
      </>
    </QueryClientProvider>,
  );
}
