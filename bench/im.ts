/**
 * Messaging under load: the real-time gateway (`/ws?token=`, SQLite, every send checked, stored with its
 * sequence number and both sides' conversation rows in a group commit, echoed and delivered) against a bare
 * `ws` server that stores each message with one prepared insert into its own SQLite file (WAL) and
 * echoes/forwards it the same way, measured in the same run. Each server runs in a child process of its
 * own (one core for it, one for the clients here).
 *
 * (a) The realistic load: 1,000 messages a second spread over 1,000 conversations of 200 people (about 5
 *     a second each), with the gateway's default send limits; send to the receiver's delivery.
 *     Aim: p99 under 10 ms. Beside it (a'), one sender at a time sends its whole burst (WS_SEND_BURST, 30)
 *     at once, every second: how long the last of a burst waits.
 * (b) The saturating load: 10 sender/receiver pairs, each sender keeping 16 messages in flight and sending
 *     the next on each answer, send limits lifted; persisted messages a second, the stored rows counted
 *     afterwards. Aim: at least 5,000, or 0.8 of the bare server's, whichever is lower.
 * (c) Server memory per idle connection at 10,000 connections (BENCH_IM_CONNECTIONS; 0 skips it).
 *
 * Every run counts at the receivers the messages lost, doubled and out of order within their stream (aim:
 * 0 each), and the server's CPU time per message (user and system), which a busy machine disturbs less than
 * the latencies. BENCH_DURATION and BENCH_WARMUP (seconds) make the runs shorter. The report is refused when the
 * bare server could not run, or lost messages itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { LedgerCounts } from './im-ledger.js';
import { IDLE_CONNECTIONS, measureMemory, type MemoryRun } from './im-memory.js';
import {
  BURST,
  CONVERSATIONS,
  DURATION_S,
  PAIRS,
  RATE,
  WARMUP_S,
  WINDOW,
  measureRealistic,
  measureSaturating,
  type RealisticRun,
  type SaturatingRun,
} from './im-measures.js';
import { ServerChild, type Kind, type Limits } from './im-server.js';
import { runBench, type LatencySamples } from './load.js';

const write = (text: string) => process.stdout.write(text);
const kinds = ['app', 'bare'] as const;
const names: Record<Kind, string> = { app: 'gateway (app)', bare: 'bare ws + SQLite' };
const ms = (value: number) => value.toFixed(2);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) write(`${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}\n`);
}

const latencyCells = (latency: LatencySamples) => [
  ms(latency.percentile(50)),
  ms(latency.percentile(99)),
  ms(latency.percentile(100)),
];
const countCells = (c: LedgerCounts) =>
  [c.sent, c.delivered, c.lost, c.doubled, c.outOfOrder, c.refused].map(String);
const countHeads = ['sent', 'delivered', 'lost', 'doubled', 'out of order', 'refused'];

/** A failure of the bare server: the run has no baseline, so nothing is reported. */
class BaselineError extends Error {}

async function withServer<T>(
  kind: Kind,
  limits: Limits,
  run: (server: ServerChild) => Promise<T>,
): Promise<T> {
  try {
    const server = await ServerChild.start(kind, limits);
    try {
      return await run(server);
    } finally {
      await server.stop();
    }
  } catch (error) {
    throw kind === 'bare' ? new BaselineError(String(error), { cause: error }) : error;
  }
}

/** Why the bare server's figures cannot stand as the baseline, or null when they can. */
function baselineFault(counts: LedgerCounts[]): string | null {
  for (const c of counts) {
    if (c.delivered === 0) return 'it delivered no message';
    if (c.lost > 0 || c.doubled > 0 || c.outOfOrder > 0)
      return `it lost ${c.lost}, doubled ${c.doubled} and misordered ${c.outOfOrder} messages`;
  }
  return null;
}

async function main(): Promise<void> {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1] ?? '?';
  const load = os.loadavg().map((l) => l.toFixed(2));
  write(`load: ${load.join(' ')} on ${os.cpus().length} CPUs; open files limit ${limits}\n`);
  const realistic: Partial<Record<Kind, RealisticRun>> = {};
  const saturating: Partial<Record<Kind, SaturatingRun>> = {};
  const memory: Partial<Record<Kind, MemoryRun>> = {};
  try {
    for (const kind of kinds) {
      write(
        `${names[kind]}: (a) ${RATE} msg/s over ${CONVERSATIONS} conversations, ${WARMUP_S} + ${DURATION_S} s\n`,
      );
      realistic[kind] = await withServer(kind, 'default', measureRealistic);
    }
    for (const kind of kinds) {
      write(`${names[kind]}: (b) ${PAIRS} pairs, window ${WINDOW}, ${WARMUP_S} + ${DURATION_S} s\n`);
      saturating[kind] = await withServer(kind, 'lifted', measureSaturating);
    }
  } catch (error) {
    if (!(error instanceof BaselineError)) throw error;
    write(`REFUSED: the baseline (${names.bare}) could not run: ${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  if (IDLE_CONNECTIONS > 0) {
    for (const kind of kinds) {
      write(`${names[kind]}: (c) ${IDLE_CONNECTIONS} idle connections\n`);
      memory[kind] = await measureMemory(kind).catch((error: unknown) => {
        write(`note: (c) not measured: ${names[kind]} failed: ${String(error)}\n`);
        return undefined;
      });
    }
  }
  write(`load after: ${os.loadavg()[0]!.toFixed(2)}\n`);
  const bare = { a: realistic.bare!, b: saturating.bare! };
  const fault = baselineFault([bare.a.steady.counts(), bare.a.burst.counts(), bare.b.ledger.counts()]);
  if (fault) {
    write(`REFUSED: the baseline (${names.bare}) did not run cleanly: ${fault}\n`);
    process.exitCode = 1;
    return;
  }
  report(realistic as Record<Kind, RealisticRun>, saturating as Record<Kind, SaturatingRun>, memory);
}

function report(
  realistic: Record<Kind, RealisticRun>,
  saturating: Record<Kind, SaturatingRun>,
  memory: Partial<Record<Kind, MemoryRun>>,
): void {
  write(`\n(a) realistic: ${RATE} msg/s over ${CONVERSATIONS} conversations, send to delivery\n`);
  table([
    ['server', 'msg/s', 'CPU µs/msg', 'p50 ms', 'p99 ms', 'max ms', ...countHeads],
    ...kinds.map((kind) => {
      const run = realistic[kind];
      return [
        names[kind],
        run.perSecond.toFixed(0),
        run.cpuPerMessage.toFixed(0),
        ...latencyCells(run.steady.latency),
        ...countCells(run.steady.counts()),
      ];
    }),
  ]);
  write(`\n(a') one sender's burst of ${BURST} at once, every second, during (a)\n`);
  table([
    ['server', 'p50 ms', 'p99 ms', 'max ms', ...countHeads],
    ...kinds.map((kind) => [
      names[kind],
      ...latencyCells(realistic[kind].burst.latency),
      ...countCells(realistic[kind].burst.counts()),
    ]),
  ]);
  write(`\n(b) saturating: ${PAIRS} pairs, ${WINDOW} in flight each, send to delivery\n`);
  table([
    [
      'server',
      'persisted msg/s',
      'CPU µs/msg',
      'p50 ms',
      'p99 ms',
      'max ms',
      'echoes',
      'rows stored',
      ...countHeads,
    ],
    ...kinds.map((kind) => {
      const run = saturating[kind];
      return [
        names[kind],
        run.perSecond.toFixed(0),
        run.cpuPerMessage.toFixed(0),
        ...latencyCells(run.ledger.latency),
        String(run.echoes),
        String(run.stored),
        ...countCells(run.ledger.counts()),
      ];
    }),
  ]);
  if (memory.app && memory.bare) {
    write(`\n(c) server memory per idle connection\n`);
    table([
      ['server', 'connections', 'RSS KiB/conn', 'heap KiB/conn'],
      ...kinds.map((kind) => [
        names[kind],
        String(memory[kind]!.connections),
        kb(memory[kind]!.rssPer),
        kb(memory[kind]!.heapPer),
      ]),
    ]);
  }
  aims(realistic, saturating, memory);
}

function aims(
  realistic: Record<Kind, RealisticRun>,
  saturating: Record<Kind, SaturatingRun>,
  memory: Partial<Record<Kind, MemoryRun>>,
): void {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const p99 = realistic.app.steady.latency.percentile(99);
  const bareP99 = realistic.bare.steady.latency.percentile(99);
  const burstP99 = realistic.app.burst.latency.percentile(99);
  const rate = saturating.app.perSecond;
  const bareRate = saturating.bare.perSecond;
  const floor = Math.min(5_000, 0.8 * bareRate);
  write('\n');
  write(
    `(a) p99 ${ms(p99)} ms (bare ${ms(bareP99)} ms, ${(p99 / bareP99).toFixed(2)}x): aim under 10 ms ${verdict(p99 < 10)}\n`,
  );
  write(`(a') burst p99 ${ms(burstP99)} ms (bare ${ms(realistic.bare.burst.latency.percentile(99))} ms)\n`);
  write(
    `(b) ${rate.toFixed(0)} msg/s (bare ${bareRate.toFixed(0)}, ${(rate / bareRate).toFixed(3)}x): ` +
      `aim at least ${floor.toFixed(0)} (5000 or 0.8 of bare, the lower) ${verdict(rate >= floor)}\n`,
  );
  if (memory.app && memory.bare) {
    const ratio = memory.app.rssPer / memory.bare.rssPer;
    write(
      `(c) ${kb(memory.app.rssPer)} KiB RSS per connection (bare ${kb(memory.bare.rssPer)}, ${ratio.toFixed(2)}x)\n`,
    );
  }
  const app = [realistic.app.steady.counts(), realistic.app.burst.counts(), saturating.app.ledger.counts()];
  const sum = (pick: (c: LedgerCounts) => number) => app.reduce((total, c) => total + pick(c), 0);
  const [lost, doubled, outOfOrder] = [sum((c) => c.lost), sum((c) => c.doubled), sum((c) => c.outOfOrder)];
  write(
    `lost ${lost}, doubled ${doubled}, out of order ${outOfOrder}: aim 0 each ${verdict(lost + doubled + outOfOrder === 0)}\n`,
  );
  const refused = realistic.app.steady.counts().refused + realistic.app.burst.counts().refused;
  if (refused > 0)
    write(
      `FAILED: the gateway refused ${refused} sends within the send limits, e.g. ${realistic.app.steady.errors[0] ?? realistic.app.burst.errors[0]}\n`,
    );
  if (saturating.app.stored !== saturating.app.echoes)
    write(
      `FAILED: the gateway echoed ${saturating.app.echoes} messages but stored ${saturating.app.stored}\n`,
    );
  if (lost + doubled + outOfOrder + refused > 0 || saturating.app.stored !== saturating.app.echoes)
    process.exitCode = 1;
}

runBench(main);
