import { formatChinaTime } from '@fox/contracts/client';
import { vi } from 'vitest';
import type { payments } from '@fox/contracts';

/** A fake server for wallet tests: `handlers['POST /app/api/orders/add'] = (body) => data`. */
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

export { logInTestUser as logInForWallet } from '../../../test/kits/session';

export function fakeOrder(extra: Partial<payments.Order> = {}): payments.Order {
  return {
    masterOrderNo: 'TOPUP-1',
    state: 'created',
    paySource: 9,
    payPrice: 6,
    coin: 60,
    codeUrl: 'http://localhost/sandbox/pay/TOPUP-1',
    expireTime: formatChinaTime(Date.now() + 15 * 60_000),
    unlockedEpisodes: [],
    charged: true,
    virtualCoin: null,
    ...extra,
  };
}
