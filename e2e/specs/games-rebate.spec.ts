import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect as baseExpect, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { consoleAs } from '../support/console';
import { passwordSession } from '../support/signed-api';

/*
 * The rebate leg of the game centre and the console's games page (issue 20's follow-up). The demo world
 * seeds 10000008 (吴杰) with both 2048 skins bought last week: 110 coins against 2048's rule of 10% from
 * 100, so the rebate page shows a finished period with 11 coins to claim. The player claims it, the
 * finance operator (13900000005) approves it in the console's 游戏返利审核 queue, and the player sees the
 * period paid and the coins in the wallet (120 topped up − 110 spent + 11 = 21). A retry finds the claim
 * made or paid and checks what the player sees all the same.
 *
 * The operations operator (13900000002) takes 五子棋 off the shelf on the games page (no other journey
 * plays it: the game centre's journey plays 2048), the portal's details page says the game is gone, and
 * the operator puts it back.
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'fox123456';
const PLAYER = '10000008';
const FINANCE = '13900000005';
const OPERATIONS = '13900000002';
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const viewports = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** Waits until nothing moves, so a screenshot shows the page at rest. */
async function atRest(page: Page) {
  await settle(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The rebate page with 2048's periods shown. */
async function openRebates(page: Page) {
  await page.goto('/game/rebatePage');
  await page.getByTestId('rebate-game').filter({ hasText: '2048' }).click();
  await expect(page.getByTestId('rebate-period').first()).toBeVisible();
}

/** The finished period with last week's purchases: claimable on a first run, claimed or paid on a retry. */
const seededPeriod = (page: Page) =>
  page
    .getByTestId('rebate-period')
    .and(page.locator('[data-state="claimable"], [data-state="WaitApprove"], [data-state="Pass"]'));

test('a player claims last week’s rebate, finance approves it, and the coins reach the wallet', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const session = await passwordSession(baseURL!, PLAYER, PASSWORD);
  await logInAs(context, baseURL!, session);
  await openRebates(page);
  const period = seededPeriod(page);
  await expect(period).toHaveCount(1);
  const periodStart = (await period.getAttribute('data-period-start'))!;
  await expect(period).toContainText('110');
  await expect(period).toContainText('11');

  if ((await period.getAttribute('data-state')) === 'claimable') {
    await atRest(page);
    await page.screenshot({ path: shot('game-rebate-claimable-1366') });
    await period.getByTestId('rebate-claim').click();
  }
  const claimed = page.locator(`[data-testid="rebate-period"][data-period-start="${periodStart}"]`);
  await expect(claimed).toHaveAttribute('data-state', /WaitApprove|Pass/);

  if ((await claimed.getAttribute('data-state')) === 'WaitApprove') {
    await expect(claimed.getByTestId('rebate-period-state')).toHaveText('审核中');
    // Finance finds the claim among those waiting, by the player's public ID, and approves it.
    const finance = await consoleAs(browser, FINANCE);
    const admin = finance.page;
    await admin.goto('/admin/review/gameRebate');
    await expect(admin.getByTestId('review-tab-gameRebate')).toBeVisible({ timeout: 20_000 });
    await admin.getByTestId('review-keyword').fill(PLAYER);
    await admin.getByTestId('console-table-search').click();
    const row = admin.getByTestId('review-table').locator('tr').filter({ hasText: periodStart });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await expect(row).toContainText('2048');
    await row.getByTestId('review-row-title').click();
    const drawer = admin.getByTestId('review-item-drawer');
    await expect(drawer.getByTestId('review-item-action-approve')).toBeVisible();
    await drawer.getByTestId('review-item-action-approve').click();
    // Paid coins are not taken back, so the console asks why it approves.
    const confirm = admin.getByTestId('review-confirm');
    await expect(confirm).toContainText('此操作无法撤销');
    await confirm.getByTestId('review-reason').fill('消费记录核对无误');
    await admin.getByTestId('confirm-action-ok').click();
    await expect(drawer.getByTestId('review-item-action-approve')).toHaveCount(0);
    expect(finance.errors).toEqual([]);
    await finance.context.close();
  }

  // The player sees the period paid, and the rebate in the wallet and its bills.
  await openRebates(page);
  const paid = page.locator(`[data-testid="rebate-period"][data-period-start="${periodStart}"]`);
  await expect(paid).toHaveAttribute('data-state', 'Pass');
  await expect(paid.getByTestId('rebate-period-state')).toHaveText('已发放');
  await atRest(page);
  await page.screenshot({ path: shot('game-rebate-paid-1366') });

  await page.goto('/my');
  await expect(page.getByTestId('wallet-summary-balance')).toHaveText('21');
  await page.getByTestId('wallet-summary-bills').click();
  const bills = page.getByTestId('coin-bills');
  await expect(bills.locator('li').filter({ hasText: '2048' }).filter({ hasText: '+11' })).toHaveCount(1);
});

test('an operator takes 五子棋 down on the games page; the portal says it is gone; it is put back', async ({
  browser,
}) => {
  const operations = await consoleAs(browser, OPERATIONS);
  const admin = operations.page;
  await admin.getByTestId('menu-games').click();
  await expect(admin).toHaveURL(/\/admin\/games$/);
  await expect(admin.getByTestId('page-title')).toHaveText('游戏管理');
  const table = admin.getByTestId('games-table');
  const row = table.locator('tr').filter({ hasText: '五子棋' });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(table.locator('tr').filter({ hasText: '2048' })).toContainText('每周消费满 100 狐币返 10%');
  const gameId = Number(/#(\d+)/.exec((await row.textContent()) ?? '')?.[1]);
  expect(gameId).toBeGreaterThan(0);

  // A retry may find it down from the attempt before: it is put back first.
  if ((await row.getByTestId('state-tag').getAttribute('data-state')) === 'OffShelf') {
    await row.getByTestId('game-put-back').click();
    await admin.getByTestId('confirm-action-ok').click();
    await expect(row.getByTestId('state-tag')).toHaveText('已上架');
  }
  await atRest(admin);
  await admin.screenshot({ path: shot('console-games-1366') });

  await row.getByTestId('game-take-down').click();
  const confirm = admin.getByTestId('confirm-game-take-down');
  await expect(confirm).toContainText('下架「五子棋」？');
  await admin.getByTestId('confirm-action-reason').fill('版权待核实');
  await admin.getByTestId('confirm-action-ok').click();
  await expect(row.getByTestId('state-tag')).toHaveText('已下架');
  await expect(row.getByTestId('game-state')).toContainText('版权待核实');
  await expect(row.getByTestId('game-put-back')).toBeVisible();
  await atRest(admin);
  await admin.screenshot({ path: shot('console-games-taken-down-1366') });

  const visitor = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const portal = await visitor.newPage();
  await portal.goto(`/game/details?id=${gameId}`);
  await expect(portal.getByTestId('game-not-found')).toContainText('游戏不存在或已下架');

  await row.getByTestId('game-put-back').click();
  await expect(admin.getByTestId('confirm-game-put-back')).toContainText('重新上架「五子棋」？');
  await admin.getByTestId('confirm-action-ok').click();
  await expect(row.getByTestId('state-tag')).toHaveText('已上架');
  await portal.goto(`/game/details?id=${gameId}`);
  await expect(portal.getByTestId('game-details-name')).toHaveText('五子棋');
  await visitor.close();

  await admin.setViewportSize(viewports[1]!);
  await atRest(admin);
  await admin.screenshot({ path: shot('console-games-1920') });
  expect(operations.errors).toEqual([]);
  await operations.context.close();
});
