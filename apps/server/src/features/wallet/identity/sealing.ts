import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../platform/config.js';

/**
 * Seals ID and card numbers at rest: AES-256-GCM with the identity key, and a keyed hash (HMAC-SHA256 with
 * a key derived from it) that finds one ID number across accounts without storing it in the clear.
 */
export interface IdentitySealer {
  /** `v1:<iv>:<tag>:<cipher text>`, base64url parts; a fresh IV each time. */
  seal(text: string): string;
  /** The text a seal holds; throws when it was made with another key or was changed. */
  open(sealed: string): string;
  /** The same for the same number, so a unique index finds one number on two accounts. */
  hash(idNumber: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
/** The key file kept in DATA_DIR when IDENTITY_KEY is not set (development and tests only). */
export const KEY_FILE = 'identity.key';

/** Whether a stored value is a seal (rows written before sealing, or by the demo seed, are plain). */
export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}:`);

export function createIdentitySealer(key: Buffer): IdentitySealer {
  if (key.length !== 32) throw new Error('the identity key must be 32 bytes');
  // A key of its own for the hash: knowing hashes never helps with the cipher, nor the other way round.
  const hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'fox identity hash', 32));
  return {
    seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    hash(idNumber) {
      return createHmac('sha256', hashKey).update(idNumber).digest('hex');
    },
  };
}

/**
 * The identity key: IDENTITY_KEY when set. In production it must be set (a key made on one machine would
 * leave the numbers unreadable on the next), so the start stops with the reason. Elsewhere a random key is
 * made once and kept in DATA_DIR, readable by this user only; processes sharing the folder share it.
 */
export async function identityKeyOf(
  config: Pick<Config, 'env' | 'dataDir' | 'identityKey'>,
): Promise<Buffer> {
  if (config.identityKey) return config.identityKey;
  if (config.env === 'production') {
    throw new Error(
      'IDENTITY_KEY is required in production: 32 random bytes in base64 (openssl rand -base64 32). ' +
        'ID and bank card numbers are encrypted with it; keep it safe, and the same on every server.',
    );
  }
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes the key and the other reads it.
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file);
}

async function readKeyFile(file: string): Promise<Buffer> {
  // A process that lost the race may read before the writer's bytes land: read again briefly.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${file} does not hold a 32-byte key in base64; remove it or set IDENTITY_KEY`);
}
