import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signing, system } from '@fox/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig, type Config } from '../src/platform/config.js';
import { assemble } from '../src/start.js';
import type { Platform } from '../src/platform/platform.js';
import { allTables, type DatabaseSchema } from '../src/schema.js';
import { copyOfDemoWorld } from './demo-template.js';
import { signedHeader, type SignOptions, type TestKeys } from './signer.js';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  platform: Platform;
  /** The server's database with every table named, for arranging and checking what a test needs. */
  db: Kysely<DatabaseSchema>;
  config: Config;
  /** Stops the server and removes its data folder or PostgreSQL schema. */
  stop(): Promise<void>;
  /**
   * The request helpers sign every request with the server's current keys, as the web client does, taking
   * the token from an `authorization` header. `signed: false` sends none; an object changes what is signed;
   * an `x-encrypt-key` header of the caller's own is sent as it is.
   */
  get(pathname: string, headers?: Record<string, string>, options?: RequestOptions): Promise<TestResponse>;
  post(
    pathname: string,
    body: unknown,
    headers?: Record<string, string>,
    options?: RequestOptions,
  ): Promise<TestResponse>;
  put(
    pathname: string,
    body: unknown,
    headers?: Record<string, string>,
    options?: RequestOptions,
  ): Promise<TestResponse>;
  del(pathname: string, headers?: Record<string, string>, options?: RequestOptions): Promise<TestResponse>;
  /** POST multipart/form-data (fetch sets the boundary), signed like the others. */
  upload(
    pathname: string,
    form: FormData,
    headers?: Record<string, string>,
    options?: RequestOptions,
  ): Promise<TestResponse>;
  /** The keys of the signed header, fetched once from GET /app/v1/query/aesKey; `refresh` fetches them anew. */
  keys(refresh?: boolean): Promise<TestKeys>;
}

export interface TestResponse {
  /**
   * For API answers, the envelope's code: every API answer must come with HTTP 200 (the real platform's
   * rule), which the harness checks on every request, failing the test otherwise. For what is not an API
   * answer (file bytes, pages, the health check, payment callbacks), the HTTP status.
   */
  status: number;
  /** The HTTP status as received. */
  httpStatus: number;
  body: any;
  headers: Headers;
}

/** Paths whose answers keep their HTTP statuses: file bytes, pages, health, payment callbacks, sockets. */
const NOT_API =
  /^\/+(resource\/files|resource\/avatar|healthz|pay\/notify|pay\/sandbox|ws|assets|admin\/assets)(\/|$|\?)/;

/** The TestResponse of an answer: checks the HTTP 200 of an API answer and reads its code. */
export function testResponseOf(
  method: string,
  pathname: string,
  httpStatus: number,
  body: any,
  headers: Headers,
) {
  const envelope = body !== null && typeof body === 'object' && typeof body.code === 'number';
  if (!envelope || NOT_API.test(pathname)) return { status: httpStatus, httpStatus, body, headers };
  if (httpStatus !== 200) {
    throw new Error(`${method} ${pathname}: an API answer came with HTTP ${httpStatus} (code ${body.code})`);
  }
  return { status: body.code as number, httpStatus, body, headers };
}

export interface RequestOptions {
  signed?: false | Partial<SignOptions>;
}

/** Paths the server answers without a signature: the keys themselves and the health check. */
const unsignedPaths = new Set([signing.aesKey.path, system.health.path]);

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Adds routes before the server starts, for cases no product endpoint exercises. */
  extend?: (app: FastifyInstance, platform: Platform) => void;
  /**
   * Reuse a data folder, database or schema (to test restarts, or a second process); otherwise the server
   * starts on a fresh copy of the demo world.
   */
  reuse?: { dataDir?: string; schema?: string; databaseUrl?: string };
}

/** What a server seeds for itself rather than start on a copy: no demo world, or files kept elsewhere. */
function seedsForItself(env: Record<string, string> = {}): boolean {
  return Object.keys(env).some(
    (name) =>
      name === 'SEED_DEMO' ||
      name.startsWith('S3_') ||
      /^(DATA_DIR|DATABASE_URL|DATABASE_SCHEMA)$/.test(name),
  );
}

/**
 * A second server process on the first one's database and Redis (REDIS_URL in `env`), as a deployment of
 * several processes runs: it does not seed, the first one did.
 */
export function startSiblingServer(
  kind: DatabaseKind,
  first: TestServer,
  env: Record<string, string>,
): Promise<TestServer> {
  return startTestServer(kind, {
    env: { ...env, SEED_DEMO: 'false' },
    reuse: {
      dataDir: first.config.dataDir,
      ...(first.config.databaseSchema ? { schema: first.config.databaseSchema } : {}),
      ...(first.config.databaseUrl ? { databaseUrl: first.config.databaseUrl } : {}),
    },
  });
}

/** Starts the real server on a fresh database, listening on a free port of 127.0.0.1. */
export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const copy = options.reuse || seedsForItself(options.env) ? null : await copyOfDemoWorld(kind);
  const dataDir =
    options.reuse?.dataDir ?? copy?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const schema =
    options.reuse?.schema ?? copy?.schema ?? `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = options.reuse?.databaseUrl ?? copy?.databaseUrl ?? process.env.TEST_DATABASE_URL!;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ADMIN_DIST_DIR: path.join(dataDir, 'no-admin-build'),
    ...(kind === 'postgres' ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    ...options.env,
  });
  const { app, platform } = await assemble(config);
  options.extend?.(app, platform);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  let keys: Promise<TestKeys> | null = null;
  const fetchKeys = async (): Promise<TestKeys> => {
    const answer = (await (await fetch(url + signing.aesKey.path)).json()) as { data?: TestKeys };
    if (!answer.data?.aesKey) throw new Error(`no signing keys: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const currentKeys = (refresh = false): Promise<TestKeys> => {
    if (refresh || !keys) {
      const fetching = fetchKeys();
      keys = fetching;
      // A failed fetch is not kept: the next request tries again.
      fetching.catch(() => {
        if (keys === fetching) keys = null;
      });
    }
    return keys;
  };

  const send = async (
    method: string,
    pathname: string,
    body: unknown,
    headers: Record<string, string>,
    options: RequestOptions,
    refreshKeys = false,
  ): Promise<TestResponse> => {
    const own = Object.keys(headers).some((name) => name.toLowerCase() === 'x-encrypt-key');
    const sign = !own && options.signed !== false && !unsignedPaths.has(pathname.split('?')[0] ?? '');
    const authorization = Object.entries(headers).find(
      ([name]) => name.toLowerCase() === 'authorization',
    )?.[1];
    const signature: Record<string, string> = sign
      ? {
          'x-encrypt-key': signedHeader(await currentKeys(refreshKeys), {
            url: pathname,
            token: authorization?.replace(/^Bearer\s+/i, '') ?? '',
            ...(options.signed || {}),
          }),
        }
      : {};
    const response = await fetch(url + pathname, {
      method,
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...signature,
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an HTML page): keep the text.
    }
    const answer = testResponseOf(method, pathname, response.status, parsed, response.headers);
    // The keys rotate (or a test emptied the database): fetch them anew and retry once, as the client does.
    const automatic = sign && options.signed === undefined;
    if (automatic && !refreshKeys && answer.status === 401 && answer.body?.data?.signature === 'badKey') {
      return send(method, pathname, body, headers, options, true);
    }
    return answer;
  };

  return {
    url,
    app,
    platform,
    db: allTables(platform.database.db),
    config,
    get: (pathname, headers = {}, options = {}) => send('GET', pathname, undefined, headers, options),
    post: (pathname, body, headers = {}, options = {}) => send('POST', pathname, body, headers, options),
    put: (pathname, body, headers = {}, options = {}) => send('PUT', pathname, body, headers, options),
    del: (pathname, headers = {}, options = {}) => send('DELETE', pathname, undefined, headers, options),
    upload: (pathname, form, headers = {}, options = {}) => send('POST', pathname, form, headers, options),
    keys: (refresh) => currentKeys(refresh),
    async stop() {
      await app.close();
      if (options.reuse) return;
      if (copy) return copy.remove();
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
