/**
 * The home feed at 10^3, 10^5 and 10^6 items, beside the bare authenticated route, in one run.
 *
 * The portal runs in a child process (feed-server.ts) with the demo world, grown to each size in turn by
 * generated videos, articles and questions; this process is the load generator. At each size, one after
 * the other and under the same load:
 *
 * (a) the bare authenticated route: GET /app/user/profile for a logged-in viewer. Every logged-in request
 *     pays what it pays (the signed-header check with its single-use nonce, the session lookup, one row,
 *     the envelope), so feed / bare is what the feed itself adds to a request. It is measured at every
 *     size, before and after the feed runs (their mean is the baseline), and nothing is reported when it
 *     could not run.
 * (b) the first feed page (10 items with the viewer's flags) for a viewer who has seen nothing;
 * (c) the same for a viewer with 10^5 seen items, the latest of which are the top of the feed, so the
 *     page passes over the recently seen ones;
 * (d) page 40 of (c)'s reading, reached by the cursor of page 39's last item.
 *
 * Aims: every feed run at least 0.5 of (a) at every size, and within 1.2× of itself between the smallest
 * and the largest size (as a share of the baseline, which takes out the machine's drift between sizes).
 * Each run also says what one request costs the server: SQL statements and CPU time.
 *
 * BENCH_FEED_SIZES (default 1000,100000,1000000), BENCH_FEED_SEEN (default 100000), BENCH_DURATION and
 * BENCH_WARMUP shorten a run; BENCH_DATABASE_URL runs it on PostgreSQL (in a schema of its own, dropped
 * afterwards); BENCH_FEED_PROFILE_DIR has the server write a CPU profile there.
 */
import os from 'node:os';
import { failures, fetchEnvelope, measureChecked, printTable, runBench, type Measured } from './load.js';
import { FeedServer, type Viewer } from './feed-server.js';
import { fetchSigningKeys, headerSigner } from './signed-headers.js';
import type { SigningKeys } from '../apps/server/src/platform/http/signing/signature.js';

const SIZES = (process.env.BENCH_FEED_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const SEEN = Number(process.env.BENCH_FEED_SEEN ?? 100_000);
const BARE_PATH = '/app/user/profile';
const FEED_PATH = '/app/api/content/feed/home';
const PAGE_SIZE = 10;
const DEEP_PAGE = 40;
/** Sequential requests each statement count is averaged over. */
const COUNTED_REQUESTS = 20;

const write = (text: string) => process.stdout.write(text);

interface Target {
  key: 'bare' | 'fresh' | 'heavy' | 'deep' | 'bareAgain';
  name: string;
  path: string;
  query: string;
  viewer: Viewer;
}

interface Envelope {
  total: number;
  data: Array<{ cursor: string }>;
}

const signerOf = (keys: SigningKeys, target: Target) =>
  headerSigner(keys, target.path, { token: target.viewer.token, userId: target.viewer.id });
const authorizationOf = (viewer: Viewer) => ({ authorization: `Bearer ${viewer.token}` });
const urlOf = (origin: string, target: Target) => `${origin}${target.path}${target.query}`;

/** The cursor of page `pageNum - 1`'s last item, by reading the pages before it as a client does. */
async function cursorBefore(origin: string, keys: SigningKeys, viewer: Viewer, pageNum: number) {
  const target: Target = { key: 'deep', name: '', path: FEED_PATH, query: '', viewer };
  const sign = signerOf(keys, target);
  let cursor = '';
  for (let page = 1; page < pageNum; page++) {
    const query = `?pageSize=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = (await fetchEnvelope(
      `${origin}${FEED_PATH}${query}`,
      sign(),
      authorizationOf(viewer),
    )) as Envelope;
    if (answer.data.length !== PAGE_SIZE)
      throw new Error(`feed page ${page} has ${answer.data.length} items`);
    cursor = answer.data.at(-1)!.cursor;
  }
  return cursor;
}

/**
 * What one request costs the server, over a few requests made one at a time: SQL statements, and CPU
 * time (which, unlike requests a second, hardly moves when other work shares the machine).
 */
async function costPerRequest(server: FeedServer, keys: SigningKeys, target: Target) {
  const sign = signerOf(keys, target);
  const before = await server.statements();
  for (let i = 0; i < COUNTED_REQUESTS; i++) {
    await fetchEnvelope(urlOf(server.origin, target), sign(), authorizationOf(target.viewer));
  }
  const after = await server.statements();
  return {
    statements: (after.statements - before.statements) / COUNTED_REQUESTS,
    cpuMs: (after.cpuMs - before.cpuMs) / COUNTED_REQUESTS,
  };
}

/** One size: the bare route first (refusing to go on without it), then each feed run. */
async function measureSize(server: FeedServer, keys: SigningKeys, size: number) {
  const grown = await server.grow(size, SEEN);
  write(
    `\n== ${grown.items} items (${grown.added} generated now), heavy viewer with ${grown.seenRows} seen ` +
      `items, made in ${grown.seconds.toFixed(1)} s\n`,
  );
  const { fresh, heavy } = server.ready;
  const page = `?pageSize=${PAGE_SIZE}`;
  const deepCursor = await cursorBefore(server.origin, keys, heavy, DEEP_PAGE);
  const targets: Target[] = [
    { key: 'bare', name: 'bare authenticated route', path: BARE_PATH, query: '', viewer: fresh },
    { key: 'fresh', name: 'feed, 0 seen', path: FEED_PATH, query: page, viewer: fresh },
    { key: 'heavy', name: `feed, ${grown.seenRows} seen`, path: FEED_PATH, query: page, viewer: heavy },
    {
      key: 'deep',
      name: `feed page ${DEEP_PAGE} by cursor`,
      path: FEED_PATH,
      query: `${page}&cursor=${encodeURIComponent(deepCursor)}`,
      viewer: heavy,
    },
    // Measured again after the feed, so that the machine's drift over the size's runs evens out.
    { key: 'bareAgain', name: 'bare authenticated route, again', path: BARE_PATH, query: '', viewer: fresh },
  ];
  const runs = new Map<Target['key'], Measured>();
  const costs = new Map<Target['key'], Awaited<ReturnType<typeof costPerRequest>>>();
  for (const target of targets) {
    const sign = signerOf(keys, target);
    const payload = await fetchEnvelope(urlOf(server.origin, target), sign(), authorizationOf(target.viewer));
    if (target.path === FEED_PATH && (payload as Envelope).data.length !== PAGE_SIZE) {
      throw new Error(
        `${target.name}: the feed answered ${(payload as Envelope).data.length} items, not ${PAGE_SIZE}`,
      );
    }
    costs.set(target.key, await costPerRequest(server, keys, target));
    const run = await measureChecked(
      target.name,
      urlOf(server.origin, target),
      sign,
      authorizationOf(target.viewer),
    );
    if (target.path === BARE_PATH && (run.result.requests.total === 0 || failures(run.result) > 0)) {
      throw new Error(
        `the bare authenticated route could not run at ${size} items (${run.result.requests.total} requests, ` +
          `${failures(run.result)} failed): no figures are reported without it`,
      );
    }
    runs.set(target.key, run);
  }
  printTable([...runs.values()]);
  const baseline =
    (runs.get('bare')!.result.requests.average + runs.get('bareAgain')!.result.requests.average) / 2;
  write(`\nthe bare route, both runs: ${baseline.toFixed(0)} requests a second\n`);
  for (const target of targets) {
    if (target.key === 'bareAgain') continue;
    const run = runs.get(target.key)!;
    const cost = costs.get(target.key)!;
    const ratio = run.result.requests.average / baseline;
    write(
      `${target.name.padEnd(30)} ${cost.statements.toFixed(1).padStart(5)} statements and ` +
        `${cost.cpuMs.toFixed(2)} ms of server CPU a request` +
        (target.path === BARE_PATH ? '\n' : `; ${ratio.toFixed(3)} of the bare route's requests a second\n`),
    );
  }
  return { items: grown.items, runs, baseline };
}

async function main(): Promise<void> {
  write(
    `load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs\n`,
  );
  const server = await FeedServer.start();
  try {
    write(`the portal on ${server.ready.dialect} in a child process, with the demo world\n`);
    const keys = await fetchSigningKeys(server.origin);
    const sizes: Array<Awaited<ReturnType<typeof measureSize>>> = [];
    for (const size of SIZES) sizes.push(await measureSize(server, keys, size));
    summarise(sizes);
  } finally {
    await server.stop();
  }
}

function summarise(
  sizes: Array<{ items: number; runs: Map<Target['key'], Measured>; baseline: number }>,
): void {
  const smallest = sizes[0]!;
  const largest = sizes.at(-1)!;
  const ratioOf = (size: (typeof sizes)[number], key: Target['key']) =>
    size.runs.get(key)!.result.requests.average / size.baseline;
  write(`\n== summary, ${smallest.items} to ${largest.items} items\n`);
  let above = true;
  let flat = true;
  for (const key of ['fresh', 'heavy', 'deep'] as const) {
    const ratios = sizes.map((size) => ratioOf(size, key));
    above &&= ratios.every((ratio) => ratio >= 0.5);
    // Time per request, and the share of the bare route (which takes out the machine's drift).
    const time =
      smallest.runs.get(key)!.result.requests.average / largest.runs.get(key)!.result.requests.average;
    const p50 =
      largest.runs.get(key)!.latency.percentile(50) / smallest.runs.get(key)!.latency.percentile(50);
    const share = ratioOf(smallest, key) / ratioOf(largest, key);
    flat &&= share <= 1.2;
    write(
      `${largest.runs.get(key)!.name.padEnd(30)} of bare: ${ratios.map((r) => r.toFixed(3)).join(' / ')}; ` +
        `largest / smallest: time a request ${time.toFixed(2)}x, p50 ${p50.toFixed(2)}x, share of bare ${share.toFixed(2)}x\n`,
    );
  }
  write(`aim: every feed run at least 0.5 of the bare route at every size: ${above ? 'met' : 'NOT met'}\n`);
  write(
    `aim: within 1.2x between the smallest and the largest size (share of bare): ${flat ? 'met' : 'NOT met'}\n`,
  );
  const bad = sizes
    .flatMap((size) => [...size.runs.values()])
    .reduce((sum, run) => sum + failures(run.result), 0);
  if (bad > 0) {
    write(`\nFAILED: ${bad} responses were not HTTP 200 with envelope code 200\n`);
    process.exitCode = 1;
  } else {
    write('\nall responses: HTTP 200 with envelope code 200\n');
  }
}

runBench(main);
