import { describe, expect, it } from 'vitest';
import {
  checkPayload,
  decryptText,
  encryptText,
  openPayload,
} from '../../../server/src/platform/http/signing/signature.js';
import { buildEncryptKey, encryptPassword, randomNonce, signPayload } from './signing';

// The server's own verification functions are the judge: a header this client builds must pass them.
const keys = {
  hmacKey: 'q8ZrT2mXv5Lk9PwN3sYb7HdJ4fGc6RtA',
  aesKey: 'Kf83nQz1Lm4pXw7B',
  iv: 'Jv2cR9tY6uE1oP5s',
};
const NOW = 1_760_000_000_000;
const serverSees = (header: string, path: string, bearerToken?: string, now = NOW) => {
  const payload = openPayload(header, keys);
  return { payload, fault: payload && checkPayload(payload, keys.hmacKey, { path, bearerToken, now }) };
};

describe('the x-encrypt-key header', () => {
  it('is accepted by the server for a logged-in user', () => {
    const header = buildEncryptKey({
      token: 'tok-123',
      userId: 10000003,
      url: '/app/user/profile',
      keys,
      now: NOW,
    });
    const { payload, fault } = serverSees(header, '/app/user/profile', 'Bearer tok-123');
    expect(fault).toBeNull();
    expect(payload).toMatchObject({ token: 'tok-123', userId: 10000003, timestamp: NOW, platform: 'web' });
  });

  it('is accepted for a guest, with the query string signed, and a minute of clock difference', () => {
    const url = '/app/api/common/user/page?pageNum=1&keyword=狐';
    const header = buildEncryptKey({ url, keys, now: NOW });
    const { fault } = serverSees(
      header,
      '/app/api/common/user/page?pageNum=1&keyword=%E7%8B%90',
      undefined,
      NOW + 60_000,
    );
    expect(fault).toBeNull();
  });

  it('takes the keys first too, as the request signer calls it', () => {
    const header = buildEncryptKey(keys, { token: null, userId: null, url: '/auth/logout', now: NOW });
    expect(serverSees(header, '/auth/logout').fault).toBeNull();
  });

  it('carries a fresh random nonce of at least 18 characters each time', () => {
    const nonces = new Set(
      Array.from(
        { length: 20 },
        () => serverSees(buildEncryptKey({ url: '/x', keys, now: NOW }), '/x').payload?.nonce,
      ),
    );
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(String(nonce)).toMatch(/^[A-Za-z0-9]{18,}$/);
    expect(randomNonce(40)).toHaveLength(40);
  });

  it('is byte for byte what the server encrypts with zero padding', () => {
    const header = buildEncryptKey({
      token: 't',
      userId: '7',
      url: '/a',
      keys,
      now: NOW,
      nonce: 'n'.repeat(20),
    });
    const payload = {
      token: 't',
      userId: '7',
      timestamp: NOW,
      url: '/a',
      platform: 'web',
      nonce: 'n'.repeat(20),
    };
    const json = JSON.stringify({ ...payload, sign: signPayload(payload, keys.hmacKey) });
    expect(header).toBe(encryptText(json, keys, 'zero'));
  });

  it('is refused when the server would refuse it: other path, other token, old clock, other keys', () => {
    const header = buildEncryptKey({ token: 'tok-123', url: '/app/user/profile', keys, now: NOW });
    expect(serverSees(header, '/app/user/other', 'tok-123').fault).toBe('urlMismatch');
    expect(serverSees(header, '/app/user/profile', 'tok-999').fault).toBe('tokenMismatch');
    expect(serverSees(header, '/app/user/profile', 'tok-123', NOW + 6 * 60_000).fault).toBe('stale');
    expect(openPayload(header, { ...keys, aesKey: 'another-key-1234' })).toBeNull();
  });
});

describe('the encrypted password', () => {
  it.each(['fox123456', '16-characters-pw', '密码 with spaces', 'a'])(
    'decrypts on the server: %s',
    (password) => {
      expect(decryptText(encryptPassword(password, keys), keys)).toBe(password);
    },
  );
});
