import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { UploadsTables } from './tables.js';

/**
 * Signed addresses are minted per time bucket: within one bucket a viewer gets the same address for the
 * same file, so the browser's cache and its Range requests keep hitting one URL. An address is valid for
 * one to two buckets from when it was handed out.
 */
export const SIGNED_URL_BUCKET_S = 3600;
const BUCKETS = 2;
/** The longest an address stays valid: from the start of the bucket it was minted in to its expiry. */
export const SIGNED_URL_LIFETIME_S = BUCKETS * SIGNED_URL_BUCKET_S;
/** Clocks of several processes may differ a little; an expiry further out than this was never minted. */
const CLOCK_SLACK_S = 60;
/** How long a process keeps the secret before reading it again (an operator may replace it). */
const SECRET_CACHE_MS = 10 * 60_000;

/** What a valid signature grants: the viewer it was minted for (0 for a guest) until `expires` (Unix s). */
export interface FileGrant {
  viewer: number;
  expires: number;
}

export interface SignedParams {
  uid: string | undefined;
  exp: string | undefined;
  sig: string | undefined;
}

export interface FileSigner {
  /** The query string (`uid=…&exp=…&sig=…`) that lets `viewer` fetch the file stored under `key`. */
  queryFor(key: string, viewer: number, nowMs?: number): string;
  /** The grant of a signature for `key`, or null when it is missing, forged, for another file or expired. */
  verify(key: string, params: SignedParams, nowMs?: number): FileGrant | null;
}

const DECIMAL = /^(0|[1-9]\d{0,15})$/;

/** The expiry handed out at `nowMs`: the end of the bucket after the current one, in Unix seconds. */
export function expiryAt(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / SIGNED_URL_BUCKET_S) + BUCKETS) * SIGNED_URL_BUCKET_S;
}

export function createFileSigner(secret: Buffer): FileSigner {
  const mac = (key: string, expires: number, viewer: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}\n${viewer}`).digest();
  return {
    queryFor(key, viewer, nowMs = Date.now()) {
      const expires = expiryAt(nowMs);
      return `uid=${viewer}&exp=${expires}&sig=${mac(key, expires, viewer).toString('base64url')}`;
    },
    verify(key, params, nowMs = Date.now()) {
      if (!params.uid || !params.exp || !params.sig) return null;
      if (!DECIMAL.test(params.uid) || !DECIMAL.test(params.exp)) return null;
      const viewer = Number(params.uid);
      const expires = Number(params.exp);
      const now = nowMs / 1000;
      if (expires <= now || expires > now + SIGNED_URL_LIFETIME_S + CLOCK_SLACK_S) return null;
      const given = Buffer.from(params.sig, 'base64url');
      const expected = mac(key, expires, viewer);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { viewer, expires };
    },
  };
}

/**
 * The signer of a database's file addresses. Its secret lives in `file_signing_keys` (row 1): the first
 * process that needs it writes it, a racing one keeps the row already there, and every process reads the
 * same row, so an address minted by one is accepted by all.
 */
export async function fileSignerOf(db: Db): Promise<FileSigner> {
  const keys = tablesOf<UploadsTables>(db);
  const read = () =>
    keys.selectFrom('fileSigningKeys').select('secret').where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    await keys
      .insertInto('fileSigningKeys')
      .values({ id: 1, secret: randomBytes(32).toString('base64url'), createdAt: Date.now() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('the file signing secret could not be stored');
  return createFileSigner(Buffer.from(row.secret, 'base64url'));
}

/**
 * The signer the file route checks every request with: the secret is read again after a while (an operator
 * may replace it), not on every request. One per server, made when the uploads feature is installed.
 */
export function cachedFileSigner(db: Db): () => Promise<FileSigner> {
  let cached: { signer: Promise<FileSigner>; readAt: number } | undefined;
  return async () => {
    if (!cached || Date.now() - cached.readAt >= SECRET_CACHE_MS) {
      const reading = { signer: fileSignerOf(db), readAt: Date.now() };
      cached = reading;
      reading.signer.catch(() => {
        if (cached === reading) cached = undefined;
      });
    }
    return cached.signer;
  };
}
