import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loginPrompt, pageTitle, screenshotDir, settle, test, titleOf } from '../fixtures';
import { passwordSession, signedCall } from '../support/signed-api';

/*
 * Publishing works (spec 002 §2.5 header 'publish works'; spec 000 §5 and spec 001 §5 uploads): a guest is
 * sent to the login prompt; a logged-in user opens the dialog, the uploader refuses a wrong format with
 * the spec message, a real video uploads with a progress bar that advances, and the published video is
 * on /my. Account: 10000003.
 */

const PASSWORD = 'fox123456';
// Logged-in journeys with uploads and several round trips: generous on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });
const ACCOUNT = '10000003';
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A real, small H.264 clip of the demo world: the server checks the type by content, not by name. */
const DEMO_VIDEO = path.join(repoRoot, 'apps/server/demo-media/videos/bookshop.mp4');
const DEMO_PICTURE = path.join(repoRoot, 'apps/server/demo-media/pictures/cat.jpg');

async function logIn(page: Page, baseURL: string) {
  // The first-login guide is another journey's subject; this one starts after it.
  const session = await passwordSession(baseURL, ACCOUNT, PASSWORD);
  await signedCall(baseURL, 'POST', '/app/user/guide/done', { session });
  await page.goto('/home');
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
  // A click made while the page or the dialog is still settling can be lost on a loaded machine (seen
  // once on CI): open the prompt and its password tab again until the account field shows.
  await expect(async () => {
    if (!(await loginPrompt(page).isVisible())) await page.getByTestId('nav-login').click();
    await page.getByTestId('login-tab-userName').click({ timeout: 2000 });
    await expect(page.getByTestId('login-account')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.getByTestId('login-account').fill(ACCOUNT);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-terms').click();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('nav-user')).toBeVisible();
}

test('a guest who presses publish is asked to log in', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('nav-publish').click();
  await expect(loginPrompt(page)).toBeVisible();
  await expect(page.getByTestId('publish-dialog')).toHaveCount(0);
});

test('publish a video: wrong format refused, upload progress advances, the video is on /my', async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL!);
  await page.getByTestId('nav-publish').click();
  const dialog = page.getByTestId('publish-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('publish-tab-video')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('publish-dialog') });

  // Spec 000 §5: a file of another type is refused before anything is sent.
  const input = dialog.getByTestId('publish-video-uploader-input');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a video'),
  });
  await expect(page.getByText('文件格式错误')).toBeVisible();
  await expect(dialog.getByTestId('publish-video-uploader-item')).toHaveCount(0);

  // Publishing without a video is refused too.
  await dialog.getByTestId('publish-title').fill('书店一角');
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByText('请先上传视频')).toBeVisible();

  // A slow uplink makes the progress observable: about four seconds for the clip.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 16 * 1024,
  });
  // Every percent the bar shows is recorded as it renders, however briefly.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[data-testid="publish-video-uploader-progress"]')) {
        const holder = bar.hasAttribute('aria-valuenow') ? bar : bar.querySelector('[aria-valuenow]');
        const value = Number(holder?.getAttribute('aria-valuenow'));
        if (Number.isFinite(value) && seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await input.setInputFiles(DEMO_VIDEO);
  const item = dialog.getByTestId('publish-video-uploader-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-status', 'uploading');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { progressSeen: number[] }).progressSeen.some((value) => value > 0),
      ),
    )
    .toBe(true);
  await page.screenshot({ path: shot('publish-dialog-uploading') });
  await expect(item).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  // The bar advanced: it showed values between the start and the end, in rising order, and ended full.
  expect(
    seen.some((value) => value > 0 && value < 100),
    `progress seen: ${seen.join(',')}`,
  ).toBe(true);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  expect(seen.at(-1)).toBe(100);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const title = `书店一角 ${Date.now() % 100000}`;
  await dialog.getByTestId('publish-title').fill(title);
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-done')).toBeVisible();
  await dialog.getByTestId('publish-my').click();

  await expect(page).toHaveURL(/\/my$/);
  const works = page.getByTestId('works-panel');
  const card = works.getByTestId('work-item').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('work-item-state')).toHaveText('已上架');
  await card.getByTestId('work-item-title').click();
  await expect(page).toHaveURL(/\/videoShare\?id=\d+/);
});

test('publish an article with a paragraph and see it open', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await page.getByTestId('nav-publish').click();
  await page.getByTestId('publish-dialog').getByTestId('publish-tab-article').click();
  // The video form stays mounted behind its tab; the article form is the active pane.
  const dialog = page.getByTestId('publish-dialog').getByRole('tabpanel');
  const submit = page.getByTestId('publish-submit');
  await submit.click();
  await expect(dialog.getByText('请填写标题')).toBeVisible();
  const title = `读书笔记 ${Date.now() % 100000}`;
  await dialog.getByTestId('publish-title').fill(title);
  await submit.click();
  await expect(dialog.getByText('请填写正文')).toBeVisible();
  await dialog.getByTestId('body-paragraph-0').fill('第一段：这本书讲的是<一家小书店>的故事。');
  // An image goes in through the image uploader: its 5 MB rule and messages, then it sits in the body.
  const picker = dialog.getByTestId('body-image-uploader-input');
  await picker.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('上传文件大小不能超过 5MB!')).toBeVisible();
  await picker.setInputFiles(DEMO_PICTURE);
  await expect(dialog.getByTestId('body-image')).toHaveAttribute('src', /^\/resource\//);
  await dialog.getByTestId('body-paragraph-1').fill('第二段：店主养了一只猫。');
  await submit.click();
  await expect(page.getByTestId('publish-done')).toBeVisible();
  await page.getByTestId('publish-view').click();
  await expect(page).toHaveURL(/\/imageTextDetail\?id=\d+/);
  await expect(page.getByText('第一段：这本书讲的是<一家小书店>的故事。')).toBeVisible();
  await expect(page.getByText('第二段：店主养了一只猫。')).toBeVisible();
  await expect(page.locator('img[src^="/resource/"]').filter({ visible: true }).first()).toBeVisible();
});
