/** Load generation, latency sampling and reporting shared by the benchmarks. */
import autocannon, { type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { SIGNED_HEADER, cycledHeaders, preparedHeaders, type HeaderSource } from './signed-headers.js';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);

/** Cheap enough to run on every response without skewing the client: the envelope always starts so. */
export const isSuccessEnvelope = (body: string | Buffer | undefined): boolean =>
  String(body ?? '').startsWith('{"code":200,');

/** Per-response latencies in ms at full precision: autocannon's own histogram rounds to whole ms. */
export class LatencySamples {
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

export interface Measured {
  name: string;
  result: Result;
  latency: LatencySamples;
  signedDuringRun: number;
}

/** Headers every request of a run carries besides the signed one (e.g. Authorization). */
export type FixedHeaders = Record<string, string>;

export function load(
  url: string,
  seconds: number,
  headers: HeaderSource,
  latency?: LatencySamples,
  fixed: FixedHeaders = {},
) {
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
              headers: { ...request.headers, ...fixed, [SIGNED_HEADER]: headers.next() },
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

export async function listenLocal(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** One request before the load, so a broken route fails loudly instead of benchmarking an error page. */
export async function fetchEnvelope(url: string, header: string, fixed: FixedHeaders = {}): Promise<unknown> {
  const response = await fetch(url, { headers: { ...fixed, [SIGNED_HEADER]: header } });
  const text = await response.text();
  if (response.status !== 200 || !isSuccessEnvelope(text)) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as unknown;
}

/**
 * The checked app: warmed up while signing on the spot, which also tells about how many requests the
 * measured run will make; then measured with twice that many headers signed beforehand (any extra ones
 * are signed on the spot and counted).
 */
export async function measureChecked(
  name: string,
  url: string,
  sign: () => string,
  fixed: FixedHeaders = {},
): Promise<Measured> {
  process.stdout.write(`${name}: warm-up ${WARMUP_S} s, then ${DURATION_S} s, ${CONNECTIONS} connections\n`);
  const warm = await load(url, WARMUP_S, preparedHeaders(sign, 0), undefined, fixed);
  const headers = preparedHeaders(sign, Math.ceil(warm.requests.average * DURATION_S * 2) + 2000);
  const latency = new LatencySamples();
  const result = await load(url, DURATION_S, headers, latency, fixed);
  return { name, result, latency, signedDuringRun: headers.signedDuringRun };
}

export async function measureUnchecked(
  name: string,
  url: string,
  sign: () => string,
  fixed: FixedHeaders = {},
): Promise<Measured> {
  process.stdout.write(`${name}: warm-up ${WARMUP_S} s, then ${DURATION_S} s, ${CONNECTIONS} connections\n`);
  const headers = cycledHeaders(sign);
  await load(url, WARMUP_S, headers, undefined, fixed);
  const latency = new LatencySamples();
  const result = await load(url, DURATION_S, headers, latency, fixed);
  return { name, result, latency, signedDuringRun: 0 };
}

export function printTable(rows: Measured[]): void {
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

export function printRatio(app: Measured, bare: Measured): void {
  const rps = app.result.requests.average / bare.result.requests.average;
  const p99 = app.latency.percentile(99) / bare.latency.percentile(99);
  process.stdout.write(
    `ratio ${app.name} / bare: requests/s ${rps.toFixed(3)} (${(rps * 100).toFixed(1)} % of bare), ` +
      `p99 latency ${p99.toFixed(2)}x\n`,
  );
}

export const failures = (r: Result): number => r.non2xx + r.errors + r.timeouts + r.mismatches;

/**
 * Prints the table and each app/bare ratio, then fails the process when any response of any run was not
 * HTTP 200 with envelope code 200: a benchmark of error pages measures nothing.
 */
export function report(runs: Measured[], bare: Measured): void {
  printTable(runs);
  process.stdout.write('\n');
  for (const run of runs) if (run !== bare) printRatio(run, bare);
  for (const run of runs) {
    if (run.signedDuringRun > 0) {
      process.stdout.write(
        `note: ${run.name}: ${run.signedDuringRun} headers were signed during the measured run\n`,
      );
    }
  }
  const bad = runs.reduce((sum, run) => sum + failures(run.result), 0);
  if (bad > 0) {
    process.stdout.write(`\nFAILED: ${bad} responses were not HTTP 200 with envelope code 200\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write('\nall responses: HTTP 200 with envelope code 200\n');
  }
}

/** Runs a benchmark's main, reporting a crash with its stack and a failing exit code. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  });
}
