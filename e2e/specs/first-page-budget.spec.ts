import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The first page's weight (issue 12): the JavaScript a newcomer's browser loads to show /home with its
 * feed stays within budget, and what the server sends is compressed as the browser asks.
 */

/** The gzipped JavaScript the first page may load before it is idle with the feed shown. */
const FIRST_PAGE_JS_BUDGET = 250 * 1024;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.resolve(repoRoot, process.env.E2E_WEB_DIST_DIR ?? 'apps/web/dist');

const isScript = (response: Response) => /\/assets\/[^/?]+\.js(\?|$)/.test(new URL(response.url()).pathname);

/** The coding the server must choose for an Accept-Encoding header: brotli first, then gzip. */
function expectedCoding(acceptEncoding: string | undefined): string | undefined {
  const offered = (acceptEncoding ?? '').split(',').map((token) => token.trim().split(';')[0]);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/** A built file's size as gzip -9 makes it: the same number whatever the server or the network did. */
function gzippedSize(assetPath: string): number {
  const file = path.join(distDir, assetPath);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

test('the first page loads at most 250 KB of gzipped JavaScript, sent compressed', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (isScript(response)) scripts.push(response);
  });
  const feedAnswer = page.waitForResponse((response) =>
    response.url().includes('/app/api/content/feed/home'),
  );

  await page.goto('/home');
  await expect(page.getByTestId('home-feed').locator('[data-testid^="feed-card-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const files = [...new Set(scripts.map((response) => new URL(response.url()).pathname))].sort();
  const sizes = files.map((file) => ({ file, gzipped: gzippedSize(file) }));
  const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const report = [
    `first page JavaScript: ${files.length} files, ${kb(total)} gzipped (budget ${kb(FIRST_PAGE_JS_BUDGET)})`,
    ...sizes.map(({ file, gzipped }) => `  ${kb(gzipped).padStart(9)}  ${file}`),
  ].join('\n');
  console.log(report);
  test.info().annotations.push({ type: 'first-page-js', description: report });

  // Every script worth compressing (the build leaves the few under a kilobyte) came compressed, in the
  // coding the browser's own request asked for.
  for (const response of scripts) {
    if (fs.statSync(path.join(distDir, new URL(response.url()).pathname)).size < 1024) continue;
    const asked = expectedCoding((await response.request().headerValue('accept-encoding')) ?? undefined);
    expect(asked, 'the browser accepts a compressed answer').toBeDefined();
    expect(await response.headerValue('content-encoding'), response.url()).toBe(asked);
  }
  // The feed is a JSON list well above the compression threshold.
  const feed = await feedAnswer;
  expect(Number((await feed.body()).length)).toBeGreaterThan(1024);
  expect(await feed.headerValue('content-encoding')).toBe(
    expectedCoding((await feed.request().headerValue('accept-encoding')) ?? undefined),
  );
  expect(await feed.headerValue('vary')).toMatch(/accept-encoding/i);

  expect(total, report).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);
});

test('assets answer brotli, gzip or plain by Accept-Encoding, hashed ones cached for good', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const entry = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  const plain = fs.readFileSync(path.join(distDir, entry!));

  for (const [acceptEncoding, coding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const response = await request.get(entry!, { headers: { 'accept-encoding': acceptEncoding } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding'], acceptEncoding).toBe(coding);
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-type']).toMatch(/javascript/);
    // The client undoes the coding: what arrives is the built file itself.
    expect((await response.body()).equals(plain)).toBe(true);
  }

  // The page itself is never cached: a new deployment's index.html names new assets.
  const index = await request.get('/home', { headers: { accept: 'text/html' } });
  expect(index.headers()['cache-control']).toBe('no-cache');
});
