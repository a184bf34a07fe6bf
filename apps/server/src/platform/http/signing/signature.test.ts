import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GRACE_MS, liveGenerations, randomText, type KeyGeneration } from './keyring.js';
import { memoryNonceStore, NONCE_WINDOW_MS } from './nonces.js';
import {
  checkPayload,
  computeSign,
  decryptText,
  encryptText,
  openPayload,
  signString,
  TIMESTAMP_TOLERANCE_MS,
  urlMatches,
} from './signature.js';

/** Runs the openssl command line: the reference the vectors below are computed with, independently. */
function openssl(args: string[], input: Buffer | string): Buffer {
  const run = spawnSync('openssl', args, { input });
  if (run.status !== 0) throw new Error(`openssl ${args.join(' ')} failed: ${run.stderr.toString()}`);
  return run.stdout;
}

// 'é' is one Latin-1 byte (e9) in the key; its hex is written out by hand, not derived by the code under test.
const keys = {
  hmacKey: 'Hm4cK3yForT3sts0nlyAbcdEfgh12345',
  aesKey: 'fox-portal-kéy16',
  iv: 'iv-0123456789abc',
};
const AES_KEY_HEX = '666f782d706f7274616c2d6be9793136';
const IV_HEX = '69762d30313233343536373839616263';

const payload = {
  token: 'tok-abc',
  userId: 10000003,
  timestamp: 1_760_000_000_000,
  url: '/app/api/common/user/page',
  platform: 'web',
  nonce: 'n0nce-0123456789abcdef',
};

function zeroPadded(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([bytes, Buffer.alloc((16 - (bytes.length % 16)) % 16)]);
}

describe('the sign string and its HMAC', () => {
  it('sorts the fields by name, leaves out empty ones and sign, and appends the key', () => {
    expect(signString({ ...payload, extra: null, empty: '', gone: undefined, sign: 'x' }, 'K')).toBe(
      'nonce=n0nce-0123456789abcdef&platform=web&timestamp=1760000000000&token=tok-abc' +
        '&url=/app/api/common/user/page&userId=10000003&key=K',
    );
  });

  it('is the lower-case hex HMAC-SHA256 openssl computes', () => {
    const text = signString(payload, keys.hmacKey);
    const reference = openssl(['dgst', '-sha256', '-hmac', keys.hmacKey, '-r'], text)
      .toString()
      .split(' ')[0];
    expect(reference).toMatch(/^[0-9a-f]{64}$/);
    expect(computeSign(payload, keys.hmacKey)).toBe(reference);
  });

  it('signs userId alike as a number or a string', () => {
    expect(computeSign({ ...payload, userId: '10000003' }, 'K')).toBe(computeSign(payload, 'K'));
  });
});

describe('the AES envelope', () => {
  const json = JSON.stringify({ ...payload, sign: computeSign(payload, keys.hmacKey) });

  it('encrypts with zero padding exactly as openssl does', () => {
    const reference = openssl(
      ['enc', '-aes-128-cbc', '-K', AES_KEY_HEX, '-iv', IV_HEX, '-nopad'],
      zeroPadded(json),
    ).toString('base64');
    expect(encryptText(json, keys)).toBe(reference);
    expect(decryptText(reference, keys)).toBe(json);
  });

  it('reads a PKCS7-padded header too', () => {
    const reference = openssl(['enc', '-aes-128-cbc', '-K', AES_KEY_HEX, '-iv', IV_HEX], json).toString(
      'base64',
    );
    expect(encryptText(json, keys, 'pkcs7')).toBe(reference);
    expect(decryptText(reference, keys)).toBe(json);
  });

  it('reads a payload whose length is a whole number of blocks, with either padding', () => {
    const text = 'x'.repeat(32);
    expect(decryptText(encryptText(text, keys), keys)).toBe(text);
    expect(decryptText(encryptText(text, keys, 'pkcs7'), keys)).toBe(text);
  });

  it('opens only JSON objects, and nothing with another key or broken Base64', () => {
    expect(openPayload(encryptText(json, keys), keys)).toMatchObject(payload);
    expect(openPayload(encryptText(json, keys), { ...keys, aesKey: 'another-key-1234' })).toBeNull();
    expect(openPayload(encryptText('[1,2]', keys), keys)).toBeNull();
    expect(openPayload('not base64!', keys)).toBeNull();
    expect(openPayload('QUJD', keys)).toBeNull();
  });
});

describe('checking a decrypted payload', () => {
  const now = payload.timestamp + 1000;
  const signed = (fields: Record<string, unknown> = {}) => {
    const p: Record<string, unknown> = { ...payload, ...fields };
    return { ...p, sign: computeSign(p, keys.hmacKey) };
  };
  const check = (p: Record<string, unknown>, path = payload.url, bearer: string | null = 'tok-abc') =>
    checkPayload(p, keys.hmacKey, { path, bearerToken: bearer ?? undefined, now });

  it('accepts a well-signed payload', () => {
    expect(check(signed())).toBeNull();
    expect(check(signed({ timestamp: String(payload.timestamp) }))).toBeNull();
    expect(check(signed({ platform: 'iOS', nonce: 'a'.repeat(64) }))).toBeNull();
  });

  it('refuses missing or malformed fields', () => {
    expect(check(signed({ nonce: 'short' }))).toBe('malformed');
    expect(check(signed({ nonce: 'a'.repeat(65) }))).toBe('malformed');
    expect(check(signed({ platform: '' }))).toBe('malformed');
    expect(check(signed({ timestamp: 'yesterday' }))).toBe('malformed');
    expect(check({ ...signed(), sign: undefined })).toBe('malformed');
  });

  it('refuses a wrong signature, and a payload changed after signing', () => {
    expect(check({ ...signed(), sign: '0'.repeat(64) })).toBe('badSign');
    expect(check({ ...signed(), userId: 10000004 })).toBe('badSign');
    expect(
      checkPayload(signed(), 'another-hmac-key', { path: payload.url, bearerToken: 'tok-abc', now }),
    ).toBe('badSign');
  });

  it('allows five minutes either way, and not a millisecond more', () => {
    const at = (t: number) =>
      checkPayload(signed(), keys.hmacKey, { path: payload.url, bearerToken: 'tok-abc', now: t });
    expect(at(payload.timestamp + TIMESTAMP_TOLERANCE_MS)).toBeNull();
    expect(at(payload.timestamp - TIMESTAMP_TOLERANCE_MS)).toBeNull();
    expect(at(payload.timestamp + TIMESTAMP_TOLERANCE_MS + 1)).toBe('stale');
    expect(at(payload.timestamp - TIMESTAMP_TOLERANCE_MS - 1)).toBe('stale');
  });

  it('wants the token of the Authorization header, or none on both sides', () => {
    expect(check(signed(), payload.url, 'Bearer tok-abc')).toBeNull();
    expect(check(signed(), payload.url, 'other-token')).toBe('tokenMismatch');
    expect(check(signed(), payload.url, null)).toBe('tokenMismatch');
    expect(check(signed({ token: '' }), payload.url, 'tok-abc')).toBe('tokenMismatch');
    expect(check(signed({ token: null }), payload.url, null)).toBeNull();
  });

  it('refuses a payload signed for another path', () => {
    expect(check(signed({ url: '/app/api/common/user/other' }))).toBe('urlMismatch');
  });

  it('accepts a visitor whose client keeps empty values in the signed string', () => {
    const visitor: Record<string, unknown> = { ...payload, token: '', userId: 0 };
    const kept = signString(visitor, keys.hmacKey, { keepEmpty: true });
    expect(kept).toContain('&token=&');
    expect(
      check({ ...visitor, sign: computeSign(visitor, keys.hmacKey, { keepEmpty: true }) }, payload.url, null),
    ).toBeNull();
    expect(check({ ...visitor, sign: computeSign(visitor, keys.hmacKey) }, payload.url, null)).toBeNull();
    // Kept empty values are still signed values: changing one breaks the signature.
    const sign = computeSign(visitor, keys.hmacKey, { keepEmpty: true });
    expect(check({ ...visitor, token: null, extra: '', sign }, payload.url, null)).toBe('badSign');
  });
});

describe('matching the signed url with the request path', () => {
  const path = '/app/api/common/user/page?pageNum=1';
  it.each([
    '/app/api/common/user/page',
    '/app/api/common/user/page?pageNum=1&pageSize=10',
    '/api/common/user/page',
    '/gateway/app/api/common/user/page',
    'https://www.example.com/app/api/common/user/page?x=1',
    'http://10.0.0.5:8080/api/common/user/page',
    'app/api/common/user/page',
    '/app/api/common/user/page/',
    '//app/api//common/user/page',
    '/app/api/common/user/',
    '/app/api/common/',
    '/api/common/user',
  ])('accepts %s', (signed) => {
    expect(urlMatches(signed, path)).toBe(true);
  });

  it.each([
    '/app/api/common/user/other',
    '/api/user/page',
    '/a/b/app/api/common/user/page',
    'https://evil.example.com/other/path',
    '/',
    '/app/api',
    '/app/',
    '/app/api/common/us',
    '/app/api/common/user/page/more',
    '/x/api/common/user',
  ])('refuses %s', (signed) => {
    expect(urlMatches(signed, path)).toBe(false);
  });

  it('reads a doubled slash in the request path as a single one', () => {
    expect(urlMatches('/app/ai/dialog/analysis/12', '/app/ai/dialog/analysis//12')).toBe(true);
    expect(urlMatches('/app/api/content/article/', '/app/api/content/article//14')).toBe(true);
  });

  it('compares percent-escaped and plain paths alike', () => {
    expect(urlMatches('/app/api/tag/%E7%8B%90', '/app/api/tag/狐')).toBe(true);
  });
});

describe('the nonce memory', () => {
  it('covers every timestamp a header can be accepted at', () => {
    expect(NONCE_WINDOW_MS).toBeGreaterThan(2 * TIMESTAMP_TOLERANCE_MS);
  });

  it('refuses a nonce seen within the window, and forgets it after', async () => {
    let t = 0;
    const store = memoryNonceStore({ now: () => t });
    expect(await store.claim('nonce-aaaaaaaaaaaaaaaa')).toBe(true);
    expect(await store.claim('nonce-aaaaaaaaaaaaaaaa')).toBe(false);
    t = NONCE_WINDOW_MS - 1;
    expect(await store.claim('nonce-aaaaaaaaaaaaaaaa')).toBe(false);
    t = NONCE_WINDOW_MS;
    expect(await store.claim('nonce-aaaaaaaaaaaaaaaa')).toBe(true);
  });

  it('stays within its bound by forgetting the oldest first', async () => {
    const store = memoryNonceStore({ now: () => 0, limit: 3 });
    for (const n of ['n1', 'n2', 'n3', 'n4', 'n5']) expect(await store.claim(n)).toBe(true);
    expect(await store.claim('n5')).toBe(false);
    expect(await store.claim('n4')).toBe(false);
    expect(await store.claim('n1')).toBe(true);
  });
});

describe('key generations', () => {
  const generation = (id: number, createdAt: number): KeyGeneration => ({
    id,
    createdAt,
    hmacKey: `h${id}`,
    aesKey: `a${id}`,
    iv: `i${id}`,
  });

  it('keeps the previous generation for the grace period after the newer one was made', () => {
    const rows = [generation(3, 10_000_000), generation(2, 6_400_000), generation(1, 2_800_000)];
    expect(liveGenerations(rows, 10_000_000).map((g) => g.id)).toEqual([3, 2]);
    expect(liveGenerations(rows, 10_000_000 + GRACE_MS - 1).map((g) => g.id)).toEqual([3, 2]);
    expect(liveGenerations(rows, 10_000_000 + GRACE_MS).map((g) => g.id)).toEqual([3]);
  });

  it('keeps all of two generations made at once by two processes, and the one before them', () => {
    const rows = [generation(3, 5_000_010), generation(2, 5_000_000), generation(1, 1_400_000)];
    expect(liveGenerations(rows, 5_000_100).map((g) => g.id)).toEqual([3, 2, 1]);
  });

  it('makes keys of letters and digits', () => {
    const text = randomText(400);
    expect(text).toMatch(/^[A-Za-z0-9]{400}$/);
    expect(new Set(text).size).toBeGreaterThan(50);
  });
});
