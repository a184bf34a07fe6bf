import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createKeyring,
  GRACE_MS,
  ROTATE_MS,
  type KeyGeneration,
} from '../src/platform/http/signing/keyring.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { signedHeader, testEncrypt } from './signer.js';

const PAGE = '/app/api/common/user/page';
/** A moment far from the real clock, so these generations never mix with the server's own. */
const T0 = 1_000_000_000_000;

describe.each(databaseKinds())('key generations in the database on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const header = (generation: KeyGeneration) => signedHeader(generation, { url: PAGE });
  const ids = (generations: KeyGeneration[]) => generations.map((g) => g.id);

  it('rotates after an hour and keeps the previous keys for ten minutes after that', async () => {
    let t = T0;
    const keyring = createKeyring(server.db, { now: () => t, cacheMs: 0 });
    const first = await keyring.current();
    expect(first.createdAt).toBe(T0);
    t = T0 + ROTATE_MS - 1;
    expect((await keyring.current()).id).toBe(first.id);

    t = T0 + ROTATE_MS;
    const second = await keyring.current();
    expect(second.id).not.toBe(first.id);
    expect(ids(await keyring.live())).toEqual([second.id, first.id]);
    const password = testEncrypt('fox123456', first);
    const passwordPkcs7 = testEncrypt('fox123456', first, 'pkcs7');

    t = T0 + ROTATE_MS + GRACE_MS - 1;
    expect((await keyring.open(header(first)))?.generation.id).toBe(first.id);
    expect(await keyring.decryptText(password)).toBe('fox123456');
    expect(await keyring.decryptText(passwordPkcs7)).toBe('fox123456');

    t = T0 + ROTATE_MS + GRACE_MS;
    expect(ids(await keyring.live())).toEqual([second.id]);
    expect(await keyring.open(header(first))).toBeNull();
    expect(await keyring.decryptText(password)).toBeNull();
    expect((await keyring.open(header(second)))?.generation.id).toBe(second.id);
    expect(await keyring.decryptText(testEncrypt('新密码 pass', second))).toBe('新密码 pass');
  });

  it('lets two processes rotate at the same moment: both converge on the newest, all keys handed out work', async () => {
    const t = T0 + 5 * ROTATE_MS;
    const db = server.db;
    const one = createKeyring(db, { now: () => t });
    const other = createKeyring(db, { now: () => t });
    const handedOut = await Promise.all([one.current(), other.current(), one.current(), other.current()]);
    const made = await db.selectFrom('signingKeys').select('id').where('createdAt', '=', t).execute();
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(2);

    one.forget();
    other.forget();
    expect((await one.current()).id).toBe((await other.current()).id);
    for (const generation of handedOut) {
      expect((await one.open(header(generation)))?.generation.id).toBe(generation.id);
      expect((await other.open(header(generation)))?.generation.id).toBe(generation.id);
    }
  });

  it('finds a generation another process just made, rereading at most once a second', async () => {
    let t = T0 + 10 * ROTATE_MS;
    const db = server.db;
    const keyring = createKeyring(db, { now: () => t });
    await keyring.current();
    const made = { hmacKey: 'M'.repeat(32), aesKey: 'm'.repeat(16), iv: 'w'.repeat(16), createdAt: t + 50 };
    const { id } = await db.insertInto('signingKeys').values(made).returning('id').executeTakeFirstOrThrow();
    t += 100;
    expect(await keyring.open(header({ ...made, id }))).toBeNull();
    t += 1000;
    expect((await keyring.open(header({ ...made, id })))?.generation.id).toBe(id);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const redisEnv: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};

describe.each(databaseKinds())('two server processes on one database on %s', (kind) => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer(kind, { env: redisEnv });
    second = await startTestServer(kind, {
      env: redisEnv,
      reuse: {
        dataDir: first.config.dataDir,
        ...(kind === 'postgres'
          ? { schema: first.config.databaseSchema, databaseUrl: first.config.databaseUrl }
          : {}),
      },
    });
  });
  afterAll(async () => {
    await second.stop();
    await first.stop();
  });

  it('checks on one process the keys the other handed out', async () => {
    const keys = await first.keys();
    const { status, body } = await second.get(PAGE, { 'x-encrypt-key': signedHeader(keys, { url: PAGE }) });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(await second.keys()).toEqual(keys);
  });

  it.skipIf(!redisUrl)('refuses on one process a nonce already used on the other (Redis)', async () => {
    const header = signedHeader(await first.keys(), { url: PAGE });
    expect((await first.get(PAGE, { 'x-encrypt-key': header })).status).toBe(200);
    const replay = await second.get(PAGE, { 'x-encrypt-key': header });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      code: 401,
      msg: '请求已被使用，请勿重复提交',
      data: { signature: 'replayed' },
    });
  });
});
