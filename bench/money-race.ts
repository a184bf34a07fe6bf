/**
 * The same-episode race of bench/money.ts: one user sends RACE_SIZE unlocks of one episode at the same
 * moment (a double click multiplied, or a script). Exactly one may charge: the unique (user, episode)
 * index lets one unlock row in, and the others must answer "already yours" without moving a coin. Each
 * round is timed beside RACE_SIZE parallel requests of the same user to the bare authenticated route.
 */
import http from 'node:http';
import { payments } from '@fox/contracts';
import { coinCentsOf } from '../apps/server/src/features/wallet/ledger.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { allTables } from '../apps/server/src/schema.js';

export const RACE_SIZE = Number(process.env.BENCH_RACE_SIZE ?? 200);
export const RACE_ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 5);

export interface RaceBuyer {
  userId: number;
  token: string;
}

export interface RaceRound {
  ms: number;
  bareMs: number;
  charged: number;
  /** Answered 200 without a charge: the episode was already the user's. */
  notCharged: number;
  failed: number;
  balanceBefore: number;
  balanceAfter: number;
  /** Orders written for the user and the episode. */
  orders: number;
}

function post(agent: http.Agent, url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends `count` requests at once (headers signed beforehand) and answers the wall time and the answers. */
async function burst(agent: http.Agent, url: string, headers: Array<Record<string, string>>, body: string) {
  const started = performance.now();
  const answers = await Promise.all(headers.map((h) => post(agent, url, h, body).catch(() => null)));
  return { ms: performance.now() - started, answers };
}

export async function sameEpisodeRace(
  platform: Platform,
  origin: string,
  buyer: RaceBuyer,
  episodes: Array<{ dramaId: number; episodeId: number }>,
  sign: { orders: () => string; bare: () => string },
  paths: { orders: string; bare: string },
): Promise<RaceRound[]> {
  const db = allTables(platform.database.db);
  // One socket per request, as many browsers or scripts would open.
  const agent = new http.Agent({ keepAlive: true, maxSockets: RACE_SIZE });
  const base = { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` };
  const rounds: RaceRound[] = [];
  try {
    for (const sale of episodes.slice(0, RACE_ROUNDS)) {
      const body = JSON.stringify({
        payType: payments.PAY_TYPE.coin,
        paySource: payments.PAY_SOURCE.episodeCoin,
        masterId: sale.dramaId,
        materialId: sale.episodeId,
        payPrice: 0.01,
      });
      const bareHeaders = Array.from({ length: RACE_SIZE }, () => ({
        ...base,
        'x-encrypt-key': sign.bare(),
      }));
      const bare = await burst(agent, origin + paths.bare, bareHeaders, '{}');
      if (bare.answers.some((answer) => answer?.status !== 200)) throw new Error('the bare burst failed');

      const headers = Array.from({ length: RACE_SIZE }, () => ({ ...base, 'x-encrypt-key': sign.orders() }));
      const balanceBefore = await coinCentsOf(db, buyer.userId);
      const race = await burst(agent, origin + paths.orders, headers, body);
      const balanceAfter = await coinCentsOf(db, buyer.userId);
      const ok = race.answers.filter((answer) => answer?.status === 200);
      const orders = await db
        .selectFrom('payOrders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', buyer.userId)
        .where('episodeId', '=', sale.episodeId)
        .executeTakeFirstOrThrow();
      rounds.push({
        ms: race.ms,
        bareMs: bare.ms,
        charged: ok.filter((answer) => answer!.text.includes('"charged":true')).length,
        notCharged: ok.filter((answer) => answer!.text.includes('"charged":false')).length,
        failed: RACE_SIZE - ok.length,
        balanceBefore,
        balanceAfter,
        orders: Number(orders.n),
      });
    }
  } finally {
    agent.destroy();
  }
  return rounds;
}

/** The coin cents one episode at 0.01 yuan costs at the demo world's recharge rate. */
export function raceIsSound(round: RaceRound, priceCoinCents: number): boolean {
  return (
    round.charged === 1 &&
    round.orders === 1 &&
    round.failed === 0 &&
    round.notCharged === RACE_SIZE - 1 &&
    round.balanceBefore - round.balanceAfter === priceCoinCents
  );
}

export function reportRace(rounds: RaceRound[], priceCoinCents: number, write: (text: string) => void) {
  write(
    `\nsame-episode race: ${RACE_SIZE} parallel unlocks of one episode by one user (${rounds.length} rounds)\n` +
      'round   race ms   bare ms   race vs bare   charged   not charged   failed   orders   balance change   sound\n',
  );
  for (const [index, round] of rounds.entries()) {
    const change = round.balanceAfter - round.balanceBefore;
    write(
      `${String(index + 1).padStart(5)} ${round.ms.toFixed(1).padStart(9)} ${round.bareMs.toFixed(1).padStart(9)} ` +
        `${(round.ms / round.bareMs).toFixed(2).padStart(13)}x ${String(round.charged).padStart(9)} ` +
        `${String(round.notCharged).padStart(13)} ${String(round.failed).padStart(8)} ${String(round.orders).padStart(8)} ` +
        `${`${(change / 100).toFixed(2)} coins`.padStart(16)}   ${raceIsSound(round, priceCoinCents) ? 'yes' : 'NO'}\n`,
    );
  }
}
