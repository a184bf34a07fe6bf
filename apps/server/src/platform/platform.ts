import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Authenticator } from './http/auth.js';
import type { EventBus } from './realtime/bus.js';
import type { Keyring } from './http/signing/keyring.js';
import type { NonceStore } from './http/signing/nonces.js';
import type { RedisLink } from './redis.js';
import type { FileStore } from './storage/index.js';
import type { DailyTally } from './metrics/tally.js';

/** The cross-cutting parts every feature may use. */
export interface Platform {
  config: Config;
  database: Database;
  redis: RedisLink | null;
  authenticate: Authenticator;
  /** The server's logger; request logs are its children, carrying the request id. */
  log: FastifyBaseLogger;
  startedAt: number;
  /** Carries events to users' sockets across processes: in-process, or over Redis when configured. */
  bus: EventBus;
  /** The one file store: the S3 bucket when S3_ENDPOINT is set, else local disk under DATA_DIR/files. */
  files: FileStore;
  /** The signing keys, shared by the guard, the aesKey endpoint and the login. */
  keyring: Keyring;
  /** Nonces already seen: in Redis when configured, so every process refuses a replay. */
  nonces: NonceStore;
  /** The day's figures the busiest paths count in memory (messages, active users), written every few seconds. */
  metrics: DailyTally;
}
