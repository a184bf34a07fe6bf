/**
 * The portal assembled in-process for a bench, on a data folder of its own (and a PostgreSQL schema of its
 * own when DATABASE_URL is set), with the machine's load printed first: a figure means little without it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig, type Config } from '../apps/server/src/platform/config.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { allTables } from '../apps/server/src/schema.js';
import { assemble } from '../apps/server/src/start.js';

export const write = (text: string) => process.stdout.write(text);

type App = Awaited<ReturnType<typeof assemble>>['app'];

export interface BenchPortal {
  app: App;
  platform: Platform;
  config: Config;
  /** Drops the bench's schema, stops the app and removes its data folder. */
  close(): Promise<void>;
}

/** Prints the load average beside the CPU count. */
export function writeLoad(): void {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  write(`load: ${load} on ${os.cpus().length} CPUs\n`);
}

/**
 * Prints the load and assembles the portal named `name` with `env` over the defaults (silent log unless
 * BENCH_LOG says otherwise, port 0). Routes may still be added before it listens.
 */
export async function assembleBenchPortal(name: string, env: Record<string, string>): Promise<BenchPortal> {
  writeLoad();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fox-bench-${name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
    PORT: '0',
    ...env,
    ...(process.env.DATABASE_URL
      ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: `bench_${name}_${process.pid}` }
      : {}),
  });
  const { app, platform } = await assemble(config);
  return {
    app,
    platform,
    config,
    async close() {
      if (config.databaseSchema) {
        await sql
          .raw(`drop schema if exists "${config.databaseSchema}" cascade`)
          .execute(allTables(platform.database.db));
      }
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
