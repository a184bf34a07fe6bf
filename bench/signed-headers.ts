import { randomBytes } from 'node:crypto';
import {
  computeSign,
  encryptText,
  type SigningKeys,
} from '../apps/server/src/platform/http/signing/signature.js';

/** The key endpoint answers without a signature (platform facts: the client needs the keys first). */
export const KEYS_PATH = '/app/v1/query/aesKey';
export const SIGNED_HEADER = 'x-encrypt-key';

/** Fetches the server's current keys for the signed header. */
export async function fetchSigningKeys(origin: string): Promise<SigningKeys> {
  const response = await fetch(`${origin}${KEYS_PATH}`);
  const envelope = (await response.json()) as { code?: number; data?: SigningKeys };
  if (envelope.code !== 200 || !envelope.data) {
    throw new Error(`${KEYS_PATH} answered ${response.status}: ${JSON.stringify(envelope).slice(0, 300)}`);
  }
  return envelope.data;
}

/** The logged-in user a header speaks for; guests sign without one. */
export interface SignedIdentity {
  token: string;
  userId: number;
}

/** Makes `x-encrypt-key` headers for one URL, each with its own single-use nonce. */
export function headerSigner(keys: SigningKeys, url: string, identity?: SignedIdentity): () => string {
  return () => {
    const payload = {
      ...identity,
      timestamp: Date.now(),
      url,
      platform: 'web',
      nonce: randomBytes(18).toString('hex'),
    };
    return encryptText(JSON.stringify({ ...payload, sign: computeSign(payload, keys.hmacKey) }), keys);
  };
}

/** Where each request of a load run takes its header from. */
export interface HeaderSource {
  next(): string;
  /** Headers that had to be signed during the run because the prepared ones ran out. */
  readonly signedDuringRun: number;
}

/**
 * Headers signed before the run, each used once (a reused nonce is refused as a replay), so the client
 * spends its time sending requests rather than encrypting. When they run out, it signs on the spot.
 */
export function preparedHeaders(sign: () => string, count: number): HeaderSource {
  const prepared = Array.from({ length: count }, sign);
  let used = 0;
  let signedDuringRun = 0;
  return {
    next() {
      if (used < prepared.length) return prepared[used++] ?? sign();
      signedDuringRun += 1;
      return sign();
    },
    get signedDuringRun() {
      return signedDuringRun;
    },
  };
}

/**
 * A small set of headers sent round and round, for a server that does not check them: the requests are
 * byte for byte as large as the checked ones, and the client's work per request is the same.
 */
export function cycledHeaders(sign: () => string, count = 1000): HeaderSource {
  const prepared = Array.from({ length: count }, sign);
  let index = 0;
  return {
    next() {
      index = (index + 1) % prepared.length;
      return prepared[index] ?? sign();
    },
    signedDuringRun: 0,
  };
}
