import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '@fox/contracts';
import { THROTTLE } from '../src/features/auth/login-throttle.js';
import { encryptedPassword } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { requestFrom } from './raw-http.js';
import { signedHeader } from './signer.js';

const FAILED = { code: 400, msg: '账号或密码错误', data: null };
const LOCKED = { code: 400, msg: '密码错误次数过多，请 15 分钟后再试', data: null };
const DEMO_PASSWORD = 'fox123456';

/**
 * A password login sent from a chosen client address: any 127.x.y.z reaches the server on 127.0.0.1, and
 * the server sees that address as the socket's peer.
 */
async function loginFrom(
  server: TestServer,
  address: string,
  userName: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify({
    loginType: 'PASSWORD',
    userName,
    password: await encryptedPassword(server, password),
    deviceType: 'PC',
  });
  const started = Date.now();
  const answer = await requestFrom(address, server.url + auth.login.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-encrypt-key': signedHeader(await server.keys(), { url: auth.login.path, token: '' }),
      ...headers,
    },
    body,
  });
  const ms = Date.now() - started;
  return { ...answer.body, ms } as { code: number; msg: string; data: unknown; ms: number };
}

const envelope = ({ code, msg, data }: { code: number; msg: string; data: unknown }) => ({
  code,
  msg,
  data: code === 200 ? 'session' : data,
});

describe.each(databaseKinds())('password lockout on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const failFrom = async (address: string, name: string, times: number) => {
    for (let i = 0; i < times; i++)
      expect(envelope(await loginFrom(server, address, name, 'wrong-pass'))).toEqual(FAILED);
  };

  it('locks a name for the address that guessed, and lets its owner in from their own', async () => {
    await failFrom('127.0.0.2', '10000005', THROTTLE.pairMaxFailures);
    expect(envelope(await loginFrom(server, '127.0.0.2', '10000005', DEMO_PASSWORD))).toEqual(LOCKED);
    expect(envelope(await loginFrom(server, '127.0.0.1', '10000005', DEMO_PASSWORD))).toMatchObject({
      code: 200,
    });
    // The owner's success does not free the guesser.
    expect(envelope(await loginFrom(server, '127.0.0.2', '10000005', DEMO_PASSWORD))).toEqual(LOCKED);
  });

  it('answers a name without an account exactly the same way', async () => {
    await failFrom('127.0.0.2', '19999999', THROTTLE.pairMaxFailures);
    expect(envelope(await loginFrom(server, '127.0.0.2', '19999999', DEMO_PASSWORD))).toEqual(LOCKED);
    expect(envelope(await loginFrom(server, '127.0.0.1', '19999999', DEMO_PASSWORD))).toEqual(FAILED);
  });

  it('counts a name without its surrounding spaces, and its phone apart from its public ID', async () => {
    await failFrom('127.0.0.3', ' 13800000006 ', THROTTLE.pairMaxFailures);
    expect(envelope(await loginFrom(server, '127.0.0.3', '13800000006', DEMO_PASSWORD))).toEqual(LOCKED);
    expect(envelope(await loginFrom(server, '127.0.0.3', '10000006', DEMO_PASSWORD))).toMatchObject({
      code: 200,
    });
  });

  it('does not take a forwarded-for header from a client it does not know as a proxy', async () => {
    await failFrom('127.0.0.4', '10000007', THROTTLE.pairMaxFailures);
    for (const forwarded of ['203.0.113.9', '127.0.0.1']) {
      const answer = await loginFrom(server, '127.0.0.4', '10000007', DEMO_PASSWORD, {
        'x-forwarded-for': forwarded,
      });
      expect(envelope(answer)).toEqual(LOCKED);
    }
  });

  it('slows every try on a name guessed from many addresses, but never refuses its owner', async () => {
    const name = '10000008';
    const guessers = ['127.0.1.1', '127.0.1.2'];
    for (const address of guessers) await failFrom(address, name, THROTTLE.pairMaxFailures);
    for (const address of guessers) {
      const locked = await loginFrom(server, address, name, DEMO_PASSWORD);
      expect(envelope(locked)).toEqual(LOCKED);
      expect(locked.ms).toBeLessThan(THROTTLE.nameFirstDelayMs);
    }
    // Ten failures on the name: a third address waits 1 s before it is told its password is wrong.
    const third = await loginFrom(server, '127.0.1.3', name, 'wrong-pass');
    expect(envelope(third)).toEqual(FAILED);
    expect(third.ms).toBeGreaterThanOrEqual(THROTTLE.nameFirstDelayMs - 50);
    // Eleven: the owner waits 2 s, and is let in.
    const owner = await loginFrom(server, '127.0.0.1', name, DEMO_PASSWORD);
    expect(envelope(owner)).toMatchObject({ code: 200 });
    expect(owner.ms).toBeGreaterThanOrEqual(2 * THROTTLE.nameFirstDelayMs - 50);
    expect(owner.ms).toBeLessThan(THROTTLE.nameMaxDelayMs + 2000);
  });

  it('forgets failures and locks that have run out, sweeping their rows', async () => {
    const { db } = server;
    await failFrom('127.0.0.6', '10000010', THROTTLE.pairMaxFailures);
    expect(envelope(await loginFrom(server, '127.0.0.6', '10000010', DEMO_PASSWORD))).toEqual(LOCKED);
    const past = Date.now() - THROTTLE.forgetAfterMs - 1000;
    await db.updateTable('loginPairThrottle').set({ lockedUntil: past, updatedAt: past }).execute();
    await db.updateTable('loginNameThrottle').set({ updatedAt: past }).execute();

    await failFrom('127.0.0.6', '10000011', 1);
    const pairs = await db.selectFrom('loginPairThrottle').select(['account']).execute();
    expect(pairs.map((row) => row.account)).toEqual(['10000011']);
    const names = await db.selectFrom('loginNameThrottle').select(['account']).execute();
    expect(names.map((row) => row.account)).toEqual(['10000011']);
    expect(envelope(await loginFrom(server, '127.0.0.6', '10000010', DEMO_PASSWORD))).toMatchObject({
      code: 200,
    });
  });
});

describe('behind a proxy the deployment names', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { env: { TRUST_PROXY: '127.0.0.0/8' } });
  });
  afterAll(() => server.stop());

  it('counts the client the proxy forwarded for, so one client cannot lock out another', async () => {
    const viaProxy = (client: string, password: string) =>
      loginFrom(server, '127.0.0.5', '10000009', password, { 'x-forwarded-for': client });
    for (let i = 0; i < THROTTLE.pairMaxFailures; i++) {
      expect(envelope(await viaProxy('203.0.113.66', 'wrong-pass'))).toEqual(FAILED);
    }
    expect(envelope(await viaProxy('203.0.113.66', DEMO_PASSWORD))).toEqual(LOCKED);
    expect(envelope(await viaProxy('198.51.100.7', DEMO_PASSWORD))).toMatchObject({ code: 200 });
  });
});
