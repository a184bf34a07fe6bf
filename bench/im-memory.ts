/** Server memory per idle connection, the third measurement of `im.ts`. */
import type { WebSocket } from 'ws';
import { connect } from './im-ledger.js';
import { ServerChild, type Kind } from './im-server.js';

export const IDLE_CONNECTIONS = Number(process.env.BENCH_IM_CONNECTIONS ?? 10_000);
/** Upgrades in flight while opening the idle connections. */
const OPENING_CONCURRENCY = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    if (failed) {
      process.stdout.write(
        `note: ${kind}: opening stopped at ${sockets.length} connections: ${String(failed)}\n`,
      );
    }
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
