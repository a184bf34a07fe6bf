import { Redis } from 'ioredis';

export interface RedisLink {
  client: Redis;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Connects to Redis when REDIS_URL is set; the start fails with a clear message if it cannot be reached. */
export async function openRedis(url: string): Promise<RedisLink> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
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
