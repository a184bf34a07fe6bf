/**
 * The two servers `im.ts` measures, each run in a child process of its own (one core for it, one for the
 * clients), and the parent's handle on such a child. Started with `--serve app|bare`, this file is the child.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { WebSocketServer, type WebSocket } from 'ws';
import { registerByPhone } from '../apps/server/src/features/users/accounts.js';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { assemble } from '../apps/server/src/start.js';
import { allTables } from '../apps/server/src/schema.js';

/** Users whose sessions the connections use: the realistic load's, the bursts', the saturating run's. */
export const USERS = 240;
/** Set to a folder to have each server child write a V8 CPU profile there, to see where a send's time goes. */
const PROFILE_DIR = process.env.BENCH_IM_PROFILE_DIR;
const profiling = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];

export type Kind = 'app' | 'bare';
/** `default`: the gateway's own per-socket send limits; `lifted`: none, to find what the server can store. */
export type Limits = 'default' | 'lifted';
export interface Peer {
  id: number;
  token: string;
}
export interface Ready {
  port: number;
  peers: Peer[];
}
export interface Memory {
  rss: number;
  heapUsed: number;
}
type Ask = 'memory' | 'rows' | 'cpu' | 'exit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function serve(kind: Kind, limits: Limits): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fox-bench-im-${kind}-`));
  const { ready, rows, close } = kind === 'app' ? await serveApp(dataDir, limits) : serveBare(dataDir);
  const send = (message: unknown) => process.send!(message);
  process.on('message', (ask: Ask) => {
    if (ask === 'memory') {
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ memory: { rss, heapUsed } });
    } else if (ask === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ cpu: (user + system) / 1000 });
    } else if (ask === 'rows') {
      void rows().then((count) => send({ rows: count }));
    } else {
      void close().finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  send(await ready);
}

async function serveApp(dataDir: string, limits: Limits) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: '0',
    // Idle sockets are the point of (c): the gateway must not close them for silence during the run.
    WS_IDLE_TIMEOUT_MS: '600000',
    // The saturating run measures what the gateway can store, so the per-socket send limit is lifted there.
    ...(limits === 'lifted' ? { WS_SENDS_PER_SECOND: '1000000', WS_SEND_BURST: '1000000' } : {}),
  });
  const { app, platform } = await assemble(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const db = allTables(platform.database.db);
  // The demo world has a dozen people; the rest are registered as new phone users would be.
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(USERS).execute();
  for (let i = users.length; i < USERS; i++) {
    const user = await registerByPhone(db, `1390000${String(i).padStart(4, '0')}`, undefined);
    users.push({ id: user.id });
  }
  const peers: Peer[] = [];
  for (const { id } of users) {
    const session = await openSession(db, Number(id), 'PC');
    peers.push({ id: Number(id), token: session.accessToken });
  }
  return {
    ready: { port: address.port, peers } satisfies Ready,
    rows: async () => {
      const row = await db
        .selectFrom('imMessages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    close: () => app.close(),
  };
}

/** Stores and relays like the gateway, nothing more: no session check, validation or conversation rows. */
function serveBare(dataDir: string) {
  const sqlite = new Database(path.join(dataDir, 'bare.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec(`create table messages (id integer primary key, localId text not null, senderId integer not null,
    receiverId integer not null, content text not null, createdAt integer not null)`);
  const insert = sqlite.prepare(
    'insert into messages (localId, senderId, receiverId, content, createdAt) values (?, ?, ?, ?, ?)',
  );
  const sockets = new Map<number, Set<WebSocket>>();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws' });
  server.on('connection', (socket, request) => {
    const userId = Number(new URL(request.url ?? '', 'http://x').searchParams.get('token'));
    const own = sockets.get(userId) ?? new Set<WebSocket>();
    sockets.set(userId, own.add(socket));
    socket.on('close', () => own.delete(socket));
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (text === 'http_ping') return socket.send('pong');
      const frame = JSON.parse(text) as { localId: string; receiverId: number; content: string };
      const createdAt = Date.now();
      const { lastInsertRowid } = insert.run(
        frame.localId,
        userId,
        frame.receiverId,
        frame.content,
        createdAt,
      );
      const message = { ...frame, id: Number(lastInsertRowid), senderId: userId, createdAt };
      socket.send(JSON.stringify({ type: 'echo', localId: frame.localId, data: message }));
      const delivery = JSON.stringify({ type: 'message', data: message });
      for (const receiver of sockets.get(frame.receiverId) ?? []) receiver.send(delivery);
    });
  });
  return {
    ready: new Promise<Ready>((resolve) =>
      server.on('listening', () => {
        const address = server.address();
        if (!address || typeof address === 'string') throw new Error('server has no TCP address');
        const peers = Array.from({ length: USERS }, (_, i) => ({ id: i + 1, token: String(i + 1) }));
        resolve({ port: address.port, peers });
      }),
    ),
    rows: () =>
      Promise.resolve(
        (sqlite.prepare('select count(*) as count from messages').get() as { count: number }).count,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => {
          sqlite.close();
          resolve();
        });
      }),
  };
}

/** The parent's handle on a server child: its port and users, its memory and stored rows, its stop. */
export class ServerChild {
  private constructor(
    private readonly child: ChildProcess,
    readonly ready: Ready,
  ) {}

  static async start(kind: Kind, limits: Limits = 'default'): Promise<ServerChild> {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', kind, limits], {
      execArgv: [...process.execArgv, '--expose-gc', ...profiling],
    });
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Ready));
      child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code})`)));
    });
    return new ServerChild(child, ready);
  }

  url(peer: Peer): string {
    return `ws://127.0.0.1:${this.ready.port}/ws?token=${encodeURIComponent(peer.token)}`;
  }

  private ask<T>(ask: Ask, key: string): Promise<T> {
    return new Promise<T>((resolve) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        this.child.off('message', onMessage);
        resolve(message[key] as T);
      };
      this.child.on('message', onMessage);
      this.child.send(ask);
    });
  }

  memory = () => this.ask<Memory>('memory', 'memory');
  /** CPU time the server process has used so far, in ms (user and system). */
  cpu = () => this.ask<number>('cpu', 'cpu');
  rows = () => this.ask<number>('rows', 'rows');

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send('exit');
    await Promise.race([exited, sleep(5_000)]);
    if (this.child.exitCode === null) this.child.kill();
  }
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3] as Kind, (process.argv[4] ?? 'default') as Limits).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
