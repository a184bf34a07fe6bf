import { createCipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The tests' own client of the signed `x-encrypt-key` header, written from the platform facts rather than
 * from the server's code, so a mistake on one side cannot hide behind the same mistake on the other.
 */

export interface TestKeys {
  hmacKey: string;
  aesKey: string;
  iv: string;
}

export interface SignOptions {
  /** The URL as the client signs it; the request path by default. */
  url: string;
  token?: string | null;
  userId?: string | number | null;
  timestamp?: number | string;
  nonce?: string;
  platform?: string;
  padding?: 'zero' | 'pkcs7';
  /** The payload's JSON text; compact JSON by default. */
  serialise?: (payload: Record<string, unknown>) => string;
  /** Changes the payload after it was signed, to break the signature. */
  tamper?: (payload: Record<string, unknown>) => void;
}

export function randomNonce(length = 24): string {
  return randomBytes(length).toString('base64url').slice(0, length);
}

export function testSign(payload: Record<string, unknown>, hmacKey: string): string {
  const names = Object.keys(payload)
    .filter((name) => name !== 'sign')
    .filter((name) => payload[name] !== null && payload[name] !== undefined && payload[name] !== '')
    .sort();
  const text = [...names.map((name) => `${name}=${String(payload[name])}`), `key=${hmacKey}`].join('&');
  return createHmac('sha256', hmacKey).update(text).digest('hex');
}

export function testEncrypt(text: string, keys: TestKeys, padding: 'zero' | 'pkcs7' = 'zero'): string {
  const cipher = createCipheriv(
    'aes-128-cbc',
    Buffer.from(keys.aesKey, 'latin1'),
    Buffer.from(keys.iv, 'utf8'),
  );
  let plain = Buffer.from(text, 'utf8');
  if (padding === 'zero') {
    cipher.setAutoPadding(false);
    const size = Math.ceil(plain.length / 16) * 16;
    plain = Buffer.concat([plain, Buffer.alloc(size - plain.length)]);
  }
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

/** The payload a client sends, signed: `{token, userId, timestamp, url, platform, nonce, sign}`. */
export function signedPayload(keys: TestKeys, options: SignOptions): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    token: options.token ?? '',
    userId: options.userId ?? '',
    timestamp: options.timestamp ?? Date.now(),
    url: options.url,
    platform: options.platform ?? 'web',
    nonce: options.nonce ?? randomNonce(),
  };
  payload.sign = testSign(payload, keys.hmacKey);
  options.tamper?.(payload);
  return payload;
}

/** The value of the `x-encrypt-key` header. */
export function signedHeader(keys: TestKeys, options: SignOptions): string {
  const payload = signedPayload(keys, options);
  const json = options.serialise ? options.serialise(payload) : JSON.stringify(payload);
  return testEncrypt(json, keys, options.padding);
}
