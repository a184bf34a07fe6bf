/** The load runs of `im.ts`, made from this process against a server child. */
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { connect, frameOf, Ledger } from './im-ledger.js';
import type { Peer, ServerChild } from './im-server.js';

export const RATE = Number(process.env.BENCH_IM_RATE ?? 1_000);
export const CONVERSATIONS = 1_000;
/** People of the realistic load: each is in 10 of its conversations and sends about 5 messages a second. */
export const PEOPLE = 200;
/** The gateway's default WS_SEND_BURST: a sender may send this many at once. */
export const BURST = 30;
/** Senders taking turns at bursting, so each one's allowance has refilled by its next turn. */
const BURST_SENDERS = 5;
const BURST_EVERY_MS = 1_000;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
export const PAIRS = 10;
export const WINDOW = 16;
/** How long the receivers may take to get the last messages after the senders stop. */
const DRAIN_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drained(ledgers: Ledger[]): Promise<void> {
  for (let waited = 0; ledgers.some((l) => !l.settled) && waited < DRAIN_MS; waited += 50) await sleep(50);
}

/** Opens one socket per peer, each handing what it receives to `onFrame`. */
async function sockets(server: ServerChild, peers: Peer[], onFrame: (data: unknown) => void) {
  const opened = await Promise.all(peers.map((peer) => connect(server.url(peer))));
  for (const socket of opened) socket.on('message', onFrame);
  return opened;
}

export interface RealisticRun {
  /** The steady load: RATE messages a second over CONVERSATIONS conversations. */
  steady: Ledger;
  /** One sender at a time sending its whole burst at once, during the steady load. */
  burst: Ledger;
  perSecond: number;
  /** Server CPU time (user and system) per message sent in the measured window, in µs. */
  cpuPerMessage: number;
}

/**
 * Conversation c is between people a = c mod PEOPLE and a + 1 + floor(c / PEOPLE): 1,000 distinct pairs.
 * Message i goes to conversation i mod 1,000, from one side for a second and from the other the next.
 */
export async function measureRealistic(server: ServerChild): Promise<RealisticRun> {
  const prefix = randomUUID().slice(0, 8);
  const steady = new Ledger(`${prefix}s`);
  const burst = new Ledger(`${prefix}b`);
  const people = server.ready.peers.slice(0, PEOPLE);
  const bursters = server.ready.peers.slice(PEOPLE, PEOPLE + BURST_SENDERS);
  // The people receive both loads' messages; a refusal on a person's socket belongs to the steady load.
  const onFrame = (data: unknown) => {
    const frame = frameOf(data);
    steady.take(frame);
    if (frame.type === 'message') burst.take(frame);
  };
  const open = [
    ...(await sockets(server, people, onFrame)),
    ...(await sockets(server, bursters, (data) => burst.received(data))),
  ];
  const byPerson = open.slice(0, PEOPLE);
  const byBurster = open.slice(PEOPLE);
  let next = 0;
  let round = 0;
  let burstSent = 0;
  const run = async (seconds: number) => {
    const start = performance.now();
    let sent = 0;
    let nextBurst = start + BURST_EVERY_MS / 2;
    while (performance.now() - start < seconds * 1000) {
      const due = Math.floor(((performance.now() - start) * RATE) / 1000) - sent;
      for (let i = 0; i < due; i++, sent++, next++) {
        const c = next % CONVERSATIONS;
        const a = c % PEOPLE;
        const b = (a + 1 + Math.floor(c / PEOPLE)) % PEOPLE;
        const [from, to] = Math.floor(next / CONVERSATIONS) % 2 === 0 ? [a, b] : [b, a];
        steady.send(byPerson[from]!, people[from]!.id, people[to]!.id);
      }
      if (performance.now() >= nextBurst) {
        nextBurst += BURST_EVERY_MS;
        const turn = round++ % BURST_SENDERS;
        const to = people[turn]!.id;
        for (let i = 0; i < BURST; i++) burst.send(byBurster[turn]!, bursters[turn]!.id, to);
        burstSent += BURST;
      }
      await sleep(1);
    }
    return sent;
  };
  await run(WARMUP_S);
  await sleep(500);
  steady.measuring = burst.measuring = true;
  const cpuBefore = await server.cpu();
  const start = performance.now();
  burstSent = 0;
  const sent = await run(DURATION_S);
  const seconds = (performance.now() - start) / 1000;
  await drained([steady, burst]);
  const cpuPerMessage = (((await server.cpu()) - cpuBefore) * 1000) / (sent + burstSent);
  steady.measuring = burst.measuring = false;
  for (const socket of open) socket.close();
  return { steady, burst, perSecond: sent / seconds, cpuPerMessage };
}

export interface SaturatingRun {
  ledger: Ledger;
  perSecond: number;
  echoes: number;
  stored: number;
  /** Server CPU time (user and system) per message stored in the measured window, in µs. */
  cpuPerMessage: number;
}

/** PAIRS senders, each keeping WINDOW messages in flight and sending the next on every answer. */
export async function measureSaturating(server: ServerChild): Promise<SaturatingRun> {
  const peers = server.ready.peers.slice(PEOPLE + BURST_SENDERS, PEOPLE + BURST_SENDERS + PAIRS * 2);
  const ledger = new Ledger(randomUUID().slice(0, 8));
  const open: WebSocket[] = await Promise.all(peers.map((peer) => connect(server.url(peer))));
  const rowsBefore = await server.rows();
  let sending = true;
  let counting = false;
  let counted = 0;
  let echoes = 0;
  let inFlight = 0;
  for (let pair = 0; pair < PAIRS; pair++) {
    const sender = open[pair * 2]!;
    const receiver = open[pair * 2 + 1]!;
    const from = peers[pair * 2]!.id;
    const to = peers[pair * 2 + 1]!.id;
    const sendOne = () => {
      inFlight++;
      ledger.send(sender, from, to);
    };
    receiver.on('message', (data) => ledger.received(data));
    sender.on('message', (data) => {
      const frame = ledger.received(data);
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
  counting = ledger.measuring = true;
  const cpuBefore = await server.cpu();
  const start = performance.now();
  await sleep(DURATION_S * 1000);
  counting = ledger.measuring = false;
  const cpuPerMessage = (((await server.cpu()) - cpuBefore) * 1000) / Math.max(1, counted);
  const seconds = (performance.now() - start) / 1000;
  sending = false;
  for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50) await sleep(50);
  await drained([ledger]);
  const stored = (await server.rows()) - rowsBefore;
  for (const socket of open) socket.close();
  return { ledger, perSecond: counted / seconds, echoes, stored, cpuPerMessage };
}
