import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect as baseExpect, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { passwordSession } from '../support/signed-api';
import { atRest, newcomer, PASSWORD, payOnSandbox, publishedWish, reviewerConsole } from '../support/wishes';

/*
 * The wish marketplace end to end (issue 17): a newcomer of this spec's own publishes a wish from the
 * square with a deposit asked of takers, sees the fee and the total and pays the reward on the sandbox
 * page; the content operator (13900000004, the role of the wish queue) approves it in the console; the
 * wish is on the square; 10000015 (verified name and bank card, a taker of the demo world's own on other wishes)
 * applies with a message, a picture and a deposit paid on the sandbox page; the publisher accepts on the
 * order page; both meet in the task group chat under the order's progress bar; the taker applies for
 * settlement there, the publisher approves it on the order page, and the taker's earnings show the
 * reward less the platform's 10 %. Then each rates the other: the publisher gives the taker five stars
 * and a comment, the taker gives the publisher four, and the details show the publisher's average. Only
 * the wish made here is acted on.
 */

// Three browsers, two sandbox payments, uploads and the console on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const TAKER = '10000015';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PICTURE = path.join(repoRoot, 'apps/server/demo-media/pictures/cat.jpg');
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const viewport = { width: 1366, height: 768 };

/** The deadline ten days on, as the form's picker takes it (China time). */
function deadlineText(): string {
  const at = new Date(Date.now() + 10 * 86_400_000 + 8 * 3_600_000);
  return `${at.toISOString().slice(0, 10)} 18:00`;
}

/**
 * Picks an option of an antd select. A click can land while the list is still opening (an option under the
 * pointer then moves), so the pick is tried again until the select shows it.
 */
async function pickOption(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: label,
      })
      .click({ timeout: 3000 });
    await expect(select).toContainText(label, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test('publish, pay, review, apply with a deposit, accept, chat, settle, see the earnings and rate each other', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const run = Date.now() % 100_000;
  const title = `西湖边面馆探店拍照 ${run}`;
  const applyMsg = `我住在西湖边，周末就能去拍，擅长美食摄影 ${run}`;
  const hello = `你好，周六上午去拍，门头要横图吗？${run}`;
  const reply = `横图竖图各一张，辛苦了 ${run}`;
  const praise = `照片清晰，沟通顺畅 ${run}`;

  // The publisher: a newcomer on the wish square, publishing from its button.
  const publisher = await newcomer(baseURL!);
  await logInAs(context, baseURL!, publisher.session);
  await page.goto('/makeMoney');
  await page.getByTestId('wish-publish').click();
  const dialog = page.getByTestId('wish-publish-dialog');
  await expect(dialog.getByTestId('wish-form')).toBeVisible();

  await dialog.getByTestId('wish-form-title').fill(title);
  await dialog
    .getByTestId('body-paragraph-0')
    .fill('到店拍摄门头、店内环境和招牌面各一张，照片要清晰、不加滤镜。');
  await pickOption(page, 'wish-form-industry', '本地生活');
  await pickOption(page, 'wish-form-type', '探店');
  await dialog.getByTestId('wish-form-stand-amount').fill('8.8');
  const deadline = dialog.locator('#wish-deadline');
  await deadline.click();
  await deadline.fill(deadlineText());
  await deadline.press('Enter');
  await expect(deadline).toHaveValue(deadlineText());
  await dialog.getByTestId('wish-form-standard').fill('门头、环境、招牌面三张照片，附店名');
  await dialog.getByTestId('wish-form-deposit').click();
  await dialog.getByTestId('wish-form-images-uploader-input').setInputFiles(PICTURE);
  await expect(dialog.getByTestId('wish-form-images-item')).toHaveCount(1);
  await dialog.locator('#wish-location').fill('杭州');
  await expect(dialog.getByTestId('wish-form-total')).toHaveText(/^¥8\.80?$/);
  // Publishing without the agreement is refused in place.
  await dialog.getByTestId('wish-form-submit').click();
  await expect(dialog.getByTestId('wish-form-agreement-error')).toContainText('任务履约协议');
  await dialog.getByTestId('wish-form-agreement').click();
  await dialog.getByTestId('wish-form-submit').click();

  // The fee and the total before paying, then the reward's QR paid on the sandbox page.
  const pay = dialog.getByTestId('wish-publish-pay');
  await expect(pay.getByTestId('wish-form-total')).toHaveText(/^¥8\.80?$/);
  await expect(pay.getByTestId('wish-form-fee')).toContainText('10%');
  const codeUrl = await pay.getByTestId('qr-pay-link').getAttribute('href');
  expect(codeUrl).toContain('/pay/sandbox/');
  await payOnSandbox(browser, codeUrl!, '¥8.80');
  await expect(dialog.getByTestId('wish-publish-done')).toContainText('支付成功，心愿已提交审核');
  await dialog.getByTestId('wish-publish-orders').click();
  await expect(page).toHaveURL(/\/makeMoney\/myBusinessOrder$/);
  const mine = page.getByTestId('mine-item').filter({ hasText: title });
  await expect(mine).toContainText('审核中');
  const wish = await publishedWish(baseURL!, publisher.session, title);

  // The content operator finds it by the publisher's phone in the wish queue and approves it.
  const operator = await reviewerConsole(browser);
  const admin = operator.page;
  await admin.goto('/admin/review/wishes');
  await expect(admin.getByTestId('review-tab-wishes')).toBeVisible({ timeout: 20_000 });
  await admin.getByTestId('review-keyword').fill(publisher.phone);
  await admin.getByTestId('console-table-search').click();
  const row = admin.getByTestId('review-table').locator('tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByTestId('review-row-title').click();
  const drawer = admin.getByTestId('review-item-drawer');
  await expect(drawer.getByTestId('review-history')).toBeVisible();
  await expect(drawer).toContainText('¥8.80');
  await expect(drawer).toContainText('本地生活');
  await expect(drawer.getByTestId('review-wish-standard')).toContainText('门头、环境、招牌面三张照片');
  await expect(drawer.getByTestId('review-wish-image')).toHaveCount(1);
  await atRest(admin);
  await admin.screenshot({ path: shot('wishes-console-review-drawer-1366x768') });
  await drawer.getByTestId('review-item-action-approve').click();
  await admin.getByTestId('confirm-action-ok').click();
  await expect(drawer.getByTestId('review-item-action-approve')).toHaveCount(0);
  expect(operator.errors).toEqual([]);
  await operator.context.close();

  // The taker finds it on the square and opens it.
  const takerSession = await passwordSession(baseURL!, TAKER, PASSWORD);
  const takerContext = await browser.newContext({
    baseURL,
    viewport,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await logInAs(takerContext, baseURL!, takerSession);
  const taker = await takerContext.newPage();
  await taker.goto('/makeMoney');
  const card = taker.getByTestId('wish-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('wish-card-reward')).toContainText('8.8');
  await expect(card.getByTestId('wish-card-places')).toContainText('0/1');
  await settle(taker);
  await taker.screenshot({ path: shot('wishes-square-1366x768') });
  await card.click();
  const detail = taker.getByTestId('wish-detail');
  await expect(detail).toHaveAttribute('data-task-number', wish.taskNumber);
  await expect(detail.getByTestId('wish-standard')).toContainText('门头、环境、招牌面三张照片');
  await expect(taker.getByTestId('wish-take-button')).toHaveText('报名接单');
  await settle(taker);
  await taker.screenshot({ path: shot('wishes-details-1366x768') });

  // The apply dialog: message, a picture, a deposit, the agreement; 'Submitted successfully', the QR.
  await taker.getByTestId('wish-take-button').click();
  const apply = taker.getByTestId('apply-dialog');
  await expect(apply).toBeVisible();
  await apply.getByTestId('apply-submit').click();
  await expect(apply.getByTestId('apply-msg-error')).toHaveText('请填写心愿完成说明');
  await apply.getByTestId('apply-msg').fill(applyMsg);
  await apply.getByTestId('apply-images-uploader-input').setInputFiles(PICTURE);
  await expect(apply.getByTestId('apply-images-item')).toHaveCount(1);
  await apply.getByTestId('apply-deposit').fill('0.55');
  await expect(apply.getByTestId('apply-deposit-error')).toHaveText('只能输入一位小数');
  await apply.getByTestId('apply-deposit').fill('0.5');
  await apply.getByTestId('apply-agreement').click();
  await atRest(taker);
  await taker.screenshot({ path: shot('wishes-apply-dialog-1366x768') });
  await apply.getByTestId('apply-submit').click();
  await expect(taker.getByText('提交成功').first()).toBeVisible();
  const depositQr = taker.getByTestId('wish-pay-dialog');
  await expect(depositQr).toContainText('保证金 ¥0.50');
  const depositUrl = await depositQr.getByTestId('qr-pay-link').getAttribute('href');
  await payOnSandbox(browser, depositUrl!, '¥0.50');
  await expect(depositQr).toBeHidden();
  await expect(taker.getByTestId('my-reception')).toContainText('待发布者审核');

  // The publisher accepts the application on the order page.
  await page.goto(`/makeMoney/myBusinessOrder/orderDetail?taskNumber=${wish.taskNumber}`);
  const order = page.getByTestId('publisher-order');
  const application = order.getByTestId('reception-item').first();
  await expect(application.getByTestId('reception-apply-msg')).toContainText(applyMsg);
  await expect(application).toContainText('保证金 ¥0.50');
  await expect(application.locator('img').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('wishes-order-page-1366x768'), fullPage: true });
  await application.getByTestId('reception-accept').click();
  await expect(page.getByText('已通过报名').first()).toBeVisible();
  await expect(application.getByTestId('reception-state')).toContainText('进行中');

  // Both meet in the task group chat: the order's progress bar on top, a message each way.
  await expect(order.getByTestId('order-group-chat')).toBeVisible();
  await order.getByTestId('order-group-chat').click();
  const barAtPublisher = page.getByTestId('task-progress-bar');
  await expect(barAtPublisher.getByTestId('task-bar-title')).toHaveText(title);
  await expect(barAtPublisher.getByTestId('task-bar-state')).toHaveText('进行中');
  await expect(barAtPublisher.getByTestId('task-bar-places')).toContainText('1/1');
  await page.getByTestId('chat-input').fill(hello);
  await page.getByTestId('chat-input').press('Enter');
  await expect(
    page.getByTestId('chat-messages').getByTestId('chat-message').filter({ hasText: hello }),
  ).toHaveCount(1);

  await taker.goto(`/makeMoney/myTaskDetails?taskNumber=${wish.taskNumber}`);
  await expect(taker.getByTestId('taker-order')).toBeVisible();
  await taker.getByTestId('taker-group-chat').click();
  const bar = taker.getByTestId('task-progress-bar');
  await expect(bar.getByTestId('task-bar-title')).toHaveText(title);
  await expect(bar.getByTestId('task-bar-stand')).toContainText('8.80');
  await expect(
    taker.getByTestId('chat-messages').getByTestId('chat-message').filter({ hasText: hello }),
  ).toBeVisible();
  await taker.getByTestId('chat-input').fill(reply);
  await taker.getByTestId('chat-input').press('Enter');
  await expect(
    page.getByTestId('chat-messages').getByTestId('chat-message').filter({ hasText: reply }),
  ).toBeVisible();
  await atRest(taker);
  await taker.screenshot({ path: shot('wishes-task-chat-1366x768') });

  // The taker applies for settlement from the bar, after the warning that it cannot be undone.
  await bar.getByTestId('task-bar-settle').click();
  const settleDialog = taker.getByTestId('task-settle-dialog');
  await expect(settleDialog.getByTestId('task-settle-warning')).toContainText('确认后将无法撤销');
  await settleDialog.getByRole('button', { name: '确认结算' }).click();
  await expect(taker.getByText('结算申请已提交').first()).toBeVisible();
  await expect(bar.getByTestId('task-bar-state')).toHaveText('待审核结算');
  await expect(bar.getByTestId('task-bar-settle')).toHaveCount(0);

  // The publisher reviews the delivery on the order page, after the warning that it cannot be undone.
  await page.goto(`/makeMoney/myBusinessOrder/orderDetail?taskNumber=${wish.taskNumber}`);
  const settlements = page.getByTestId('publisher-order').getByTestId('order-settlements');
  await expect(settlements.getByTestId('reception-delivery')).toBeVisible();
  await settlements.getByTestId('reception-settle').click();
  const sure = page.getByTestId('settle-confirm');
  await expect(sure).toContainText('此操作无法撤销');
  await sure.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('publisher-order').getByTestId('order-progress')).toContainText('已结算 1');

  // The taker's orders and earnings: 8.80 less the 10 % fee is 7.92.
  await taker.goto('/makeMoney/mineOrders');
  const taken = taker.getByTestId('taken-item').filter({ hasText: title });
  await expect(taken).toContainText('已结算');
  await settle(taker);
  await taker.screenshot({ path: shot('wishes-my-orders-1366x768') });
  await taker.goto('/makeMoney/finance');
  const record = taker.getByTestId('finance-record').filter({ hasText: title });
  await expect(record).toContainText('+7.92');
  await expect(record).toContainText('心愿结算');
  await settle(taker);
  await taker.screenshot({ path: shot('wishes-finance-1366x768') });

  // The publisher's orders show it settled.
  await page.goto('/makeMoney/myBusinessOrder');
  await expect(page.getByTestId('mine-item').filter({ hasText: title })).toContainText('已结算');
  await settle(page);
  await page.screenshot({ path: shot('wishes-my-business-orders-1366x768') });

  // Both sides rate each other. The publisher gives the settled taker five stars and a comment; the
  // button gives way to the stars given.
  await page.goto(`/makeMoney/myBusinessOrder/orderDetail?taskNumber=${wish.taskNumber}`);
  const settledTaker = page.getByTestId('order-receptions').getByTestId('reception-item').first();
  await expect(settledTaker.getByTestId('reception-state')).toContainText('已结算');
  await settledTaker.getByTestId('reception-rate').click();
  const rating = page.getByTestId('rating-dialog');
  await expect(rating).toContainText('评价接单者');
  await rating.getByRole('radio').nth(4).click();
  await expect(rating.getByTestId('rating-score-name')).toHaveText('非常满意');
  await rating.getByTestId('rating-comment').fill(praise);
  await atRest(page);
  await page.screenshot({ path: shot('wishes-rating-dialog-1366x768') });
  await rating.getByTestId('rating-submit').click();
  await expect(page.getByText('评价成功').first()).toBeVisible();
  const given = settledTaker.getByTestId('reception-rate-given');
  await expect(given).toHaveAttribute('data-score', '5');
  await expect(given).toContainText(praise);
  await expect(settledTaker.getByTestId('reception-rate')).toHaveCount(0);
  await expect(rating).toBeHidden();
  // Read again, the page shows what the server stored.
  await page.reload();
  await expect(settledTaker.getByTestId('reception-rate-given')).toHaveAttribute('data-score', '5');
  await expect(settledTaker.getByTestId('reception-rate')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot('wishes-order-rated-1366x768'), fullPage: true });

  // The taker rates the publisher four stars from their order page; the details then show the average.
  await taker.goto(`/makeMoney/myTaskDetails?taskNumber=${wish.taskNumber}`);
  await expect(taker.getByTestId('taker-rate')).toBeVisible();
  await settle(taker);
  await taker.screenshot({ path: shot('wishes-taker-rate-prompt-1366x768') });
  await taker.getByTestId('taker-rate').click();
  const back = taker.getByTestId('rating-dialog');
  await expect(back).toContainText('评价发布者');
  await back.getByRole('radio').nth(3).click();
  await back.getByTestId('rating-comment').fill('需求清楚，结算很快');
  await back.getByTestId('rating-submit').click();
  await expect(taker.getByTestId('taker-rate-given')).toHaveAttribute('data-score', '4');
  await expect(back).toBeHidden();
  await taker.reload();
  await expect(taker.getByTestId('taker-rate-given')).toContainText('需求清楚，结算很快');
  await settle(taker);
  await taker.screenshot({ path: shot('wishes-taker-rated-1366x768') });
  await taker.goto(`/makeMoney/taskDetails?taskNumber=${wish.taskNumber}`);
  await expect(taker.getByTestId('wish-detail').getByTestId('publisher-rating')).toHaveText(
    '★ 4.0 · 1条评价',
  );
  await settle(taker);
  await taker.screenshot({ path: shot('wishes-details-rated-1366x768') });
  await takerContext.close();
});
