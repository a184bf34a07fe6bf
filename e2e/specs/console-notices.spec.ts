import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { startPrivateServer, type PrivateServer } from '../support/private-server';
import { latestSmsCode, signedCall, type ApiSession } from '../support/signed-api';

/*
 * The back office's notices and feedback (issue 16, item 3). A notice to everyone reaches every account,
 * so this file runs a server of its own: the shared server's other specs keep their unread counts. A user
 * registered here by SMS has the portal open in one browser context; the operations operator (13900000002)
 * works at /admin/ in another. The tests share that server and user, so they run in order.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PASSWORD = 'fox123456';
const OPERATOR_PHONE = '13900000002';
const NARROW = { width: 1366, height: 768 };
const VIEWPORTS = [NARROW, { width: 1920, height: 1080 }];
const CAT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/demo-media/pictures/cat.jpg',
);
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

let server: PrivateServer;
let user: ApiSession & { userName: string };

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const { code, msg, data } = await answer;
  if (code !== 200) throw new Error(`API call failed: ${code} ${msg}`);
  return data;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPrivateServer('notices');
  const phone = `1395${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await ok(signedCall(server.origin, 'POST', '/auth/sms/code', { body: { phone, bizType: 'login' } }));
  const smsCode = await latestSmsCode(server.origin, phone);
  const login = await ok(
    signedCall<{ accessToken: string; userId: number }>(server.origin, 'POST', '/auth/v2/login', {
      body: { loginType: 'SMS_CODE', phoneNumber: phone, smsCode, deviceType: 'PC' },
    }),
  );
  const session = { token: login.accessToken, userId: login.userId };
  const info = await ok(
    signedCall<{ user: { userName: string } }>(server.origin, 'GET', '/system/user/getInfo', { session }),
  );
  user = { ...session, userName: info.user.userName };
});

test.afterAll(async () => {
  await server?.stop();
});

/** The user's portal, logged in, in a browser context of its own. */
async function openPortal(browser: Browser, at: string) {
  const context = await browser.newContext({
    viewport: NARROW,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await logInAs(context, server.origin, user);
  const portal = await context.newPage();
  await portal.goto(`${server.origin}${at}`);
  await expect(portal.getByTestId('nav-notices')).toBeVisible();
  return { context, portal, badge: portal.getByTestId('nav-notices').locator('.ant-badge-count') };
}

async function logInToConsole(page: Page) {
  await page.goto(`${server.origin}/admin/login`);
  await page.getByTestId('login-account').fill(OPERATOR_PHONE);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('console-layout')).toBeVisible();
}

/** The page as it is, at both sizes. */
async function shootBoth(page: Page, name: string) {
  // A toast of the last action goes first: the screenshot shows the page.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({ path: shot(`${name}-${viewport.width}x${viewport.height}`) });
  }
  await page.setViewportSize(NARROW);
}

test('a system notice to everyone reaches an open portal without a reload', async ({ page, browser }) => {
  const { context, portal, badge } = await openPortal(browser, '/home');
  await expect(badge).toHaveCount(0);

  await logInToConsole(page);
  // The operations role opens at its dashboard; 发送通知 is in its menu.
  await page.getByTestId('menu-notice-compose').click();
  await expect(page.getByTestId('page-title')).toHaveText('发送通知');
  await expect(page).toHaveURL(/\/admin\/notices\/compose$/);
  await shootBoth(page, 'console-notice-compose');

  const title = `平台服务升级公告 ${Date.now() % 100000}`;
  await page.getByTestId('compose-title').fill(title);
  await page
    .getByTestId('compose-content')
    .fill('本周六 02:00–04:00 进行服务升级，期间视频上传可能短暂不可用。');
  await page.getByTestId('compose-link-title').fill('查看我的主页');
  await page.getByTestId('compose-link-url').fill('/my');
  await page.getByTestId('compose-audience').getByText('全部用户').click();
  await expect(page.getByTestId('compose-everyone-warning')).toContainText('每一个账号');
  await expect(page.getByTestId('notice-preview')).toContainText(title);
  await expect(page.getByTestId('notice-preview')).toContainText('查看我的主页');
  await shootBoth(page, 'console-notice-compose-everyone');

  await page.getByTestId('compose-submit').click();
  const confirm = page.getByTestId('compose-confirm');
  await expect(confirm).toContainText('发送给全部用户？');
  await expect(confirm.getByTestId('compose-confirm-everyone')).toContainText('每一个账号');
  await page.screenshot({ path: shot('console-notice-confirm-everyone-1366x768') });
  await page.getByTestId('confirm-action-ok').click();

  // The record opens and follows the delivery to the end.
  await expect(page).toHaveURL(/\/admin\/notices\/broadcasts\?id=\d+$/);
  const drawer = page.getByTestId('broadcast-drawer');
  await expect(drawer.getByTestId('state-tag')).toHaveText('已发送', { timeout: 20_000 });
  await expect(drawer.getByTestId('broadcast-progress')).toContainText('人（全部用户）');

  // The user's open portal: the unread count appears, and the notice is under 系统通知 › 系统.
  await expect(badge).toHaveText('1', { timeout: 15_000 });
  await portal.getByTestId('nav-notices').click();
  const panel = portal.getByTestId('notice-panel');
  const item = panel.getByTestId('notice-plain-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('查看我的主页');
  await expect(badge).toHaveCount(0);
  await settle(portal);
  await portal.screenshot({ path: shot('console-notice-portal-panel-1366x768') });
  await context.close();
});

test('a scheduled shop notice to a listed user is cancelled with a reason; the records show both', async ({
  page,
}) => {
  await logInToConsole(page);
  // The operations role opens at its dashboard; 发送通知 is in its menu.
  await page.getByTestId('menu-notice-compose').click();
  await expect(page.getByTestId('page-title')).toHaveText('发送通知');
  await page.getByTestId('compose-tab-shop').click();
  // A title of this test's own finds its record among any others on this server.
  const title = `狐狸小铺 ${Date.now() % 100000}`;
  await page.getByTestId('compose-title').fill(title);
  await page.getByTestId('compose-content').fill('您关注的商品已到货，限时九折。');
  await page.getByTestId('compose-price').fill('19.90');
  await page.getByTestId('compose-user-ids').fill(user.userName);
  await expect(page.getByTestId('compose-user-count')).toContainText('已识别 1 位');
  await page.getByTestId('compose-timing').getByText('定时发送').click();
  // Tomorrow 10:00, China time.
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const picker = page.getByTestId('compose-send-at');
  await picker.click();
  await picker.fill(`${tomorrow} 10:00`);
  await page.locator('.ant-picker-ok button').click();
  await expect(page.getByTestId('compose-submit')).toHaveText('定时发送');
  await shootBoth(page, 'console-notice-compose-shop-scheduled');
  await page.getByTestId('compose-submit').click();
  await expect(page.getByTestId('compose-summary')).toContainText(`${tomorrow} 10:00（北京时间）`);
  await page.getByTestId('confirm-action-ok').click();

  const drawer = page.getByTestId('broadcast-drawer');
  await expect(drawer.getByTestId('state-tag')).toHaveText('待发送');
  await expect(drawer.getByTestId('broadcast-users')).toContainText(user.userName);
  await expect(drawer).toContainText('¥19.90');
  await drawer.getByTestId('broadcast-cancel').click();
  await expect(page.getByTestId('confirm-action-ok')).toBeDisabled();
  await page.getByTestId('confirm-action-reason').fill('商品信息有误，重新编辑后再发');
  await page.getByTestId('confirm-action-ok').click();
  await expect(drawer.getByTestId('state-tag')).toHaveText('已取消');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The records list it as cancelled, with both its scheduled time and the time it was cancelled.
  await expect(page).toHaveURL(/\/admin\/notices\/broadcasts$/);
  const row = page.getByTestId('broadcast-list').locator('tbody tr.ant-table-row', { hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('broadcast-row')).toContainText('商城通知');
  await expect(row).toContainText('指定 1 位');
  await expect(row.getByTestId('state-tag')).toHaveText('已取消');
  const times = row.locator('.broadcast-times');
  await expect(times).toContainText(`定时 ${tomorrow} 10:00`);
  await expect(times).toContainText(/取消 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await shootBoth(page, 'console-notice-records');
  await row.getByTestId('broadcast-row').click();
  await expect(drawer.getByTestId('state-tag')).toHaveText('已取消');
  await expect(page.getByTestId('broadcast-preview')).toContainText(title);
  await shootBoth(page, 'console-notice-record-detail');
});

test('feedback sent from the portal is answered in the console, and the user sees the answer', async ({
  page,
  browser,
}) => {
  const { context, portal, badge } = await openPortal(browser, '/my');
  const text = `视频加载有点慢，希望优化播放线路 ${Date.now() % 100000}`;
  await portal.getByTestId('my-feedback').click();
  const dialog = portal.getByTestId('feedback-dialog');
  await dialog.getByText('问题反馈').click();
  await dialog.getByTestId('feedback-content').fill(text);
  await dialog.getByTestId('feedback-image-input').setInputFiles(CAT);
  await expect(dialog.locator('.feedback-images__item')).toHaveCount(1);
  await dialog.getByTestId('feedback-contact').fill('fox@example.com');
  await dialog.getByTestId('feedback-submit').click();
  await expect(portal.getByText('提交成功，感谢您的反馈')).toBeVisible();

  await logInToConsole(page);
  await page.getByTestId('menu-feedback').click();
  await expect(page.getByTestId('page-title')).toHaveText('用户反馈');
  const row = page.getByTestId('feedback-row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1 张图片');
  await shootBoth(page, 'console-feedback');

  await row.click();
  const drawer = page.getByTestId('feedback-drawer');
  await expect(drawer.getByTestId('feedback-detail-content')).toHaveText(text);
  await expect(drawer).toContainText('fox@example.com');
  await expect(drawer).toContainText(user.userName);
  await expect(drawer).toContainText('问题反馈');
  // The picture opens large.
  await drawer.getByTestId('feedback-images').locator('img').first().click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
  await page.screenshot({ path: shot('console-feedback-image-1366x768') });
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview-img')).toBeHidden();
  await shootBoth(page, 'console-feedback-detail');

  const reply = '已为您所在地区切换到更快的播放线路，感谢反馈！';
  await drawer.getByTestId('feedback-reply-input').fill(reply);
  await drawer.getByTestId('feedback-reply-submit').click();
  await expect(drawer.getByTestId('feedback-answer')).toContainText(reply);
  await expect(drawer.getByTestId('feedback-answer')).toContainText('运营小狐');
  await expect(page.getByText('回复已发送，用户会收到系统通知')).toBeVisible();
  await shootBoth(page, 'console-feedback-answered');

  // The user: a system notice with the answer, without a reload; then the answer under their feedback.
  await expect(badge).toHaveText('1', { timeout: 15_000 });
  await portal.getByTestId('nav-notices').click();
  const item = portal
    .getByTestId('notice-panel')
    .getByTestId('notice-plain-item')
    .filter({ hasText: '您的意见反馈有了回复' });
  await expect(item).toContainText(reply);
  await portal.goto(`${server.origin}/my`);
  await portal.getByTestId('my-feedback').click();
  const latest = portal.getByTestId('feedback-history').locator('li').first();
  await expect(latest).toContainText(text);
  await expect(latest).toContainText('已回复');
  await expect(latest.getByTestId('feedback-reply')).toContainText(reply);
  await settle(portal);
  await portal.screenshot({ path: shot('console-feedback-portal-history-1366x768') });
  await context.close();
});
