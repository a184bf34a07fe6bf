import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pageTitle, screenshotDir, settle, test, titleOf } from '../fixtures';

/*
 * The home page (issue 4): a guest sees one feed of videos, articles and questions as cards, loads more
 * by scrolling, and each card opens its own detail route. Reads the seeded demo world only.
 */

const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

const cards = (page: Page, kind: 'video' | 'article' | 'question') =>
  page.getByTestId('home-feed').getByTestId(`feed-card-${kind}`);

test('a guest sees a mixed feed of videos, articles and questions and loads more by scrolling', async ({
  page,
}) => {
  // Each card shown is told to the recommender as an expose.
  const exposed = page.waitForRequest(
    (request) =>
      request.url().includes('/app/api/ai/rec/add') && request.postDataJSON()?.bhvType === 'expose',
  );
  await page.goto('/home');
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
  await exposed;
  await expect(page.getByTestId('home-area-shortPlay')).toBeVisible();
  const all = page.getByTestId('home-feed').locator('> li');
  await expect(all).toHaveCount(10);
  for (const kind of ['video', 'article', 'question'] as const) {
    await expect(cards(page, kind).first()).toBeVisible();
  }
  // A video card shows its cover and its length.
  const video = cards(page, 'video').first();
  await expect(video.locator('.feed-card__cover img')).toHaveAttribute('src', /\S+/);
  await expect(video.locator('.feed-card__duration')).toHaveText(/^\d+:\d{2}$/);
  await settle(page);
  await page.screenshot({ path: shot('home-feed') });
  await page.screenshot({ path: shot('home-feed-full'), fullPage: true });

  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => all.count()).toBeGreaterThan(10);
  const keys = await all.evaluateAll((items) =>
    items.map(
      (item) => `${item.getAttribute('data-testid')}:${item.querySelector('a')?.getAttribute('href')}`,
    ),
  );
  expect(new Set(keys).size).toBe(keys.length);
});

for (const [kind, route] of [
  ['video', /\/videoShare\?id=\d+$/],
  ['article', /\/imageTextDetail\?id=\d+$/],
  ['question', /\/askDetail\?id=\d+$/],
] as const) {
  test(`clicking a ${kind} card opens its detail`, async ({ page }) => {
    await page.goto('/home');
    const card = cards(page, kind).first();
    await expect(card).toBeVisible();
    const href = await card.locator('a').getAttribute('href');
    const title = (await card.getByTestId('feed-card-title').textContent())!.replace(/^(视频|图文|问答)/, '');
    const clicked = page.waitForRequest(
      (request) =>
        request.url().includes('/app/api/ai/rec/add') && request.postDataJSON()?.bhvType === 'click',
    );
    await card.click();
    await expect(page).toHaveURL(route);
    expect((await clicked).postDataJSON()).toMatchObject({ itemId: Number(href!.split('=')[1]) });
    expect(page.url()).toContain(href!);
    // The detail shows the item the card named.
    if (kind !== 'video') await expect(page.locator('h1').filter({ hasText: title })).toBeVisible();
  });
}
