/**
 * Content reading under load, in one run on the seeded demo world (SQLite).
 *
 * (a) The home feed page as a logged-in viewer sees it: signed `x-encrypt-key` header and session token on
 *     every request, 10 mixed items with the viewer's like/collect/follow flags (the ranking, the item
 *     queries, the flags queries, the response schema), against a bare Fastify route answering the very
 *     same JSON from memory. Aim: at least 0.5 of bare's requests per second.
 * (b) One page of comments (10, newest first) under an object with 10^3 comments and under one with 10^6,
 *     the first page and a deep page by the keyset cursor (`lastId`). Aim: the 10^6 page within 1.5 times
 *     the 10^3 page's latency, which only an index seek gives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { targets } from '../apps/server/src/compose.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { assemble } from '../apps/server/src/start.js';
import {
  failures,
  fetchEnvelope,
  listenLocal,
  measureChecked,
  measureUnchecked,
  printTable,
  report,
  runBench,
  type FixedHeaders,
  type Measured,
} from './load.js';
import { fetchSigningKeys, headerSigner } from './signed-headers.js';
import { allTables } from '../apps/server/src/schema.js';

/** The home feed as the web client asks for it, then the video list for comparison. */
const FEED_ROUTES = ['/app/api/content/feed/home', '/app/api/content/video/page/center'];
const PAGE = '?pageNum=1&pageSize=10';
const COMMENTS_PATH = '/app/api/common/comment/list';
/** A demo viewer: follows creators and has liked things, so the flags are not all false. */
const VIEWER = '10000011';
const SIZES = [1_000, 1_000_000] as const;

interface Envelope {
  total: number;
  data: Array<Record<string, unknown>>;
}

const write = (text: string) => process.stdout.write(text);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-bench-content-'));
  const servers: FastifyInstance[] = [];
  try {
    write(
      `load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', PORT: '0' });
    const { app, platform } = await assemble(config);
    servers.push(app);
    const origin = await listenLocal(app);
    const db = allTables(platform.database.db);
    const viewer = await db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', VIEWER)
      .executeTakeFirstOrThrow();
    const viewerId = Number(viewer.id);
    const session = await openSession(db, viewerId, 'PC');
    const authorization: FixedHeaders = { authorization: `Bearer ${session.accessToken}` };
    const keys = await fetchSigningKeys(origin);
    const signerFor = (route: string) =>
      headerSigner(keys, route, { token: session.accessToken, userId: viewerId });

    // (a) the feed page against a bare route; the video list (the same flags, one kind) beside it, to tell
    // the feed's ranking from the cost every content list pays.
    const served = await servedLists(origin, signerFor, authorization);
    if (served.length === 0) throw new Error('no feed or content list answers a page of 10 items');
    let feedRatio = Number.NaN;
    for (const route of served) {
      const sign = signerFor(route);
      const payload = (await fetchEnvelope(`${origin}${route}${PAGE}`, sign(), authorization)) as Envelope;
      describeList(route, payload);
      const appRun = await measureChecked(
        `${route} (signed, logged in)`,
        `${origin}${route}${PAGE}`,
        sign,
        authorization,
      );
      const bare = Fastify({ logger: false });
      servers.push(bare);
      bare.get(route, async () => payload);
      const bareUrl = `${await listenLocal(bare)}${route}${PAGE}`;
      await fetchEnvelope(bareUrl, sign(), authorization);
      const bareRun = await measureUnchecked('bare Fastify, same JSON', bareUrl, sign, authorization);
      await bare.close();
      write(`\n(a) ${route} against a bare route\n`);
      report([appRun, bareRun], bareRun);
      if (Number.isNaN(feedRatio))
        feedRatio = appRun.result.requests.average / bareRun.result.requests.average;
      write('\n');
    }
    write(
      `aim: the feed page at least 0.5 of bare: ${feedRatio >= 0.5 ? 'met' : 'NOT met'} (${feedRatio.toFixed(3)})\n`,
    );

    // (b) one comment page at 10^3 and at 10^6 comments.
    write('\n(b) one comment page under 10^3 and 10^6 comments\n');
    const objects = await db.selectFrom('videos').select('id').orderBy('id').limit(SIZES.length).execute();
    const runs: Record<string, Measured> = {};
    const commentSign = signerFor(COMMENTS_PATH);
    for (const [index, size] of SIZES.entries()) {
      const busyCode = Number(objects[index]!.id);
      const { oldestId } = await fillComments(platform, busyCode, size);
      const base = `${origin}${COMMENTS_PATH}?busyType=Video&busyCode=${busyCode}&pageSize=10`;
      // The deep page: the last ten comments, reached by the keyset cursor as infinite scroll reaches it.
      const deep = `${base}&lastId=${oldestId + 10}`;
      await checkPage(base, commentSign(), authorization, size);
      await checkPage(deep, commentSign(), authorization, size, oldestId);
      runs[`first ${size}`] = await measureChecked(
        `first page, ${size} comments`,
        base,
        commentSign,
        authorization,
      );
      runs[`deep ${size}`] = await measureChecked(
        `deep page, ${size} comments`,
        deep,
        commentSign,
        authorization,
      );
    }
    const ordered = SIZES.flatMap((size) => [runs[`first ${size}`]!, runs[`deep ${size}`]!]);
    printTable(ordered);
    write('\n');
    let met = true;
    for (const page of ['first', 'deep']) {
      const small = runs[`${page} ${SIZES[0]}`]!;
      const large = runs[`${page} ${SIZES[1]}`]!;
      const p50 = large.latency.percentile(50) / small.latency.percentile(50);
      const p99 = large.latency.percentile(99) / small.latency.percentile(99);
      const rps = small.result.requests.average / large.result.requests.average;
      met &&= p50 <= 1.5;
      write(
        `${page} page, 10^6 / 10^3: p50 latency ${p50.toFixed(2)}x, p99 latency ${p99.toFixed(2)}x, ` +
          `time per request (1/req/s) ${rps.toFixed(2)}x\n`,
      );
    }
    write(`aim: the 10^6 page within 1.5 times the 10^3 page (p50): ${met ? 'met' : 'NOT met'}\n`);
    const bad = ordered.reduce((sum, run) => sum + failures(run.result), 0);
    if (bad > 0) {
      write(`\nFAILED: ${bad} comment responses were not HTTP 200 with envelope code 200\n`);
      process.exitCode = 1;
    }
    await app.close();
  } finally {
    await Promise.allSettled(servers.map((s) => s.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The lists of FEED_ROUTES this build serves with a page of ten items (the feed may not be built yet). */
async function servedLists(
  origin: string,
  signerFor: (route: string) => () => string,
  authorization: FixedHeaders,
): Promise<string[]> {
  const served: string[] = [];
  for (const route of FEED_ROUTES) {
    const answer = await fetchEnvelope(`${origin}${route}${PAGE}`, signerFor(route)(), authorization).catch(
      () => null,
    );
    if ((answer as Envelope | null)?.data?.length === 10) served.push(route);
    else write(`note: ${route} does not answer a page of 10 here, so it is not measured\n`);
  }
  return served;
}

function describeList(route: string, payload: Envelope): void {
  const flags = ['praiseObj', 'collectObj', 'followObj'] as const;
  for (const item of payload.data) {
    for (const flag of flags) {
      if (typeof item[flag] !== 'boolean') throw new Error(`${route}: an item has no boolean ${flag}`);
    }
  }
  const set = flags.map((flag) => `${flag} ${payload.data.filter((item) => item[flag] === true).length}`);
  write(
    `${route}: ${payload.data.length} items, the viewer's flags set: ${set.join(', ')}; ` +
      `${JSON.stringify(payload).length} bytes of JSON from both servers\n`,
  );
}

/**
 * Gives an object `count` top-level comments in one statement (a recursive row generator inside the
 * database: a million rows take seconds), and counts them as posting would. Answers the oldest one's id.
 */
async function fillComments(platform: Platform, busyCode: number, count: number) {
  const db = allTables(platform.database.db);
  const started = performance.now();
  const before = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  const columns = [
    'busyType',
    'busyCode',
    'userId',
    'pid',
    'replyId',
    'replyUserId',
    'content',
    'ipAddress',
    'praiseCount',
    'replyCount',
    'lastReplyId',
    'createdAt',
  ].map((column) => sql.ref(column));
  const author = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
      insert into comments (${sql.join(columns)})
      select 'Video', ${busyCode}, ${Number(author.id)}, 0, 0, 0, '第 ' || i || ' 条评论：西湖的风景真好', '浙江', 0, 0, 0,
        ${1_700_000_000_000} + i
      from n`.execute(trx);
    await targets.adjustCount(trx, 'Video', busyCode, 'commentCount', count);
    await targets.adjustCount(trx, 'Video', busyCode, 'topCommentCount', count);
  });
  const oldest = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('busyType', '=', 'Video')
    .where('busyCode', '=', busyCode)
    .where('id', '>', Number(before?.last ?? 0))
    .executeTakeFirstOrThrow();
  write(
    `inserted ${count} comments under video ${busyCode} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return { oldestId: Number(oldest.id) };
}

/** A page must hold ten comments and the object's full total; the deep page must end at the oldest one. */
async function checkPage(url: string, header: string, fixed: FixedHeaders, size: number, oldestId?: number) {
  const page = (await fetchEnvelope(url, header, fixed)) as Envelope;
  if (page.total < size || page.data.length !== 10) {
    throw new Error(
      `${url}: expected 10 of at least ${size} comments, got ${page.data.length} of ${page.total}`,
    );
  }
  if (oldestId !== undefined && page.data.at(-1)?.id !== oldestId) {
    throw new Error(`${url}: the deep page does not end at the oldest comment ${oldestId}`);
  }
}

runBench(main);
