import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../src/platform/config.js';
import { assemble } from '../src/platform/start.js';
import type { Platform } from '../src/platform/platform.js';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  platform: Platform;
  config: Config;
  /** Stops the server and removes its data folder or PostgreSQL schema. */
  stop(): Promise<void>;
  get(
    pathname: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  post(
    pathname: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Adds routes before the server starts, for cases no product endpoint exercises. */
  extend?: (app: FastifyInstance) => void;
  /** Reuse a data folder or schema (to test restarts); otherwise a fresh one is made. */
  reuse?: { dataDir?: string; schema?: string };
}

/** Starts the real server on a fresh database, listening on a free port of 127.0.0.1. */
export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = options.reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const schema = options.reuse?.schema ?? `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema } : {}),
    ...options.env,
  });
  const { app, platform } = await assemble(config);
  options.extend?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const request = async (
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(url + pathname, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an HTML page): keep the text.
    }
    return { status: response.status, body: parsed as any, headers: response.headers };
  };

  return {
    url,
    app,
    platform,
    config,
    get: (pathname, headers) => request('GET', pathname, undefined, headers),
    post: (pathname, body, headers) => request('POST', pathname, body, headers),
    async stop() {
      await app.close();
      if (options.reuse) return;
      if (kind === 'postgres') await dropSchema(schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
