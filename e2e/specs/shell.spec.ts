import type { Page } from '@playwright/test';
import { expect, pageTitle, test, titleOf } from '../fixtures';

/** Spec 002 §9: the back-to-top button shows after 1200 px. */
const BACK_TO_TOP_AFTER_PX = 1200;

/**
 * Makes the document tall enough to scroll far, whatever the page's content. The body survives
 * client-side navigation, so the next page is tall too: a scrollY of 0 there is the app's doing, not a
 * short page clamping the scroll.
 */
async function makeTall(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.style.minHeight = '6000px';
  });
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

const backToTop = (page: Page) => page.getByTestId('back-to-top');

test.beforeEach(async ({ page }) => {
  await page.goto('/home');
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
});

test('a new route starts at the top of the page', async ({ page }) => {
  await makeTall(page);
  await scrollTo(page, 2500);
  await page.getByTestId('main-nav-shortPlay').click();
  await expect(pageTitle(page)).toHaveText(titleOf('shortPlay'));
  await expect(page).toHaveURL(/\/shortPlay$/);
  expect(await page.evaluate(() => document.body.scrollHeight)).toBeGreaterThan(5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the back-to-top button appears only beyond 1200 px and takes the page back up', async ({ page }) => {
  await makeTall(page);
  await expect(backToTop(page)).toBeHidden();

  await scrollTo(page, BACK_TO_TOP_AFTER_PX - 200);
  // Give a would-be button time to appear before asserting it did not.
  await page.waitForTimeout(400);
  await expect(backToTop(page)).toBeHidden();

  await scrollTo(page, BACK_TO_TOP_AFTER_PX + 300);
  await expect(backToTop(page)).toBeVisible();

  await backToTop(page).click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  await expect(backToTop(page)).toBeHidden();
});

/**
 * Picks a language from the header's hover menu. A hover menu can close under a pointer that arrives
 * mid-animation, so the whole gesture is retried until the title reads in the chosen language.
 */
async function chooseLanguage(page: Page, language: 'zh-CN' | 'en-US', homeTitle: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId('nav-language').hover();
    const item = page.getByTestId(`lang-${language}`);
    await expect(item).toBeVisible({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
    await expect(pageTitle(page)).toHaveText(homeTitle, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('the language switch turns the page into English and back', async ({ page }) => {
  await chooseLanguage(page, 'en-US', titleOf('home', 'en'));
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByTestId('nav-language')).toContainText('English');

  await chooseLanguage(page, 'zh-CN', titleOf('home'));
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
});

test('a page chunk that fails to load shows a retry that then loads the page', async ({
  page,
  browserErrors,
}) => {
  // Everything the home page needed has arrived; any other script is a route chunk not yet loaded.
  await page.waitForLoadState('networkidle');
  const loaded = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    ),
  );
  let blocked = 0;
  await page.route('**/assets/*.js', async (route) => {
    if (loaded.has(route.request().url())) return route.continue();
    blocked += 1;
    return route.abort('failed');
  });
  // The blocked download is what this test provokes; the browser reports it as a console error.
  browserErrors.allow(/Failed to load resource: net::ERR_FAILED/);

  await page.getByTestId('main-nav-shortPlay').click();
  await expect(page).toHaveURL(/\/shortPlay$/);
  await expect(page.getByTestId('chunk-error')).toBeVisible();
  expect(blocked, 'the route needed a chunk that was blocked').toBeGreaterThan(0);
  await expect(pageTitle(page)).toHaveCount(0);

  await page.unroute('**/assets/*.js');
  await page.getByTestId('chunk-retry').click();
  await expect(pageTitle(page)).toHaveText(titleOf('shortPlay'));
  await expect(page.getByTestId('chunk-error')).toHaveCount(0);
});
