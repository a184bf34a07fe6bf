import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RedisLink } from '../redis.js';
import { AppError } from './app-error.js';

export interface RouteRateLimit {
  /** Requests allowed per client address in the window. */
  max: number;
  windowMs: number;
}

/**
 * Per-address limits for the routes that ask for one (login, codes, sends). Counts live in Redis when it is
 * configured, so every server process shares them; in memory otherwise.
 */
export async function installRateLimits(app: FastifyInstance, redis: RedisLink | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis: redis.client, nameSpace: 'portal:rate:' } : {}),
    // A Redis outage must not lock everybody out of logging in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'error.tooMany', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
