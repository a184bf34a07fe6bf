/**
 * The lists and writes issues 14 and 15 added, on the seeded demo world grown to each size in turn, in one
 * run (SQLite, in process, through the app's own router):
 *
 * (a) the bare authenticated route, GET /app/user/profile: the baseline every ratio is taken against;
 * (b) a viewer's bought dramas (GET /app/api/playlet/bought), page 1 and page 1,000, for a viewer with
 *     12,100 dramas bought, beside `size` viewer rows of everybody else's (and max(12,100, size / 10)
 *     dramas);
 * (c) the same viewer's watched dramas (GET /app/api/playlet/watched), page 1 and page 1,000;
 * (d) the drama search (GET /app/api/search/playlet) for a word in every tenth of `size` dramas, page 1;
 * (e) a view (POST /app/api/content/view) of an article, among `size` view stamps of this hour.
 *
 * Aims: each list within 1.5× of itself between the smallest and the largest size (as a ratio to the
 * baseline measured beside it). BENCH_VIEWER_SIZES (default 1000,100000,1000000) and BENCH_ROUNDS
 * (default 200 requests per figure) shorten a run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { allTables } from '../apps/server/src/schema.js';
import { assemble } from '../apps/server/src/start.js';

const SIZES = (process.env.BENCH_VIEWER_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** Requests before each figure: the first size would otherwise pay the JIT's warm-up in its baseline. */
const WARMUP = Math.max(50, ROUNDS);
/** The heavy viewer's own rows: enough that page 1,000 of 12 exists. */
const HEAVY_ROWS = 12_100;

interface Figure {
  size: number;
  name: string;
  meanMs: number;
  ratio: number;
}

async function meanMs(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
) {
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const answer = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    const envelope = answer.json() as { code: number; msg: string };
    if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.code} ${envelope.msg}`);
  };
  for (let i = 0; i < WARMUP; i += 1) await once();
  const started = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i += 1) await once();
  return Number(process.hrtime.bigint() - started) / 1e6 / ROUNDS;
}

/** Grows the dramas, the viewer rows and the view stamps to `size` with set-based inserts. */
async function grow(platform: Platform, size: number, heavyUserId: number, now: number) {
  const db = allTables(platform.database.db);
  const count = async (table: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
  const dramas = await count('dramas');
  const wantDramas = Math.max(HEAVY_ROWS, Math.ceil(size / 10));
  if (dramas < wantDramas) {
    await sql`with recursive n(i) as (select ${dramas + 1} union all select i + 1 from n where i < ${wantDramas})
      insert into dramas (user_id, title, intro, cover_url, category_name, single_price_cents,
        playlet_price_cents, free_count, is_platform, state, episode_count, play_count, site_id, created_at,
        updated_at)
      select 1, '长夜' || i || (case when i % 10 = 0 then ' 灯塔' else '' end), '简介', '', '悬疑', 100, 990, 3, 0,
        'OnShelf', 20, 0, 11, ${now} - i, ${now} - i from n`.execute(db);
  }
  // The heavy viewer's own rows, the same at every size; then `size` rows of everybody else's.
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${HEAVY_ROWS})
    insert or ignore into drama_viewers (user_id, drama_id, unlocked_count, unlocked_at, last_episode_number,
      watched_at)
    select ${heavyUserId}, i, 1, ${now} - i, 3, ${now} - i from n`.execute(db);
  const others = (await count('dramaViewers')) - HEAVY_ROWS;
  if (others < size) {
    await sql`with recursive n(i) as (select ${others} union all select i + 1 from n where i < ${size - 1})
      insert or ignore into drama_viewers (user_id, drama_id, unlocked_count, unlocked_at,
        last_episode_number, watched_at)
      select 1000000 + i / 8, (i % ${wantDramas}) + 1, 1, ${now} - i, 3, ${now} - i from n`.execute(db);
  }
  const stamps = await count('viewStamps');
  if (stamps < size) {
    const hour = Math.floor(now / 3_600_000);
    await sql`with recursive n(i) as (select ${stamps} union all select i + 1 from n where i < ${size - 1})
      insert or ignore into view_stamps (busy_type, busy_code, viewer, hour)
      select 'Article', 1 + i % 14, 'u:' || (2000000 + i), ${hour} from n`.execute(db);
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-viewers-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SIGNATURE_CHECK: 'off',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const { app, platform } = await assemble(config);
  const figures: Figure[] = [];
  try {
    const heavy = await openSession(platform.database.db, 3, 'PC');
    const now = Date.now();
    // The server's own warm-up (JIT, statement caches) comes before the first size, not inside it.
    for (let i = 0; i < 10; i += 1) await meanMs(app, 'GET', '/app/user/profile', heavy.accessToken);
    for (const size of SIZES) {
      process.stdout.write(`growing to ${size} rows...\n`);
      await grow(platform, size, heavy.userId, now);
      const bareBefore = await meanMs(app, 'GET', '/app/user/profile', heavy.accessToken);
      const runs: Array<[string, 'GET' | 'POST', string, unknown?]> = [
        ['bought, page 1', 'GET', '/app/api/playlet/bought?pageNum=1&pageSize=12'],
        ['bought, page 1000', 'GET', '/app/api/playlet/bought?pageNum=1000&pageSize=12'],
        ['watched, page 1', 'GET', '/app/api/playlet/watched?pageNum=1&pageSize=12'],
        ['watched, page 1000', 'GET', '/app/api/playlet/watched?pageNum=1000&pageSize=12'],
        [
          'drama search, page 1',
          'GET',
          `/app/api/search/playlet?keyword=${encodeURIComponent('灯塔')}&pageSize=10`,
        ],
        ['content view', 'POST', '/app/api/content/view', { busyType: 'Article', busyCode: 1 }],
      ];
      const measured: Array<[string, number]> = [];
      for (const [name, method, url, body] of runs) {
        measured.push([name, await meanMs(app, method, url, heavy.accessToken, body)]);
      }
      // The baseline is the mean of the bare route before and after, which takes out drift within a size.
      const bare = (bareBefore + (await meanMs(app, 'GET', '/app/user/profile', heavy.accessToken))) / 2;
      figures.push({ size, name: 'bare profile', meanMs: bare, ratio: 1 });
      for (const [name, ms] of measured) figures.push({ size, name, meanMs: ms, ratio: ms / bare });
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write('\nsize       figure                  mean ms   × bare\n');
  for (const figure of figures) {
    process.stdout.write(
      `${String(figure.size).padEnd(10)} ${figure.name.padEnd(23)} ${figure.meanMs.toFixed(3).padStart(8)} ${figure.ratio.toFixed(2).padStart(8)}\n`,
    );
  }
  const first = SIZES[0]!;
  const last = SIZES[SIZES.length - 1]!;
  process.stdout.write(`\ngrowth of each figure (× bare) from ${first} to ${last} rows (aim: within 1.5):\n`);
  for (const figure of figures.filter((entry) => entry.size === last && entry.name !== 'bare profile')) {
    const small = figures.find((entry) => entry.size === first && entry.name === figure.name)!;
    process.stdout.write(`  ${figure.name.padEnd(23)} ${(figure.ratio / small.ratio).toFixed(2)}\n`);
  }
}

await main();
