/**
 * A notice to everyone, sent from the back office to BENCH_FANOUT_USERS accounts (10^5; written in bulk
 * first), while people chat. One run, one server child (SQLite), the same chat load throughout:
 *
 * (a) baseline: RATE chat messages a second between PEERS/2 pairs, send to the receiver's delivery, with
 *     no fan-out: BENCH_DURATION seconds before (b) and as long again after it, as one sample.
 * (b) during the fan-out: the same load from the moment the operator sends the notice
 *     (POST /admin/api/console/notices/broadcasts, audience everyone) until the console shows it sent;
 *     how long that took, and whether every account holds exactly one notice in the database.
 * The server's CPU share is shown for each phase: on a machine shared with other work, latency tails
 * follow its load.
 *
 * Aims: all notices in the database in under 60 s; chat p99 during the fan-out within 2x of the baseline.
 * The runner's page size and rest come from the server's defaults, or NOTICE_FANOUT_PAGE_SIZE and
 * NOTICE_FANOUT_PAUSE_MS. BENCH_FANOUT_RATE (messages a second, 200), BENCH_DURATION and BENCH_WARMUP
 * (seconds) change the load. The report is refused when the baseline lost messages.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { WebSocket } from 'ws';
import { FanoutServer, PEERS, type Peer } from './console-fanout-server.js';
import { connect, Ledger } from './im-ledger.js';
import { DURATION_S, WARMUP_S, type LatencySamples } from './load.js';
import { fetchSigningKeys, headerSigner, SIGNED_HEADER } from './signed-headers.js';

const RATE = Number(process.env.BENCH_FANOUT_RATE ?? 200);
const BROADCASTS = '/admin/api/console/notices/broadcasts';
const FANOUT_AIM_S = 60;
const P99_AIM_RATIO = 2;
const POLL_MS = 250;

const write = (text: string) => process.stdout.write(text);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => value.toFixed(2);

/** Sends RATE messages a second, pair i's sender to its receiver in turn, until `until` says stop. */
async function chat(ledger: Ledger, senders: WebSocket[], peers: Peer[], until: () => boolean) {
  const pairs = senders.length;
  const start = performance.now();
  let sent = 0;
  while (!until()) {
    const due = Math.floor(((performance.now() - start) * RATE) / 1000) - sent;
    for (let i = 0; i < due; i++, sent++) {
      const pair = sent % pairs;
      ledger.send(senders[pair]!, peers[pair]!.id, peers[pairs + pair]!.id);
    }
    await sleep(1);
  }
  return { sent, seconds: (performance.now() - start) / 1000 };
}

async function drained(ledger: Ledger): Promise<void> {
  for (let waited = 0; !ledger.settled && waited < 5_000; waited += 50) await sleep(50);
}

/** Signed calls as the operator's console makes them; the keys are fetched again when they rotate. */
function operatorCalls(server: FanoutServer, operator: Peer) {
  let keys = fetchSigningKeys(server.origin);
  const call = async (path: string, body?: unknown, retried = false): Promise<Record<string, unknown>> => {
    const sign = headerSigner(await keys, path, { token: operator.token, userId: operator.id });
    const response = await fetch(server.origin + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${operator.token}`,
        [SIGNED_HEADER]: sign(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
    if (envelope.code === 401 && !retried) {
      keys = fetchSigningKeys(server.origin);
      return call(path, body, true);
    }
    if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
    return envelope.data;
  };
  return call;
}

interface Phase {
  ledger: Ledger;
  sent: number;
  seconds: number;
  /** Server CPU time over the phase, in ms. */
  cpuMs: number;
}

async function main(): Promise<void> {
  write(
    `load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs\n`,
  );
  const server = await FanoutServer.start();
  const { peers, operator, users, seedMs } = server.ready;
  write(`server: ${users} accounts written in ${(seedMs / 1000).toFixed(1)} s\n`);
  try {
    const prefix = randomUUID().slice(0, 8);
    const baseline = new Ledger(`${prefix}a`);
    const during = new Ledger(`${prefix}b`);
    const sockets = await Promise.all(peers.map((peer) => connect(server.socketUrl(peer))));
    for (const socket of sockets) {
      socket.on('message', (data) => {
        baseline.received(data);
        during.received(data);
      });
    }
    const senders = sockets.slice(0, PEERS / 2);

    // The baseline is measured before and after the fan-out, so a change in the machine's load over the
    // run weighs on both sides alike.
    write(
      `(a) baseline: ${RATE} msg/s over ${PEERS / 2} pairs, ${WARMUP_S} s warm-up, ${DURATION_S} s before and after (b)\n`,
    );
    const warmEnd = performance.now() + WARMUP_S * 1000;
    await chat(baseline, senders, peers, () => performance.now() >= warmEnd);
    const measureBaseline = async () => {
      baseline.measuring = true;
      const cpuBefore = await server.cpu();
      const end = performance.now() + DURATION_S * 1000;
      const run = await chat(baseline, senders, peers, () => performance.now() >= end);
      await drained(baseline);
      baseline.measuring = false;
      return { ...run, cpuMs: (await server.cpu()) - cpuBefore };
    };
    const before = await measureBaseline();

    write(`(b) a notice to everyone (${users} accounts) while the same chat load runs\n`);
    const call = operatorCalls(server, operator);
    during.measuring = true;
    let sent = false;
    const chatting = chat(during, senders, peers, () => sent);
    const cpuBefore = await server.cpu();
    const started = performance.now();
    const made = await call(BROADCASTS, {
      notice: { tab: 'system', title: 'Platform notice', content: 'The portal will be upgraded tonight.' },
      audience: 'everyone',
    });
    const id = made.id as number;
    let detail = made;
    while (detail.state !== 'sent') {
      await sleep(POLL_MS);
      detail = await call(`${BROADCASTS}/${id}`);
    }
    const fanoutSeconds = (performance.now() - started) / 1000;
    sent = true;
    const fanRun = await chatting;
    const cpuMs = (await server.cpu()) - cpuBefore;
    await drained(during);
    during.measuring = false;
    const stored = await server.count(id);

    const after = await measureBaseline();
    for (const socket of sockets) socket.close();
    const base: Phase = {
      ledger: baseline,
      sent: before.sent + after.sent,
      seconds: before.seconds + after.seconds,
      cpuMs: before.cpuMs + after.cpuMs,
    };
    const fan: Phase = { ledger: during, ...fanRun, cpuMs };

    write(`load after: ${os.loadavg()[0]!.toFixed(2)}\n`);
    report(base, fan, {
      users,
      seconds: fanoutSeconds,
      delivered: Number(detail.deliveredCount),
      stored,
      cpuMs,
    });
  } finally {
    await server.stop();
  }
}

function latencyRow(name: string, phase: Phase) {
  const latency: LatencySamples = phase.ledger.latency;
  const counts = phase.ledger.counts();
  return [
    name,
    (phase.sent / phase.seconds).toFixed(0),
    (phase.cpuMs / 10 / phase.seconds).toFixed(0),
    ms(latency.percentile(50)),
    ms(latency.percentile(99)),
    ms(latency.percentile(100)),
    String(counts.delivered),
    String(counts.lost),
    String(counts.refused),
  ];
}

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) write(`${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}\n`);
}

function report(
  base: Phase,
  fan: Phase,
  fanout: {
    users: number;
    seconds: number;
    delivered: number;
    stored: { rows: number; users: number };
    cpuMs: number;
  },
): void {
  const lost = base.ledger.counts().lost;
  if (lost > 0) {
    write(`REFUSED: the baseline lost ${lost} messages\n`);
    process.exitCode = 1;
    return;
  }
  write(`\nfan-out: ${fanout.users} accounts\n`);
  const exact = fanout.stored.rows === fanout.users && fanout.stored.users === fanout.users;
  table([
    ['seconds', 'notices/s', 'delivered', 'rows stored', 'users holding one', 'aim'],
    [
      fanout.seconds.toFixed(2),
      (fanout.stored.rows / fanout.seconds).toFixed(0),
      String(fanout.delivered),
      String(fanout.stored.rows),
      String(fanout.stored.users),
      `< ${FANOUT_AIM_S} s: ${fanout.seconds < FANOUT_AIM_S ? 'met' : 'MISSED'}; each once: ${exact ? 'yes' : 'NO'}`,
    ],
  ]);
  write(`\nchat, send to delivery (ms)\n`);
  table([
    ['phase', 'msg/s', 'server CPU %', 'p50', 'p99', 'max', 'delivered', 'lost', 'refused'],
    latencyRow('baseline (before + after)', base),
    latencyRow('during fan-out', fan),
  ]);
  const ratio = (p: number) => fan.ledger.latency.percentile(p) / base.ledger.latency.percentile(p);
  write(
    `\nratio during/baseline: p50 ${ratio(50).toFixed(2)}x, p99 ${ratio(99).toFixed(2)}x ` +
      `(aim p99 within ${P99_AIM_RATIO}x: ${ratio(99) <= P99_AIM_RATIO ? 'met' : 'MISSED'})\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
