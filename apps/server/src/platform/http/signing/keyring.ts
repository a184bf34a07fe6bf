import { randomBytes } from 'node:crypto';
import { tablesOf, type Db } from '../../db/tables.js';
import type { SigningTables } from './tables.js';
import { decryptText, openPayload, type SigningKeys } from './signature.js';

/** A new generation is made when the newest is this old. */
export const ROTATE_MS = 3_600_000;
/** A generation stays accepted this long after a newer one was made, so clients holding it can finish. */
export const GRACE_MS = 600_000;
/** How long one read of the generations serves requests before the database is asked again. */
export const CACHE_MS = 5_000;
/** A header no cached generation opens may come from one another process just made: reread, at most this often. */
const MISS_REREAD_MS = 1_000;
/** Rows read each time: more than enough to hold every generation that can still be live. */
const READ_LIMIT = 5;
/** Generations older than this, and no longer live, are deleted when a new one is made. */
const KEEP_MS = 24 * ROTATE_MS;

export interface KeyGeneration extends SigningKeys {
  id: number;
  createdAt: number;
}

export interface Keyring {
  /** The newest generation, made first when there is none or the newest is due for rotation. */
  current(): Promise<KeyGeneration>;
  /** The generations a client may still use, newest first. */
  live(): Promise<KeyGeneration[]>;
  /** Decrypts a signed header with the live generations, newest first, until it reads as a JSON object. */
  open(header: string): Promise<{ payload: Record<string, unknown>; generation: KeyGeneration } | null>;
  /** Decrypts a value the client encrypted with its current keys (the login password); null if none can. */
  decryptText(cipherBase64: string): Promise<string | null>;
  /** Drops the cached generations, so the next call reads the database. */
  forget(): void;
}

export interface KeyringOptions {
  now?: () => number;
  cacheMs?: number;
}

/** The keyring over the `signing_keys` table; every process on the same database shares its generations. */
export function createKeyring(database: Db, options: KeyringOptions = {}): Keyring {
  const db = tablesOf<SigningTables>(database);
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? CACHE_MS;
  let cache: { rows: KeyGeneration[]; readAt: number } | null = null;
  let reading: Promise<KeyGeneration[]> | null = null;

  const fresh = (t: number) =>
    cache !== null &&
    t - cache.readAt < cacheMs &&
    cache.rows[0] !== undefined &&
    t - cache.rows[0].createdAt < ROTATE_MS;

  const read = () =>
    db
      .selectFrom('signingKeys')
      .select(['id', 'hmacKey', 'aesKey', 'iv', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(READ_LIMIT)
      .execute();

  // Two processes may rotate at the same moment and make two generations: both stay live for the grace
  // period and everyone converges on the newest, so no lock is needed.
  async function reload(): Promise<KeyGeneration[]> {
    let rows = await read();
    const newest = rows[0];
    const t = now();
    if (!newest || t - newest.createdAt >= ROTATE_MS) {
      await db
        .insertInto('signingKeys')
        .values({ hmacKey: randomText(32), aesKey: randomText(16), iv: randomText(16), createdAt: t })
        .execute();
      rows = await read();
      const oldestRead = rows[rows.length - 1]?.createdAt ?? t;
      await db
        .deleteFrom('signingKeys')
        .where('createdAt', '<', Math.min(oldestRead, t - KEEP_MS))
        .execute();
    }
    cache = { rows, readAt: now() };
    return rows;
  }

  async function rows(force = false): Promise<KeyGeneration[]> {
    if (!force && cache && fresh(now())) return cache.rows;
    reading ??= reload().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function live(force = false): Promise<KeyGeneration[]> {
    return liveGenerations(await rows(force), now());
  }

  function openWith(generations: KeyGeneration[], header: string) {
    for (const generation of generations) {
      const payload = openPayload(header, generation);
      if (payload) return { payload, generation };
    }
    return null;
  }

  return {
    async current() {
      const [newest] = await rows();
      if (!newest) throw new Error('no signing key generation after a reload');
      return newest;
    },
    live: () => live(),
    async open(header) {
      const opened = openWith(await live(), header);
      if (opened || (cache && now() - cache.readAt < MISS_REREAD_MS)) return opened;
      return openWith(await live(true), header);
    },
    async decryptText(cipherBase64) {
      for (const generation of await live()) {
        const text = decryptText(cipherBase64, generation);
        // A wrong key yields bytes, rarely valid UTF-8 and practically never free of control characters.
        if (text !== null && text !== '' && !hasControlCharacters(text)) return text;
      }
      return null;
    },
    forget() {
      cache = null;
    },
  };
}

/**
 * The newest generation, and each older one whose successor was made less than GRACE_MS ago. Once one is
 * out, every older one is too (its successor is older still).
 */
export function liveGenerations(rows: KeyGeneration[], now: number): KeyGeneration[] {
  const live: KeyGeneration[] = [];
  for (const [index, row] of rows.entries()) {
    const successor = rows[index - 1];
    if (successor && now - successor.createdAt >= GRACE_MS) break;
    live.push(row);
  }
  return live;
}

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of the alphabet's size below 256: bytes above it are skipped, so no letter is favoured. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** Random letters and digits from the system's secure random source. */
export function randomText(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < UNBIASED_LIMIT && text.length < length) text += ALPHABET[byte % ALPHABET.length];
    }
  }
  return text;
}
