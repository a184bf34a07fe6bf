import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, loginPrompt, pageTitle, screenshotDir, settle, test } from '../fixtures';
import { latestSmsCode, signedCall, storedSessionOf, type ApiSession } from '../support/signed-api';

/*
 * The back office's people pages (issue 16): an operator finds a user by phone and disables the account,
 * and the user's open portal is logged out with the reason at once; re-enabled, the user logs in again.
 * The super operator grants a console role and revokes it. Every account acted on is one this spec
 * registers itself by SMS (phones 1395xxxxxxx); demo accounts are only read. Operators log in by phone:
 * 13900000002 (operations), 13900000001 (super operator).
 */

const PASSWORD = 'fox123456';
const OPERATIONS = '13900000002';
const SUPER_OPERATOR = '13900000001';

/** Where a screenshot goes; transitions are finished first, so a button enabled a moment ago looks it. */
const shot = (name: string) => ({
  path: path.join(screenshotDir, `${name}.png`),
  animations: 'disabled' as const,
});
const viewports = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** A phone of this spec's own, different on every call. */
let phones = 0;
const freshPhone = () => `1395${String(Date.now() + phones++).slice(-7)}`;

interface Registered {
  phone: string;
  session: ApiSession;
  userName: string;
}

/** Registers a user by SMS login (as the portal's dialog does) and gives it a password for later logins. */
async function registerBySms(baseURL: string): Promise<Registered> {
  const phone = freshPhone();
  const sent = await signedCall(baseURL, 'POST', '/auth/sms/code', { body: { phone, bizType: 'login' } });
  expect(sent.code, sent.msg).toBe(200);
  const smsCode = await latestSmsCode(baseURL, phone);
  const login = await signedCall<{ accessToken: string; userId: number }>(baseURL, 'POST', '/auth/v2/login', {
    body: { loginType: 'SMS_CODE', phoneNumber: phone, smsCode, deviceType: 'PC' },
  });
  expect(login.code, login.msg).toBe(200);
  const session = { token: login.data.accessToken, userId: login.data.userId };
  const password = await signedCall(baseURL, 'POST', '/app/user/password', {
    session,
    body: { newPassword: PASSWORD },
  });
  expect(password.code, password.msg).toBe(200);
  const info = await signedCall<{ user: { userName: string } }>(baseURL, 'GET', '/system/user/getInfo', {
    session,
  });
  return { phone, session, userName: info.data.user.userName };
}

/** A browser context of the portal logged in as the user, as a login there leaves it (set once, not on reloads). */
async function portalOf(browser: Browser, baseURL: string, session: ApiSession) {
  const stored = await storedSessionOf(baseURL, session);
  return browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    storageState: {
      cookies: [],
      origins: [
        { origin: baseURL, localStorage: Object.entries(stored).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
}

/** Logs in at /admin/ with the phone and password, and waits for the console. */
async function operatorLogsIn(page: Page, phone: string) {
  await page.goto('/admin/');
  await expect(page.getByTestId('console-login')).toBeVisible();
  await page.getByTestId('login-account').fill(phone);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('console-layout')).toBeVisible();
}

/** Picks the search key of a people list, then types its text and searches. */
async function searchBy(page: Page, prefix: string, key: string, text: string) {
  await page.getByTestId(`${prefix}-key`).click();
  await page.locator('.ant-select-item-option', { hasText: key }).click();
  await page.getByTestId(`${prefix}-text`).fill(text);
  await page.getByTestId('console-table-search').click();
}

const tableLoaded = (page: Page, testId: string) =>
  expect(page.getByTestId(testId)).toHaveAttribute('data-loading', 'false');

/**
 * A dialog of the console once it has finished zooming in: a click on its button while it still grows
 * lands where the button is not yet, and a busy machine stretches the animation.
 */
async function openedDialog(page: Page, testId: string) {
  const dialog = page.getByTestId(testId);
  await expect(dialog.locator('.ant-modal')).toBeVisible();
  await expect(dialog.locator('.ant-modal')).not.toHaveClass(/-appear/);
  return dialog;
}

test('an operator disables a user by phone: the open portal is logged out with the reason; re-enabled, the user logs in again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const user = await registerBySms(baseURL!);
  const reason = `批量发布引流广告 ${user.phone.slice(-4)}`;
  const appeal = `申诉核实，误判 ${user.phone.slice(-4)}`;

  // The user reads their own page on the portal.
  const portalContext = await portalOf(browser, baseURL!, user.session);
  const portal = await portalContext.newPage();
  await portal.goto('/my');
  await expect(portal.getByText(`ID：${user.userName}`)).toBeVisible();
  await expect(portal.getByTestId('nav-user')).toBeVisible();
  // Set once in this document: still there afterwards means the portal never reloaded.
  await portal.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // In another browser, operations finds the user by phone.
  const consoleContext = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const admin = await consoleContext.newPage();
  await operatorLogsIn(admin, OPERATIONS);
  await admin.getByTestId('menu-users').click();
  await expect(pageTitle(admin)).toHaveText('用户管理');
  await searchBy(admin, 'user-search', '手机号', user.phone);
  const row = admin.getByTestId('users-table').locator('tbody tr.ant-table-row', { hasText: user.phone });
  await expect(row).toHaveCount(1);
  await row.click();
  const drawer = admin.getByTestId('user-drawer');
  await expect(drawer).toContainText(user.userName);
  await expect(drawer.getByTestId('state-tag').first()).toHaveText('正常');

  // Disabled with a reason: the confirmation says the sessions end at once.
  await drawer.getByTestId('user-disable').click();
  const confirm = await openedDialog(admin, 'confirm-disable');
  await expect(confirm).toContainText('所有登录会立即结束');
  await expect(admin.getByTestId('confirm-action-ok')).toBeDisabled();
  await admin.getByTestId('confirm-action-reason').fill(reason);
  await admin.getByTestId('confirm-action-ok').click();
  // Both toasts last seconds: the operator's, and the portal's, which (untouched, unreloaded) is logged
  // out at once with the reason.
  const disabledMessage = portal.getByText(`账号已被停用：${reason}，请联系客服`);
  await Promise.all([
    expect(admin.getByText('账号已停用')).toBeVisible(),
    expect(disabledMessage).toBeVisible(),
  ]);
  await expect(drawer.getByTestId('user-enable')).toBeVisible();
  await expect(drawer).toContainText(reason);
  await expect(row.getByTestId('state-tag')).toHaveText('已停用');

  // The login prompt opened on the portal.
  await expect(loginPrompt(portal)).toBeVisible();
  await expect(portal.getByTestId('nav-user')).toHaveCount(0);
  expect(await portal.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await portal.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  );

  // A login while disabled is refused with the reason.
  await expect(disabledMessage).toHaveCount(0);
  await portal.getByTestId('login-tab-userName').click();
  await portal.getByTestId('login-account').fill(user.userName);
  await portal.getByTestId('login-password').fill(PASSWORD);
  await portal.getByTestId('login-terms').click();
  await portal.getByTestId('login-submit').click();
  await expect(disabledMessage).toBeVisible();
  await expect(portal.getByTestId('nav-user')).toHaveCount(0);

  // Operations re-enables the account.
  await drawer.getByTestId('user-enable').click();
  await expect(await openedDialog(admin, 'confirm-enable')).toContainText('可以重新登录');
  await admin.getByTestId('confirm-action-reason').fill(appeal);
  await admin.getByTestId('confirm-action-ok').click();
  await expect(admin.getByText('账号已恢复')).toBeVisible();
  await expect(drawer.getByTestId('user-disable')).toBeVisible();
  await expect(row.getByTestId('state-tag')).toHaveText('正常');
  // The drawer lists what was done, newest first.
  await expect(drawer.getByTestId('recent-audit-entry').first()).toContainText('恢复账号');
  await expect(drawer.getByTestId('recent-audit-entry').nth(1)).toContainText(reason);

  // The user logs in again from the same prompt.
  await portal.getByTestId('login-submit').click();
  await expect(portal.getByText('登录成功')).toBeVisible();
  await expect(portal.getByTestId('nav-user')).toBeVisible();

  // The audit log has both actions, with who did them and why.
  await admin.keyboard.press('Escape');
  await admin.getByTestId('menu-audit').click();
  await admin.getByTestId('audit-filter-target-type').fill('user');
  await admin.getByTestId('audit-filter-target-id').fill(String(user.session.userId));
  await admin.getByTestId('console-table-search').click();
  const entries = admin.getByTestId('audit-log').locator('tbody tr.ant-table-row');
  await expect(entries.filter({ hasText: reason })).toContainText('user.disable');
  await expect(entries.filter({ hasText: appeal })).toContainText('user.enable');
  await expect(entries).toHaveCount(2);

  await portalContext.close();
  await consoleContext.close();
});

/**
 * Picks an option of an antd select. On a loaded machine a click can land while the list is still
 * opening, so the pick is tried again until the select shows it.
 */
async function pickOption(page: Page, select: Locator, option: string) {
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: option,
      })
      .click({ timeout: 3000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test('the super operator grants a console role to an account found by phone, and revokes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await registerBySms(baseURL!);
  const asUser = () => signedCall(baseURL!, 'GET', '/admin/api/console/me', { session: user.session });
  expect((await asUser()).code).toBe(403);

  await operatorLogsIn(page, SUPER_OPERATOR);
  await page.getByTestId('menu-roles').click();
  await expect(pageTitle(page)).toHaveText('角色权限');
  await tableLoaded(page, 'operators-table');
  await page.getByTestId('grant-role').click();
  const dialog = await openedDialog(page, 'grant-role-dialog');
  await dialog.getByTestId('grant-role-search').locator('input').fill(user.phone);
  await dialog.getByRole('button', { name: '查找' }).click();
  await expect(dialog.getByTestId('grant-role-account')).toContainText(user.userName);
  await pickOption(page, dialog.getByTestId('grant-role-role'), '内容审核');
  await dialog.getByTestId('grant-role-reason').fill('新入职内容审核');
  await page.getByTestId('grant-role-ok').click();
  await expect(page.getByText('已授予「内容审核」角色')).toBeVisible();
  expect((await asUser()).code).toBe(200);

  // Listed under its role, and revoked from its row.
  await pickOption(page, page.getByTestId('operators-filter-role'), '内容审核');
  await page.getByTestId('console-table-search').click();
  const row = page
    .getByTestId('operators-table')
    .locator('tbody tr.ant-table-row', { hasText: user.userName });
  await expect(row.getByTestId('role-tag-article')).toBeVisible();
  await page.getByTestId(`operator-revoke-${user.userName}`).click();
  await page.getByText('收回「内容审核」').click();
  await expect(await openedDialog(page, 'confirm-revoke')).toContainText('收回「');
  await page.getByTestId('confirm-action-reason').fill('岗位调整');
  await page.getByTestId('confirm-action-ok').click();
  await expect(page.getByText('已收回「内容审核」角色')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await asUser()).code).toBe(403);
});

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`people pages at ${size}`, () => {
    test.use({ viewport });

    test(`users, a user's drawer and mute, groups and roles (${size})`, async ({ page, baseURL }) => {
      test.setTimeout(150_000);
      const user = await registerBySms(baseURL!);
      await operatorLogsIn(page, OPERATIONS);
      await page.getByTestId('menu-users').click();
      await tableLoaded(page, 'users-table');
      await settle(page);
      await page.screenshot(shot(`console-users-${size}`));

      // This spec's own user: muted for a day, then its drawer.
      await searchBy(page, 'user-search', '手机号', user.phone);
      await page
        .getByTestId('users-table')
        .locator('tbody tr.ant-table-row', { hasText: user.phone })
        .click();
      const drawer = page.getByTestId('user-drawer');
      await drawer.getByTestId('user-mute').click();
      const mute = await openedDialog(page, 'mute-dialog');
      await mute.getByRole('button', { name: '1 天' }).click();
      await page.getByTestId('mute-reason').fill('在群聊中反复刷屏');
      await settle(page);
      await page.screenshot(shot(`console-users-mute-${size}`));
      await page.getByTestId('mute-ok').click();
      await expect(page.getByText('已禁言')).toBeVisible();
      await expect(drawer).toContainText('禁言中');
      await expect(drawer.getByTestId('recent-audit-entry')).toHaveCount(1);
      await settle(page);
      await page.screenshot(shot(`console-users-drawer-${size}`));
      await drawer.getByTestId('user-unmute').click();
      await openedDialog(page, 'confirm-unmute');
      await page.getByTestId('confirm-action-ok').click();
      await expect(page.getByText('已解除禁言')).toBeVisible();
      await page.keyboard.press('Escape');

      // Groups: the demo world's, read only.
      await page.getByTestId('menu-groups').click();
      await tableLoaded(page, 'groups-table');
      await expect(page.getByTestId('groups-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
      await settle(page);
      await page.screenshot(shot(`console-groups-${size}`));
      await page.getByTestId('groups-table').locator('tbody tr.ant-table-row').first().click();
      await expect(page.getByTestId('group-drawer')).toContainText('群主');
      await expect(page.getByTestId('recent-audit')).toBeVisible();
      await settle(page);
      await page.screenshot(shot(`console-groups-drawer-${size}`));

      // Roles: the super operator's page.
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('group-drawer')).toBeHidden();
      await page.getByTestId('console-logout').click();
      await page.getByTestId('logout-confirm').click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await operatorLogsIn(page, SUPER_OPERATOR);
      await page.getByTestId('menu-roles').click();
      await tableLoaded(page, 'operators-table');
      await settle(page);
      await page.screenshot(shot(`console-roles-${size}`));
      await page.getByTestId('grant-role').click();
      const dialog = await openedDialog(page, 'grant-role-dialog');
      await dialog.getByTestId('grant-role-search').locator('input').fill(user.phone);
      await dialog.getByRole('button', { name: '查找' }).click();
      await expect(dialog.getByTestId('grant-role-account')).toBeVisible();
      await settle(page);
      await page.screenshot(shot(`console-roles-grant-${size}`));
    });
  });
}
