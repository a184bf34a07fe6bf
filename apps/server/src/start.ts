import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app.js';
import { sessionAuthenticator } from './features/auth/index.js';
import { isEmpty, seedDemoWorld } from './seed/demo-world.js';
import type { Config } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import type { Platform } from './platform/platform.js';
import { createLogger } from './platform/log.js';
import { createKeyring } from './platform/http/signing/keyring.js';
import { createNonceStore } from './platform/http/signing/nonces.js';
import { createFileStore } from './platform/storage/index.js';
import { inProcessBus } from './platform/realtime/bus.js';
import { redisBus } from './platform/realtime/redis-bus.js';
import { openRedis } from './platform/redis.js';
import { createDailyTally, type DailyTally } from './platform/metrics/tally.js';
import type { Authenticator } from './platform/http/auth.js';

/**
 * Opens the database (running migrations), Redis when configured, seeds a new database, and builds the app.
 * The log goes to standard output unless `logDestination` is given.
 */
export async function assemble(
  config: Config,
  logDestination?: DestinationStream,
): Promise<{ app: FastifyInstance; platform: Platform; seeded: boolean }> {
  const log = createLogger(config.logLevel, logDestination);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  const redis = config.redisUrl
    ? await openRedis(config.redisUrl, log).catch(async (error: unknown) => {
        await database.close();
        throw error;
      })
    : null;
  const files = createFileStore(config);
  let seeded = false;
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemoWorld(database, files);
    seeded = true;
  }
  const metrics = createDailyTally(database.db, (error) =>
    log.warn({ err: error }, 'daily figures not written'),
  );
  const platform: Platform = {
    config,
    database,
    redis,
    authenticate: countingActive(sessionAuthenticator(database.db), metrics),
    log,
    startedAt: Date.now(),
    bus: redis ? await redisBus(redis, database.location, log) : inProcessBus(),
    files,
    keyring: createKeyring(database.db),
    nonces: createNonceStore({ redis }),
    metrics,
  };
  const app = await buildApp(platform);
  return { app, platform, seeded };
}

/** Every request a session makes marks its user active today (the dashboard's active users). */
function countingActive(authenticate: Authenticator, metrics: DailyTally): Authenticator {
  return async (request) => {
    const user = await authenticate(request);
    if (user) metrics.markActive(user.id);
    return user;
  };
}
