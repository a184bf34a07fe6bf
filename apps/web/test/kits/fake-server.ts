import { vi } from 'vitest';

/** An answer the fake server gives: data, or a refusal with the server's code and message. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {}
}

export type FakeHandler = (body: Record<string, unknown>, url: URL) => unknown;

/**
 * A fake API server for component tests: `handlers['GET /app/api/finance/summary'] = (body, url) => data`
 * answers in the platform's envelope; a `Refusal` answers its code and message.
 */
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
      return new Response(JSON.stringify({ code: data.code, msg: data.msg, data: null }), { status: 200 });
    }
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200 });
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
