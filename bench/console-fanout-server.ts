/**
 * The server `console-fanout.ts` measures, in a child process of its own (one core for it, one for the
 * clients): the real app on SQLite with BENCH_FANOUT_USERS accounts written in bulk, sessions for the
 * chat peers and one operator. Started with `--serve`, this file is the child.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { allTables } from '../apps/server/src/schema.js';
import { assemble } from '../apps/server/src/start.js';

export const USERS = Number(process.env.BENCH_FANOUT_USERS ?? 100_000);
/** Accounts with a session for the chat load: senders and receivers. */
export const PEERS = 200;
/** Set to a folder to have the server child write a V8 CPU profile there, to see where the time goes. */
const PROFILE_DIR = process.env.BENCH_FANOUT_PROFILE_DIR;
/** Accounts written per insert statement while the world is made. */
const INSERT_CHUNK = 1_000;

export interface Peer {
  id: number;
  token: string;
}
export interface Ready {
  port: number;
  peers: Peer[];
  operator: Peer;
  users: number;
  /** How long writing the accounts took, in ms. */
  seedMs: number;
}
type Ask = { ask: 'count'; broadcastId: number } | { ask: 'cpu' } | { ask: 'exit' };

async function serve(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-bench-fanout-'));
  const fanoutEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith('NOTICE_')),
  ) as Record<string, string>;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: '0',
    SEED_DEMO: 'false',
    WS_IDLE_TIMEOUT_MS: '600000',
    ...fanoutEnv,
  });
  const { app, platform } = await assemble(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const db = allTables(platform.database.db);

  const started = performance.now();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < USERS; from += INSERT_CHUNK) {
      const rows = Array.from({ length: Math.min(INSERT_CHUNK, USERS - from) }, (_, i) => {
        const n = from + i;
        return {
          userName: String(20_000_001 + n),
          nickName: `fox${n}`,
          avatar: '',
          intro: '',
          phone: `137${String(n).padStart(8, '0')}`,
          roles: 'user',
          siteId: 11,
          createdAt: now,
          passwordHash: null,
          state: 'active' as const,
          guideDone: 1,
        };
      });
      await trx.insertInto('users').values(rows).execute();
    }
  });
  const seedMs = performance.now() - started;

  const ids = await db
    .selectFrom('users')
    .select('id')
    .orderBy('id')
    .limit(PEERS + 1)
    .execute();
  const peers: Peer[] = [];
  for (const { id } of ids.slice(0, PEERS)) {
    peers.push({ id: Number(id), token: (await openSession(db, Number(id), 'PC')).accessToken });
  }
  const operatorId = Number(ids[PEERS]!.id);
  await db
    .updateTable('users')
    .set({ roles: 'user,operationsAdministrator' })
    .where('id', '=', operatorId)
    .execute();
  const operator = { id: operatorId, token: (await openSession(db, operatorId, 'PC')).accessToken };

  const users = Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const send = (message: unknown) => process.send!(message);
  process.on('message', (message: Ask) => {
    if (message.ask === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ cpu: (user + system) / 1000 });
    } else if (message.ask === 'count') {
      void db
        .selectFrom('notices')
        .select((eb) => [
          eb.fn.countAll<number>().as('rows'),
          eb.fn.count<number>('userId').distinct().as('users'),
        ])
        .where('broadcastId', '=', message.broadcastId)
        .executeTakeFirstOrThrow()
        .then((row) => send({ count: { rows: Number(row.rows), users: Number(row.users) } }));
    } else {
      void app.close().finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  send({ port: address.port, peers, operator, users, seedMs } satisfies Ready);
}

/** The parent's handle on the server child. */
export class FanoutServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly ready: Ready,
  ) {}

  static async start(): Promise<FanoutServer> {
    const profiling = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
      execArgv: [...process.execArgv, ...profiling],
    });
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Ready));
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    return new FanoutServer(child, ready);
  }

  get origin(): string {
    return `http://127.0.0.1:${this.ready.port}`;
  }

  socketUrl(peer: Peer): string {
    return `ws://127.0.0.1:${this.ready.port}/ws?token=${encodeURIComponent(peer.token)}`;
  }

  private ask<T>(message: Ask, key: string): Promise<T> {
    return new Promise<T>((resolve) => {
      const onMessage = (answer: Record<string, unknown>) => {
        if (!(key in answer)) return;
        this.child.off('message', onMessage);
        resolve(answer[key] as T);
      };
      this.child.on('message', onMessage);
      this.child.send(message);
    });
  }

  /** CPU time the server process has used so far, in ms (user and system). */
  cpu = () => this.ask<number>({ ask: 'cpu' }, 'cpu');
  /** The notices of a broadcast in the database, and how many users hold one. */
  count = (broadcastId: number) =>
    this.ask<{ rows: number; users: number }>({ ask: 'count', broadcastId }, 'count');

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ ask: 'exit' });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (this.child.exitCode === null) this.child.kill();
  }
}

if (process.argv[2] === '--serve') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
