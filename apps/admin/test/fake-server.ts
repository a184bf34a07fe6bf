import { vi } from 'vitest';

/** What a fake answer may be: an envelope's data (code 200), or a whole envelope. */
export type Answer = { data: unknown } | { code: number; msg: string; data?: unknown; total?: number };

/** Signing keys as GET /app/v1/query/aesKey gives them. */
export const TEST_KEYS = {
  hmacKey: 'hmac-key-A-0123456789abcdef',
  aesKey: 'aes-key-A-123456',
  iv: 'iv-A-0123456789a',
};

/**
 * A fetch standing in for the server: answers by path (the key query always), and records every call
 * with its URL, method, headers and body.
 */
export function fakeServer(answers: Record<string, Answer | ((url: URL) => Answer)>) {
  const calls: { url: URL; method: string; headers: Headers; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.pathname === '/app/v1/query/aesKey') {
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: TEST_KEYS }));
    }
    const found = answers[url.pathname];
    const answer = typeof found === 'function' ? found(url) : found;
    if (!answer) return new Response(JSON.stringify({ code: 404, msg: 'not faked', data: null }));
    const envelope = 'code' in answer ? answer : { code: 200, msg: '操作成功', ...answer };
    return new Response(JSON.stringify(envelope));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.url.pathname === path) };
}
