import { Redis, type RedisOptions } from 'ioredis';
import { throttledWarn } from './log.js';

interface RedisLog {
  warn(detail: object, message: string): void;
  info(detail: object, message: string): void;
}

export interface RedisLink {
  client: Redis;
  /**
   * Another connection to the same Redis (a subscriber needs one of its own), watched like the first:
   * its errors are logged, and it reconnects by itself.
   */
  duplicate(name: string, options?: Partial<RedisOptions>): Redis;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Logs a connection's trouble without flooding: ioredis emits an error on every failed reconnect attempt
 * (and without a listener prints "Unhandled error event"), so errors are written at most every 10 s with
 * a count, and the return of the connection once, with how long it was away.
 */
function watchConnection(client: Redis, name: string, log: RedisLog): void {
  const warn = throttledWarn(log, 'redis connection error; reconnecting');
  let lostAt: number | null = null;
  client.on('error', (error: Error) => warn({ redis: name, error: error.message }));
  client.on('close', () => {
    lostAt ??= Date.now();
  });
  client.on('ready', () => {
    if (lostAt === null) return;
    log.info({ redis: name, awayMs: Date.now() - lostAt }, 'redis connection restored');
    lostAt = null;
  });
}

/**
 * Connects to Redis when REDIS_URL is set; the start fails with a clear message if it cannot be reached.
 * Afterwards a lost connection is retried by itself (ioredis' backoff, at most 2 s apart); commands made
 * while it is away fail at once rather than queue, and their callers decide what that means.
 */
export async function openRedis(url: string, log: RedisLog): Promise<RedisLink> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  watchConnection(client, 'shared', log);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Cannot reach Redis at ${redactedUrl(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    client,
    duplicate(name, options = {}) {
      const copy = client.duplicate({ lazyConnect: true, ...options });
      watchConnection(copy, name, log);
      return copy;
    },
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      if (client.status === 'end') return;
      await client.quit().catch(() => client.disconnect());
    },
  };
}

export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an invalid URL';
  }
}
