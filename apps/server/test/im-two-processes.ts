import type { im } from '@fox/contracts';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { startTestServer, type DatabaseKind, type TestServer } from './harness.js';
import { RedisProxy } from './im-redis-proxy.js';
import { SeqClient } from './im-seq-client.js';
import { freePort, ServerProcess } from './im-server-process.js';
import { connectDevice, isEcho, textTo, wsUrl } from './im-socket.js';
import { signedHeader } from './signer.js';

export const MESSAGES = 2000;
/** Sends a tick, and ticks a second: about 400 messages a second, so a stream lasts 5 s. */
const PER_TICK = 20;
const TICK_MS = 50;
/**
 * The most sends left unanswered, below the server's bound (WS_SEND_QUEUE, 256): on a machine too busy
 * for 400 a second the stream slows down instead of being refused.
 */
const WINDOW = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two server processes (src/main.ts, each its own process) on one database and one Redis, each reaching
 * Redis through a proxy of its own, so that either side can lose it alone. A's socket is on the first;
 * B's socket and catch-up requests on the second. An in-process server on the same database (without
 * Redis) makes the users and the signing keys.
 */
export class TwoProcesses {
  private constructor(
    readonly helper: TestServer,
    readonly first: ServerProcess,
    readonly second: ServerProcess,
    readonly toFirst: RedisProxy,
    readonly toSecond: RedisProxy,
  ) {}

  static async start(kind: DatabaseKind, redisUrl: string): Promise<TwoProcesses> {
    const [toFirst, toSecond] = await Promise.all([RedisProxy.start(redisUrl), RedisProxy.start(redisUrl)]);
    const helper = await startTestServer(kind);
    const env = (proxy: RedisProxy) => ({
      NODE_ENV: 'test',
      DATA_DIR: helper.config.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      REDIS_URL: proxy.url,
      WEB_DIST_DIR: `${helper.config.dataDir}/no-web-build`,
      WS_SENDS_PER_SECOND: '1000000',
      WS_SEND_BURST: '1000000',
      ...(kind === 'postgres'
        ? { DATABASE_URL: helper.config.databaseUrl!, DATABASE_SCHEMA: helper.config.databaseSchema! }
        : {}),
    });
    const first = new ServerProcess(await freePort(), env(toFirst));
    const second = new ServerProcess(await freePort(), env(toSecond));
    await Promise.all([first.start(), second.start()]);
    return new TwoProcesses(helper, first, second, toFirst, toSecond);
  }

  async stop(): Promise<void> {
    await Promise.all([this.first.stop(), this.second.stop()]);
    await Promise.all([this.toFirst.stop(), this.toSecond.stop()]);
    await this.helper.stop();
  }

  /** B's client, talking to the second process only; it retries whatever fails while that is in trouble. */
  private receiver(a: SessionUserForTest, b: SessionUserForTest): SeqClient {
    return new SeqClient({
      socketUrl: () => wsUrl(this.second, `token=${encodeURIComponent(b.token)}`),
      pageAfter: async (afterSeq) => {
        const path = '/im/chat/message/after/list';
        const query = `sessionType=single&receiverId=${a.userId}&afterSeq=${afterSeq}&pageSize=500`;
        const header = signedHeader(await this.helper.keys(), { url: path, token: b.token });
        const response = await fetch(`${this.second.url}${path}?${query}`, {
          headers: { ...bearer(b.token), 'x-encrypt-key': header },
        });
        const body = (await response.json()) as { code: number; data: im.Message[]; total: number };
        if (body.code !== 200) throw new Error(`catch-up refused: ${JSON.stringify(body)}`);
        return { data: body.data, total: body.total };
      },
    });
  }

  /**
   * A (on the first process) streams MESSAGES to B (on the second), none waiting for its answer;
   * `trouble` starts once `troubleAt` are sent, and the stream goes on meanwhile. Resolves once B's client
   * shows them all or 30 s have passed, with its counts.
   */
  async stream(phonePrefix: string, troubleAt: number, trouble: () => Promise<void>) {
    const [a, b] = (await makeUsers(this.helper, 2, phonePrefix)) as [SessionUserForTest, SessionUserForTest];
    const client = this.receiver(a, b);
    const sender = await connectDevice({ url: this.first.url }, a.token);
    for (let waited = 0; client.connections === 0 && waited < 5_000; waited += 50) await sleep(50);
    const localIds = Array.from({ length: MESSAGES }, (_, i) => `${phonePrefix}-${i}`);
    let troubled: Promise<void> | null = null;
    const answered = () =>
      sender.frames.filter((frame) => frame.type === 'echo' || frame.type === 'error').length;
    for (let sent = 0; sent < MESSAGES;) {
      const room = Math.min(PER_TICK, WINDOW - (sent - answered()));
      for (const localId of localIds.slice(sent, sent + Math.max(0, room))) {
        sender.send(textTo(b.userId, localId, localId));
        sent++;
      }
      if (sent >= troubleAt) troubled ??= trouble();
      await sleep(TICK_MS);
    }
    await troubled;
    await sender.next(isEcho(localIds[MESSAGES - 1]!), 30_000).catch((error: unknown) => {
      const errors = sender.frames.filter((frame) => frame.type === 'error');
      throw new Error(
        `${String(error).slice(0, 200)}; ${errors.length} refused, e.g. ${JSON.stringify(errors.slice(0, 3))}`,
      );
    });
    const refused = sender.frames.filter((frame) => frame.type === 'error');
    await sender.close();
    for (let waited = 0; client.shown.length < MESSAGES && waited < 30_000; waited += 100) await sleep(100);
    client.close();
    return { client, refused, counts: client.tally(localIds) };
  }

  /** Redis is unreachable for a second from the processes behind these proxies. */
  static outage = (proxies: RedisProxy[]) => async () => {
    for (const proxy of proxies) proxy.cutOff();
    await sleep(1000);
    for (const proxy of proxies) proxy.restore();
  };
}
