import { cbc } from '@noble/ciphers/aes.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The signed `x-encrypt-key` header and the encrypted login password (platform facts). Pure JavaScript on
 * purpose: `crypto.subtle` exists only in secure contexts, and the portal is also served over plain http
 * inside LANs. Randomness comes from `crypto.getRandomValues`, which every context has.
 */

/** What this client calls itself in the payload. */
export const SIGNING_PLATFORM = 'web';
const NONCE_LENGTH = 24;
const BLOCK = 16;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Random bytes at or above this are skipped, so every letter is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export interface EncryptKeyInput {
  /** The access token, also sent as `Authorization: Bearer <token>`; absent for guests. */
  token?: string | null;
  userId?: string | number | null;
  /** The request's path, with its query string if it has one. */
  url: string;
  keys: SigningKeys;
  /** Milliseconds since the epoch; the current time by default. */
  now?: number;
  /** Single use; a fresh random one by default. */
  nonce?: string;
}

/** The keys of GET /app/v1/query/aesKey. */
export interface SigningKeys {
  hmacKey: string;
  aesKey: string;
  iv: string;
}

/** The value of the `x-encrypt-key` header of one request; the keys may also come first, on their own. */
export function buildEncryptKey(input: EncryptKeyInput): string;
export function buildEncryptKey(keys: SigningKeys, request: Omit<EncryptKeyInput, 'keys'>): string;
export function buildEncryptKey(
  first: EncryptKeyInput | SigningKeys,
  request?: Omit<EncryptKeyInput, 'keys'>,
): string {
  const input: EncryptKeyInput = request
    ? { ...request, keys: first as SigningKeys }
    : (first as EncryptKeyInput);
  const payload: Record<string, string | number> = {
    token: input.token ?? '',
    userId: input.userId ?? '',
    timestamp: input.now ?? Date.now(),
    url: input.url,
    platform: SIGNING_PLATFORM,
    nonce: input.nonce ?? randomNonce(),
  };
  payload.sign = signPayload(payload, input.keys.hmacKey);
  return encryptText(JSON.stringify(payload), input.keys);
}

/** The login password as the server expects it: encrypted with the current keys, like the header. */
export function encryptPassword(password: string, keys: SigningKeys): string {
  return encryptText(password, keys);
}

/**
 * Lower-case hex HMAC-SHA256, keyed with hmacKey, of `k1=v1&...&key=<hmacKey>`: the fields sorted by name,
 * empty ones and `sign` left out.
 */
export function signPayload(payload: Record<string, unknown>, hmacKey: string): string {
  const pairs = Object.keys(payload)
    .filter((name) => name !== 'sign')
    .filter((name) => payload[name] !== null && payload[name] !== undefined && payload[name] !== '')
    .sort()
    .map((name) => `${name}=${String(payload[name])}`);
  const text = [...pairs, `key=${hmacKey}`].join('&');
  return bytesToHex(hmac(sha256, utf8ToBytes(hmacKey), utf8ToBytes(text)));
}

/** Random letters and digits. */
export function randomNonce(length = NONCE_LENGTH): string {
  let nonce = '';
  while (nonce.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < UNBIASED_LIMIT && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length];
    }
  }
  return nonce;
}

/** AES-128-CBC (key: Latin-1 bytes of aesKey; IV: UTF-8 bytes of iv), zero padding, Base64. */
function encryptText(text: string, keys: Pick<SigningKeys, 'aesKey' | 'iv'>): string {
  const plain = utf8ToBytes(text);
  const padded = new Uint8Array(Math.ceil(plain.length / BLOCK) * BLOCK || BLOCK);
  padded.set(plain);
  const cipher = cbc(latin1Bytes(keys.aesKey), utf8ToBytes(keys.iv), { disablePadding: true });
  return toBase64(cipher.encrypt(padded));
}

function latin1Bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
