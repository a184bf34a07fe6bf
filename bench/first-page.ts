/**
 * The first page as a newcomer's browser gets it: cold loads of /home in Chromium, with the CPU slowed
 * 4× on the loopback and with the CPU slowed 4× behind Lighthouse's slow-4G network, for this checkout
 * and for a baseline checkout, each served by its own real server on its own fresh demo world.
 *
 * Figures per load: first contentful paint, largest contentful paint, the frame that first shows a feed
 * card, bytes transferred (every response, headers included) and JavaScript bytes as transferred and as
 * decoded. Loads of the two alternate, and the medians are printed side by side.
 *
 *   FIRST_PAGE_BASELINE_ROOT  a checkout of the commit to compare against, with node_modules (required:
 *                             e.g. `git worktree add /tmp/fp-base <commit> && npm ci --prefix /tmp/fp-base`)
 *   FIRST_PAGE_BASELINE_DIST  its built web app (default: built now into a temporary folder)
 *   FIRST_PAGE_DIST           this checkout's built web app (default: built now into a temporary folder)
 *   FIRST_PAGE_RUNS           loads per checkout and profile (default 5; 2 for a quick look)
 *   FIRST_PAGE_CHROMIUM       the browser (default E2E_CHROMIUM or /usr/bin/chromium)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { measureLoad, SLOW_4G, type LoadFigures, type LoadProfile } from './first-page-load.js';
import { runBench } from './load.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.FIRST_PAGE_RUNS ?? 5);
const CHROMIUM = process.env.FIRST_PAGE_CHROMIUM ?? process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
// The flags the end-to-end journeys launch Chromium with (e2e/playwright.config.ts).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PROFILES: LoadProfile[] = [
  { name: 'CPU 4× slower, loopback', cpuSlowdown: 4 },
  { name: `CPU 4× slower, ${SLOW_4G.name}`, cpuSlowdown: 4, network: SLOW_4G },
];

interface Checkout {
  name: string;
  root: string;
  dist: string;
}

interface Served extends Checkout {
  origin: string;
  server: ChildProcess;
  log: string[];
}

function buildWebApp(root: string, scratch: string, name: string): string {
  const outDir = path.join(scratch, `${name}-dist`);
  process.stdout.write(`building the web app of ${root} into ${outDir}\n`);
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', '@fox/web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error(`building the web app of ${root} failed (exit ${build.status})`);
  return outDir;
}

function checkout(name: string, root: string, dist: string | undefined, scratch: string): Checkout {
  if (!fs.existsSync(path.join(root, 'apps/server/src/main.ts')))
    throw new Error(`${name}: ${root} is not a checkout of the portal`);
  const built = dist ?? buildWebApp(root, scratch, name);
  if (!fs.existsSync(path.join(built, 'index.html')))
    throw new Error(`${name}: no built web app in ${built}`);
  return { name, root, dist: path.resolve(built) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function serve(target: Checkout, scratch: string): Promise<Served> {
  const port = await freePort();
  const dataDir = path.join(scratch, `${target.name}-data`);
  fs.mkdirSync(dataDir, { recursive: true });
  const log: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: target.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: target.dist,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const keep = (chunk: Buffer) => log.push(chunk.toString());
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { ...target, origin, server, log };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`${target.name}: the server did not start\n${log.join('').slice(-2_000)}`);
}

function stop(served: Served): Promise<void> {
  if (served.server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    served.server.once('exit', () => resolve());
    served.server.kill('SIGTERM');
  });
}

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ROWS: { label: string; field: keyof LoadFigures; unit: 'ms' | 'KB' | '' }[] = [
  { label: 'first contentful paint', field: 'firstContentfulPaintMs', unit: 'ms' },
  { label: 'largest contentful paint', field: 'largestContentfulPaintMs', unit: 'ms' },
  { label: 'feed shown', field: 'feedShownMs', unit: 'ms' },
  { label: 'transferred, all', field: 'transferredBytes', unit: 'KB' },
  { label: 'JS transferred', field: 'jsTransferredBytes', unit: 'KB' },
  { label: 'JS decoded', field: 'jsDecodedBytes', unit: 'KB' },
  { label: 'CSS transferred', field: 'cssTransferredBytes', unit: 'KB' },
  { label: 'images transferred', field: 'imageTransferredBytes', unit: 'KB' },
  { label: 'JSON transferred', field: 'jsonTransferredBytes', unit: 'KB' },
  { label: 'JS files', field: 'jsFiles', unit: '' },
  { label: 'requests', field: 'requests', unit: '' },
];

function printProfile(profile: LoadProfile, baseline: LoadFigures[], current: LoadFigures[]): void {
  const show = (value: number, unit: string) =>
    unit === 'KB'
      ? `${(value / 1024).toFixed(1)} KB`
      : unit === 'ms'
        ? `${value.toFixed(0)} ms`
        : value.toFixed(0);
  process.stdout.write(`\n${profile.name}: median of ${baseline.length} cold loads each\n`);
  process.stdout.write(
    `${'figure'.padEnd(26)}${'baseline'.padStart(14)}${'this checkout'.padStart(16)}${'ratio'.padStart(8)}\n`,
  );
  for (const { label, field, unit } of ROWS) {
    const before = median(baseline.map((figures) => figures[field]));
    const after = median(current.map((figures) => figures[field]));
    const ratio = before > 0 ? (after / before).toFixed(2) : '-';
    process.stdout.write(
      `${label.padEnd(26)}${show(before, unit).padStart(14)}${show(after, unit).padStart(16)}${ratio.padStart(8)}\n`,
    );
  }
}

async function main(): Promise<void> {
  const baselineRoot = process.env.FIRST_PAGE_BASELINE_ROOT;
  if (!baselineRoot)
    throw new Error('FIRST_PAGE_BASELINE_ROOT is not set: no baseline to measure beside, so no report.');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-first-page-'));
  const started: Served[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    process.stdout.write(
      `load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    const targets = [
      checkout('baseline', path.resolve(baselineRoot), process.env.FIRST_PAGE_BASELINE_DIST, scratch),
      checkout('current', repoRoot, process.env.FIRST_PAGE_DIST, scratch),
    ];
    for (const target of targets) started.push(await serve(target, scratch));
    const [baseline, current] = started as [Served, Served];
    process.stdout.write(`baseline: ${baseline.root} serving ${baseline.dist}\n`);
    process.stdout.write(`current:  ${current.root} serving ${current.dist}\n`);

    for (const profile of PROFILES) {
      // One load each first, unmeasured: the servers' first answers compile routes and warm SQLite.
      for (const served of started) await measureLoad(browser, `${served.origin}/home`, profile);
      const figures = { baseline: [] as LoadFigures[], current: [] as LoadFigures[] };
      for (let run = 0; run < RUNS; run++) {
        // Baseline first on even runs, second on odd ones, so a drift of the machine hits both alike.
        const order = run % 2 === 0 ? [baseline, current] : [current, baseline];
        for (const served of order) {
          const load = measureLoad(browser, `${served.origin}/home`, profile).catch((error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            throw new Error(`${served.name} could not load /home (${profile.name}): ${reason}`);
          });
          figures[served === baseline ? 'baseline' : 'current'].push(await load);
        }
      }
      printProfile(profile, figures.baseline, figures.current);
    }
  } finally {
    await browser.close();
    await Promise.allSettled(started.map(stop));
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

runBench(main);
