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
import fs from 'node:fs';
import os from 'node:os';
import { runBench } from './load.js';
import { ServerChild, type Kind } from './im-server.js';
import {
  type LatencyRun,
  type MemoryRun,
  type ThroughputRun,
  IDLE_CONNECTIONS,
  LATENCY_S,
  PAIRS,
  RATE,
  WARMUP_S,
  WINDOW,
  measureLatency,
  measureMemory,
  measureThroughput,
} from './im-measures.js';

const write = (text: string) => process.stdout.write(text);

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

runBench(main);
