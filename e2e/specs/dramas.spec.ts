import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, loginPrompt, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { latestSmsCode, passwordSession, signedCall } from '../support/signed-api';

/*
 * Short dramas and fox coins (spec 000 §2, §4, §8, §9; spec 002 §4.7–§4.9) on the seeded demo world.
 * 10000012 starts with no coins: the pay dialog says the balance is short, a top-up is paid on the sandbox
 * page from a second browser (as a phone scanning the QR code would), and the coins then unlock one
 * episode and the rest of the drama.
 */

test.describe.configure({ timeout: 120_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

interface DramaFacts {
  id: number;
  title: string;
  state: string;
  freeCount: number;
  episodeCount: number;
}

async function dramaTitled(baseURL: string, title: string): Promise<DramaFacts> {
  for (let id = 1; id <= 20; id++) {
    const answer = await signedCall<DramaFacts>(baseURL, 'GET', '/app/api/playlet/info', {
      query: { episodeRelevance: String(id) },
    });
    if (answer.code === 200 && answer.data.title === title) return answer.data;
  }
  throw new Error(`no demo drama ${title}`);
}

const current = (page: Page) => page.getByTestId('drama-slide-current');

async function openEpisode(page: Page, drama: DramaFacts, episode: number) {
  await page.goto(`/shortPlayDetail?episodeRelevance=${drama.id}&episode=${episode}`);
  await expect(page.getByTestId('drama-player')).toBeVisible();
  await expect(current(page)).toHaveAttribute('data-episode', String(episode));
}

test('the drama home shows featured, hot and new dramas and opens the player', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/shortPlay');
  await expect(page.getByTestId('drama-featured')).toBeVisible();
  await expect(page.getByTestId('drama-grid-hot').getByTestId('drama-card').first()).toBeVisible();
  await expect(page.getByTestId('drama-grid-new').getByTestId('drama-card').first()).toBeVisible();
  // Taken-down dramas are not on the shelf.
  await expect(page.getByTestId('drama-home')).not.toContainText('替嫁千金');
  await settle(page);
  await page.screenshot({ path: shot('drama-home-1366'), fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settle(page);
  await page.screenshot({ path: shot('drama-home-1920') });

  await page.getByTestId('drama-search-input').fill('归途');
  await page.getByTestId('drama-search-button').click();
  await expect(page).toHaveURL(/shortPlaySearchResult/);
  const card = page.getByTestId('drama-grid-search').getByTestId('drama-card').first();
  await expect(card).toContainText('归途');
  await card.click();
  await expect(page.getByTestId('drama-player')).toBeVisible();
  await expect(page.getByTestId('drama-player-title')).toContainText('归途');
});

test('a guest meets the lock and is asked to log in; a taken-down drama warns', async ({ page, baseURL }) => {
  const drama = await dramaTitled(baseURL!, '归途');
  await openEpisode(page, drama, drama.freeCount + 1);
  await expect(current(page)).toHaveAttribute('data-locked', 'true');
  await expect(page.getByTestId('drama-lock-overlay')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('drama-locked') });
  await page.getByTestId('drama-unlock').click();
  await expect(loginPrompt(page)).toBeVisible();

  const down = await dramaTitled(baseURL!, '替嫁千金');
  expect(down.state).toBe('CompelOff');
  await openEpisode(page, down, 1);
  await expect(page.getByTestId('drama-off-shelf')).toContainText('该视频已下架，请观看其他视频');
});

test('a newcomer who logs in at the lock meets the pay dialog first, and the guide only once it closes', async ({
  page,
  baseURL,
}) => {
  const drama = await dramaTitled(baseURL!, '归途');
  await openEpisode(page, drama, drama.freeCount + 1);
  await page.getByTestId('drama-unlock').click();
  await expect(loginPrompt(page)).toBeVisible();
  // A phone with no account: the SMS login registers it, and a first login starts the guide.
  const phone = `1375${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-send-code').click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByTestId('login-sms-code').fill(await latestSmsCode(baseURL!, phone));
  await page.getByTestId('login-terms').click();
  await page.getByTestId('login-submit').click();

  await expect(page.getByTestId('pay-dialog')).toBeVisible();
  await expect(page.getByTestId('guide')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot('drama-pay-after-first-login') });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pay-dialog')).toBeHidden();
  await expect(page.getByTestId('guide')).toBeVisible();
  await expect(page.getByTestId('guide-step')).toHaveText('1 / 3');
});

test('no coins, a top-up paid from another browser, then one episode and the rest unlocked with coins', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInAs(context, baseURL!, await passwordSession(baseURL!, '10000012', 'fox123456'));
  const drama = await dramaTitled(baseURL!, '归途');
  const first = drama.freeCount + 1;
  await openEpisode(page, drama, first);
  await page.getByTestId('drama-unlock').click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('pay-way-0').click();
  await dialog.getByTestId('pay-price-1').click();
  await expect(dialog.getByTestId('pay-balance')).toHaveText('狐币余额：0');
  await expect(dialog.getByTestId('pay-insufficient')).toBeVisible();
  await dialog.getByTestId('pay-submit').click();
  await expect(page.getByText('狐币余额不足，请充值后再支付').last()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('drama-pay-insufficient') });

  // Top up 68 yuan (the third package) by QR; the payer opens the code's page in another browser.
  await dialog.getByTestId('pay-top-up').click();
  const topUp = page.getByTestId('top-up-dialog');
  await expect(topUp).toBeVisible();
  await topUp.getByTestId('recharge-package-3').click();
  await topUp.getByTestId('top-up-pay').click();
  const qr = page.getByTestId('payment-qr-dialog');
  await expect(qr.getByTestId('qr-pay-panel')).toBeVisible();
  const codeUrl = await qr.getByTestId('qr-pay-link').getAttribute('href');
  expect(codeUrl).toContain('/pay/sandbox/');
  await settle(page);
  await page.waitForTimeout(500); // the dialog's opening animation
  await page.screenshot({ path: shot('top-up-qr') });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payerPage = await phone.newPage();
  await payerPage.goto(codeUrl!);
  await expect(payerPage.getByText('¥68.00').first()).toBeVisible();
  await payerPage.screenshot({ path: shot('sandbox-pay-page') });
  await payerPage.getByTestId('sandbox-pay').click();
  await expect(payerPage.getByTestId('sandbox-state')).toHaveText('支付成功');
  await phone.close();

  // The portal sees the payment by itself (it polls the order) and the balance changes.
  await expect(qr).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('支付成功').last()).toBeVisible();
  await expect(dialog.getByTestId('pay-balance')).toHaveText('狐币余额：680');

  // One episode with coins: 'paying', then after 3 s 'Payment succeeded' and the episode plays.
  await dialog.getByTestId('pay-price-1').click();
  await dialog.getByTestId('pay-submit').click();
  await expect(dialog.getByTestId('pay-submit')).toContainText('支付中');
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(current(page)).toHaveAttribute('data-locked', 'false');
  // The bought episode plays from an address signed for this viewer; without the signature it is refused.
  const video = current(page).getByTestId('video-element');
  await expect(video).toHaveAttribute('src', /^\/resource\/files\/[\w/-]+\.mp4\?uid=\d+&exp=\d+&sig=[\w-]+$/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(1);
  const signedSrc = (await video.getAttribute('src'))!;
  expect((await page.request.get(signedSrc, { headers: { range: 'bytes=0-99' } })).status()).toBe(206);
  const unsigned = await page.request.get(signedSrc.split('?')[0]!);
  expect(unsigned.status()).toBe(403);
  expect((await unsigned.json()).msg).toBe('该文件仅限已购买的用户观看，请刷新页面后重试');
  await settle(page);
  await page.screenshot({ path: shot('drama-unlocked-playing') });

  // The rest of the drama at the whole-drama price.
  await openEpisode(page, drama, first + 1);
  await page.getByTestId('drama-unlock').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('pay-way-0').click();
  await dialog.getByTestId('pay-price-2').click();
  await settle(page);
  await page.screenshot({ path: shot('drama-pay-whole') });
  await dialog.getByTestId('pay-submit').click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(current(page)).toHaveAttribute('data-locked', 'false');
  await page.getByTestId('drama-episodes-button').click();
  await expect(page.getByTestId('drama-panel')).toBeVisible();
  await expect(page.getByTestId('drama-panel').locator('[data-locked="true"]')).toHaveCount(0);
  await settle(page);
  await page.waitForTimeout(500); // the panel's sliding in
  await page.screenshot({ path: shot('drama-panel-unlocked') });
});
