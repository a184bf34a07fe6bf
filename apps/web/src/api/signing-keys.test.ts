import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cbc } from '@noble/ciphers/aes.js';
import { account } from '@fox/contracts';
import { configureApi } from './api-session';
import { api } from './client';
import { installRequestSigning, isKeyRefusal, KEY_REFRESH_MS, useSigningKeys } from './signing-keys';

const keysA = { hmacKey: 'hmac-key-A-0123456789abcdef', aesKey: 'aes-key-A-123456', iv: 'iv-A-0123456789a' };
const keysB = { hmacKey: 'hmac-key-B-0123456789abcdef', aesKey: 'aes-key-B-123456', iv: 'iv-B-0123456789b' };

function envelope(data: unknown, code = 200, msg = '操作成功', status = 200): Response {
  return new Response(JSON.stringify({ code, msg, data }), { status });
}

const badKey = () =>
  envelope({ signature: 'badKey' }, 401, '请求签名无法解密，密钥可能已过期，请重新获取密钥', 401);

/** Opens a header with the given keys (zero padding), or null when they do not fit. */
function openHeader(header: string, keys: typeof keysA): Record<string, unknown> | null {
  const bytes = Uint8Array.from(atob(header), (char) => char.charCodeAt(0));
  const key = Uint8Array.from(keys.aesKey, (char) => char.charCodeAt(0));
  const plain = cbc(key, new TextEncoder().encode(keys.iv), { disablePadding: true }).decrypt(bytes);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end -= 1;
  try {
    return JSON.parse(new TextDecoder().decode(plain.subarray(0, end))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const fetchMock = vi.fn<typeof fetch>();

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    header: new Headers(init?.headers).get('x-encrypt-key'),
  }));
}

/** The session an app hands the request layer: here user 7, forgotten when an answer ends it. */
let token: string | null = null;

describe('request signing', () => {
  let uninstall: () => void;
  let disconnectSession: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSigningKeys.setState({ keys: null, fetchedAt: 0 });
    token = 'tok-7';
    disconnectSession = configureApi({
      token: () => token,
      userId: () => (token ? 7 : null),
      onSessionEnded: () => {
        token = null;
      },
      onLoginRequired: () => undefined,
    });
    uninstall = installRequestSigning();
  });
  afterEach(() => {
    uninstall();
    disconnectSession();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches the keys unsigned, then signs the request with token, userId and path', async () => {
    fetchMock.mockResolvedValueOnce(envelope(keysA)).mockResolvedValueOnce(envelope(true));
    await expect(api(account.isFirstLogin)).resolves.toBe(true);
    const [keyCall, call] = calls();
    expect(keyCall).toEqual({ url: '/app/v1/query/aesKey', header: null });
    expect(call?.url).toBe('/app/user/isFirstLogin');
    const payload = openHeader(call?.header ?? '', keysA);
    expect(payload).toMatchObject({
      token: 'tok-7',
      userId: 7,
      url: '/app/user/isFirstLogin',
      platform: 'web',
    });
    expect(String(payload?.nonce).length).toBeGreaterThanOrEqual(18);
    expect(payload?.sign).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the keys for an hour, then fetches them again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock
      .mockResolvedValueOnce(envelope(keysA))
      .mockResolvedValueOnce(envelope(true))
      .mockResolvedValueOnce(envelope(true))
      .mockResolvedValueOnce(envelope(keysB))
      .mockResolvedValueOnce(envelope(true));
    await api(account.isFirstLogin);
    vi.setSystemTime(Date.now() + KEY_REFRESH_MS - 1000);
    await api(account.isFirstLogin);
    vi.setSystemTime(Date.now() + 2000);
    await api(account.isFirstLogin);
    const urls = calls().map((call) => call.url);
    expect(urls.filter((url) => url === '/app/v1/query/aesKey')).toHaveLength(2);
    expect(openHeader(calls()[4]?.header ?? '', keysB)).not.toBeNull();
  });

  it('refetches the keys once and retries once when the server cannot decrypt the header', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(keysA))
      .mockResolvedValueOnce(badKey())
      .mockResolvedValueOnce(envelope(keysB))
      .mockResolvedValueOnce(envelope(false));
    await expect(api(account.isFirstLogin)).resolves.toBe(false);
    const made = calls();
    expect(made.map((call) => call.url)).toEqual([
      '/app/v1/query/aesKey',
      '/app/user/isFirstLogin',
      '/app/v1/query/aesKey',
      '/app/user/isFirstLogin',
    ]);
    expect(openHeader(made[3]?.header ?? '', keysB)).toMatchObject({ url: '/app/user/isFirstLogin' });
    expect(made[1]?.header).not.toBe(made[3]?.header);
    expect(token).toBe('tok-7');
  });

  it('gives up after one retry, and the 401 then logs out as the catalogue says', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(keysA))
      .mockResolvedValueOnce(badKey())
      .mockResolvedValueOnce(envelope(keysB))
      .mockResolvedValueOnce(badKey());
    await expect(api(account.isFirstLogin, undefined, { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(token).toBeNull();
  });

  it('does not refetch for other signature refusals (a stale clock, a replay)', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(keysA))
      .mockResolvedValueOnce(envelope({ signature: 'stale' }, 401, '请求时间戳已过期，请校准设备时间', 401));
    await expect(api(account.isFirstLogin, undefined, { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('isKeyRefusal', () => {
  it('reads the reason, or the message when the reason is missing', () => {
    expect(isKeyRefusal({ status: 401, code: 401, msg: '', data: { signature: 'badKey' } })).toBe(true);
    expect(isKeyRefusal({ status: 401, code: 401, msg: '', data: { signature: 'replayed' } })).toBe(false);
    expect(
      isKeyRefusal({
        status: 401,
        code: 401,
        msg: 'The request signature cannot be decrypted: the key may have expired, fetch a new one',
        data: null,
      }),
    ).toBe(true);
    expect(isKeyRefusal({ status: 401, code: 401, msg: '登录状态已过期，请重新登录', data: null })).toBe(
      false,
    );
    expect(isKeyRefusal({ status: 200, code: 500, msg: '', data: { signature: 'badKey' } })).toBe(false);
  });
});
