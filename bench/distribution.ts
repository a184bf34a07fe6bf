/**
 * Distribution under load, in one run on one server (SQLite, or PostgreSQL when DATABASE_URL is set; its
 * own schema, dropped at the end):
 *
 * (a) Coin unlocks of creators' dramas by buyers a promoter's link brought (attribution looked up, the
 *     commission credited to the promoter, the promotion's, item's and promoter's day and month rollups
 *     moved, all in the sale's transaction) beside unlocks of the same kind of dramas not open to
 *     distribution, by the same buyers, in the same run. Aim: within 1.2x (requests per second).
 * (b) GET /app/api/distribution/figures of a promoter with 10^6 attributed visits (rows bulk inserted, as
 *     the attribution table and the rollups would hold them) and 10^4 other promoters ranked this month,
 *     beside a promoter with a handful. Aim: p99 under 50 ms; the figures are rollups, never scans.
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP and BENCH_VISITS (10^6) shorten a run.
 */
import http from 'node:http';
import { payments } from '@fox/contracts';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { chinaMonthOf } from '../apps/server/src/features/distribution/figures.js';
import { openForDistribution } from '../apps/server/src/features/distribution/listings.js';
import { recordVisit, takePromotion } from '../apps/server/src/features/distribution/promotions.js';
import type { DistributionTables } from '../apps/server/src/features/distribution/tables.js';
import { fulfilOrder } from '../apps/server/src/features/payments/fulfil.js';
import { insertOrder, newOrderNo } from '../apps/server/src/features/payments/orders.js';
import { DEMO_SALE_TERMS } from '../apps/server/src/features/payments/sale-terms.js';
import { registerByPhone } from '../apps/server/src/features/users/accounts.js';
import { ledgerProblems } from '../apps/server/src/features/wallet/invariants.js';
import { tablesOf } from '../apps/server/src/platform/db/tables.js';
import { chinaDayOf } from '../apps/server/src/platform/metrics/daily.js';
import { allTables } from '../apps/server/src/schema.js';
import {
  DURATION_S,
  LatencySamples,
  listenLocal,
  measureChecked,
  report,
  runBench,
  WARMUP_S,
} from './load.js';
import { assembleBenchPortal, write, writeLoad } from './portal.js';
import { fetchSigningKeys, headerSigner, SIGNED_HEADER } from './signed-headers.js';

const WORKERS = 20;
const DRAMAS_PER_SIDE = 10;
// Enough episodes that a run at a few hundred unlocks a second never comes back to one it bought.
const EPISODES_PER_DRAMA = 1000;
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const RANKED_PROMOTERS = 10_000;
const ORDERS_PATH = '/app/api/orders';
const FIGURES_PATH = '/app/api/distribution/figures';
const DAY = 86_400_000;

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

function post(origin: string, buyer: Buyer, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${ORDERS_PATH}`,
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

/** WORKERS loops for `seconds`, each sending the request its worker is given next. */
async function drive(
  name: string,
  seconds: number,
  next: (worker: number) => Promise<boolean>,
): Promise<Run> {
  const run: Run = { name, ok: 0, failed: 0, seconds, latency: new LatencySamples() };
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (Date.now() < until) {
        const started = performance.now();
        const ok = await next(worker).catch(() => false);
        run.latency.add(performance.now() - started);
        if (ok) run.ok += 1;
        else run.failed += 1;
      }
    }),
  );
  return run;
}

async function main(): Promise<void> {
  const portal = await assembleBenchPortal('distribution', { NODE_ENV: 'development', SEED_DEMO: 'false' });
  const { app, platform } = portal;
  try {
    const origin = await listenLocal(app);
    const keys = await fetchSigningKeys(origin);
    const db = allTables(platform.database.db);
    const distributionDb = tablesOf<DistributionTables>(platform.database.db);
    const creator = await registerByPhone(db, '13600000001', undefined);
    const promoter = await registerByPhone(db, '13600000002', undefined);
    const small = await registerByPhone(db, '13600000003', undefined);
    const now = Date.now();

    // Two sides of the same kind of creator's drama at 1 yuan an episode: one open at 20 %, one not.
    const withCommission = await benchDramas(db, creator.id, 'with', now);
    const without = await benchDramas(db, creator.id, 'without', now);
    const endDate = new Date(now + 8 * 3_600_000 + 30 * DAY).toISOString().slice(0, 10);
    const codes: string[] = [];
    for (const dramaId of withCommission.dramaIds) {
      const item = await openForDistribution(
        distributionDb,
        creator.id,
        { kind: 'drama', itemId: dramaId, commissionPercent: 20, endDate },
        now,
      );
      codes.push((await takePromotion(distributionDb, promoter.id, item.id, now)).code);
      await takePromotion(distributionDb, small.id, item.id, now);
    }
    const buyers = await makeBuyers(db, WORKERS, (token, userId) =>
      headerSigner(keys, ORDERS_PATH, { token, userId }),
    );
    // Every buyer came through the promoter's link of every drama open to distribution.
    for (const buyer of buyers) {
      for (const code of codes) await recordVisit(distributionDb, buyer.userId, code, 7, now);
    }

    const cursors = { with: 0, without: 0 };
    let failureShown = 0;
    const unlock = (side: 'with' | 'without') => async (worker: number) => {
      const sales = side === 'with' ? withCommission.sales : without.sales;
      const sale = sales[cursors[side]++ % sales.length]!;
      const body = JSON.stringify({
        payType: payments.PAY_TYPE.coin,
        paySource: payments.PAY_SOURCE.episodeCoin,
        masterId: sale.dramaId,
        materialId: sale.episodeId,
        payPrice: 1,
      });
      const answer = await post(origin, buyers[worker]!, body);
      const ok = answer.status === 200 && answer.text.includes('"charged":true');
      if (!ok && failureShown++ < 3) write(`${side}: ${answer.status} ${answer.text.slice(0, 300)}\n`);
      return ok;
    };
    write(`warming up ${WARMUP_S}s...\n`);
    // The warm-up buys from the far ends of both lists, so the measured runs still find new episodes.
    await drive('warm-up', WARMUP_S, async (worker) => {
      cursors.without = (cursors.without + 1) % without.sales.length;
      return unlock('without')(worker);
    });
    cursors.without = Math.floor(without.sales.length / 2);
    const runs = [
      await drive('coin unlock, not distributed', DURATION_S, unlock('without')),
      await drive('coin unlock, attributed + commission', DURATION_S, unlock('with')),
    ];
    writeLoad();
    write('\nrun                                        req/s    p50 ms   p99 ms   failed\n');
    for (const run of runs) {
      write(
        `${run.name.padEnd(42)} ${(run.ok / run.seconds).toFixed(0).padStart(5)} ${run.latency.percentile(50).toFixed(2).padStart(8)} ` +
          `${run.latency.percentile(99).toFixed(2).padStart(8)} ${String(run.failed).padStart(8)}\n`,
      );
    }
    const ratio = runs[0]!.ok / Math.max(1, runs[1]!.ok);
    write(
      `not distributed / with commission, requests per second: ${ratio.toFixed(3)}x (aim: within 1.2x)\n`,
    );
    const paid = await distributionDb
      .selectFrom('promotionOrders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    write(`commissions paid during the run: ${Number(paid.n)} (of ${runs[1]!.ok} attributed unlocks)\n`);

    // The promoter's 10^6 attributed visits, as the tables would hold them, and promoters to rank among.
    const started = Date.now();
    await bulkVisits(distributionDb, promoter.id, now);
    write(
      `${VISITS} attributed visits and ${RANKED_PROMOTERS} ranked promoters inserted in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );

    const figureRuns = [];
    for (const [name, who] of [
      [`figures, promoter with ${VISITS} visits`, promoter],
      ['figures, small promoter', small],
    ] as const) {
      const token = (await openSession(db, who.id, 'PC')).accessToken;
      const sign = headerSigner(keys, FIGURES_PATH, { token, userId: who.id });
      figureRuns.push(
        await measureChecked(name, `${origin}${FIGURES_PATH}`, sign, { authorization: `Bearer ${token}` }),
      );
    }
    report(figureRuns, figureRuns[1]!);
    const worst = Math.max(...figureRuns.map((run) => run.latency.percentile(99)));
    write(`figures p99: ${worst.toFixed(2)} ms (aim: under 50 ms)\n`);
    writeLoad();
    const problems = await ledgerProblems(platform.database.db);
    write(
      problems.length === 0 ? 'ledger after the run: sound\n' : `LEDGER BROKEN:\n${problems.join('\n')}\n`,
    );
    if (problems.length > 0 || ratio > 1.2 || worst > 50 || runs.some((run) => run.failed > 0)) {
      process.exitCode = 1;
    }
  } finally {
    agent.destroy();
    await portal.close();
  }
}

/** DRAMAS_PER_SIDE creator's dramas of EPISODES_PER_DRAMA paid episodes at 1 yuan. */
async function benchDramas(db: ReturnType<typeof allTables>, creatorId: number, side: string, now: number) {
  const sales: Array<{ dramaId: number; episodeId: number }> = [];
  const dramaIds: number[] = [];
  for (let d = 0; d < DRAMAS_PER_SIDE; d++) {
    const drama = await db
      .insertInto('dramas')
      .values({
        userId: creatorId,
        title: `压测分销短剧 ${side} ${d + 1}`,
        intro: '',
        coverUrl: '',
        categoryName: '',
        singlePriceCents: 100,
        playletPriceCents: 10_000,
        freeCount: 0,
        isPlatform: 0,
        state: 'OnShelf',
        episodeCount: EPISODES_PER_DRAMA,
        siteId: 11,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dramaId = Number(drama.id);
    dramaIds.push(dramaId);
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
  // Interleaved across dramas, so consecutive unlocks touch different dramas as a crowd would.
  sales.sort(
    (a, b) =>
      (a.episodeId % EPISODES_PER_DRAMA) - (b.episodeId % EPISODES_PER_DRAMA) || a.dramaId - b.dramaId,
  );
  return { sales, dramaIds };
}

/** Users with sessions and coins, credited the way a paid top-up is. */
async function makeBuyers(
  db: ReturnType<typeof allTables>,
  count: number,
  signer: (token: string, userId: number) => () => string,
) {
  const buyers: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const user = await registerByPhone(db, `1376666${String(i).padStart(4, '0')}`, undefined);
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

/**
 * VISITS attributions to the promoter's first promotion (visitors who never bought), the visits on the
 * promotion and spread over the last 30 days' and this month's rollups, and RANKED_PROMOTERS other
 * promoters' months with commissions, so the rank counts along a populated index.
 */
async function bulkVisits(
  db: ReturnType<typeof tablesOf<DistributionTables>>,
  promoterId: number,
  now: number,
) {
  const promotion = await db
    .selectFrom('promotions')
    .select(['id', 'distributionId'])
    .where('promoterId', '=', promoterId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const CHUNK = 1000;
  for (let first = 0; first < VISITS; first += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, VISITS - first) }, (_, i) => ({
      buyerId: 50_000_000 + first + i,
      distributionId: Number(promotion.distributionId),
      promotionId: Number(promotion.id),
      visitedAt: now - ((first + i) % 30) * DAY,
      expiresAt: now - ((first + i) % 30) * DAY + 7 * DAY,
    }));
    await db.insertInto('promotionAttributions').values(rows).execute();
  }
  await db
    .updateTable('promotions')
    .set((eb) => ({ visits: eb('visits', '+', VISITS) }))
    .where('id', '=', promotion.id)
    .execute();
  const today = chinaDayOf(now);
  const perDay = Math.floor(VISITS / 30);
  for (let day = today - 29; day <= today; day++) {
    await db
      .insertInto('promoterDays')
      .values({ promoterId, day, visits: perDay, buyers: 0, orders: 0, commissionCents: 0 })
      .onConflict((oc) =>
        oc
          .columns(['promoterId', 'day'])
          .doUpdateSet((eb) => ({ visits: eb('promoterDays.visits', '+', perDay) })),
      )
      .execute();
  }
  await db
    .updateTable('promoterMonths')
    .set((eb) => ({ visits: eb('visits', '+', VISITS) }))
    .where('promoterId', '=', promoterId)
    .where('month', '=', chinaMonthOf(now))
    .execute();
  for (let first = 0; first < RANKED_PROMOTERS; first += CHUNK) {
    const rows = Array.from({ length: CHUNK }, (_, i) => ({
      promoterId: 60_000_000 + first + i,
      month: chinaMonthOf(now),
      visits: 10,
      buyers: 1,
      orders: 1,
      commissionCents: ((first + i) * 7919) % 500_000,
    }));
    await db.insertInto('promoterMonths').values(rows).execute();
  }
}

runBench(main);
