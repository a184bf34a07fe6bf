import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { platformKeysOf, SignatureRejected, verifyWechatSignature } from './verify.js';

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';
const keys = platformKeysOf({
  [SERIAL]: platform.publicKey.export({ type: 'spki', format: 'pem' }) as string,
});
const NOW = 1_716_182_975_000;
const BODY = '{"id":"EV-2018022511223320873","event_type":"TRANSACTION.SUCCESS"}';

function signed(
  body: string,
  options: { ts?: number; key?: typeof platform.privateKey; serial?: string } = {},
) {
  const ts = String(options.ts ?? NOW / 1000);
  const nonce = 'n0nce1234567';
  const signature = createSign('RSA-SHA256')
    .update(`${ts}\n${nonce}\n${body}\n`)
    .sign(options.key ?? platform.privateKey, 'base64');
  return {
    'wechatpay-timestamp': ts,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': options.serial ?? SERIAL,
  };
}

const rejection = (headers: Record<string, string | undefined>, body = BODY) => {
  try {
    verifyWechatSignature(headers, body, keys, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(SignatureRejected);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('verifyWechatSignature', () => {
  it('accepts a message signed by the configured key, whatever the header case', () => {
    expect(verifyWechatSignature(signed(BODY), BODY, keys, NOW)).toBe(SERIAL);
    const mixed = Object.fromEntries(
      Object.entries(signed(BODY)).map(([name, value]) => [
        name.replace(/(^|-)[a-z]/g, (m) => m.toUpperCase()),
        value,
      ]),
    );
    expect(Object.keys(mixed)).toContain('Wechatpay-Signature');
    expect(verifyWechatSignature(mixed, BODY, keys, NOW)).toBe(SERIAL);
    // An empty body (204 answers) is signed as an empty line.
    expect(verifyWechatSignature(signed(''), '', keys, NOW)).toBe(SERIAL);
  });

  it('rejects a changed body or a signature by another key', () => {
    expect(rejection(signed(BODY), BODY.replace('SUCCESS', 'SUCCESS '))).toMatch(/does not match/);
    expect(rejection(signed(BODY, { key: forger.privateKey }))).toMatch(/does not match/);
    expect(rejection({ ...signed(BODY), 'wechatpay-signature': 'WECHATPAY/SIGNTEST/ZmFrZQ==' })).toMatch(
      /does not match/,
    );
  });

  it('rejects an unknown serial', () => {
    expect(rejection(signed(BODY, { serial: 'ABCDEF', key: forger.privateKey }))).toMatch(/ABCDEF names no/);
  });

  it('rejects timestamps more than 5 minutes away, either side', () => {
    expect(verifyWechatSignature(signed(BODY, { ts: NOW / 1000 - 299 }), BODY, keys, NOW)).toBe(SERIAL);
    expect(rejection(signed(BODY, { ts: NOW / 1000 - 301 }))).toMatch(/301 s away/);
    expect(rejection(signed(BODY, { ts: NOW / 1000 + 400 }))).toMatch(/away from now/);
    expect(rejection({ ...signed(BODY), 'wechatpay-timestamp': '17e8' })).toMatch(/not a number/);
  });

  it('rejects a message without the headers', () => {
    expect(rejection({})).toMatch(/missing/);
    expect(rejection({ ...signed(BODY), 'wechatpay-nonce': undefined })).toMatch(/missing/);
  });
});
