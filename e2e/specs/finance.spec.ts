import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { consoleAs } from '../support/console';
import { logInAs } from '../support/chat-session';
import { passwordSession, signedCall } from '../support/signed-api';
import { atRest } from '../support/wishes';

/*
 * Earnings and cash-out (issue 19; spec 002 §2.3, §4.10, §5, §8): 民宿主理人阿青 (10000020, who made
 * 西湖边的民宿 and has verified nothing) verifies her real name with both photos of her ID card and adds
 * a settlement card; the finance operator (13900000005) approves both in the console's review queues.
 * 新来的小满 (10000019) buys the rest of her drama by QR in another browser, the payer's phone paying
 * on the sandbox's page. Her share reaches the finance page with its source and the transfers behind
 * it; she withdraws ¥5.00 to the card, the sandbox pays it, and the wallet notice tells her. The e2e
 * server makes earnings withdrawable at once and pays out within seconds (playwright.config.ts). No other
 * journey uses 10000019's purchases or 10000020's money.
 */

test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'fox123456';
const FINANCE_PHONE = '13900000005';
const DRAMA = '西湖边的民宿';
const LEGAL_NAME = '沈青禾';
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const PICTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/demo-media/pictures/cat.jpg',
);

/** A resident ID number with a real birth date and a correct check character, new on every run. */
function idNumber(): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const serial = String(Date.now() % 1000).padStart(3, '0');
  const body = `33010619900512${serial}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/** A card number of ICBC's debit BIN 622202 with a correct Luhn digit. */
function cardNumber(): string {
  const body = `622202${String(Date.now() % 1_000_000_000_000).padStart(12, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** A console tab of its own, logged in at /admin/ as the finance operator. */
function financeConsole(browser: Browser) {
  return consoleAs(browser, FINANCE_PHONE);
}

/** Finds the creator's item in a review queue, opens it, approves it, and answers the drawer. */
async function approveIn(admin: Page, queue: 'personAuth' | 'bankCard', shotName: string) {
  await admin.goto(`/admin/review/${queue}`);
  await admin.getByTestId('review-keyword').fill('10000020');
  await admin.getByTestId('console-table-search').click();
  const titles = admin.getByTestId('review-table').getByTestId('review-row-title');
  await expect(titles).toHaveCount(1, { timeout: 20_000 });
  await titles.first().click();
  const drawer = admin.getByTestId('review-item-drawer');
  await expect(drawer.getByTestId('review-history')).toBeVisible();
  await atRest(admin);
  await admin.screenshot({ path: shot(shotName) });
  await drawer.getByTestId('review-item-action-approve').click();
  // A confirmation may come first; on a busy machine it and the answer may each take seconds.
  const confirm = admin.getByTestId('confirm-action-ok');
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click();
    await expect(drawer.getByTestId('review-item-action-approve')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return drawer;
}

test('a creator verifies her name, adds a card, sells her drama and withdraws to the card', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInAs(context, baseURL!, await passwordSession(baseURL!, '10000020', PASSWORD));
  const id = idNumber();
  const card = cardNumber();

  // 1. Nothing verified yet: the status page leads to the form.
  await page.goto('/entry/status');
  await expect(page.getByTestId('account-state')).toHaveText('未认证');
  await page.getByTestId('account-action').click();
  await expect(page).toHaveURL(/\/entry\/personAuth$/);
  await page.getByTestId('auth-name').fill(LEGAL_NAME);
  // A number with a wrong check character is refused before anything is sent.
  await page.getByTestId('auth-id').fill(id.slice(0, 17) + (id.endsWith('1') ? '2' : '1'));
  await page.getByTestId('auth-name').click();
  await expect(page.getByTestId('person-auth-form')).toContainText('身份证号校验不通过');
  await page.getByTestId('auth-id').fill(id);
  await page.getByTestId('auth-front-input').setInputFiles(PICTURE);
  await page.getByTestId('auth-back-input').setInputFiles(PICTURE);
  await expect(page.getByTestId('auth-front').locator('img')).toBeVisible();
  await expect(page.getByTestId('auth-back').locator('img')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('entry-person-auth-1366x768'), fullPage: true });
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/entry\/status$/);
  await expect(page.getByTestId('account-state')).toHaveText('审核中');
  // Masked as spec 002 §5 says: name first and last character, number first 2 and last 2.
  await expect(page.getByTestId('account-name')).toHaveText('沈*禾');
  await expect(page.getByTestId('account-id')).toHaveText(`33${'*'.repeat(14)}${id.slice(-2)}`);

  // 2. The finance operator approves it in the console; the photos are shown to them.
  const operator = await financeConsole(browser);
  const authDrawer = await approveIn(operator.page, 'personAuth', 'console-review-person-auth-1366x768');
  await expect(authDrawer.locator('img').first()).toBeVisible();
  await expect(authDrawer).not.toContainText(id);

  // 3. Verified: she adds a settlement card, named by its BIN.
  await page.reload();
  await expect(page.getByTestId('account-state')).toHaveText('已认证');
  await page.getByTestId('bank-action').click();
  const dialog = page.getByTestId('card-dialog');
  await dialog.getByTestId('card-number').pressSequentially(card);
  await expect(dialog.getByTestId('card-bank-found')).toContainText('中国工商银行');
  await dialog.getByTestId('card-branch').fill('杭州西湖支行');
  await dialog.getByTestId('card-holder').fill(LEGAL_NAME);
  await settle(page);
  await page.screenshot({ path: shot('entry-card-dialog-1366x768') });
  await page.getByTestId('card-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bank-tail')).toContainText(card.slice(-4));
  await approveIn(operator.page, 'bankCard', 'console-review-bank-card-1366x768');
  await operator.context.close();
  await page.reload();
  await expect(page.getByTestId('bank-state')).toHaveText('已通过');
  await settle(page);
  await page.screenshot({ path: shot('entry-status-verified-1366x768') });
  // Her own page shows neither whole number.
  expect(await page.content()).not.toContain(id);
  expect(await page.content()).not.toContain(card);

  // 4. Another browser: 新来的小满 buys the rest of the drama by QR, paid from a phone.
  const buyerContext = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await logInAs(buyerContext, baseURL!, await passwordSession(baseURL!, '10000019', PASSWORD));
  const buyer = await buyerContext.newPage();
  const drama = await dramaTitled(baseURL!, DRAMA);
  await buyer.goto(`/shortPlayDetail?episodeRelevance=${drama.id}&episode=${drama.freeCount + 1}`);
  await expect(buyer.getByTestId('drama-player')).toBeVisible();
  await buyer.getByTestId('drama-unlock').click();
  const pay = buyer.getByTestId('pay-dialog');
  await pay.getByTestId('pay-way-1').click();
  await pay.getByTestId('pay-price-2').click();
  const codeUrl = await buyer.getByTestId('qr-pay-link').getAttribute('href');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payer = await phone.newPage();
  await payer.goto(codeUrl!);
  await payer.getByTestId('sandbox-pay').click();
  await expect(payer.getByTestId('sandbox-state')).toHaveText('支付成功');
  await phone.close();
  await expect(pay).toBeHidden({ timeout: 20_000 });
  await buyerContext.close();

  // 5. Her share is on the finance page, with where it came from.
  await page.goto('/makeMoney/finance');
  const sale = page.getByTestId('finance-record').filter({ hasText: DRAMA }).first();
  await expect(sale).toContainText('短剧收益');
  await expect(page.getByTestId('finance-chart')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('finance-1366x768') });
  await sale.click();
  await expect(page).toHaveURL(/\/makeMoney\/finance\/detail\?id=\d+$/);
  await expect(page.getByTestId('detail-title')).toHaveText(DRAMA);
  await expect(page.getByTestId('detail-source')).toHaveAttribute(
    'href',
    `/shortPlayDetail?episodeRelevance=${drama.id}`,
  );
  // The share into pending earnings, then its release to available (the e2e server holds nothing).
  await expect(page.getByTestId('detail-transfers')).toContainText('短剧销售分成');
  await expect(page.getByTestId('detail-transfers')).toContainText('结算期满，转为可提现');
  await settle(page);
  await page.screenshot({ path: shot('finance-detail-1366x768') });

  // 6. She withdraws ¥5.00: ¥0.10 fee, ¥4.90 to the card, paid by the sandbox.
  await page.goto('/makeMoney/cashOut');
  await expect(page.getByTestId('cash-out-card')).toContainText(card.slice(-4));
  await page.getByTestId('cash-out-amount').fill('5.001');
  await expect(page.getByTestId('cash-out-problem')).toBeVisible();
  await page.getByTestId('cash-out-amount').fill('5.00');
  await expect(page.getByTestId('cash-out-preview')).toContainText('4.90');
  await settle(page);
  await page.screenshot({ path: shot('cash-out-1366x768') });
  await page.getByTestId('cash-out-submit').click();
  await expect(page.getByTestId('confirm-arrival')).toContainText('4.90');
  await atRest(page);
  await page.screenshot({ path: shot('cash-out-confirm-1366x768') });
  await page.getByTestId('cash-out-confirm-ok').click();
  await expect(page.getByTestId('cash-out-result')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('cash-out-result-1366x768') });

  // 7. The wallet notice says it was paid, and the record's steps end in success.
  await expect(async () => {
    await page.goto('/home');
    await page.getByTestId('nav-notices').click();
    const panel = page.getByTestId('notice-panel');
    await panel.getByTestId('notice-entry-system').click();
    await panel.getByTestId('notice-tab-wallet').click();
    await expect(panel.getByTestId('notice-list-wallet')).toContainText('提现成功', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await settle(page);
  await page.screenshot({ path: shot('finance-wallet-notice-1366x768') });
  await page.goto('/makeMoney/finance');
  const withdrawal = page.getByTestId('finance-record').filter({ hasText: '提现' }).first();
  await withdrawal.click();
  await expect(page.getByTestId('withdrawal-steps')).toContainText('到账成功');
  await expect(page.getByTestId('withdrawal-card')).toContainText(card.slice(-4));
  await settle(page);
  await page.screenshot({ path: shot('finance-withdrawal-detail-1366x768') });
});

interface DramaFacts {
  id: number;
  title: string;
  freeCount: number;
}

async function dramaTitled(baseURL: string, title: string): Promise<DramaFacts> {
  for (let id = 1; id <= 30; id++) {
    const answer = await signedCall<DramaFacts>(baseURL, 'GET', '/app/api/playlet/info', {
      query: { episodeRelevance: String(id) },
    });
    if (answer.code === 200 && answer.data.title === title) return answer.data;
  }
  throw new Error(`no demo drama ${title}`);
}
