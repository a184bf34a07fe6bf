/** The three measurements of `im.ts`, run from this process against a server child. */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { LatencySamples } from './load.js';
import { ServerChild, type Kind, type Peer } from './im-server.js';

export const RATE = 1_000;
export const LATENCY_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
export const PAIRS = 10;
export const WINDOW = 16;
export const IDLE_CONNECTIONS = Number(process.env.BENCH_IM_CONNECTIONS ?? 10_000);
/** Upgrades in flight while opening the idle connections. */
const OPENING_CONCURRENCY = 100;
const TEXT = '你好，今晚一起去西湖边散步吗？';

const write = (text: string) => process.stdout.write(text);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

export interface LatencyRun {
  latency: LatencySamples;
  sent: number;
  delivered: number;
  errors: string[];
}

/** A sends to B at RATE per second, on a schedule that catches up, never on replies. */
export async function measureLatency(server: ServerChild): Promise<LatencyRun> {
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

export interface ThroughputRun {
  perSecond: number;
  echoes: number;
  stored: number;
  errors: string[];
}

/** PAIRS senders, each with WINDOW messages in flight, sending the next one on every echo. */
export async function measureThroughput(server: ServerChild): Promise<ThroughputRun> {
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

export interface MemoryRun {
  connections: number;
  rssPer: number;
  heapPer: number;
}

/** Opens idle connections on a fresh server until IDLE_CONNECTIONS or the first refusal. */
export async function measureMemory(kind: Kind): Promise<MemoryRun> {
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
