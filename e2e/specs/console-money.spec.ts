import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { latestSmsCode, passwordSession, signedCall, type ApiSession } from '../support/signed-api';

/*
 * The back office's money pages and dashboard (issue 16): a newcomer registered by SMS with a phone of
 * this spec's own tops up on the portal by the sandbox's QR flow; finance (13900000005) sees the day's
 * order and revenue on the dashboard, finds the order by the buyer's phone, reads the refund plan the
 * server works out, refunds with a reason, and the buyer's balance and statement show the coins taken
 * back. Only what this spec creates is refunded; no demo account's money is touched.
 */

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'fox123456';
const FINANCE_PHONE = '13900000005';
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const viewports = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

interface DashboardDay {
  orders: number;
  revenue: number;
}

/** A phone number of this spec's own, a new one each call (1395 + 7 digits). */
let phones = 0;
const freshPhone = () => `1395${String((Date.now() + phones++) % 10_000_000).padStart(7, '0')}`;

/** Registers a newcomer by SMS login, as the portal's dialog does, and answers the session. */
async function newcomer(baseURL: string): Promise<{ phone: string; session: ApiSession }> {
  const phone = freshPhone();
  await signedCall(baseURL, 'POST', '/auth/sms/code', { body: { phone, bizType: 'login' } });
  const smsCode = await latestSmsCode(baseURL, phone);
  const login = await signedCall<{ accessToken: string; userId: number }>(baseURL, 'POST', '/auth/v2/login', {
    body: { loginType: 'SMS_CODE', phoneNumber: phone, smsCode, deviceType: 'PC' },
  });
  if (login.code !== 200) throw new Error(`SMS login of ${phone} failed: ${login.msg}`);
  return { phone, session: { token: login.data.accessToken, userId: login.data.userId } };
}

/** Pays a sandbox code's page as a payer's phone would: opens it and presses pay. */
async function payOnSandbox(browser: Browser, codeUrl: string, yuan: string) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payer = await phone.newPage();
  await payer.goto(codeUrl);
  await expect(payer.getByText(yuan).first()).toBeVisible();
  await payer.getByTestId('sandbox-pay').click();
  await expect(payer.getByTestId('sandbox-state')).toHaveText('支付成功');
  await phone.close();
}

/** A QR top-up placed through the API and paid on the sandbox's page: answers the order number. */
async function topUpByApi(browser: Browser, baseURL: string, session: ApiSession, yuan: number) {
  const placed = await signedCall<{ codeUrl: string; masterOrderNo: string }>(
    baseURL,
    'POST',
    '/app/api/orders/add',
    { session, body: { payType: 'yi-ma', paySource: 9, payChannel: 'pc', amount: yuan } },
  );
  if (placed.code !== 200) throw new Error(`top-up failed: ${placed.msg}`);
  await payOnSandbox(browser, placed.data.codeUrl, `¥${yuan.toFixed(2)}`);
  return placed.data.masterOrderNo;
}

async function todayAtDashboard(baseURL: string): Promise<DashboardDay> {
  const finance = await passwordSession(baseURL, FINANCE_PHONE, PASSWORD);
  const answer = await signedCall<{ days: DashboardDay[] }>(baseURL, 'GET', '/admin/api/console/dashboard', {
    session: finance,
  });
  if (answer.code !== 200) throw new Error(`dashboard: ${answer.msg}`);
  return answer.data.days.at(-1)!;
}

/** Logs finance in at the console's own login page; the console opens at its first page. */
async function financeConsole(page: Page) {
  await page.goto('/admin/login');
  await page.getByTestId('login-account').fill(FINANCE_PHONE);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('role-tag-finance')).toBeVisible();
}

const figure = async (page: Page, key: string) =>
  Number((await page.getByTestId(`figure-value-${key}`).textContent())!.replace(/,/g, ''));

/** The charts are drawn once their containers are measured: wait for their lines, then move the pointer off. */
async function chartsDrawn(page: Page) {
  for (const chart of ['chart-users', 'chart-activity', 'chart-trade']) {
    await expect(
      page.getByTestId(chart).locator('.recharts-cartesian-axis-tick-value').first(),
    ).toBeVisible();
    // A line is drawn in by a dash animation; it is whole once the dash is gone (a line of zeros is flat).
    const line = page.getByTestId(chart).locator('.recharts-line-curve').first();
    await expect(line).toBeAttached();
    await expect(line).not.toHaveAttribute('stroke-dasharray', /px/);
  }
  await page.mouse.move(0, 0);
}

async function searchUser(page: Page, phone: string) {
  await page.getByTestId('order-search-user').fill(phone);
  await page.getByTestId('order-search-submit').click();
  await expect(page.getByTestId('money-user-bar')).toContainText(`用户${phone.slice(-4)}`);
}

const orderRow = (page: Page, orderNo: string): Locator =>
  page.getByTestId('money-orders').locator('tr', { hasText: orderNo });

test('finance refunds a top-up after reading the plan, and the buyer sees the coins taken back', async ({
  page,
  browser,
  baseURL,
}) => {
  const before = await todayAtDashboard(baseURL!);

  // The buyer: a newcomer who tops up ¥30 on /my by the sandbox's QR code.
  const { phone, session } = await newcomer(baseURL!);
  const buyerContext = await browser.newContext({ viewport: viewports[0], locale: 'zh-CN' });
  await logInAs(buyerContext, baseURL!, session);
  const portal = await buyerContext.newPage();
  await portal.goto('/my');
  const wallet = portal.getByTestId('wallet-summary');
  await expect(wallet.getByTestId('wallet-summary-balance')).toHaveText('0');
  await wallet.getByTestId('wallet-summary-top-up').click();
  await portal.getByTestId('recharge-package-2').click();
  await portal.getByTestId('top-up-pay').click();
  const qr = portal.getByTestId('payment-qr-dialog');
  const codeUrl = await qr.getByTestId('qr-pay-link').getAttribute('href');
  expect(codeUrl).toContain('/pay/sandbox/');
  await payOnSandbox(browser, codeUrl!, '¥30.00');
  await expect(qr).toBeHidden({ timeout: 15_000 });
  await portal.keyboard.press('Escape');
  await expect(wallet.getByTestId('wallet-summary-balance')).toHaveText('300');

  // Finance opens the console at the dashboard: today's orders and revenue count the top-up.
  await financeConsole(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('page-title')).toHaveText('数据概览');
  await expect(page.getByTestId('figure-value-orders')).toBeVisible();
  expect(await figure(page, 'orders')).toBeGreaterThanOrEqual(before.orders + 1);
  expect(await figure(page, 'revenue')).toBeGreaterThanOrEqual(before.revenue + 30);
  await expect(page.getByTestId('figure-change-revenue')).toContainText('较昨日');
  await chartsDrawn(page);
  // Finance sees the queues waiting, and who works them.
  await expect(page.getByTestId('queue-reports')).toContainText('由运营管理员处理');

  // 订单查询: the buyer named by phone, their one order, its drawer with the plan.
  await page.getByTestId('menu-money-orders').click();
  await expect(page.getByTestId('page-title')).toHaveText('订单查询');
  await searchUser(page, phone);
  const rows = page.getByTestId('money-orders').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('充值 300 狐币');
  await expect(rows.first()).toContainText('已完成');
  const orderNo = (await rows.first().locator('.money-order-no').textContent())!.trim();
  await rows.first().click();
  const drawer = page.getByTestId('order-drawer');
  await expect(drawer).toContainText(`订单 ${orderNo}`);
  await expect(drawer.getByTestId('order-state')).toHaveAttribute('data-state', 'fulfilled');
  await expect(drawer).toContainText('沙箱支付');
  await expect(drawer).toContainText(/SBX\w+/);
  await expect(page.getByTestId('refund-plan-message')).toContainText(
    '将退款 ¥30.00，扣回本单充值的 300 狐币（均未使用）',
  );
  await expect(drawer).toContainText('该订单没有退款记录');

  // 退款: the plan again in the confirmation, a reason, then the server's answer.
  await page.getByTestId('refund-open').click();
  const dialog = page.getByTestId('refund-confirm');
  await expect(dialog).toContainText('确认退款 ¥30.00？');
  await expect(dialog.getByTestId('refund-confirm-plan')).toContainText('扣回本单充值的 300 狐币');
  await expect(dialog.getByTestId('confirm-action-ok')).toBeDisabled();
  await dialog.getByTestId('confirm-action-reason').fill('用户重复充值，申请退款');
  await dialog.getByTestId('confirm-action-ok').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('退款已提交').first()).toBeVisible();
  await expect(page.getByTestId('refund-result')).toContainText('¥30.00');

  // The sandbox confirms by its notification: 刷新 until the order shows refunded.
  await expect(async () => {
    await drawer.getByTestId('order-refresh').click();
    await expect(drawer.getByTestId('order-state')).toHaveAttribute('data-state', 'refunded', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(drawer.getByTestId('order-state')).toContainText('已退款');
  await expect(drawer.getByTestId('order-refunded')).toHaveText('¥30.00');
  const refund = drawer.getByTestId('refund-card');
  await expect(refund).toHaveAttribute('data-state', 'succeeded');
  await expect(refund).toContainText('用户重复充值，申请退款');
  await expect(refund).toContainText('300 狐币');
  await expect(page.getByTestId('refund-plan-refused')).toContainText('每笔订单只能退款一次');
  await settle(page);
  await page.screenshot({ path: shot('console-money-refunded-1366x768') });

  // 账本: the buyer's wallet is back to 0, the refund's movements link to the order.
  await drawer.getByRole('link', { name: '账本' }).click();
  await expect(page.getByTestId('page-title')).toHaveText('账本');
  await expect(page.getByTestId('ledger-account-wallet-coin')).toHaveAttribute('data-balance', '0');
  const transfers = page.getByTestId('ledger-transfers');
  await expect(transfers).toContainText('退款处理中，暂扣');
  await expect(transfers).toContainText('-300 狐币');
  await expect(transfers).toContainText('充值到账');
  await transfers.getByRole('link', { name: orderNo }).first().click();
  await expect(page.getByTestId('order-drawer')).toContainText(`订单 ${orderNo}`);
  await expect(page.getByTestId('order-state')).toHaveAttribute('data-state', 'refunded');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('order-drawer')).toBeHidden();
  await expect(orderRow(page, orderNo)).toContainText('已退款');

  // The buyer: balance 0, and the statement says the coins were taken back by the refund.
  await portal.reload();
  await expect(wallet.getByTestId('wallet-summary-balance')).toHaveText('0');
  await wallet.getByTestId('wallet-summary-bills').click();
  const bills = portal.getByTestId('coin-bills');
  await expect(bills).toContainText('充值退款，扣回狐币');
  await expect(bills).toContainText('-300');
  await settle(portal);
  await portal.screenshot({ path: shot('console-money-buyer-statement') });
  await buyerContext.close();
});

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`money and dashboard screenshots at ${size}`, () => {
    test.use({ viewport });

    test(`dashboard, orders, an order's refund plan, the confirmation and a ledger (${size})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const { phone, session } = await newcomer(baseURL!);
      const orderNo = await topUpByApi(browser, baseURL!, session, 6);

      await financeConsole(page);
      await expect(page.getByTestId('dashboard')).toBeVisible();
      await chartsDrawn(page);
      await settle(page);
      await page.screenshot({ path: shot(`console-dashboard-${size}`) });

      await page.getByTestId('menu-money-orders').click();
      await expect(page.getByTestId('money-orders')).toHaveAttribute('data-loading', 'false');
      await expect(orderRow(page, orderNo)).toBeVisible();
      await settle(page);
      await page.screenshot({ path: shot(`console-orders-${size}`) });

      await searchUser(page, phone);
      await orderRow(page, orderNo).click();
      await expect(page.getByTestId('refund-plan-message')).toContainText('将退款 ¥6.00');
      await settle(page);
      await page.screenshot({ path: shot(`console-order-drawer-${size}`) });

      await page.getByTestId('refund-open').click();
      await page.getByTestId('confirm-action-reason').fill('截图：仅查看退款确认，不提交');
      await settle(page);
      await page.screenshot({ path: shot(`console-refund-confirm-${size}`) });
      await page.getByTestId('confirm-action-cancel').click();
      await expect(page.getByTestId('refund-confirm')).toBeHidden();

      await page.getByTestId('order-drawer').getByRole('link', { name: '账本' }).click();
      await expect(page.getByTestId('ledger-transfers')).toContainText('充值到账');
      await expect(page.getByTestId('ledger-transfers')).toHaveAttribute('data-loading', 'false');
      await expect(page.getByTestId('ledger-transfers').locator('.ant-spin-blur')).toHaveCount(0);
      await settle(page);
      await page.screenshot({ path: shot(`console-ledger-${size}`) });
    });
  });
}
