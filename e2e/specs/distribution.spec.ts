import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { passwordSession, signedCall } from '../support/signed-api';

/*
 * Drama distribution (分销) on the seeded demo world, in three browsers: the creator 10000007 opens their
 * paid drama 我的猫咪会说话 to distribution from /my; the promoter 10000016 takes it from the plaza and
 * copies their link; the buyer 10000004 (seeded with coins) opens the link and unlocks an episode with
 * coins. The promoter's promotion page and dashboard then show the order and the commission. None of the
 * three sets up dramas in another journey.
 */

test.describe.configure({ timeout: 150_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const PASSWORD = 'fox123456';
const CREATOR = '10000007';
const PROMOTER = '10000016';
const BUYER = '10000004';
const TITLE = '我的猫咪会说话';
const PERCENT = 30;

interface DramaFacts {
  id: number;
  title: string;
  freeCount: number;
  singlePrice: number;
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

const figure = (page: Page, testId: string, key: string) => page.getByTestId(`${testId}-${key}`);

test('a creator opens a drama to distribution, a promoter shares it, a buyer buys through the link', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const drama = await dramaTitled(baseURL!, TITLE);
  // The commission of one episode, rounded down to the fen as the server does.
  const commission = (Math.floor(Math.round(drama.singlePrice * 100) * PERCENT) / 100 / 100).toFixed(2);

  // The creator opens it from their own drama card on /my.
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInAs(context, baseURL!, await passwordSession(baseURL!, CREATOR, PASSWORD));
  await page.goto('/my');
  await page.getByTestId('my-tab-dramas').click();
  const card = page.getByTestId('dramas-mine').getByTestId('drama-card').filter({ hasText: TITLE });
  await card.getByTestId('distribution-settings').click();
  const dialog = page.getByTestId('distribution-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#distribution-percent').fill(String(PERCENT));
  await expect(dialog).toContainText(`每集佣金约 ¥${commission}`);
  await settle(page);
  await page.screenshot({ path: shot('distribution-owner-dialog') });
  await page.getByTestId('distribution-save').click();
  await expect(page.getByText('分销已开启').last()).toBeVisible();
  await expect(card.getByTestId('distribution-settings')).toHaveAttribute('data-state', 'open');
  // After a reload the dialog opens on the terms the server holds, not on the defaults.
  await page.reload();
  await page.getByTestId('my-tab-dramas').click();
  await card.getByTestId('distribution-settings').click();
  await expect(dialog.locator('#distribution-percent')).toHaveValue(String(PERCENT));
  await expect(card.getByTestId('distribution-settings')).toHaveAttribute('data-state', 'open');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The promoter finds it on the plaza with the commission shown before sharing, and takes it.
  const promoterContext = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await logInAs(promoterContext, baseURL!, await passwordSession(baseURL!, PROMOTER, PASSWORD));
  const promoter = await promoterContext.newPage();
  await promoter.goto('/makeMoney/distributionPlaza');
  const item = promoter.getByTestId('plaza-card').filter({ hasText: TITLE });
  await expect(item.getByTestId('plaza-card-percent')).toHaveText(`佣金 ${PERCENT}%`);
  await expect(item.getByTestId('plaza-card-earn')).toHaveText(`每集赚 ¥${commission}`);
  await settle(promoter);
  await promoter.screenshot({ path: shot('distribution-plaza-1366') });
  await item.getByTestId('plaza-card-promote').click();
  await expect(promoter).toHaveURL(/\/makeMoney\/distributionDetail\?id=\d+/);
  const detailUrl = promoter.url();
  await expect(promoter.getByTestId('promotion-title')).toHaveText(TITLE);
  await promoter.getByTestId('promotion-copy').click();
  await expect(promoter.getByText('链接已复制').last()).toBeVisible();
  const link = await promoter.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/shortPlayDetail\\?episodeRelevance=${drama.id}&pc=[0-9A-Za-z]{12}$`));
  await expect(promoter.getByTestId('promotion-link')).toHaveText(link);
  await expect(promoter.getByTestId('promotion-qr').locator('svg')).toBeVisible();

  // The buyer opens the link in a browser of their own: the visit is posted and the code leaves the address.
  const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await logInAs(buyerContext, baseURL!, await passwordSession(baseURL!, BUYER, PASSWORD));
  const buyer = await buyerContext.newPage();
  const visit = buyer.waitForResponse((answer) => answer.url().includes('/app/api/distribution/visit'));
  await buyer.goto(link);
  expect((await (await visit).json()).data).toMatchObject({ attributed: true, itemId: drama.id });
  await expect(buyer.getByTestId('drama-player')).toBeVisible();
  await expect(buyer).not.toHaveURL(/pc=/);

  // One paid episode with coins.
  const episode = drama.freeCount + 1;
  await buyer.goto(`/shortPlayDetail?episodeRelevance=${drama.id}&episode=${episode}`);
  const current = buyer.getByTestId('drama-slide-current');
  await expect(current).toHaveAttribute('data-episode', String(episode));
  await buyer.getByTestId('drama-unlock').click();
  const pay = buyer.getByTestId('pay-dialog');
  await expect(pay).toBeVisible();
  await pay.getByTestId('pay-way-0').click();
  await pay.getByTestId('pay-price-1').click();
  await pay.getByTestId('pay-submit').click();
  await expect(pay).toBeHidden({ timeout: 10_000 });
  await expect(current).toHaveAttribute('data-locked', 'false');
  await buyerContext.close();

  // The promoter's promotion page and dashboard show the visit, the buyer, the order and the commission.
  await promoter.goto(detailUrl);
  await expect(figure(promoter, 'promotion-figures', 'orders')).toHaveText('1');
  await expect(figure(promoter, 'promotion-figures', 'visits')).toHaveText('1');
  await expect(figure(promoter, 'promotion-figures', 'buyers')).toHaveText('1');
  await expect(figure(promoter, 'promotion-figures', 'commission')).toHaveText(commission);
  await settle(promoter);
  await promoter.screenshot({ path: shot('distribution-detail-1366'), fullPage: true });

  await promoter.goto('/makeMoney/indepent');
  const row = promoter.getByTestId('promoter-row').filter({ hasText: TITLE });
  const distributionId = await row.getAttribute('data-id');
  await expect(figure(promoter, `promoter-row-${distributionId}`, 'orders')).toHaveText('1');
  await expect(figure(promoter, `promoter-row-${distributionId}`, 'commission')).toHaveText(commission);
  // Today's and the month's figures come from the promoter's rollups: this is their first sale.
  await expect(figure(promoter, 'promoter-today', 'visits')).toHaveText('1');
  await expect(figure(promoter, 'promoter-today', 'orders')).toHaveText('1');
  await expect(figure(promoter, 'promoter-today', 'commission')).toHaveText(commission);
  await expect(figure(promoter, 'promoter-month', 'commission')).toHaveText(commission);
  await expect(promoter.getByTestId('promoter-rank-place')).toHaveText(/^第 \d+ 名$/);
  await expect(promoter.getByTestId('promoter-chart-total')).toHaveText(`合计 ¥${commission}`);
  await settle(promoter);
  await promoter.screenshot({ path: shot('distribution-dashboard-1366'), fullPage: true });
  await row.getByTestId('promoter-row-details').click();
  await expect(promoter).toHaveURL(detailUrl);
  await promoterContext.close();
});
