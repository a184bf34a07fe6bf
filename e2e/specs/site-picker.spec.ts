import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pageTitle, screenshotDir, settle, test, titleOf } from '../fixtures';

const dialog = (page: Page) => page.getByTestId('site-picker-dialog');
const siteButton = (page: Page) => page.getByTestId('nav-site');

/** What the portal remembers of the choice (spec 002 §3 local storage keys). */
async function storedChoice(page: Page) {
  return page.evaluate(() => ({
    siteId: localStorage.getItem('siteId'),
    whetherAll: localStorage.getItem('whetherAll'),
    history: (JSON.parse(localStorage.getItem('historySite') ?? '[]') as { name: string }[]).map(
      (s) => s.name,
    ),
  }));
}

/** Chooses a site by its pill and waits for the reload the choice triggers. */
async function choose(page: Page, name: string) {
  await Promise.all([
    page.waitForEvent('load'),
    dialog(page).getByRole('button', { name, exact: true }).first().click(),
  ]);
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/home');
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
});

test('a guest starts on Wuhan, chooses cities, keeps a history of two, and resets to all sites', async ({
  page,
}) => {
  await expect(siteButton(page)).toContainText('武汉');

  await siteButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByTestId('site-current')).toHaveText('武汉');
  await settle(page);
  await page.screenshot({ path: path.join(screenshotDir, 'site-picker.png') });

  await choose(page, '北京');
  await expect(siteButton(page)).toContainText('北京');
  expect(await storedChoice(page)).toMatchObject({ whetherAll: 'false', history: ['北京'] });

  for (const city of ['上海', '广州']) {
    await siteButton(page).click();
    await choose(page, city);
  }
  await expect(siteButton(page)).toContainText('广州');
  expect((await storedChoice(page)).history).toEqual(['广州', '上海']);

  await siteButton(page).click();
  await Promise.all([
    page.waitForEvent('load'),
    dialog(page).getByRole('button', { name: '全部站点' }).click(),
  ]);
  await expect(siteButton(page)).toContainText('全部');
  expect((await storedChoice(page)).whetherAll).toBe('true');
});

test('searching by name finds a city inside the name', async ({ page }) => {
  await siteButton(page).click();
  await dialog(page).getByPlaceholder('请输入你想要的城市').fill('杭');
  const results = page.getByTestId('site-search-results');
  await expect(results.getByRole('button', { name: /杭州/ })).toBeVisible();
  await Promise.all([page.waitForEvent('load'), results.getByRole('button', { name: /杭州/ }).click()]);
  await expect(siteButton(page)).toContainText('杭州');
});

test.describe('locating', () => {
  test.use({ geolocation: { latitude: 39.9, longitude: 116.4 }, permissions: ['geolocation'] });

  test('the browser position picks the nearest city', async ({ page }) => {
    await siteButton(page).click();
    await dialog(page).getByRole('button', { name: '定位' }).click();
    await expect(dialog(page).getByRole('button', { name: /北京.*约 1 公里/ })).toBeVisible();
  });
});

test.describe('locating without permission', () => {
  test.use({ permissions: [] });

  test('a refused position shows the location-failed message', async ({ page }) => {
    await siteButton(page).click();
    await dialog(page).getByRole('button', { name: '定位' }).click();
    await expect(dialog(page).getByText('定位失败，请手动选择地区或重新定位')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: '重新定位' })).toBeVisible();
  });
});
