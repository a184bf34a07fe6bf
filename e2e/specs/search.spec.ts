import path from 'node:path';
import { expect, pageTitle, screenshotDir, settle, test, titleOf } from '../fixtures';

/*
 * Search (issue 4): the header box opens /searchResult, a Chinese word found inside a Chinese title, the
 * matched words marked, the kind tabs, the empty state, and the hot words with '换一换' cycling back to the
 * first page after the last. Reads the seeded demo world only.
 */

const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

test('a Chinese word typed in the header finds the article whose title holds it', async ({ page }) => {
  await page.goto('/home');
  const box = page.getByTestId('header-search');
  await box.click();
  await box.fill('大理');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/searchResult\?keyword=%E5%A4%A7%E7%90%86$/);
  await expect(pageTitle(page)).toHaveText(titleOf('searchResult'));
  const result = page
    .getByTestId('search-result-article')
    .filter({ hasText: '在大理住了一个月，我学会了慢下来' });
  await expect(result).toBeVisible();
  await expect(result.getByTestId('search-hit').first()).toHaveText('大理');
  await expect(page.getByTestId('search-summary')).toContainText('大理');
  await settle(page);
  await page.screenshot({ path: shot('search-results'), fullPage: true });

  // The video tab holds no article; the article tab does.
  await page.getByTestId('search-tab-video').click();
  await expect(page).toHaveURL(/tab=video/);
  await expect(page.getByTestId('search-result-article')).toHaveCount(0);
  await page.getByTestId('search-tab-article').click();
  await expect(
    page.getByTestId('search-result-article').filter({ hasText: '在大理住了一个月' }),
  ).toBeVisible();

  await result.first().click();
  await expect(page).toHaveURL(/\/imageTextDetail\?id=\d+$/);
  await expect(page.getByTestId('article-title')).toHaveText('在大理住了一个月，我学会了慢下来');
});

test('a drama is found from the header search, on the all tab and on its own tab', async ({ page }) => {
  await page.goto('/home');
  const box = page.getByTestId('header-search');
  await box.click();
  await box.fill('长安雪');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/searchResult\?keyword=/);
  const preview = page.getByTestId('search-drama-preview');
  await expect(preview.getByTestId('drama-card')).toHaveCount(1);
  await expect(preview.getByRole('link', { name: '长安雪' })).toBeVisible();
  // The drama is the result: nothing under it says that nothing was found.
  await expect(page.getByText('没有找到与“长安雪”相关的内容')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot('search-drama') });

  await page.getByTestId('search-tab-drama').click();
  await expect(page).toHaveURL(/tab=drama/);
  await expect(page.getByTestId('search-dramas').getByRole('link', { name: '长安雪' })).toBeVisible();
  await page.getByTestId('search-dramas').getByRole('link', { name: '长安雪' }).click();
  await expect(page).toHaveURL(/\/shortPlayDetail\?episodeRelevance=\d+/);
});

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto(`/searchResult?keyword=${encodeURIComponent('火星殖民计划')}`);
  await expect(page.getByTestId('search-empty')).toContainText('没有找到与“火星殖民计划”相关的内容');
  await expect(page.getByTestId('search-result-article')).toHaveCount(0);
});

test('hot words show under the focused box and 换一换 cycles back to the first page', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('header-search-panel')).toHaveCount(0);
  await page.getByTestId('header-search').click();
  const panel = page.getByTestId('header-search-panel');
  const words = panel.getByTestId('hot-word');
  await expect(words).toHaveCount(10);
  const first = await words.allTextContents();
  await settle(page);
  await page.screenshot({ path: shot('search-hot-words') });

  await panel.getByTestId('hot-words-refresh').click();
  await expect.poll(() => words.allTextContents()).not.toEqual(first);
  const second = await words.allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.some((word) => first.includes(word))).toBe(false);

  // The demo world has two pages of hot words: the next turn is the first page again.
  await panel.getByTestId('hot-words-refresh').click();
  await expect.poll(() => words.allTextContents()).toEqual(first);

  // Picking a word searches it, and what it finds carries the word.
  const picked = words.first();
  const word = ((await picked.textContent()) ?? '').replace(/^\d+/, '');
  await picked.click();
  await expect(page).toHaveURL(
    new RegExp(`/searchResult\\?keyword=${encodeURIComponent(word).replace(/%20/g, '\\+')}`),
  );
  await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('users are found by nickname, previewed on the all tab and listed on the user tab', async ({ page }) => {
  await page.goto(`/searchResult?keyword=${encodeURIComponent('晚风')}`);
  const preview = page.getByTestId('search-user-preview');
  await expect(preview.getByTestId('search-user').filter({ hasText: '山间晚风' })).toBeVisible();
  await expect(preview.getByTestId('search-hit').first()).toHaveText('晚风');
  await page.getByTestId('search-tab-user').click();
  const listed = page.getByTestId('search-users').getByTestId('search-user').filter({ hasText: '山间晚风' });
  await expect(listed).toBeVisible();
  await expect(listed).toHaveAttribute('href', /^\/othersHome\?userId=\d+$/);
  await settle(page);
  // The tab underline slides over for a moment.
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('search-users') });
});
