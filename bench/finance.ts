/**
 * Earnings at scale, in one run (SQLite, or PostgreSQL when DATABASE_URL is set; its own schema, dropped
 * at the end).
 *
 * (a) The finance page's figures: GET /app/api/finance/summary and the first page of
 *     GET /app/api/finance/records, fetched side by side as the page does, for a creator with
 *     BENCH_TRANSFERS (10^6) ledger transfers into their earnings (and as many statement lines), beside a
 *     creator with 10^3, alternating round by round so both meet the same machine. Aim: p99 of the big
 *     one at most 1.5 times the small one's (balances come from the accounts' running balances, the
 *     chart from 30 day rows, the statement by index: nothing scans history).
 * (b) 50 parallel withdrawals by one user (a double click multiplied, or two tabs), BENCH_ROUNDS rounds:
 *     p99 of one withdrawal's answer; and the proof that no round took more than was available.
 *
 * The history is written in bulk (transfers, statement lines, balances that match them) rather than
 * through 10^6 sales, which would take hours and measure the sales instead.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { creditEarnings } from '../apps/server/src/features/earnings/credit.js';
import { chinaDayNumber, chinaMonthNumber } from '../apps/server/src/features/earnings/days.js';
import { registerByPhone } from '../apps/server/src/features/users/accounts.js';
import { ledgerProblems } from '../apps/server/src/features/wallet/invariants.js';
import { PLATFORM } from '../apps/server/src/features/wallet/ledger.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { allTables } from '../apps/server/src/schema.js';
import { LatencySamples, listenLocal, runBench } from './load.js';
import { assembleBenchPortal, write } from './portal.js';
import { fetchSigningKeys, headerSigner, SIGNED_HEADER } from './signed-headers.js';

const BIG = Number(process.env.BENCH_TRANSFERS ?? 1_000_000);
const SMALL = 1_000;
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 1_000);
const WITHDRAW_PARALLEL = 50;
const WITHDRAW_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * `count` sales credited to `userId` over the last 400 days, written in bulk: the ledger transfers from
 * coinSales into their pending earnings, half of them released to available, the statement lines, the
 * day rows and the totals, and the two accounts' balances equal to their transfers.
 */
async function bulkHistory(platform: Platform, userId: number, count: number): Promise<void> {
  const db = allTables(platform.database.db);
  const now = Date.now();
  // One real credit makes the accounts; the bulk rows then follow its shape.
  await creditEarnings(db, {
    userId,
    kind: 'dramaSale',
    amountCents: 70,
    from: { kind: 'coinSales', ownerId: PLATFORM },
    key: `bench:${userId}:first`,
    transferKind: 'dramaShare',
    sourceType: 'drama',
    sourceId: '1',
    title: '压测短剧',
    orderNo: null,
    orderId: null,
    holdMs: 0,
    now,
  });
  const accountOf = async (kind: 'coinSales' | 'earningsPending' | 'earnings', ownerId: number) => {
    const found = await db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('kind', '=', kind)
      .where('ownerId', '=', ownerId)
      .where('currency', '=', 'cny')
      .executeTakeFirst();
    if (found) return Number(found.id);
    const made = await db
      .insertInto('ledgerAccounts')
      .values({ kind, ownerId, currency: 'cny', balance: 0, mayGoNegative: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(made.id);
  };
  const [source, pending, available] = [
    await accountOf('coinSales', PLATFORM),
    await accountOf('earningsPending', userId),
    await accountOf('earnings', userId),
  ];
  let pendingIn = 0;
  let availableIn = 0;
  const days = new Map<number, number>();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const transfers = [];
    const records = [];
    for (let i = 0; i < size; i++) {
      const n = start + i;
      const at = now - Math.floor(((count - n) / count) * 400 * DAY_MS);
      const amount = 70 + (n % 500);
      const released = n % 2 === 0;
      const key = `bench:${userId}:${n}`;
      transfers.push({
        idempotencyKey: key,
        currency: 'cny' as const,
        fromAccountId: source,
        toAccountId: released ? available : pending,
        amount,
        kind: 'dramaShare' as const,
        orderId: null,
        memo: `B${n}`,
        createdAt: at,
      });
      records.push({
        userId,
        kind: 'dramaSale' as const,
        state: released ? ('available' as const) : ('pending' as const),
        amountCents: amount,
        sourceType: 'drama' as const,
        sourceId: String(1 + (n % 50)),
        title: `压测短剧 ${n % 50}`,
        orderNo: `B${n}`,
        transferKey: key,
        month: chinaMonthNumber(at),
        createdAt: at,
        // The unreleased half stays pending for a year, so the lazy release has nothing to move.
        availableAt: released ? at : now + 365 * DAY_MS,
      });
      if (released) availableIn += amount;
      else pendingIn += amount;
      const day = chinaDayNumber(at);
      days.set(day, (days.get(day) ?? 0) + amount);
    }
    await db.insertInto('ledgerTransfers').values(transfers).execute();
    await db.insertInto('earningsRecords').values(records).execute();
  }
  const move = (id: number, by: number) =>
    db
      .updateTable('ledgerAccounts')
      .set((eb) => ({ balance: eb('balance', '+', by) }))
      .where('id', '=', id)
      .execute();
  await move(source, -(pendingIn + availableIn));
  await move(pending, pendingIn);
  await move(available, availableIn);
  for (const [day, cents] of days) {
    await db
      .insertInto('earningsDaily')
      .values({ userId, day, earnedCents: cents })
      .onConflict((oc) =>
        oc
          .columns(['userId', 'day'])
          .doUpdateSet({ earnedCents: sql`earnings_daily.earned_cents + ${cents}` }),
      )
      .execute();
  }
  await db
    .updateTable('earningsTotals')
    .set((eb) => ({ earnedCents: eb('earnedCents', '+', pendingIn + availableIn) }))
    .where('userId', '=', userId)
    .execute();
}

/** A verified account with a passed card, so the settlement gate lets the user withdraw. */
async function settlementReady(platform: Platform, userId: number): Promise<void> {
  const db = allTables(platform.database.db);
  const now = Date.now();
  await db
    .insertInto('payAccounts')
    .values({
      userId,
      state: 'Pass',
      identityValidityType: 'long',
      identityEndDate: null,
      licenseValidityType: null,
      licenseEndDate: null,
      legalName: '压测用户',
      identityHash: null,
      submittedAt: now,
      reviewedAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('bankCards')
    .values({
      userId,
      state: 'Pass',
      cardTail: '0123',
      bankName: '中国工商银行',
      submittedAt: now,
      reviewedAt: now,
      updatedAt: now,
    })
    .execute();
}

interface Caller {
  get(url: string): Promise<unknown>;
  post(url: string, body: unknown): Promise<{ code: number; msg: string; data: unknown }>;
}

function callerFor(
  origin: string,
  keys: Awaited<ReturnType<typeof fetchSigningKeys>>,
  token: string,
  userId: number,
): Caller {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const request = (method: string, url: string, body?: string) =>
    new Promise<{ code: number; msg: string; data: unknown }>((resolve, reject) => {
      const pathOnly = url.split('?')[0]!;
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        [SIGNED_HEADER]: headerSigner(keys, pathOnly, { token, userId })(),
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const req = http.request(`${origin}${url}`, { method, agent, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as { code: number; msg: string; data: unknown });
          } catch (error) {
            reject(error as Error);
          }
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return {
    async get(url) {
      const answer = await request('GET', url);
      if (answer.code !== 200) throw new Error(`${url} answered ${JSON.stringify(answer).slice(0, 200)}`);
      return answer.data;
    },
    post: (url, body) => request('POST', url, JSON.stringify(body)),
  };
}

const line = (name: string, samples: LatencySamples) =>
  write(
    `${name.padEnd(58)} p50 ${samples.percentile(50).toFixed(2).padStart(7)} ms  p99 ${samples
      .percentile(99)
      .toFixed(2)
      .padStart(7)} ms\n`,
  );

async function main(): Promise<void> {
  const portal = await assembleBenchPortal('finance', {
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    EARNINGS_HOLD_DAYS: '0',
    WITHDRAW_DAILY_LIMIT_CENTS: '1000000000',
    SANDBOX_PAYOUT_DELAY_MS: '3600000',
  });
  const { app, platform } = portal;
  try {
    const origin = await listenLocal(app);
    const keys = await fetchSigningKeys(origin);
    const db = allTables(platform.database.db);
    const [big, small, withdrawer] = [
      await registerByPhone(db, '13600000001', undefined),
      await registerByPhone(db, '13600000002', undefined),
      await registerByPhone(db, '13600000003', undefined),
    ];
    const started = Date.now();
    await bulkHistory(platform, big.id, BIG);
    await bulkHistory(platform, small.id, SMALL);
    write(
      `histories of ${BIG} and ${SMALL} transfers written in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    // The bulk write leaves SQLite's log hundreds of MB long; a server never gathers that much between its
    // checkpoints (every second), so it is folded back into the file before anything is timed.
    if (!process.env.DATABASE_URL) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);

    const callers = new Map<number, Caller>();
    for (const user of [big, small, withdrawer]) {
      const token = (await openSession(db, user.id, 'PC')).accessToken;
      callers.set(user.id, callerFor(origin, keys, token, user.id));
    }
    const pageOf = (userId: number) => {
      const caller = callers.get(userId)!;
      return Promise.all([
        caller.get('/app/api/finance/summary'),
        caller.get('/app/api/finance/records?pageSize=20'),
      ]);
    };
    const [bigSummary] = (await pageOf(big.id)) as [{ totalEarned: number }, unknown];
    write(`the big creator's total earned: ¥${bigSummary.totalEarned}\n`);
    const bigPage = new LatencySamples();
    const smallPage = new LatencySamples();
    for (let i = 0; i < 50 + ROUNDS; i++) {
      for (const [userId, into] of [
        [big.id, bigPage],
        [small.id, smallPage],
      ] as const) {
        const t0 = performance.now();
        await pageOf(userId);
        if (i >= 50) into.add(performance.now() - t0);
      }
    }
    write(`\n(a) the finance page's figures (summary + first page of records, side by side)\n`);
    line(`${BIG} transfers`, bigPage);
    line(`${SMALL} transfers`, smallPage);
    const ratio = bigPage.percentile(99) / smallPage.percentile(99);
    write(`p99 ratio ${BIG} / ${SMALL}: ${ratio.toFixed(3)}; aim: at most 1.5\n`);

    // (b) Each round credits ¥10.00 and sends 50 withdrawals of ¥1.00 at once: at most 10 may pass.
    await settlementReady(platform, withdrawer.id);
    const caller = callers.get(withdrawer.id)!;
    const withdraw = new LatencySamples();
    let overdrawn = 0;
    for (let round = 0; round < WITHDRAW_ROUNDS; round++) {
      await creditEarnings(db, {
        userId: withdrawer.id,
        kind: 'wishSettle',
        amountCents: 1000,
        from: { kind: 'coinSales', ownerId: PLATFORM },
        key: `bench:withdraw:${round}`,
        transferKind: 'wishSettle',
        sourceType: 'wish',
        sourceId: `T${round}`,
        title: '压测心愿',
        orderNo: null,
        orderId: null,
        holdMs: 0,
        now: Date.now(),
      });
      const answers = await Promise.all(
        Array.from({ length: WITHDRAW_PARALLEL }, async () => {
          const t0 = performance.now();
          const answer = await caller.post('/app/api/finance/cashOut', {
            amount: '1.00',
            requestId: randomUUID(),
          });
          withdraw.add(performance.now() - t0);
          return answer;
        }),
      );
      const taken = answers.filter((a) => a.code === 200).length;
      if (taken > 10) overdrawn += 1;
      if (answers.some((a) => a.code !== 200 && a.code !== 400 && a.code !== 403 && a.code !== 409)) {
        throw new Error(`a withdrawal failed: ${JSON.stringify(answers.find((a) => a.code >= 500))}`);
      }
    }
    write(
      `\n(b) ${WITHDRAW_PARALLEL} parallel withdrawals of ¥1.00 against ¥10.00 available, ${WITHDRAW_ROUNDS} rounds\n`,
    );
    line('one withdrawal, answered', withdraw);
    const problems = await ledgerProblems(db);
    write(`rounds that took more than was available: ${overdrawn}; ledger problems: ${problems.length}\n`);
    if (ratio > 1.5 || overdrawn > 0 || problems.length > 0) process.exitCode = 1;
  } finally {
    await portal.close();
  }
}

runBench(main);
