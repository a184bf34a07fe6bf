import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { latestSmsCode, passwordSession, signedCall, storedSessionOf } from '../support/signed-api';

/*
 * The back office's shell (issue 16): its own login at /admin/, the refusal of an account without a
 * console role, and the portal's hand-off. Accounts: 13900000002 (operations, password and SMS login and the
 * portal's entry), 10000012 (a plain user, refused), 10000003 (an agent, handed over with its role).
 * Nothing here marks a first-login guide done.
 */

const PASSWORD = 'fox123456';
// Operators log in by phone: their public IDs changed when the demo world was renumbered.
const OPERATOR = { account: '13900000002', phone: '13900000002', nickName: '运营小狐' };
const PLAIN_USER = { userName: '10000012', phone: '13800000012' };
const FORBIDDEN = '没有权限进行此操作，请联系超级管理员开通';

const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const viewports = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function logInAtConsole(page: Page, account: string, password = PASSWORD) {
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A browser tab of the portal already logged in as the account, as a login there leaves it. */
async function portalAs(browser: Browser, baseURL: string, userName: string, viewport = viewports[0]) {
  const session = await passwordSession(baseURL, userName, PASSWORD);
  const stored = await storedSessionOf(baseURL, session);
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  return { context, session };
}

test('an operator logs in at /admin/ with a password, works from the menu and logs out', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('console-login')).toBeVisible();
  await logInAtConsole(page, OPERATOR.account);

  await expect(page.getByTestId('console-layout')).toBeVisible();
  await expect(page.getByTestId('console-operator')).toContainText(OPERATOR.nickName);
  await expect(page.getByTestId('role-tag-operationsAdministrator')).toHaveText('运营管理员');
  // The operations role's menu: the audit trail and the account; never the merchant page.
  await expect(page.getByTestId('menu-audit')).toBeVisible();
  await expect(page.getByTestId('menu-account')).toBeVisible();
  await expect(page.getByTestId('menu-merchant-upcoming')).toHaveCount(0);

  await page.getByTestId('menu-audit').click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByTestId('page-title')).toHaveText('审计日志');
  await expect(page.getByTestId('console-breadcrumb')).toContainText('审计日志');
  await expect(page.getByTestId('audit-log')).toBeVisible();
  await expect(page.getByTestId('console-table-page')).toHaveText('第 1 页');
  await page.getByTestId('audit-filter-action').fill('user.disable');
  await page.getByTestId('console-table-search').click();
  await expect(page.getByTestId('console-table-next')).toBeDisabled();

  // A reload and a deep link keep the console's own session.
  await page.goto('/admin/account');
  await expect(page.getByTestId('page-title')).toHaveText('账号信息');
  await expect(page.getByTestId('account-role-operationsAdministrator')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const logout = page.waitForRequest((request) => request.url().endsWith('/auth/logout'));
  await page.getByTestId('console-logout').click();
  await page.getByTestId('logout-confirm').click();
  await logout;
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('console.token'))).toBeNull();
});

test('an operator logs in with an SMS code', async ({ page, baseURL }) => {
  await page.goto('/admin/login');
  await page.getByTestId('login-tab-sms').click();
  await page.getByTestId('login-phone').fill(OPERATOR.phone);
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('login-send-code')).toHaveText(/\d+ 秒后重发/);
  await page.getByTestId('login-sms-code').fill(await latestSmsCode(baseURL!, OPERATOR.phone));
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('console-operator')).toContainText(OPERATOR.nickName);
});

test('an account without a console role is refused with the message, and its new session ends', async ({
  page,
  baseURL,
}) => {
  await page.goto('/admin/login');
  const logout = page.waitForRequest((request) => request.url().endsWith('/auth/logout'));
  await logInAtConsole(page, PLAIN_USER.userName);
  await expect(page.getByTestId('login-error')).toHaveText(FORBIDDEN);
  await logout;
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('console.token'))).toBeNull();

  // The same by SMS code.
  await page.getByTestId('login-tab-sms').click();
  await page.getByTestId('login-phone').fill(PLAIN_USER.phone);
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('login-send-code')).toHaveText(/\d+ 秒后重发/);
  await page.getByTestId('login-sms-code').fill(await latestSmsCode(baseURL!, PLAIN_USER.phone));
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText(FORBIDDEN);
  await expect(page.getByTestId('console-layout')).toHaveCount(0);
});

test("the portal's header entry opens the back office logged in, without the token in the address", async ({
  browser,
  baseURL,
}) => {
  const { context } = await portalAs(browser, baseURL!, OPERATOR.account);
  const portal = await context.newPage();
  await portal.goto('/home');
  const entry = portal.getByTestId('nav-console');
  await expect(entry).toHaveText('管理后台');
  const [consoleTab] = await Promise.all([context.waitForEvent('page'), entry.click()]);
  await expect(consoleTab.getByTestId('console-layout')).toBeVisible();
  await expect(consoleTab.getByTestId('console-operator')).toContainText(OPERATOR.nickName);
  await expect(consoleTab.getByTestId('menu-audit')).toBeVisible();
  expect(consoleTab.url()).not.toContain('token=');
  expect(consoleTab.url()).not.toContain('roleIdentifier');
  // The portal's session is untouched beside the console's own.
  await portal.reload();
  await expect(portal.getByTestId('nav-user')).toBeVisible();
  await context.close();
});

test("an agent handed over with its role gets the agent's menu; an unheld role falls back", async ({
  page,
  baseURL,
}) => {
  const agent = await passwordSession(baseURL!, '10000003', PASSWORD);
  await page.goto(`/admin/?token=${encodeURIComponent(agent.token)}&roleIdentifier=agent`);
  await expect(page.getByTestId('role-tag-agent')).toBeVisible();
  await expect(page.getByTestId('menu-merchant-upcoming')).toBeVisible();
  await expect(page.getByTestId('menu-audit')).toHaveCount(0);
  expect(page.url()).not.toContain('token=');
  await page.getByTestId('menu-merchant-upcoming').click();
  await expect(page.getByTestId('merchant-upcoming')).toContainText('代理商后台尚未开放');
  await expect(page.getByTestId('merchant-upcoming')).toContainText('分销');

  const operator = await passwordSession(baseURL!, OPERATOR.account, PASSWORD);
  await page.goto(`/admin/audit?token=${encodeURIComponent(operator.token)}&roleIdentifier=finance`);
  await expect(page.getByTestId('role-tag-operationsAdministrator')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('审计日志');
  expect(page.url()).toMatch(/\/admin\/audit$/);
});

test('a console session ended by the server returns to the login page with its message', async ({
  page,
  baseURL,
}) => {
  const operator = await passwordSession(baseURL!, OPERATOR.account, PASSWORD);
  await page.goto(`/admin/?token=${encodeURIComponent(operator.token)}`);
  await expect(page.getByTestId('console-layout')).toBeVisible();
  // Logged out elsewhere (another tab, the portal): the next request answers 401.
  expect((await signedCall(baseURL!, 'POST', '/auth/logout', { session: operator })).code).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('login-error')).toContainText('登录');
});

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`console screenshots at ${size}`, () => {
    test.use({ viewport });

    test(`login, refusal, audit log, account and the portal's entry (${size})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      // Four logins, a portal tab and six screenshots: more than the default 30 s on a busy machine.
      test.setTimeout(60_000);
      await page.goto('/admin/login');
      await expect(page.getByTestId('console-login')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: shot(`console-login-${size}`) });

      await logInAtConsole(page, PLAIN_USER.userName);
      await expect(page.getByTestId('login-error')).toHaveText(FORBIDDEN);
      await page.screenshot({ path: shot(`console-login-refused-${size}`) });

      await page.getByTestId('login-account').fill('');
      await logInAtConsole(page, OPERATOR.account);
      // The operations menu opens at its first page (the report queue); the audit log is further down.
      await page.getByTestId('menu-audit').click();
      await expect(page.getByTestId('audit-log')).toHaveAttribute('data-loading', 'false');
      await settle(page);
      await page.screenshot({ path: shot(`console-audit-${size}`) });

      await page.getByTestId('menu-account').click();
      await expect(page.getByTestId('account-roles')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: shot(`console-account-${size}`) });

      const { context } = await portalAs(browser, baseURL!, OPERATOR.account, viewport);
      const portal = await context.newPage();
      await portal.goto('/home');
      await expect(portal.getByTestId('nav-console')).toBeVisible();
      await settle(portal);
      await portal.screenshot({ path: shot(`console-portal-entry-${size}`) });
      await context.close();

      // An agent's back office: what is real, and which parts arrive with which feature.
      const agent = await passwordSession(baseURL!, '10000003', PASSWORD);
      await page.goto(`/admin/?token=${encodeURIComponent(agent.token)}&roleIdentifier=agent`);
      await expect(page.getByTestId('merchant-upcoming')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: shot(`console-agent-${size}`) });
    });
  });
}
