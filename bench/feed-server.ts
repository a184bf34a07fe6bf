/**
 * The server `feed.ts` measures, in a child process of its own (one core for it, one for the load
 * generator), and the parent's handle on it. Started with `--serve`, this file is the child: the portal
 * with the demo world on a fresh SQLite file (or a fresh PostgreSQL schema when BENCH_DATABASE_URL is set),
 * two demo viewers with sessions, a catalogue it grows when asked, and a count of the SQL statements it
 * has run, so the parent can say what one request costs in statements.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { contentSearchSources } from '../apps/server/src/features/content/index.js';
import { dramaSearchSource } from '../apps/server/src/features/dramas/index.js';
import { createCatchUp } from '../apps/server/src/features/search/indexer.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { assemble } from '../apps/server/src/start.js';
import { catalogueSize, fillSeenHistory, growCatalogue, type Generator } from './feed-catalogue.js';
import { allTables } from '../apps/server/src/schema.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
/** Set to a folder to have the server child write a V8 CPU profile there, to see where a request's time goes. */
const PROFILE_DIR = process.env.BENCH_FEED_PROFILE_DIR;
/** Demo viewers: one with no history, one given a long one; both follow and like things in the demo. */
const FRESH_VIEWER = '10000012';
const HEAVY_VIEWER = '10000011';

export interface Viewer {
  id: number;
  token: string;
}
export interface Ready {
  port: number;
  dialect: string;
  fresh: Viewer;
  heavy: Viewer;
}
export interface Grown {
  items: number;
  added: number;
  seenRows: number;
  seconds: number;
}
export interface Spent {
  statements: number;
  cpuMs: number;
}
type Ask = { grow: number; seen: number } | 'statements' | 'exit';

/** Counts every statement run by this process, on either database, from the driver's side. */
let statements = 0;

function countStatements(): void {
  const probe = new Database(':memory:');
  const prototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  for (const name of ['all', 'get', 'run', 'iterate']) {
    const original = prototype[name] as (...args: unknown[]) => unknown;
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
  }
  probe.close();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

async function serve(): Promise<void> {
  countStatements();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-bench-feed-'));
  const schema = DATABASE_URL ? `bench_feed_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: '0',
    ...(DATABASE_URL && schema ? { DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
  });
  const { app, platform } = await assemble(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const { dialect } = platform.database;
  const db = allTables(platform.database.db);
  // The start indexes the demo world for search; let it finish so it never meets the generated rows.
  await createCatchUp(db, dialect, [...contentSearchSources, dramaSearchSource])();

  const viewerOf = async (userName: string): Promise<Viewer> => {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow();
    const session = await openSession(db, Number(user.id), 'PC');
    return { id: Number(user.id), token: session.accessToken };
  };
  const fresh = await viewerOf(FRESH_VIEWER);
  const heavy = await viewerOf(HEAVY_VIEWER);
  const authors = await db.selectFrom('users').select('id').orderBy('id').limit(3).execute();
  const video = await db.selectFrom('videos').select(['videoUrl', 'coverUrl']).executeTakeFirstOrThrow();
  const generator: Generator = {
    generated: 0,
    newest: Date.now() - 2 * 3_600_000,
    authorIds: authors.map((author) => Number(author.id)) as [number, number, number],
    videoUrl: video.videoUrl,
    coverUrl: video.coverUrl,
  };

  const send = (message: unknown) => process.send!(message);
  process.on('message', (ask: Ask) => {
    if (ask === 'statements') {
      const { user, system } = process.cpuUsage();
      send({ statements: { statements, cpuMs: (user + system) / 1000 } });
    } else if (ask === 'exit') {
      void (async () => {
        await app.close();
        if (schema && DATABASE_URL) {
          const admin = new pg.Client({ connectionString: DATABASE_URL });
          await admin.connect();
          await admin.query(`drop schema if exists "${schema}" cascade`);
          await admin.end();
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      })();
    } else {
      void (async () => {
        const started = performance.now();
        const added = await growCatalogue(db, generator, ask.grow);
        const seenRows = await fillSeenHistory(db, heavy.id, ask.seen);
        // PostgreSQL plans by its statistics, which autovacuum would bring up to date a while after a bulk
        // insert; a database in use has them, so they are brought up to date before measuring.
        if (dialect === 'postgres') await sql`analyze`.execute(db);
        const items = await catalogueSize(db);
        send({ grown: { items, added, seenRows, seconds: (performance.now() - started) / 1000 } });
      })().catch((error: unknown) => send({ failed: String(error) }));
    }
  });
  send({ port: address.port, dialect, fresh, heavy } satisfies Ready);
}

/** The parent's handle on the server child. */
export class FeedServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly ready: Ready,
  ) {}

  static async start(): Promise<FeedServer> {
    const profiling = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
      execArgv: [...process.execArgv, ...profiling],
    });
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Ready));
      child.once('exit', (code) => reject(new Error(`the feed server exited (${code})`)));
    });
    return new FeedServer(child, ready);
  }

  get origin(): string {
    return `http://127.0.0.1:${this.ready.port}`;
  }

  private ask<T>(ask: Ask, key: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if ('failed' in message) reject(new Error(String(message.failed)));
        if (!(key in message) && !('failed' in message)) return;
        this.child.off('message', onMessage);
        resolve(message[key] as T);
      };
      this.child.on('message', onMessage);
      this.child.send(ask);
    });
  }

  /** Grows the catalogue to `items` and gives the heavy viewer `seen` seen items. */
  grow = (items: number, seen: number) => this.ask<Grown>({ grow: items, seen }, 'grown');
  /** Statements run and CPU time spent by the server so far. */
  statements = () => this.ask<Spent>('statements', 'statements');

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send('exit');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (this.child.exitCode === null) this.child.kill();
  }
}

if (process.argv[2] === '--serve') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
