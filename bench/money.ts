/**
 * Fox-coin unlocks under load, in one run on the seeded demo world (SQLite, or PostgreSQL when
 * DATABASE_URL is set).
 *
 * On PostgreSQL the run keeps to a schema of its own, dropped at the end.
 *
 * (a) 50 concurrent users, each unlocking episodes one after another with coins: every request is a real
 *     purchase (unlock row, order, ledger transfer, balance update in one transaction).
 * (b) 50 concurrent requests on one user: the same purchases all debit one wallet, the contention case.
 * Both against a bare authenticated route on the same server and the same client: it reads the session
 * and answers a fixed envelope, so the ratio is the cost of the purchase itself.
 * (c) The same-episode race (money-race.ts): one user sends 200 unlocks of one episode at once; exactly one
 *     charges, the balance moves by one price, beside 200 parallel bare requests of the same user.
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP, BENCH_RACE_SIZE (200) and BENCH_RACE_ROUNDS (5) shorten a
 * run. Nothing is reported when the bare route itself failed: a ratio against a broken baseline means
 * nothing.
 */
import http from 'node:http';
import { payments, wallet } from '@fox/contracts';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { registerByPhone } from '../apps/server/src/features/users/accounts.js';
import { fulfilOrder } from '../apps/server/src/features/payments/fulfil.js';
import { DEMO_SALE_TERMS } from '../apps/server/src/features/payments/sale-terms.js';
import { insertOrder, newOrderNo } from '../apps/server/src/features/payments/orders.js';
import { ledgerProblems } from '../apps/server/src/features/wallet/invariants.js';
import { rechargeRate } from '../apps/server/src/features/wallet/recharge.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { DURATION_S, LatencySamples, listenLocal, WARMUP_S } from './load.js';
import { raceIsSound, reportRace, sameEpisodeRace, RACE_ROUNDS } from './money-race.js';
import { assembleBenchPortal, write } from './portal.js';
import { fetchSigningKeys, headerSigner, SIGNED_HEADER } from './signed-headers.js';
import { allTables } from '../apps/server/src/schema.js';

const WORKERS = 50;
/** Enough episodes that no run runs out of things to buy, in dramas of the largest allowed size. */
const DRAMAS = 200;
const EPISODES_PER_DRAMA = 200;
const ORDERS_PATH = '/app/api/orders';
const BARE_PATH = '/bench/bare';

const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });

interface Buyer {
  userId: number;
  token: string;
  sign: () => string;
}

interface Run {
  name: string;
  ok: number;
  failed: number;
  seconds: number;
  latency: LatencySamples;
}

function post(
  origin: string,
  pathname: string,
  buyer: Buyer,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${pathname}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${buyer.token}`,
          [SIGNED_HEADER]: buyer.sign(),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Runs WORKERS loops for `seconds`; each loop sends the next request its worker is given. */
async function drive(
  name: string,
  seconds: number,
  next: (worker: number) => () => Promise<boolean>,
): Promise<Run> {
  const run: Run = { name, ok: 0, failed: 0, seconds, latency: new LatencySamples() };
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (Date.now() < until) {
        const started = performance.now();
        const ok = await next(worker)().catch(() => false);
        run.latency.add(performance.now() - started);
        if (ok) run.ok += 1;
        else run.failed += 1;
      }
    }),
  );
  return run;
}

async function main(): Promise<void> {
  const portal = await assembleBenchPortal('money', {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const { app, platform } = portal;
  app.post(BARE_PATH, async (request) => {
    const user = await platform.authenticate(request);
    return { code: 200, msg: '操作成功', data: { userId: user?.id ?? null } };
  });
  try {
    const origin = await listenLocal(app);
    const keys = await fetchSigningKeys(origin);
    const sales = await benchDramas(platform);
    // Episodes of their own for the race, so the load runs never buy them first.
    const raceEpisodes = sales.splice(0, RACE_ROUNDS);
    const buyers = await makeBuyers(platform, WORKERS + 2, (token, userId) =>
      headerSigner(keys, ORDERS_PATH, { token, userId }),
    );
    const crowd = buyers.slice(0, WORKERS);
    const single = buyers[WORKERS]!;
    const racer = buyers[WORKERS + 1]!;
    const bareSigned = crowd.map((b) => ({
      ...b,
      sign: headerSigner(keys, BARE_PATH, { token: b.token, userId: b.userId }),
    }));

    let cursor = 0;
    const unlock = (buyer: Buyer) => async () => {
      const sale = sales[cursor++ % sales.length]!;
      const body = JSON.stringify({
        payType: payments.PAY_TYPE.coin,
        paySource: payments.PAY_SOURCE.episodeCoin,
        masterId: sale.dramaId,
        materialId: sale.episodeId,
        payPrice: 0.01,
      });
      const answer = await post(origin, ORDERS_PATH, buyer, body);
      return answer.status === 200 && answer.text.includes('"charged":true');
    };
    const bare = (buyer: Buyer) => async () => (await post(origin, BARE_PATH, buyer, '{}')).status === 200;

    write(`warming up ${WARMUP_S}s...\n`);
    await drive('warm-up', WARMUP_S, (w) => bare(bareSigned[w]!));
    const runs = [
      await drive('bare authenticated route, 50 users', DURATION_S, (w) => bare(bareSigned[w]!)),
      await drive('coin unlock, 50 users', DURATION_S, (w) => unlock(crowd[w]!)),
      await drive('coin unlock, 50 requests on one user', DURATION_S, () => unlock(single)),
    ];
    const identity = { token: racer.token, userId: racer.userId };
    const rounds = await sameEpisodeRace(
      platform,
      origin,
      racer,
      raceEpisodes,
      { orders: headerSigner(keys, ORDERS_PATH, identity), bare: headerSigner(keys, BARE_PATH, identity) },
      { orders: ORDERS_PATH, bare: BARE_PATH },
    );
    const baseline = runs[0]!;
    if (baseline.ok === 0 || baseline.failed > 0) {
      write(
        `\nthe bare route failed (${baseline.failed} of ${baseline.ok + baseline.failed}): nothing reported\n`,
      );
      process.exitCode = 1;
      return;
    }
    report(runs);
    const price = wallet.coinCentsOf(1, await rechargeRate(platform.database.db));
    reportRace(rounds, price, write);
    const problems = await ledgerProblems(platform.database.db);
    write(
      problems.length === 0 ? 'ledger after the run: sound\n' : `LEDGER BROKEN:\n${problems.join('\n')}\n`,
    );
    const raceBroken = rounds.some((round) => !raceIsSound(round, price));
    if (problems.length > 0 || raceBroken || runs.some((run) => run.failed > 0)) process.exitCode = 1;
  } finally {
    agent.destroy();
    await portal.close();
  }
}

/** DRAMAS dramas of EPISODES_PER_DRAMA paid episodes at 0.01 yuan each, by a demo creator. */
async function benchDramas(platform: Platform) {
  const db = allTables(platform.database.db);
  const creator = await db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', '10000001')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const sales: Array<{ dramaId: number; episodeId: number }> = [];
  for (let d = 0; d < DRAMAS; d++) {
    const drama = await db
      .insertInto('dramas')
      .values({
        userId: creator.id,
        title: `压测短剧 ${d + 1}`,
        intro: '',
        coverUrl: '',
        categoryName: '',
        singlePriceCents: 1,
        playletPriceCents: 100,
        freeCount: 0,
        isPlatform: d % 2,
        state: 'OnShelf',
        episodeCount: EPISODES_PER_DRAMA,
        siteId: 11,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dramaId = Number(drama.id);
    const rows = Array.from({ length: EPISODES_PER_DRAMA }, (_, i) => ({
      dramaId,
      episodeNumber: i + 1,
      title: `第${i + 1}集`,
      videoUrl: '/resource/files/demo/videos/cat-nap.mp4',
      coverUrl: '',
      duration: 5,
      createdAt: now,
    }));
    const ids = await db.insertInto('dramaEpisodes').values(rows).returning('id').execute();
    for (const row of ids) sales.push({ dramaId, episodeId: Number(row.id) });
  }
  return sales;
}

/** Users with sessions and plenty of coins, credited the way a paid top-up is. */
async function makeBuyers(
  platform: Platform,
  count: number,
  signer: (token: string, userId: number) => () => string,
) {
  const db = allTables(platform.database.db);
  const buyers: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const user = await registerByPhone(db, `1377777${String(i).padStart(4, '0')}`, undefined);
    const session = await openSession(db, user.id, 'PC');
    const now = Date.now();
    const orderId = await insertOrder(db, {
      orderNo: newOrderNo(now),
      userId: user.id,
      paySource: payments.PAY_SOURCE.topUp,
      payType: payments.PAY_TYPE.qr,
      provider: 'sandbox',
      amountCents: 100_000_00,
      coinCents: 100_000_00 * 10,
      state: 'paid',
      providerTxnId: 'BENCH',
      createdAt: now,
      paidAt: now,
    });
    await fulfilOrder(db, undefined, DEMO_SALE_TERMS, orderId, now);
    buyers.push({ userId: user.id, token: session.accessToken, sign: signer(session.accessToken, user.id) });
  }
  return buyers;
}

function report(runs: Run[]): void {
  const bare = runs[0]!;
  const rate = (run: Run) => run.ok / run.seconds;
  write(
    '\nrun                                        req/s    p50 ms   p99 ms   failed   req/s vs bare   p99 vs bare\n',
  );
  for (const run of runs) {
    write(
      `${run.name.padEnd(42)} ${rate(run).toFixed(0).padStart(6)} ${run.latency.percentile(50).toFixed(2).padStart(9)} ` +
        `${run.latency.percentile(99).toFixed(2).padStart(8)} ${String(run.failed).padStart(8)} ` +
        `${(rate(run) / rate(bare)).toFixed(3).padStart(15)} ${(run.latency.percentile(99) / bare.latency.percentile(99)).toFixed(2).padStart(13)}x\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
