/** Shared by the wish marketplace's component tests: fixtures, a fake server, and the providers a page needs. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { formatChinaTime } from '@fox/contracts/client';
import type { wishes } from '@fox/contracts';
import { FeedbackOutlet } from '../../ui/feedback';

export { logInTestUser as logIn } from '../../../test/kits/session';

export function wishOf(over: Partial<wishes.Wish> = {}): wishes.Wish {
  return {
    id: 1,
    taskNumber: 'T202611270001',
    userId: 70,
    userName: '100070',
    nickName: '狐狸小店',
    userAvatar: '',
    publisherRating: null,
    title: '为新开的咖啡店拍一条探店短视频',
    content: '<p>需要一条 30 秒的探店视频。</p>',
    industryType: 'localLife',
    industryName: '本地生活',
    type: 'visit',
    typeName: '探店',
    fullAmount: 500,
    fullCurrency: 'CNY',
    standAmount: 100,
    payAmount: 500,
    platformFee: 100,
    deliveryStandard: '发布视频链接和播放量截图',
    deliveryDay: formatChinaTime(Date.parse('2026-12-20T10:00:00+08:00')),
    receiveLimit: 5,
    receiveNum: 2,
    deliveryNum: 0,
    applyNum: 0,
    isApproveReceive: true,
    isReceiveDeposit: false,
    images: [],
    videoUrl: '',
    location: '',
    address: '',
    labelList: [],
    state: 'WaitReceive',
    shelfState: 'OnShelf',
    rejectReason: '',
    siteId: 11,
    createTime: formatChinaTime(Date.parse('2026-11-20T09:00:00+08:00')),
    updateTime: formatChinaTime(Date.parse('2026-11-20T09:00:00+08:00')),
    isReceiving: 0,
    myReception: null,
    groupId: null,
    payOrderNo: null,
    cursor: 'c1',
    ...over,
  };
}

/** An answer the fake server gives: data, or a refusal with the server's code and message. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {}
}

/** A fake server: `handlers['GET /busy-order/app/busy/task/square'] = (body, url) => data`. */
export type FakeHandler = (body: Record<string, unknown>, url: URL) => unknown;

export function fakeServer() {
  const handlers: Record<string, FakeHandler> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://x');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler)
      return new Response(JSON.stringify({ code: 404, msg: `no fake for ${key}` }), { status: 404 });
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const data = await handler(body, url);
    if (data instanceof Refusal) {
      return new Response(JSON.stringify({ code: data.code, msg: data.msg, data: data.data }), {
        status: 200,
      });
    }
    const envelope = Array.isArray(data) ? { total: data.length, data } : { data };
    return new Response(JSON.stringify({ code: 200, msg: 'ok', ...envelope }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The parsed bodies (or query parameters) of the calls made to one `METHOD /path`. */
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
  return { handlers, fetchMock, callsTo };
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
          </Routes>
        </MemoryRouter>
        <FeedbackOutlet />
      </>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The texts of the toasts on screen. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent ?? '');
}
