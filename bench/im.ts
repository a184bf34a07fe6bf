/**
 * Messaging under load: the real-time gateway (`/ws?token=`, SQLite, every send stored with its sequence
 * number and both sides' conversation rows, sends arriving together group-committed) against a bare `ws` server that stores each message with one prepared insert
 * into its own SQLite file (WAL) and echoes/forwards it the same way, measured in the same run.
 *
 * Each server runs in its own child process (one core for it, one for the clients here), so client work
 * does not sit in the server's event loop and the server's memory is its own.
 *
 * (a) One-to-one latency, send to the receiver's delivery, at a fixed 1,000 msg/s. Aim: p99 under 10 ms.
 * (b) The most persisted messages per second: 10 sender/receiver pairs, each sender keeping a window of
 *     messages in flight and sending the next on each echo; the stored rows are counted afterwards.
 *     Aim: at least 5,000.
 * (c) Server memory per idle connection at 10,000 authenticated connections (RSS and heap after a full GC,
 *     before and after, on a fresh server). Aim: within 3 times the bare server's.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { WebSocket, WebSocketServer } from 'ws';
import { registerByPhone } from '../apps/server/src/features/auth/accounts.js';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { assemble } from '../apps/server/src/platform/start.js';
import { LatencySamples, runBench } from './load.js';

const RATE = 1_000;
const LATENCY_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const PAIRS = 10;
const WINDOW = 16;
const IDLE_CONNECTIONS = Number(process.env.BENCH_IM_CONNECTIONS ?? 10_000);
/** Upgrades in flight while opening the idle connections. */
const OPENING_CONCURRENCY = 100;
/** Users whose sessions the connections use (the idle connections cycle over them). */
const USERS = 100;
/** Set to a folder to have each server child write a V8 CPU profile there, to see where a send's time goes. */
const PROFILE_DIR = process.env.BENCH_IM_PROFILE_DIR;
const profiling = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
const TEXT = '你好，今晚一起去西湖边散步吗？';

type Kind = 'app' | 'bare';
interface Peer {
  id: number;
  token: string;
}
interface Ready {
  port: number;
  peers: Peer[];
}
interface Memory {
  rss: number;
  heapUsed: number;
}
type Ask = 'memory' | 'rows' | 'exit';

const write = (text: string) => process.stdout.write(text);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- the servers (child processes)

async function serve(kind: Kind): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fox-bench-im-${kind}-`));
  const { ready, rows, close } = kind === 'app' ? await serveApp(dataDir) : serveBare(dataDir);
  const send = (message: unknown) => process.send!(message);
  process.on('message', (ask: Ask) => {
    if (ask === 'memory') {
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ memory: { rss, heapUsed } });
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

async function serveApp(dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: '0',
    // Idle sockets are the point of (c): the gateway must not close them for silence during the run.
    WS_IDLE_TIMEOUT_MS: '600000',
    // The benchmark measures the gateway itself at 1,000 msg/s per socket, so the per-socket send limit is lifted.
    WS_SENDS_PER_SECOND: '1000000',
    WS_SEND_BURST: '1000000',
  });
  const { app, platform } = await assemble(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const { db } = platform.database;
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

// ---------------------------------------------------------------- the clients (this process)

class ServerChild {
  private constructor(
    private readonly child: ChildProcess,
    readonly ready: Ready,
  ) {}

  static async start(kind: Kind): Promise<ServerChild> {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], {
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
  rows = () => this.ask<number>('rows', 'rows');

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send('exit');
    await Promise.race([exited, sleep(5_000)]);
    if (this.child.exitCode === null) this.child.kill();
  }
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

interface Frame {
  type: string;
  localId?: string | null;
  data?: { localId: string };
  msg?: string;
}

const frameOf = (data: unknown): Frame => JSON.parse(String(data)) as Frame;

const sendFrame = (socket: WebSocket, localId: string, receiverId: number) =>
  socket.send(
    JSON.stringify({ localId, receiverId, sessionType: 'single', messageType: 'text', content: TEXT }),
  );

interface LatencyRun {
  latency: LatencySamples;
  sent: number;
  delivered: number;
  errors: string[];
}

/** A sends to B at RATE per second, on a schedule that catches up, never on replies. */
async function measureLatency(server: ServerChild): Promise<LatencyRun> {
  const [a, b] = server.ready.peers as [Peer, Peer];
  const from = await connect(server.url(a));
  const to = await connect(server.url(b));
  const sentAt = new Map<string, number>();
  const errors: string[] = [];
  let latency: LatencySamples | null = null;
  let delivered = 0;
  to.on('message', (data) => {
    const frame = frameOf(data);
    const started = frame.type === 'message' ? sentAt.get(frame.data!.localId) : undefined;
    if (started === undefined) return;
    sentAt.delete(frame.data!.localId);
    if (latency) {
      latency.add(performance.now() - started);
      delivered++;
    }
  });
  from.on('message', (data) => {
    const frame = frameOf(data);
    if (frame.type === 'error') errors.push(frame.msg ?? '');
  });
  const prefix = randomUUID().slice(0, 8);
  let next = 0;
  const run = async (seconds: number) => {
    const start = performance.now();
    let sent = 0;
    while (performance.now() - start < seconds * 1000) {
      const due = Math.floor(((performance.now() - start) * RATE) / 1000) - sent;
      for (let i = 0; i < due; i++, sent++) {
        const localId = `${prefix}-${next++}`;
        sentAt.set(localId, performance.now());
        sendFrame(from, localId, b.id);
      }
      await sleep(1);
    }
    return sent;
  };
  await run(WARMUP_S);
  await sleep(500);
  latency = new LatencySamples();
  const sent = await run(LATENCY_S);
  for (let waited = 0; delivered < sent && waited < 5_000; waited += 50) await sleep(50);
  from.close();
  to.close();
  return { latency, sent, delivered, errors };
}

interface ThroughputRun {
  perSecond: number;
  echoes: number;
  stored: number;
  errors: string[];
}

/** PAIRS senders, each with WINDOW messages in flight, sending the next one on every echo. */
async function measureThroughput(server: ServerChild): Promise<ThroughputRun> {
  const peers = server.ready.peers.slice(2, 2 + PAIRS * 2);
  const sockets = await Promise.all(peers.map((peer) => connect(server.url(peer))));
  const rowsBefore = await server.rows();
  const errors: string[] = [];
  let sending = true;
  let counting = false;
  let counted = 0;
  let echoes = 0;
  let inFlight = 0;
  const prefix = randomUUID().slice(0, 8);
  let next = 0;
  for (let pair = 0; pair < PAIRS; pair++) {
    const sender = sockets[pair * 2]!;
    const receiverId = peers[pair * 2 + 1]!.id;
    const sendOne = () => {
      inFlight++;
      sendFrame(sender, `${prefix}-${next++}`, receiverId);
    };
    sender.on('message', (data) => {
      const frame = frameOf(data);
      if (frame.type === 'error') errors.push(frame.msg ?? '');
      if (frame.type !== 'echo' && frame.type !== 'error') return;
      inFlight--;
      if (frame.type === 'echo') {
        echoes++;
        if (counting) counted++;
      }
      if (sending) sendOne();
    });
    for (let i = 0; i < WINDOW; i++) sendOne();
  }
  await sleep(WARMUP_S * 1000);
  counting = true;
  const start = performance.now();
  await sleep(LATENCY_S * 1000);
  counting = false;
  const seconds = (performance.now() - start) / 1000;
  sending = false;
  for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50) await sleep(50);
  const stored = (await server.rows()) - rowsBefore;
  for (const socket of sockets) socket.close();
  return { perSecond: counted / seconds, echoes, stored, errors };
}

interface MemoryRun {
  connections: number;
  rssPer: number;
  heapPer: number;
}

/** Opens idle connections on a fresh server until IDLE_CONNECTIONS or the first refusal. */
async function measureMemory(kind: Kind): Promise<MemoryRun> {
  const server = await ServerChild.start(kind);
  const sockets: WebSocket[] = [];
  try {
    // Warm the upgrade path first, so lazily built code and caches are not counted per connection.
    const warm = await Promise.all(server.ready.peers.slice(0, 10).map((peer) => connect(server.url(peer))));
    for (const socket of warm) socket.close();
    await sleep(500);
    const before = await server.memory();
    let opened = 0;
    let failed: unknown = null;
    const worker = async () => {
      while (opened < IDLE_CONNECTIONS && failed === null) {
        const peer = server.ready.peers[opened++ % server.ready.peers.length]!;
        try {
          sockets.push(await connect(server.url(peer)));
        } catch (error) {
          failed = error;
        }
      }
    };
    await Promise.all(Array.from({ length: OPENING_CONCURRENCY }, worker));
    if (failed) write(`note: ${kind}: opening stopped at ${sockets.length} connections: ${String(failed)}\n`);
    await sleep(2_000);
    const after = await server.memory();
    const count = sockets.length;
    return {
      connections: count,
      rssPer: (after.rss - before.rss) / count,
      heapPer: (after.heapUsed - before.heapUsed) / count,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

// ---------------------------------------------------------------- the report

const ms = (value: number) => value.toFixed(2);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) write(`${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}\n`);
}

function warnErrors(name: string, errors: string[]): void {
  if (errors.length === 0) return;
  write(`FAILED: ${name} answered ${errors.length} error frames, e.g. ${errors[0]}\n`);
  process.exitCode = 1;
}

async function main(): Promise<void> {
  write(
    `load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )} on ${os.cpus().length} CPUs; open files limit ${fs.readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1] ?? '?'}\n`,
  );
  const names: Record<Kind, string> = { app: 'gateway (app)', bare: 'bare ws + SQLite' };
  const latency: Partial<Record<Kind, LatencyRun>> = {};
  const throughput: Partial<Record<Kind, ThroughputRun>> = {};
  for (const kind of ['app', 'bare'] as const) {
    const server = await ServerChild.start(kind);
    try {
      write(`${names[kind]}: (a) ${RATE} msg/s for ${WARMUP_S} + ${LATENCY_S} s\n`);
      latency[kind] = await measureLatency(server);
      write(`${names[kind]}: (b) ${PAIRS} pairs, window ${WINDOW}, ${WARMUP_S} + ${LATENCY_S} s\n`);
      throughput[kind] = await measureThroughput(server);
    } finally {
      await server.stop();
    }
  }
  const memory: Partial<Record<Kind, MemoryRun>> = {};
  for (const kind of ['app', 'bare'] as const) {
    write(`${names[kind]}: (c) ${IDLE_CONNECTIONS} idle connections\n`);
    memory[kind] = await measureMemory(kind);
  }
  write(`load after: ${os.loadavg()[0]!.toFixed(2)}\n`);

  const kinds = ['app', 'bare'] as const;
  write(`\n(a) one-to-one latency, send to delivery, at ${RATE} msg/s\n`);
  table([
    ['server', 'p50 ms', 'p99 ms', 'max ms', 'sent', 'delivered'],
    ...kinds.map((kind) => {
      const run = latency[kind]!;
      return [
        names[kind],
        ms(run.latency.percentile(50)),
        ms(run.latency.percentile(99)),
        ms(run.latency.percentile(100)),
        String(run.sent),
        String(run.delivered),
      ];
    }),
  ]);
  write(`\n(b) persisted messages per second\n`);
  table([
    ['server', 'msg/s', 'echoes', 'rows stored'],
    ...kinds.map((kind) => {
      const run = throughput[kind]!;
      return [names[kind], run.perSecond.toFixed(0), String(run.echoes), String(run.stored)];
    }),
  ]);
  write(`\n(c) server memory per idle connection\n`);
  table([
    ['server', 'connections', 'RSS KiB/conn', 'heap KiB/conn'],
    ...kinds.map((kind) => {
      const run = memory[kind]!;
      return [names[kind], String(run.connections), kb(run.rssPer), kb(run.heapPer)];
    }),
  ]);

  const app = { a: latency.app!, b: throughput.app!, c: memory.app! };
  const bare = { a: latency.bare!, b: throughput.bare!, c: memory.bare! };
  const p99 = app.a.latency.percentile(99);
  const memoryRatio = app.c.rssPer / bare.c.rssPer;
  write('\n');
  write(
    `(a) p99 ${ms(p99)} ms (bare ${ms(bare.a.latency.percentile(99))} ms, ` +
      `${(p99 / bare.a.latency.percentile(99)).toFixed(2)}x): aim under 10 ms ${p99 < 10 ? 'met' : 'NOT met'}\n`,
  );
  write(
    `(b) ${app.b.perSecond.toFixed(0)} msg/s (bare ${bare.b.perSecond.toFixed(0)}, ` +
      `${(app.b.perSecond / bare.b.perSecond).toFixed(3)}x): aim at least 5000 ${app.b.perSecond >= 5_000 ? 'met' : 'NOT met'}\n`,
  );
  write(
    `(c) ${kb(app.c.rssPer)} KiB RSS per connection (bare ${kb(bare.c.rssPer)}, ${memoryRatio.toFixed(2)}x): ` +
      `aim within 3x ${memoryRatio <= 3 ? 'met' : 'NOT met'}` +
      (app.c.connections < 10_000 ? ` (measured at ${app.c.connections} connections, not 10,000)` : '') +
      '\n',
  );
  for (const kind of kinds) {
    warnErrors(`${names[kind]} (a)`, latency[kind]!.errors);
    warnErrors(`${names[kind]} (b)`, throughput[kind]!.errors);
    const run = throughput[kind]!;
    if (run.stored !== run.echoes) {
      write(`FAILED: ${names[kind]} echoed ${run.echoes} messages but stored ${run.stored}\n`);
      process.exitCode = 1;
    }
    if (latency[kind]!.delivered < latency[kind]!.sent) {
      write(`FAILED: ${names[kind]} delivered ${latency[kind]!.delivered} of ${latency[kind]!.sent}\n`);
      process.exitCode = 1;
    }
  }
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3] as Kind).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  runBench(main);
}
