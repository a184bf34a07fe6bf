/**
 * The wish square and the race for places, in one run on the seeded demo world (SQLite, or PostgreSQL when
 * DATABASE_URL is set; its own schema, dropped at the end).
 *
 * (a) 10^5 wishes on the square. The square's first page and page 1,000 (reached by the cursor, as infinite
 *     scroll reaches it), filtered by industry, newest first and by reward, against a bare authenticated
 *     route on the same server and client (it reads the session and answers a fixed envelope). Aim: at
 *     least 0.5 of the bare route's requests per second. Two pages with a keyword, matched by the search
 *     index: a word one wish in a hundred holds, and a word every wish holds.
 * (b) 200 takers racing for the 10 places of one wish taken directly: exactly 10 succeed, the other 190
 *     read the race's message; each taker's latency is measured and p50/p99 reported. BENCH_RACE_ROUNDS
 *     rounds (default 3), each on a wish of its own.
 *
 * BENCH_DURATION (s, default 10), BENCH_WARMUP and BENCH_WISHES (100000) shorten a run.
 */
import http from 'node:http';
import { wishes } from '@fox/contracts';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { registerByPhone } from '../apps/server/src/features/users/accounts.js';
import { ledgerProblems } from '../apps/server/src/features/wallet/invariants.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { allTables } from '../apps/server/src/schema.js';
import {
  fetchEnvelope,
  LatencySamples,
  listenLocal,
  measureChecked,
  report,
  runBench,
  type FixedHeaders,
  type Measured,
} from './load.js';
import { assembleBenchPortal, write } from './portal.js';
import { fetchSigningKeys, headerSigner, SIGNED_HEADER } from './signed-headers.js';

const WISHES = Number(process.env.BENCH_WISHES ?? 100_000);
const RACE_TAKERS = 200;
const RACE_PLACES = 10;
const RACE_ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 3);
const SQUARE = '/busy-order/app/busy/task/square';
const RECEIVE = '/busy-order/app/busy/task/receive';
const BARE = '/bench/bare';
const PAGE_SIZE = 12;
const DEEP_PAGE = 1000;

/** 10^5 wishes on the square, by a demo publisher, across industries, rewards and deadlines. */
async function fillSquare(platform: Platform): Promise<void> {
  const db = allTables(platform.database.db);
  const publisher = await db
    .selectFrom('users')
    .select('id')
    .where('userName', '=', '10000001')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const BATCH = 400;
  for (let start = 0; start < WISHES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, WISHES - start) }, (_, i) => {
      const n = start + i;
      const stand = 100 * (1 + ((n * 7919) % 997));
      return {
        taskNumber: `WXBENCH${String(n).padStart(8, '0')}`,
        userId: Number(publisher.id),
        // One wish in a hundred has a rarer word, for the keyword pages.
        title: `压测心愿 ${n}${n % 100 === 0 ? ' 插画海报' : ''}`,
        content: '<p>压测</p>',
        contentText: '压测',
        industryType: wishes.INDUSTRY_TYPES[n % wishes.INDUSTRY_TYPES.length]!,
        type: wishes.WISH_TYPES[n % wishes.WISH_TYPES.length]!,
        fullAmountCents: stand * 2,
        standAmountCents: stand,
        platformFee: 100,
        deliveryStandard: '',
        deliveryDay: now + (1 + (n % 300)) * 86_400_000,
        receiveLimit: 2,
        receiveNum: 0,
        deliveryNum: 0,
        applyNum: 0,
        settlingNum: 0,
        isApproveReceive: 1,
        isReceiveDeposit: 0,
        images: '[]',
        labels: '[]',
        videoUrl: '',
        location: '',
        address: '',
        siteId: 0,
        state: 'WaitReceive' as const,
        onSquare: 1,
        rejectReason: '',
        reviewPending: 0,
        payOrderNo: null,
        paidCents: 0,
        extra: '{}',
        createdAt: now - n,
        updatedAt: now - n,
        endedAt: null,
      };
    });
    await db.insertInto('wishes').values(rows).execute();
  }
}

/** The cursor of the last card of page `page` of the industry's square in one order, read by its index. */
async function cursorOfPage(platform: Platform, industry: string, sort: 'newest' | 'reward', page: number) {
  const db = allTables(platform.database.db);
  let query = db
    .selectFrom('wishes')
    .select(['id', 'fullAmountCents'])
    .where('onSquare', '=', 1)
    .where('industryType', '=', industry as never);
  query =
    sort === 'reward'
      ? query.orderBy('fullAmountCents', 'desc').orderBy('id', 'desc')
      : query.orderBy('id', 'desc');
  const row = await query
    .offset((page - 1) * PAGE_SIZE - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const k = sort === 'reward' ? Number(row.fullAmountCents) : Number(row.id);
  return Buffer.from(JSON.stringify({ k, id: Number(row.id) })).toString('base64url');
}

interface Taker {
  userId: number;
  token: string;
}

async function makeTakers(platform: Platform, count: number, round: number): Promise<Taker[]> {
  const db = allTables(platform.database.db);
  const takers: Taker[] = [];
  for (let i = 0; i < count; i++) {
    const user = await registerByPhone(
      db,
      `13${String(round).padStart(2, '0')}66${String(i).padStart(5, '0')}`,
      undefined,
    );
    const session = await openSession(db, user.id, 'PC');
    // Past the settlement gate, as a verified taker with a bank card is.
    await db
      .insertInto('payAccounts')
      .values({ userId: user.id, state: 'Pass', updatedAt: Date.now() } as never)
      .execute();
    await db
      .insertInto('bankCards')
      .values({ userId: user.id, state: 'Pass', updatedAt: Date.now() })
      .execute();
    takers.push({ userId: user.id, token: session.accessToken });
  }
  return takers;
}

/** A wish on the square with RACE_PLACES places, taken directly, by the demo publisher. */
async function raceWish(platform: Platform, round: number): Promise<{ id: number; taskNumber: string }> {
  const db = allTables(platform.database.db);
  const now = Date.now();
  const taskNumber = `WXRACE${round}${now}`;
  const row = await db
    .insertInto('wishes')
    .values({
      taskNumber,
      userId: Number(
        (
          await db
            .selectFrom('users')
            .select('id')
            .where('userName', '=', '10000003')
            .executeTakeFirstOrThrow()
        ).id,
      ),
      title: `抢单 ${round}`,
      content: '',
      contentText: '',
      industryType: 'design',
      type: 'general',
      fullAmountCents: 0,
      standAmountCents: 100,
      platformFee: 100,
      deliveryStandard: '',
      deliveryDay: now + 7 * 86_400_000,
      receiveLimit: RACE_PLACES,
      receiveNum: 0,
      deliveryNum: 0,
      applyNum: 0,
      settlingNum: 0,
      isApproveReceive: 0,
      isReceiveDeposit: 0,
      images: '[]',
      labels: '[]',
      videoUrl: '',
      location: '',
      address: '',
      siteId: 0,
      state: 'WaitReceive',
      onSquare: 1,
      rejectReason: '',
      reviewPending: 0,
      payOrderNo: null,
      // Unpaid on purpose: the race measures taking places, and an unfunded bench wish moves no money.
      paidCents: 0,
      extra: '{}',
      createdAt: now,
      updatedAt: now,
      endedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), taskNumber };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: RACE_TAKERS });

function post(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
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

async function main(): Promise<void> {
  const portal = await assembleBenchPortal('wishes', {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const { app, platform } = portal;
  app.get(BARE, async (request) => {
    const user = await platform.authenticate(request);
    return { code: 200, msg: '操作成功', data: { userId: user?.id ?? null } };
  });
  try {
    const origin = await listenLocal(app);
    const keys = await fetchSigningKeys(origin);
    const started = Date.now();
    await fillSquare(platform);
    write(`${WISHES} wishes on the square in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const db = allTables(platform.database.db);
    const viewer = await db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', '10000011')
      .executeTakeFirstOrThrow();
    const session = await openSession(db, Number(viewer.id), 'PC');
    const identity = { token: session.accessToken, userId: Number(viewer.id) };
    const authorization: FixedHeaders = { authorization: `Bearer ${session.accessToken}` };
    const squareSign = headerSigner(keys, SQUARE, identity);
    const bareSign = headerSigner(keys, BARE, identity);

    const filter = `industryType=design&pageSize=${PAGE_SIZE}`;
    const pages = {
      'square page 1, design, newest': `${SQUARE}?${filter}&sort=newest`,
      'square page 1,000, design, newest': `${SQUARE}?${filter}&sort=newest&cursor=${await cursorOfPage(platform, 'design', 'newest', DEEP_PAGE)}`,
      'square page 1, design, by reward': `${SQUARE}?${filter}&sort=reward`,
      'square page 1,000, design, by reward': `${SQUARE}?${filter}&sort=reward&cursor=${await cursorOfPage(platform, 'design', 'reward', DEEP_PAGE)}`,
      // The keyword through the search index: a word of 1 wish in 100, and a word of every wish.
      'square page 1, keyword in 1%, newest': `${SQUARE}?pageSize=${PAGE_SIZE}&sort=newest&keyword=${encodeURIComponent('插画')}`,
      'square page 1, keyword in all, by reward': `${SQUARE}?pageSize=${PAGE_SIZE}&sort=reward&keyword=${encodeURIComponent('心愿')}`,
    };
    for (const [name, url] of Object.entries(pages)) {
      const page = (await fetchEnvelope(`${origin}${url}`, squareSign(), authorization)) as {
        data: unknown[];
        total: number;
      };
      if (page.data.length !== PAGE_SIZE) throw new Error(`${name} answered ${page.data.length} cards`);
      write(`${name}: ${page.data.length} cards, total ${page.total}\n`);
    }
    const bare = await measureChecked(
      'bare authenticated route',
      `${origin}${BARE}`,
      bareSign,
      authorization,
    );
    const runs: Measured[] = [bare];
    for (const [name, url] of Object.entries(pages)) {
      runs.push(await measureChecked(name, `${origin}${url}`, squareSign, authorization));
    }
    write('\n(a) the square at 10^5 wishes against a bare authenticated route\n');
    report(runs, bare);
    const worst = Math.min(
      ...runs.slice(1).map((run) => run.result.requests.average / bare.result.requests.average),
    );
    write(
      `aim: every square page at least 0.5 of bare: ${worst >= 0.5 ? 'met' : 'NOT met'} (worst ${worst.toFixed(3)})\n`,
    );

    write(`\n(b) ${RACE_TAKERS} takers racing for ${RACE_PLACES} places, ${RACE_ROUNDS} rounds\n`);
    let sound = true;
    for (let round = 1; round <= RACE_ROUNDS; round++) {
      const takers = await makeTakers(platform, RACE_TAKERS, round);
      const wish = await raceWish(platform, round);
      const body = JSON.stringify({ taskNumber: wish.taskNumber });
      const signed = takers.map((taker) => ({
        authorization: `Bearer ${taker.token}`,
        [SIGNED_HEADER]: headerSigner(keys, RECEIVE, taker)(),
      }));
      const latency = new LatencySamples();
      const answers = await Promise.all(
        signed.map(async (headers) => {
          const t0 = performance.now();
          const answer = await post(`${origin}${RECEIVE}`, headers, body);
          latency.add(performance.now() - t0);
          return JSON.parse(answer.text) as { code: number; msg: string };
        }),
      );
      const won = answers.filter((a) => a.code === 200).length;
      const lost = answers.filter(
        (a) => a.code === 409 && a.msg === '当前任务已被他人接取,可前往商单广场查看更多商单',
      ).length;
      const row = await db
        .selectFrom('wishes')
        .select(['receiveNum', 'onSquare', 'state'])
        .where('id', '=', wish.id)
        .executeTakeFirstOrThrow();
      const orders = await db
        .selectFrom('wishReceptions')
        .select('id')
        .where('wishId', '=', wish.id)
        .execute();
      const ok =
        won === RACE_PLACES &&
        lost === RACE_TAKERS - RACE_PLACES &&
        Number(row.receiveNum) === RACE_PLACES &&
        orders.length === RACE_PLACES &&
        Number(row.onSquare) === 0;
      sound &&= ok;
      write(
        `round ${round}: ${won} took a place, ${lost} read the race's message, other ${RACE_TAKERS - won - lost}; ` +
          `receiveNum ${row.receiveNum}, orders ${orders.length}, state ${row.state}, on square ${row.onSquare}; ` +
          `latency p50 ${latency.percentile(50).toFixed(1)} ms, p99 ${latency.percentile(99).toFixed(1)} ms, max ${latency.percentile(100).toFixed(1)} ms ${ok ? 'ok' : 'BROKEN'}\n`,
      );
    }
    const problems = await ledgerProblems(platform.database.db);
    write(
      problems.length === 0 ? 'ledger after the run: sound\n' : `LEDGER BROKEN:\n${problems.join('\n')}\n`,
    );
    if (!sound || problems.length > 0 || worst < 0.5) process.exitCode = 1;
  } finally {
    agent.destroy();
    await portal.close();
  }
}

runBench(main);
