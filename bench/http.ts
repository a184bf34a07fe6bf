/**
 * HTTP throughput and latency of the real app's JSON route against a bare Fastify route, in one run.
 *
 * (a) The portal assembled in-process (all plugins, the signed-header check, the contract router, zod
 *     validation, the SQLite query, the response schema) answering GET /app/api/common/user/page, with a
 *     fresh signed `x-encrypt-key` header on every request, as the web client sends it.
 * (a') The same app with SIGNATURE_CHECK=off, to show what the signature check itself costs.
 * (b) A bare Fastify 5 instance, logger off, answering the very same JSON payload from memory.
 *
 * The same load for each, one after the other; every request carries a header of the same size, so the
 * client's work is equal and the ratio app/bare is what the app's stack costs per request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { assemble } from '../apps/server/src/platform/start.js';
import {
  SIGNED_HEADER,
  cycledHeaders,
  fetchSigningKeys,
  headerSigner,
  preparedHeaders,
  type HeaderSource,
} from './signed-headers.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const ROUTE_PATH = '/app/api/common/user/page';
const ROUTE = `${ROUTE_PATH}?pageNum=1&pageSize=10`;

/** Cheap enough to run on every response without skewing the client: the envelope always starts so. */
const isSuccessEnvelope = (body: string | Buffer | undefined): boolean =>
  String(body ?? '').startsWith('{"code":200,');

/** Per-response latencies in ms at full precision: autocannon's own histogram rounds to whole ms. */
class LatencySamples {
  private values = new Float64Array(1 << 16);
  private count = 0;

  add(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  /** Nearest-rank percentile. */
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const sorted = this.values.slice(0, this.count).sort();
    return sorted[Math.min(this.count - 1, Math.ceil((p / 100) * this.count) - 1)] ?? Number.NaN;
  }
}

interface Measured {
  name: string;
  result: Result;
  latency: LatencySamples;
  signedDuringRun: number;
}

function load(url: string, seconds: number, headers: HeaderSource, latency?: LatencySamples) {
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        verifyBody: isSuccessEnvelope,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, [SIGNED_HEADER]: headers.next() },
            }),
          },
        ],
      },
      (error: unknown, result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    if (latency) instance.on('response', (_client, _status, _bytes, ms) => latency.add(ms));
  });
}

async function listenLocal(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** One request before the load, so a broken route fails loudly instead of benchmarking an error page. */
async function fetchEnvelope(url: string, header: string): Promise<unknown> {
  const response = await fetch(url, { headers: { [SIGNED_HEADER]: header } });
  const text = await response.text();
  if (response.status !== 200 || !isSuccessEnvelope(text)) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as unknown;
}

async function startApp(dataDir: string, signatureCheck: boolean): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    SIGNATURE_CHECK: signatureCheck ? 'on' : 'off',
  });
  return (await assemble(config)).app;
}

/**
 * The checked app: warmed up while signing on the spot, which also tells about how many requests the
 * measured run will make; then measured with twice that many headers signed beforehand (any extra ones
 * are signed on the spot and counted).
 */
async function measureChecked(name: string, url: string, sign: () => string): Promise<Measured> {
  process.stdout.write(`${name}: warm-up ${WARMUP_S} s, then ${DURATION_S} s, ${CONNECTIONS} connections\n`);
  const warm = await load(url, WARMUP_S, preparedHeaders(sign, 0));
  const headers = preparedHeaders(sign, Math.ceil(warm.requests.average * DURATION_S * 2) + 2000);
  const latency = new LatencySamples();
  const result = await load(url, DURATION_S, headers, latency);
  return { name, result, latency, signedDuringRun: headers.signedDuringRun };
}

async function measureUnchecked(name: string, url: string, sign: () => string): Promise<Measured> {
  process.stdout.write(`${name}: warm-up ${WARMUP_S} s, then ${DURATION_S} s, ${CONNECTIONS} connections\n`);
  const headers = cycledHeaders(sign);
  await load(url, WARMUP_S, headers);
  const latency = new LatencySamples();
  const result = await load(url, DURATION_S, headers, latency);
  return { name, result, latency, signedDuringRun: 0 };
}

function printTable(rows: Measured[]): void {
  const header = [
    'server',
    'req/s',
    'p50 ms',
    'p99 ms',
    'requests',
    'non2xx',
    'errors',
    'timeouts',
    'bad body',
  ];
  const lines = rows.map(({ name, result: r, latency }) => [
    name,
    r.requests.average.toFixed(0),
    latency.percentile(50).toFixed(3),
    latency.percentile(99).toFixed(3),
    String(r.requests.total),
    String(r.non2xx),
    String(r.errors),
    String(r.timeouts),
    String(r.mismatches),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  process.stdout.write(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

function printRatio(app: Measured, bare: Measured): void {
  const rps = app.result.requests.average / bare.result.requests.average;
  const p99 = app.latency.percentile(99) / bare.latency.percentile(99);
  process.stdout.write(
    `ratio ${app.name} / bare: requests/s ${rps.toFixed(3)} (${(rps * 100).toFixed(1)} % of bare), ` +
      `p99 latency ${p99.toFixed(2)}x\n`,
  );
}

const failures = (r: Result): number => r.non2xx + r.errors + r.timeouts + r.mismatches;

async function main(): Promise<void> {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-bench-'));
  const servers: FastifyInstance[] = [];
  const started = async (server: Promise<FastifyInstance>) => {
    const instance = await server;
    servers.push(instance);
    return instance;
  };
  try {
    process.stdout.write(
      `load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    const checked = await started(startApp(path.join(dataRoot, 'checked'), true));
    const checkedOrigin = await listenLocal(checked);
    const sign = headerSigner(await fetchSigningKeys(checkedOrigin), ROUTE_PATH);
    const payload = await fetchEnvelope(`${checkedOrigin}${ROUTE}`, sign());
    process.stdout.write(`payload: ${JSON.stringify(payload).length} bytes of JSON from every server\n\n`);

    const signedRun = await measureChecked('app (signed)', `${checkedOrigin}${ROUTE}`, sign);
    await checked.close();

    const unchecked = await started(startApp(path.join(dataRoot, 'unchecked'), false));
    const uncheckedUrl = `${await listenLocal(unchecked)}${ROUTE}`;
    await fetchEnvelope(uncheckedUrl, sign());
    const uncheckedRun = await measureUnchecked('app (check off)', uncheckedUrl, sign);
    await unchecked.close();

    const bare = await started(Promise.resolve(Fastify({ logger: false })));
    bare.get('/users', async () => payload);
    const bareUrl = `${await listenLocal(bare)}/users`;
    await fetchEnvelope(bareUrl, sign());
    const bareRun = await measureUnchecked('bare Fastify', bareUrl, sign);
    await bare.close();

    const runs = [signedRun, uncheckedRun, bareRun];
    printTable(runs);
    process.stdout.write('\n');
    printRatio(signedRun, bareRun);
    printRatio(uncheckedRun, bareRun);
    if (signedRun.signedDuringRun > 0) {
      process.stdout.write(
        `note: ${signedRun.signedDuringRun} headers were signed during the measured run\n`,
      );
    }

    const bad = runs.reduce((sum, run) => sum + failures(run.result), 0);
    if (bad > 0) {
      process.stdout.write(`\nFAILED: ${bad} responses were not HTTP 200 with envelope code 200\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write('\nall responses: HTTP 200 with envelope code 200\n');
    }
  } finally {
    // close() is idempotent in Fastify 5, so a server closed above is safe to close again here.
    await Promise.allSettled(servers.map((s) => s.close()));
    fs.rmSync(dataRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
