import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const onCI = Boolean(process.env.CI);

/**
 * Every run starts the real server on a data folder of its own, so the seeded demo world is all the
 * specs ever see. Playwright loads this file again in each worker: the folder is chosen once, by the
 * runner, and handed down through the environment so the workers never pick (or wipe) another one.
 */
function freshDataDir(): string {
  const inherited = process.env.FOX_E2E_DATA_DIR;
  if (inherited) return inherited;
  const parent = path.join(repoRoot, '.tmp');
  const dir = path.join(parent, `e2e-data-${Date.now()}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  pruneOldDataDirs(parent, dir);
  process.env.FOX_E2E_DATA_DIR = dir;
  return dir;
}

/**
 * The folders of the last few runs are kept to look into a failure (and to spare a run started beside
 * this one on another E2E_PORT); older ones are cleared away.
 */
function pruneOldDataDirs(parent: string, keep: string, earlierRunsKept = 3): void {
  const earlier = fs
    .readdirSync(parent)
    .filter((name) => /^e2e-data-\d+$/.test(name))
    .map((name) => path.join(parent, name))
    .filter((dir) => dir !== keep)
    .sort()
    .reverse();
  for (const dir of earlier.slice(earlierRunsKept)) fs.rmSync(dir, { recursive: true, force: true });
}

const dataDir = freshDataDir();

/**
 * The built web app the server serves. scripts/e2e.sh builds a private copy (E2E_WEB_DIST_DIR) so that
 * another build of apps/web/dist during the run cannot swap the hashed assets under the server's
 * cached index.html; run directly, the specs use apps/web/dist.
 */
const webDistDir = path.resolve(repoRoot, process.env.E2E_WEB_DIST_DIR ?? 'apps/web/dist');
if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
  throw new Error(
    `No built web app in ${webDistDir}: run \`npm run build -w @fox/web\` (or scripts/e2e.sh).`,
  );
}

/** The built back office, served at /admin/ (E2E_ADMIN_DIST_DIR from scripts/e2e.sh, as above). */
const adminDistDir = path.resolve(repoRoot, process.env.E2E_ADMIN_DIST_DIR ?? 'apps/admin/dist');
if (!fs.existsSync(path.join(adminDistDir, 'index.html'))) {
  throw new Error(
    `No built back office in ${adminDistDir}: run \`npm run build -w @fox/admin\` (or scripts/e2e.sh).`,
  );
}

export default defineConfig({
  testDir: path.join(e2eDir, 'specs'),
  outputDir: path.join(e2eDir, 'artifacts/results'),
  fullyParallel: true,
  forbidOnly: onCI,
  // Three workers on two cores: a journey spends most of its time waiting on the page, the server and its
  // timers (a whole run keeps the CPUs less than half busy with two), so a third one fills those waits
  // (E2E_WORKERS=1 runs them one at a time).
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: onCI ? 1 : 0,
  // A journey's steps wait on a page, a server and a browser sharing two cores with two more of each: on
  // a loaded machine a step that takes one second alone can take several, and a journey twice its time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(e2eDir, 'artifacts/report'), open: 'never' }]],
  use: {
    baseURL,
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      // Debian's Chromium (scripts/ensure-chromium.sh): Playwright's own browser cannot be downloaded here.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      ADMIN_DIST_DIR: adminDistDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // A database or Redis from the caller's shell would not be fresh: the run uses SQLite in DATA_DIR.
      DATABASE_URL: '',
      REDIS_URL: '',
      // Journeys that earn and withdraw within a minute: credits are withdrawable at once, and the
      // sandbox pays out in a second and a half.
      EARNINGS_HOLD_DAYS: '0',
      SANDBOX_PAYOUT_DELAY_MS: '1500',
    },
  },
});
