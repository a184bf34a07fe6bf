import { defineEndpoint } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContractRouter } from '../src/platform/http/contract-routes.js';
import { createSignatureGuard } from '../src/platform/http/signing/verify.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { randomNonce, signedHeader, type SignOptions } from './signer.js';

const PAGE = '/app/api/common/user/page';
const redisEnv: Record<string, string> = process.env.TEST_REDIS_URL
  ? { REDIS_URL: process.env.TEST_REDIS_URL }
  : {};

/** A state-changing contract endpoint, to show that a refused request never reaches its handler. */
const addToCounter = defineEndpoint({
  method: 'POST',
  path: '/test/signed/counter',
  auth: 'public',
  tag: 'test',
  summary: 'Adds to a counter',
  body: z.object({ by: z.number().int() }),
  kind: 'object',
  response: z.object({ count: z.number().int() }),
});

const refusals: Array<[string, Partial<SignOptions> | false, Record<string, string>, string, string]> = [
  ['no header', false, {}, 'missing', '缺少请求签名（x-encrypt-key）'],
  [
    'a stale timestamp',
    { timestamp: Date.now() - 6 * 60_000 },
    {},
    'stale',
    '请求时间戳已过期，请校准设备时间',
  ],
  [
    'a timestamp from the future',
    { timestamp: Date.now() + 6 * 60_000 },
    {},
    'stale',
    '请求时间戳已过期，请校准设备时间',
  ],
  ['another url', { url: '/app/api/common/user/other' }, {}, 'urlMismatch', '请求签名与请求地址不符'],
  ['a payload changed after signing', { tamper: (p) => (p.userId = 42) }, {}, 'badSign', '请求签名校验失败'],
  ['a made-up signature', { tamper: (p) => (p.sign = 'f'.repeat(64)) }, {}, 'badSign', '请求签名校验失败'],
  [
    'a token without the Authorization header',
    { token: 'tok-1' },
    {},
    'tokenMismatch',
    '请求签名与登录凭证不符',
  ],
  [
    'an Authorization header not signed',
    { token: '' },
    { authorization: 'Bearer tok-1' },
    'tokenMismatch',
    '请求签名与登录凭证不符',
  ],
  [
    'another token',
    { token: 'tok-2' },
    { authorization: 'Bearer tok-1' },
    'tokenMismatch',
    '请求签名与登录凭证不符',
  ],
  ['a short nonce', { nonce: 'too-short' }, {}, 'malformed', '请求签名内容不完整'],
];

describe.each(databaseKinds())('the signed x-encrypt-key header on %s', (kind) => {
  let server: TestServer;
  let count = 0;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: redisEnv,
      extend(app, platform) {
        const guard = createSignatureGuard(platform, platform.keyring, platform.nonces);
        const router = createContractRouter(app, platform.authenticate, [guard]);
        router.handle(addToCounter, ({ body }) => ({ count: (count += body.by) }));
      },
    });
  });
  afterAll(() => server.stop());

  it('hands out the keys without a signature: 16-character aesKey and iv, never cached', async () => {
    const { status, body, headers } = await server.get('/app/v1/query/aesKey', {}, { signed: false });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.aesKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(body.data.iv).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(body.data.hmacKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect((await server.get('/healthz', {}, { signed: false })).status).toBe(200);
  });

  it('lets a correctly signed request through', async () => {
    const { status, body } = await server.get(`${PAGE}?pageSize=2`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect((await server.post(addToCounter.path, { by: 1 })).body.data).toEqual({ count: 1 });
  });

  it.each(refusals)(
    'refuses %s with 401 and changes nothing',
    async (_case, signed, headers, reason, msg) => {
      const before = count;
      for (const [method, path] of [
        ['GET', PAGE],
        ['POST', addToCounter.path],
      ] as const) {
        const answer =
          method === 'GET'
            ? await server.get(path, headers, { signed })
            : await server.post(path, { by: 100 }, headers, { signed });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body).toEqual({ code: 401, msg, data: { signature: reason } });
      }
      expect(count).toBe(before);
    },
  );

  it('refuses a header no live key can decrypt, asking for new keys', async () => {
    const foreign = { hmacKey: 'x'.repeat(32), aesKey: 'A'.repeat(16), iv: 'B'.repeat(16) };
    for (const header of [signedHeader(foreign, { url: PAGE }), 'bm90IGEgcmVhbCBoZWFkZXI=', '%%%']) {
      const { status, body } = await server.get(PAGE, { 'x-encrypt-key': header, Lang: 'en_US' });
      expect(status).toBe(401);
      expect(body.msg).toBe(
        'The request signature cannot be decrypted: the key may have expired, fetch a new one',
      );
      expect(body.data).toEqual({ signature: 'badKey' });
    }
  });

  it('refuses a replayed nonce, and lets no refused request use one up', async () => {
    const nonce = randomNonce(30);
    const refused = await server.post(
      addToCounter.path,
      { by: 5 },
      {},
      { signed: { nonce, token: 'stolen' } },
    );
    expect(refused.body.data).toEqual({ signature: 'tokenMismatch' });
    const header = signedHeader(await server.keys(), { url: addToCounter.path, nonce });
    const first = await server.post(addToCounter.path, { by: 5 }, { 'x-encrypt-key': header });
    expect(first.status).toBe(200);
    const replay = await server.post(addToCounter.path, { by: 5 }, { 'x-encrypt-key': header });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      code: 401,
      msg: '请求已被使用，请勿重复提交',
      data: { signature: 'replayed' },
    });
    const again = await server.get(PAGE, {}, { signed: { nonce } });
    expect(again.body.data).toEqual({ signature: 'replayed' });
    expect(count).toBe(first.body.data.count);
  });

  const spaced = (p: Record<string, unknown>) =>
    `{${Object.entries(p)
      .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(', ')}}`;
  const asciiOnly = (p: Record<string, unknown>) =>
    JSON.stringify(p).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );

  it.each<[string, string, Partial<SignOptions>]>([
    ['PKCS7 padding', PAGE, { padding: 'pkcs7' }],
    ['userId as a number', PAGE, { userId: 10000003 }],
    ['userId as a string', PAGE, { userId: '10000003' }],
    ['the timestamp as a string', PAGE, { timestamp: String(Date.now()) }],
    ['platform iOS and a 38-character nonce', PAGE, { platform: 'iOS', nonce: randomNonce(38) }],
    ['the url with its query', `${PAGE}?pageNum=1&pageSize=3`, { url: `${PAGE}?pageNum=1&pageSize=3` }],
    ['the url without the /app gateway prefix', `${PAGE}?pageSize=3`, { url: '/api/common/user/page' }],
    ['the url behind another gateway prefix', PAGE, { url: `/gateway${PAGE}` }],
    ['a full absolute url', `${PAGE}?pageSize=3`, { url: `https://www.example.com${PAGE}?pageSize=3` }],
    ['JSON with spaces after separators', PAGE, { serialise: spaced }],
    [
      'JSON with escaped non-ASCII',
      `${PAGE}?keyword=${encodeURIComponent('风')}`,
      { url: `${PAGE}?keyword=风`, serialise: asciiOnly },
    ],
  ])('accepts %s', async (_case, path, signed) => {
    const { status, body } = await server.get(path, {}, { signed });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
  });

  it('accepts the bearer token it signed', async () => {
    const { status, body } = await server.post(
      addToCounter.path,
      { by: 0 },
      { authorization: 'Bearer some-token' },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(200);
  });

  it('keeps the previous keys for the grace period after a rotation, and refuses them after', async () => {
    const old = await server.keys(true);
    const db = server.db;
    const fresh = { hmacKey: 'N'.repeat(32), aesKey: 'n'.repeat(16), iv: 'v'.repeat(16) };
    await db
      .insertInto('signingKeys')
      .values({ ...fresh, createdAt: Date.now() })
      .execute();
    server.platform.keyring.forget();
    const withKeys = (keys: typeof old) =>
      server.get(PAGE, { 'x-encrypt-key': signedHeader(keys, { url: PAGE }) });
    expect((await server.get('/app/v1/query/aesKey')).body.data).toEqual(fresh);
    expect((await withKeys(fresh)).status).toBe(200);
    expect((await withKeys(old)).status).toBe(200);

    // The newer generation was made 11 minutes ago: the grace of the older one is over.
    await db
      .updateTable('signingKeys')
      .set({ createdAt: Date.now() - 20 * 60_000 })
      .where('aesKey', '=', old.aesKey)
      .execute();
    await db
      .updateTable('signingKeys')
      .set({ createdAt: Date.now() - 11 * 60_000 })
      .where('aesKey', '=', fresh.aesKey)
      .execute();
    server.platform.keyring.forget();
    const refused = await withKeys(old);
    expect(refused.status).toBe(401);
    expect(refused.body.data).toEqual({ signature: 'badKey' });
    expect((await withKeys(fresh)).status).toBe(200);
    // The harness, like the client, fetches the keys anew on badKey and carries on.
    expect((await server.get(PAGE)).status).toBe(200);
  });
});

describe('with SIGNATURE_CHECK=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { env: { SIGNATURE_CHECK: 'off' } });
  });
  afterAll(() => server.stop());

  it('lets unsigned requests through, and still checks a header that is sent', async () => {
    expect((await server.get(PAGE, {}, { signed: false })).status).toBe(200);
    const garbage = await server.get(PAGE, { 'x-encrypt-key': 'garbage' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.data).toEqual({ signature: 'badKey' });
    expect((await server.get('/app/v1/query/aesKey', {}, { signed: false })).body.data.aesKey).toHaveLength(
      16,
    );
  });
});
