import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The pure parts of the signed `x-encrypt-key` header (platform facts): the sign string, its HMAC, the AES
 * envelope and the checks of a decrypted payload. No I/O and no clock of their own, so the web client's
 * tests can prove their headers pass exactly these functions.
 */

export interface SigningKeys {
  hmacKey: string;
  aesKey: string;
  iv: string;
}

export type Padding = 'zero' | 'pkcs7';

/** A signed request may be this far from the server clock, either way. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60_000;
export const NONCE_MIN_LENGTH = 18;
export const NONCE_MAX_LENGTH = 64;

const BLOCK = 16;

/**
 * `k1=v1&k2=v2&...&key=<hmacKey>` over the fields sorted by name, without `sign`. Empty values (null, absent,
 * '') are left out as the platform's clients do, or, with `keepEmpty`, written as `name=` as some others do.
 */
export function signString(
  payload: Record<string, unknown>,
  hmacKey: string,
  options: { keepEmpty?: boolean } = {},
): string {
  const pairs = Object.keys(payload)
    .filter((name) => name !== 'sign' && (options.keepEmpty || !isEmpty(payload[name])))
    .sort()
    .map((name) => `${name}=${isEmpty(payload[name]) ? '' : textOf(payload[name])}`);
  return [...pairs, `key=${hmacKey}`].join('&');
}

/** Lower-case hex HMAC-SHA256 of the sign string, keyed with hmacKey. */
export function computeSign(
  payload: Record<string, unknown>,
  hmacKey: string,
  options: { keepEmpty?: boolean } = {},
): string {
  return hmacHex(signString(payload, hmacKey, options), hmacKey);
}

export function hmacHex(text: string, key: string): string {
  return createHmac('sha256', Buffer.from(key, 'utf8')).update(text, 'utf8').digest('hex');
}

/**
 * True when `sign` is the payload's signature over its sign string with empty values left out or kept;
 * both are computed and compared in constant time, so which one matched is not observable.
 */
export function signMatches(payload: Record<string, unknown>, hmacKey: string): boolean {
  const sign = payload.sign;
  if (typeof sign !== 'string') return false;
  const given = Buffer.from(sign.toLowerCase(), 'utf8');
  let matched = false;
  for (const keepEmpty of [false, true]) {
    const expected = Buffer.from(computeSign(payload, hmacKey, { keepEmpty }), 'utf8');
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched;
}

/** AES-128-CBC of UTF-8 text, Base64. Zero padding as the web client sends; PKCS7 for other clients' tests. */
export function encryptText(
  text: string,
  keys: Pick<SigningKeys, 'aesKey' | 'iv'>,
  padding: Padding = 'zero',
) {
  const cipher = createCipheriv('aes-128-cbc', aesKeyBytes(keys.aesKey), ivBytes(keys.iv));
  const plain = Buffer.from(text, 'utf8');
  if (padding === 'pkcs7') return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
  cipher.setAutoPadding(false);
  const padded = Buffer.alloc(Math.ceil(plain.length / BLOCK) * BLOCK || BLOCK);
  plain.copy(padded);
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
}

/**
 * Decrypts Base64 AES-128-CBC to UTF-8 text, removing PKCS7 padding when the last block carries it and
 * trailing zero bytes otherwise. Null when the input is not a whole number of blocks or the key is wrong
 * enough to break the UTF-8.
 */
export function decryptText(cipherBase64: string, keys: Pick<SigningKeys, 'aesKey' | 'iv'>): string | null {
  const data = base64Bytes(cipherBase64);
  if (!data || data.length === 0 || data.length % BLOCK !== 0) return null;
  const decipher = createDecipheriv('aes-128-cbc', aesKeyBytes(keys.aesKey), ivBytes(keys.iv));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(data), decipher.final()]);
  const unpadded = plain.subarray(0, plain.length - paddingLength(plain));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(unpadded);
  } catch {
    return null;
  }
}

/** True when the text has the shape of an encrypted value: Base64 of whole AES blocks. */
export function looksEncrypted(text: string): boolean {
  const data = base64Bytes(text);
  return data !== null && data.length > 0 && data.length % BLOCK === 0;
}

/** Decrypts a header and reads it as a JSON object; null when it is neither. */
export function openPayload(header: string, keys: SigningKeys): Record<string, unknown> | null {
  const text = decryptText(header, keys);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Why a decrypted payload is refused; each has its own message. */
export type PayloadFault = 'malformed' | 'badSign' | 'stale' | 'urlMismatch' | 'tokenMismatch';

export interface RequestFacts {
  /** The path the server received, with or without its query string. */
  path: string;
  /** The bearer token of the Authorization header, if any. */
  bearerToken: string | undefined;
  now: number;
}

/**
 * Everything about a decrypted payload except the nonce's single use (which needs shared state and must
 * only be recorded once the rest has passed). The signature is checked first, so the other answers are
 * only ever given about authentic payloads.
 */
export function checkPayload(
  payload: Record<string, unknown>,
  hmacKey: string,
  request: RequestFacts,
): PayloadFault | null {
  const timestamp = timestampOf(payload.timestamp);
  if (
    timestamp === null ||
    !nonEmptyString(payload.url) ||
    !nonEmptyString(payload.platform) ||
    !validNonce(payload.nonce) ||
    !nonEmptyString(payload.sign)
  ) {
    return 'malformed';
  }
  if (!signMatches(payload, hmacKey)) return 'badSign';
  if (Math.abs(request.now - timestamp) > TIMESTAMP_TOLERANCE_MS) return 'stale';
  if (!urlMatches(payload.url, request.path)) return 'urlMismatch';
  if (bareToken(payload.token) !== bareToken(request.bearerToken)) return 'tokenMismatch';
  return null;
}

export function validNonce(nonce: unknown): nonce is string {
  return typeof nonce === 'string' && nonce.length >= NONCE_MIN_LENGTH && nonce.length <= NONCE_MAX_LENGTH;
}

/** Milliseconds as a number or a string of digits; null otherwise. */
export function timestampOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,16}$/.test(value)) return Number(value);
  return null;
}

/** A signed family path must be this deep, so that no signature covers a whole gateway or the root. */
export const FAMILY_MIN_SEGMENTS = 3;

/**
 * Clients sign the URL in several forms: the bare path, with its query, with or without a gateway prefix
 * such as `/app`, absolute, or only the path of the resource family (`/app/api/content/article/` for
 * `/app/api/content/article/14`). Both sides are reduced to a path, may differ by one leading segment, and
 * the signed one may be a whole-segment prefix at least FAMILY_MIN_SEGMENTS deep. The single-use nonce and
 * the short timestamp window are what stop a replay, so this tolerance costs nothing.
 */
export function urlMatches(signedUrl: string, requestPath: string): boolean {
  const signed = pathOf(signedUrl);
  const received = pathOf(requestPath);
  if (signed === null || received === null) return false;
  // One gateway prefix either way, never on both sides at once (that would let any first segment pass).
  const pairs: Array<[string | null, string | null]> = [
    [signed, received],
    [withoutFirstSegment(signed), received],
    [signed, withoutFirstSegment(received)],
  ];
  return pairs.some(([s, r]) => s !== null && r !== null && (s === r || isFamilyOf(s, r)));
}

function isFamilyOf(family: string, path: string): boolean {
  return (
    family.split('/').length - 1 >= FAMILY_MIN_SEGMENTS &&
    path.length > family.length &&
    path.startsWith(`${family}/`)
  );
}

/**
 * The path of a URL or path: origin, query and fragment removed, percent-escapes decoded, doubled slashes
 * made single, no trailing slash.
 */
export function pathOf(url: string): string | null {
  let rest = url.trim();
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(rest);
  if (origin) rest = rest.slice(origin[0].length);
  rest = rest.split(/[?#]/, 1)[0] ?? '';
  if (!rest.startsWith('/')) rest = `/${rest}`;
  try {
    rest = decodeURI(rest);
  } catch {
    return null;
  }
  rest = rest.replace(/\/{2,}/g, '/');
  return rest.length > 1 ? rest.replace(/\/+$/, '') || '/' : rest;
}

function withoutFirstSegment(path: string): string | null {
  const match = /^\/[^/]+(\/.*)$/.exec(path);
  return match ? (match[1] ?? null) : null;
}

/** The token alone: `Bearer ` removed, empty means none. */
export function bareToken(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/^\s*bearer\s+/i, '').trim();
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function textOf(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function aesKeyBytes(aesKey: string): Buffer {
  return Buffer.from(aesKey, 'latin1');
}

function ivBytes(iv: string): Buffer {
  return Buffer.from(iv, 'utf8');
}

function base64Bytes(text: string): Buffer | null {
  const clean = text.trim();
  if (!/^[A-Za-z\d+/]*={0,2}$/.test(clean) && !/^[A-Za-z\d_-]*={0,2}$/.test(clean)) return null;
  return Buffer.from(clean, clean.includes('-') || clean.includes('_') ? 'base64url' : 'base64');
}

/** PKCS7 when the last block ends in n copies of n (1..16); otherwise the run of trailing zero bytes. */
function paddingLength(plain: Buffer): number {
  const last = plain[plain.length - 1] ?? 0;
  if (last >= 1 && last <= BLOCK && plain.subarray(plain.length - last).every((byte) => byte === last)) {
    return last;
  }
  let zeros = 0;
  while (zeros < plain.length && plain[plain.length - 1 - zeros] === 0) zeros += 1;
  return zeros;
}
