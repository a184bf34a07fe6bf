import type { Redis } from 'ioredis';
import { TIMESTAMP_TOLERANCE_MS } from './signature.js';

/**
 * How long a nonce is remembered. A header is accepted while the clock is within ±5 minutes of its
 * timestamp, so its first use and a replay can lie 10 minutes apart: the window covers that whole span,
 * plus a minute for the clocks of several processes to differ, so a replay never finds its nonce forgotten.
 */
export const NONCE_WINDOW_MS = 2 * TIMESTAMP_TOLERANCE_MS + 60_000;
/** The in-memory store forgets the oldest nonces beyond this many (about 100 bytes each). */
export const MEMORY_NONCE_LIMIT = 200_000;

export interface NonceStore {
  /** Records a nonce; false when it was already recorded within the window (a replay). */
  claim(nonce: string): Promise<boolean>;
}

/** One process's memory: enough for a single server. Entries leave in the order they came, as they expire. */
export function memoryNonceStore(options: { now?: () => number; limit?: number } = {}): NonceStore {
  const now = options.now ?? Date.now;
  const limit = options.limit ?? MEMORY_NONCE_LIMIT;
  const expiries = new Map<string, number>();

  const sweep = (t: number) => {
    // Every entry lives the same window, so insertion order is expiry order: stop at the first live one.
    for (const [nonce, expiry] of expiries) {
      if (expiry > t && expiries.size < limit) break;
      expiries.delete(nonce);
    }
  };

  return {
    async claim(nonce) {
      const t = now();
      sweep(t);
      const expiry = expiries.get(nonce);
      if (expiry !== undefined && expiry > t) return false;
      // Re-inserted at the end, where its new expiry belongs in the order.
      expiries.delete(nonce);
      expiries.set(nonce, t + NONCE_WINDOW_MS);
      return true;
    },
  };
}

/** Shared by every process on the same Redis: `SET NX` makes the first claim win, atomically. */
export function redisNonceStore(client: Redis, prefix = 'signing:nonce:'): NonceStore {
  return {
    async claim(nonce) {
      const answer = await client.set(`${prefix}${nonce}`, '1', 'PX', NONCE_WINDOW_MS, 'NX');
      return answer === 'OK';
    },
  };
}

type NonceHost = { redis: { client: Redis } | null };

/** Redis when the platform has it (several processes behind a load balancer), memory otherwise. */
export function createNonceStore(platform: NonceHost): NonceStore {
  return platform.redis ? redisNonceStore(platform.redis.client) : memoryNonceStore();
}
