import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Authenticator } from './http/auth.js';
import type { RedisLink } from './redis.js';

/** The cross-cutting parts every feature may use. */
export interface Platform {
  config: Config;
  database: Database;
  redis: RedisLink | null;
  authenticate: Authenticator;
  /** The server's logger; request logs are its children, carrying the request id. */
  log: FastifyBaseLogger;
  startedAt: number;
}
