/**
 * The back office's two big lists at scale, through the real server over HTTP, beside the same query on a
 * small world in the same run:
 *
 * (a) the report queue, GET /admin/api/console/reports: open cases newest first, unfiltered, by reason (Spam)
 *     and by target type and reason (Video, Spam: the commonest pair), and the resolved tab; page 1 and page
 *     1,000 (or a filter's deepest full page when it has fewer), at 10^3 and at 10^5 reports;
 * (b) the user search, GET /admin/api/console/users: by public ID and by phone (exact, a different existing
 *     account each request), by nickname prefix (王, about one account in twenty) page 1 and page 1,000,
 *     and the unfiltered list newest first page 1 and page 1,000, at 10^3 and at 10^6 accounts.
 *
 * Two servers run side by side in this process, each on a database of its own (a fresh SQLite file, or a
 * fresh PostgreSQL schema when BENCH_DATABASE_URL is set, dropped afterwards) with the demo world: the
 * small one holds 10^3 reports and accounts, the large one 10^5 reports and 10^6 accounts (data:
 * console-data.ts, console-queue-data.ts). Requests go one at a time, as the operations operator of the
 * demo world, with the signed header (signed before the clock starts); the series of one query are
 * interleaved round by round, so the machine's drift falls on the small and the large figure alike. A deep
 * page's `before` is found with one query (the id at its offset), as the last row of page 999 would give it.
 *
 * Aim: each figure at the large size within 1.5× of the same query's page 1 at the small size (a deep
 * page does not exist there). GET /admin/api/console/me is measured too: what any console request costs.
 *
 * BENCH_CONSOLE_REPORTS (default 100000), BENCH_CONSOLE_USERS (default 1000000), BENCH_ROUNDS (default 300
 * requests per figure) and BENCH_WARMUP_ROUNDS (default 50) shorten a run.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import type { Platform } from '../apps/server/src/platform/platform.js';
import { allTables } from '../apps/server/src/schema.js';
import { assemble } from '../apps/server/src/start.js';
import type { SigningKeys } from '../apps/server/src/platform/http/signing/signature.js';
import { addAccounts } from './console-data.js';
import { addReports } from './console-queue-data.js';
import { deepCursors, seriesOf, type Series } from './console-series.js';
import { fetchSigningKeys, headerSigner, SIGNED_HEADER } from './signed-headers.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const LARGE_REPORTS = Number(process.env.BENCH_CONSOLE_REPORTS ?? 100_000);
const LARGE_USERS = Number(process.env.BENCH_CONSOLE_USERS ?? 1_000_000);
const SMALL = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP_ROUNDS ?? 50);
/** The operations operator of the demo world (运营), whose pages these are. */
const OPERATOR_PHONE = '13900000002';
const AIM = 1.5;

const write = (text: string) => process.stdout.write(text);
/** Pads by the width a terminal gives the text: a Chinese character takes two columns. */
const padTo = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - [...text].reduce((sum, c) => sum + (c > '\u2e80' ? 2 : 1), 0)));

export interface Server {
  label: string;
  reports: number;
  users: number;
  app: FastifyInstance;
  platform: Platform;
  origin: string;
  operatorId: number;
  token: string;
  keys: SigningKeys;
  schema: string | undefined;
  dataDir: string;
}

async function startServer(label: string, reports: number, users: number): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fox-bench-console-${label}-`));
  const schema = DATABASE_URL ? `bench_console_${label}_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: '0',
    ...(DATABASE_URL && schema ? { DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
  });
  const { app, platform } = await assemble(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  const db = allTables(platform.database.db);
  const operator = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', OPERATOR_PHONE)
    .executeTakeFirstOrThrow();
  const session = await openSession(db, Number(operator.id), 'PC');
  const keys = await fetchSigningKeys(origin);
  return {
    ...{ label, reports, users, app, platform, origin, keys, schema, dataDir },
    operatorId: Number(operator.id),
    token: session.accessToken,
  };
}

async function stopServer(server: Server): Promise<void> {
  await server.app.close();
  if (server.schema && DATABASE_URL) {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema if exists "${server.schema}" cascade`);
    await admin.end();
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** Fills a server's database; answers what was made, for the exact look-ups. */
async function fill(server: Server) {
  const { dialect } = server.platform.database;
  const db = allTables(server.platform.database.db);
  const now = Date.now();
  let started = performance.now();
  const accounts = await addAccounts(db, dialect, server.users, now);
  const accountSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const queue = await addReports(
    db,
    dialect,
    { firstId: accounts.firstId, count: accounts.count, operatorId: server.operatorId },
    server.reports,
    now,
  );
  const reportSeconds = (performance.now() - started) / 1000;
  // PostgreSQL plans by statistics that autovacuum would bring up to date a while after a bulk insert; a
  // database in use has them. SQLite is left as the server leaves it (it never runs ANALYZE).
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  write(
    `  ${server.label}: ${accounts.count} accounts in ${accountSeconds.toFixed(1)} s; ${queue.reports} reports ` +
      `in ${queue.cases} cases (${queue.openCases} open) in ${reportSeconds.toFixed(1)} s\n`,
  );
  return accounts;
}

/** One request, timed from sending to the parsed answer; the signed header is made before the clock. */
async function timeOnce(series: Series, round: number): Promise<number> {
  const { server } = series;
  const header = headerSigner(series.server.keys, series.path, {
    token: server.token,
    userId: server.operatorId,
  })();
  const url = `${server.origin}${series.path}${series.queries[round % series.queries.length]}`;
  const started = performance.now();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${server.token}`, [SIGNED_HEADER]: header },
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
  const ms = performance.now() - started;
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  const rows = Array.isArray(envelope.data) ? envelope.data.length : 1;
  if (rows < series.expectRows) throw new Error(`${url}: ${rows} rows, ${series.expectRows} expected`);
  return ms;
}

/** The series of one query, interleaved: each round runs every series once, starting one further along. */
async function measure(family: Series[]): Promise<void> {
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    for (let step = 0; step < family.length; step += 1) {
      const series = family[(round + step) % family.length]!;
      const ms = await timeOnce(series, round);
      if (round >= WARMUP) series.samples.push(ms);
    }
  }
}

/** Nearest-rank percentile. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function report(families: Series[][], dialect: string, load: { before: number[]; after: number[] }) {
  const median = (series: Series) => percentile(series.samples, 50);
  write(`\nconsole lists on ${dialect}, ${ROUNDS} requests per figure after ${WARMUP} of warm-up\n`);
  write(
    `${'query'.padEnd(34)} ${'rows'.padStart(9)} ${'page'.padStart(12)} ${'median ms'.padStart(10)} ` +
      `${'p95 ms'.padStart(8)} ${'× 10^3'.padStart(7)}\n`,
  );
  const missed: string[] = [];
  for (const family of families) {
    for (const series of family) {
      const ratio = series.baseline ? median(series) / median(series.baseline) : undefined;
      if (ratio !== undefined && ratio > AIM)
        missed.push(`${series.query}, ${series.rows} rows, page ${series.page}`);
      write(
        `${padTo(series.query, 34)} ${String(series.rows).padStart(9)} ${series.page.padStart(12)} ` +
          `${median(series).toFixed(2).padStart(10)} ${percentile(series.samples, 95).toFixed(2).padStart(8)} ` +
          `${(ratio === undefined ? '' : ratio.toFixed(2)).padStart(7)}\n`,
      );
    }
  }
  write(`\n× 10^3: the median over the same query's page 1 on the small world (aim: within ${AIM}).\n`);
  write(
    missed.length === 0 ? 'Every figure is within the aim.\n' : `Missed the aim: ${missed.join('; ')}.\n`,
  );
  const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  write(
    `Machine: ${os.cpus().length} cores; load average ${loads(load.before)} before measuring, ` +
      `${loads(load.after)} after.\n`,
  );
}

async function main() {
  const servers: Server[] = [];
  try {
    write(`building the worlds (${DATABASE_URL ? 'PostgreSQL' : 'SQLite'})...\n`);
    const small = await startServer('small', SMALL, SMALL);
    servers.push(small);
    const large = await startServer('large', LARGE_REPORTS, LARGE_USERS);
    servers.push(large);
    const smallAccounts = await fill(small);
    const largeAccounts = await fill(large);
    const cursors = await deepCursors(large);
    const families = seriesOf(small, large, smallAccounts, largeAccounts, cursors);
    const before = os.loadavg();
    for (const family of families) {
      write(`measuring ${family[0]!.query}...\n`);
      await measure(family);
    }
    report(families, large.platform.database.dialect, { before, after: os.loadavg() });
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

await main();
