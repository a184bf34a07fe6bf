import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizationHeader, parseAuthorization, requestMessage } from './request-signing.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const credentials = { mchId: '1900009191', serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', privateKey };

describe('request signing', () => {
  it('lays out the message one field a line, newline-terminated, body last', () => {
    const message = requestMessage(
      { method: 'post', pathWithQuery: '/v3/pay/transactions/native', body: '{"a":1}' },
      '1554208460',
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    );
    expect(message).toBe(
      'POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"a":1}\n',
    );
    expect(requestMessage({ method: 'GET', pathWithQuery: '/v3/x?mchid=1', body: '' }, '1', 'n')).toBe(
      'GET\n/v3/x?mchid=1\n1\nn\n\n',
    );
  });

  it('builds an Authorization header whose signature the merchant public key verifies', () => {
    const request = {
      method: 'GET',
      pathWithQuery: '/v3/pay/transactions/out-trade-no/FX20240520001?mchid=1900009191',
      body: '',
    };
    const header = authorizationHeader(credentials, request, { timestamp: 1716182975, nonce: 'ABCDEF0123' });
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="ABCDEF0123",signature="/,
    );
    const params = parseAuthorization(header)!;
    expect(params).toMatchObject({
      mchid: '1900009191',
      nonce_str: 'ABCDEF0123',
      timestamp: '1716182975',
      serial_no: credentials.serialNo,
    });
    const verifier = () => createVerify('RSA-SHA256');
    const signed = requestMessage(request, '1716182975', 'ABCDEF0123');
    expect(verifier().update(signed).verify(publicKey, params.signature!, 'base64')).toBe(true);
    // The signature covers the query and the timestamp too.
    const otherQuery = requestMessage(
      { ...request, pathWithQuery: request.pathWithQuery + '0' },
      '1716182975',
      'ABCDEF0123',
    );
    expect(verifier().update(otherQuery).verify(publicKey, params.signature!, 'base64')).toBe(false);
    const otherTime = requestMessage(request, '1716182976', 'ABCDEF0123');
    expect(verifier().update(otherTime).verify(publicKey, params.signature!, 'base64')).toBe(false);
  });

  it('uses a fresh nonce and the current time by default', () => {
    const request = { method: 'POST', pathWithQuery: '/v3/pay/transactions/native', body: '{}' };
    const first = parseAuthorization(authorizationHeader(credentials, request))!;
    const second = parseAuthorization(authorizationHeader(credentials, request))!;
    expect(first.nonce_str).toMatch(/^[0-9A-F]{32}$/);
    expect(first.nonce_str).not.toBe(second.nonce_str);
    expect(Math.abs(Number(first.timestamp) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('parses only its own scheme', () => {
    expect(parseAuthorization('Bearer abc')).toBeUndefined();
    expect(parseAuthorization('WECHATPAY2-SHA256-RSA2048 mchid="1",junk')).toBeUndefined();
  });
});
