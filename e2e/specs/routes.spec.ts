import { allPagePaths, entryFlows } from '../../apps/web/src/app/route-map';
import { expect, loginPrompt, pageTitle, test, titleOf } from '../fixtures';

/** Matches a pathname exactly, with or without a query, whatever the origin. */
const urlWithPath = (pathname: string) =>
  new RegExp(`^[^?#]*//[^/]+${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([?#].*)?$`);

test.describe('every page route opens on its own address without a crash', () => {
  for (const { key, path } of allPagePaths()) {
    test(`${path} → ${titleOf(key)}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), 'the server answers a page route with the app').toBe(200);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByTestId('crash-page')).toHaveCount(0);
      await expect(page).toHaveURL(urlWithPath(path));
      // A page whose feature is not built yet says so under its own title (once its chunk has arrived).
      await page.waitForLoadState('networkidle');
      if (await page.getByTestId('not-available').isVisible()) {
        await expect(pageTitle(page)).toHaveText(titleOf(key));
      }
    });
  }
});

test('/ redirects to /home and keeps the query', async ({ page }) => {
  await page.goto('/?from=share&tab=2');
  await expect(page).toHaveURL(/\/home\?from=share&tab=2$/);
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
});

test('a root-level code is taken as a WeChat login and removed from the address', async ({ page }) => {
  // No WeChat login was started in this browser, so the code's state cannot match: it is refused.
  await page.goto('/?code=abc&state=forged&from=share');
  await expect(page).toHaveURL(/\/home\?from=share$/);
  await expect(page.getByText('微信登录请求已失效，请重新扫码')).toBeVisible();
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(200);
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound).toContainText('页面不存在');
  // The address stays as typed, so the visitor sees what was wrong with it.
  await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
  await page.getByTestId('not-found-home').click();
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
});

test('a deep link survives a reload (server falls back to the app)', async ({ page }) => {
  await page.goto('/home');
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
  // Reach the deep route client-side first, then reload: the server itself must answer that path.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/makeMoney/myBusinessOrder/orderDetail');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(pageTitle(page)).toHaveText(titleOf('orderDetail'));
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(pageTitle(page)).toHaveText(titleOf('orderDetail'));
  await expect(page).toHaveURL(urlWithPath('/makeMoney/myBusinessOrder/orderDetail'));
});

test('/my as a guest shows its title and asks to log in', async ({ page }) => {
  await page.goto('/my');
  await expect(pageTitle(page)).toHaveText(titleOf('my'));
  await expect(loginPrompt(page)).toBeVisible();
});

test.describe('an entry flow base path opens its first step', () => {
  for (const flow of entryFlows) {
    const first = flow.steps[0];
    // A one-page flow whose step is its own base path (/preview) has nowhere to redirect to.
    if (!first || first.path === flow.path) continue;
    test(`${flow.path} → ${first.path}`, async ({ page }) => {
      await page.goto(flow.path);
      await expect(page).toHaveURL(urlWithPath(first.path));
      await expect(pageTitle(page)).toHaveText(titleOf(first.key));
    });
  }
});
