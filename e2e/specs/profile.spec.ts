import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import {
  latestSmsCode,
  passwordSession,
  signedCall,
  storedSessionOf,
  type ApiSession,
} from '../support/signed-api';

/*
 * Profiles (spec 000 §2 /my and /othersHome, §7 paths): /my shows the card with counts and one's works,
 * takes a work off shelf and edits the nickname; another user's home shows their works and can be
 * followed; feedback is sent; the invite link is copied, and a newcomer who opens it is counted.
 * Accounts: 10000001 on /my; another user's home and the follow are between two users that journey
 * registers (the demo world's users follow one another, and other specs follow demo authors); a fresh
 * phone registers as the invited newcomer.
 */

const PASSWORD = 'fox123456';
// Logged-in journeys with uploads and several round trips: generous on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const DEMO_PICTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/demo-media/pictures/cat.jpg',
);

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const { code, msg, data } = await answer;
  if (code !== 200) throw new Error(`API call failed: ${code} ${msg}`);
  return data;
}

async function logInAs(context: BrowserContext, baseURL: string, session: ApiSession) {
  const stored = await storedSessionOf(baseURL, session);
  await context.addInitScript((entries: Record<string, string>) => {
    // Only the first load: later loads keep what the page itself stored (an edited nickname).
    if (localStorage.getItem('token')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

/** A phone of this file's own, a new one each call (1365 + 7 digits). */
let phones = 0;
const freshPhone = () => `1365${String((Date.now() + phones++) % 10_000_000).padStart(7, '0')}`;

/** A new user, registered by SMS login as the portal's dialog does: follows nobody, and nobody follows them. */
async function newcomer(baseURL: string): Promise<ApiSession & { userName: string }> {
  const phone = freshPhone();
  await ok(signedCall(baseURL, 'POST', '/auth/sms/code', { body: { phone, bizType: 'login' } }));
  const smsCode = await latestSmsCode(baseURL, phone);
  const login = await ok(
    signedCall<{ accessToken: string; userId: number }>(baseURL, 'POST', '/auth/v2/login', {
      body: { loginType: 'SMS_CODE', phoneNumber: phone, smsCode, deviceType: 'PC' },
    }),
  );
  const session = { token: login.accessToken, userId: login.userId };
  const info = await ok(
    signedCall<{ user: { userName: string } }>(baseURL, 'GET', '/system/user/getInfo', { session }),
  );
  return { ...session, userName: info.user.userName };
}

async function articleBy(baseURL: string, session: ApiSession, title: string) {
  return ok(
    signedCall<{ id: number }>(baseURL, 'POST', '/app/api/content/article', {
      session,
      body: { title, contentHtml: '<p>周末在湖边走了一圈，记下几处好看的风景。</p>' },
    }),
  );
}

test('/my shows the counts and works, takes a work off shelf and edits the nickname', async ({
  page,
  context,
  baseURL,
}) => {
  const me = await passwordSession(baseURL!, '10000001', PASSWORD);
  const title = `湖边散步 ${Date.now() % 100000}`;
  await articleBy(baseURL!, me, title);
  await logInAs(context, baseURL!, me);

  await page.goto('/my');
  const card = page.getByTestId('profile-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('profile-id')).toHaveText('ID：10000001');
  const works = Number(await card.getByTestId('profile-count-works').locator('dd').textContent());
  expect(works).toBeGreaterThanOrEqual(1);
  for (const key of ['following', 'fans', 'liked']) {
    await expect(card.getByTestId(`profile-count-${key}`).locator('dd')).toHaveText(/^\d+(\.\d)?w?$/);
  }

  await page.getByTestId('works-kind-Article').click();
  const item = page.getByTestId('work-item').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('work-item-state')).toHaveText('已上架');
  await settle(page);
  await page.screenshot({ path: shot('profile-my') });

  // The owner takes the work off shelf: it stays in their own list, marked, and the works count drops.
  await item.getByTestId('work-shelf-toggle').click();
  await page
    .getByTestId('confirm-dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(item.getByTestId('work-item-state')).toHaveText('已下架');
  await expect(card.getByTestId('profile-count-works').locator('dd')).toHaveText(String(works - 1));
  await item.getByTestId('work-shelf-toggle').click();
  await expect(item.getByTestId('work-item-state')).toHaveText('已上架');

  // Edit the nickname.
  const nickName = `狐友${Date.now() % 10000}`;
  await page.getByTestId('my-edit-profile').click();
  const dialog = page.getByTestId('edit-profile-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('avatar-uploader')).toBeVisible();
  await dialog.getByTestId('edit-nickname').fill('');
  await dialog.getByTestId('edit-profile-save').click();
  await expect(dialog.getByText('请输入昵称')).toBeVisible();
  // The avatar goes through the image uploader (5 MB, images only).
  const avatarInput = dialog.getByTestId('avatar-uploader-input');
  await avatarInput.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('上传文件格式不正确!')).toBeVisible();
  await avatarInput.setInputFiles(DEMO_PICTURE);
  await expect(page.getByText('上传成功')).toBeVisible();
  await dialog.getByTestId('edit-nickname').fill(nickName);
  await dialog.getByTestId('edit-intro').fill('喜欢散步和看书');
  await dialog.getByTestId('edit-profile-save').click();
  await expect(page.getByText('资料已更新')).toBeVisible();
  await expect(card.getByTestId('profile-nickname')).toHaveText(nickName);
  await expect(card.getByTestId('profile-intro')).toHaveText('喜欢散步和看书');
  await expect(card.locator('.profile-card__avatar img')).toHaveAttribute('src', /^\/resource\/(?!avatar\/)/);
  await page.reload();
  await expect(page.getByTestId('profile-nickname')).toHaveText(nickName);
});

test('another user’s home shows their works, and following them works', async ({
  page,
  context,
  baseURL,
}) => {
  // Two users of this test's own: the demo world's users follow one another, and other specs follow
  // demo authors (and so move their fan counts) as they run.
  const other = await newcomer(baseURL!);
  const title = `西湖的清晨 ${Date.now() % 100000}`;
  await articleBy(baseURL!, other, title);
  const me = await newcomer(baseURL!);
  await logInAs(context, baseURL!, me);

  await page.goto(`/othersHome?userId=${other.userId}`);
  const card = page.getByTestId('profile-card');
  await expect(card.getByTestId('profile-id')).toHaveText(`ID：${other.userName}`);
  await expect(page.getByTestId('my-edit-profile')).toHaveCount(0);
  await page.getByTestId('works-kind-Article').click();
  await expect(page.getByTestId('work-item').filter({ hasText: title })).toHaveCount(1);
  // Others never see the state tags or shelf buttons.
  await expect(page.getByTestId('work-shelf-toggle')).toHaveCount(0);

  const fans = () => card.getByTestId('profile-count-fans').locator('dd');
  await expect(fans()).toHaveText('0');
  const follow = page.getByTestId('others-follow');
  await expect(follow).toHaveAttribute('data-followed', 'false');
  await expect(follow).toHaveText(/^关\s*注$/);
  await follow.click();
  await expect(page.getByText('关注成功')).toBeVisible();
  await expect(follow).toHaveAttribute('data-followed', 'true');
  await expect(follow).toHaveText('已关注');
  await settle(page);
  await page.screenshot({ path: shot('profile-others-home') });
  await page.reload();
  await expect(page.getByTestId('others-follow')).toHaveAttribute('data-followed', 'true');
  await expect(fans()).toHaveText('1');

  // One's own id leads to /my (spec 000 §2).
  await page.goto(`/othersHome?userId=${me.userId}`);
  await expect(page).toHaveURL(/\/my$/);
});

test('feedback is sent from /my', async ({ page, context, baseURL }) => {
  const me = await passwordSession(baseURL!, '10000001', PASSWORD);
  await logInAs(context, baseURL!, me);
  await page.goto('/my');
  await page.getByTestId('my-feedback').click();
  const dialog = page.getByTestId('feedback-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('feedback-content').fill('短');
  await dialog.getByTestId('feedback-submit').click();
  await expect(dialog.getByText('反馈内容至少 5 个字')).toBeVisible();
  const text = `视频加载有点慢，希望优化 ${Date.now() % 100000}`;
  await dialog.getByTestId('feedback-content').fill(text);
  await dialog.getByText('问题反馈').click();
  await dialog.getByTestId('feedback-submit').click();
  await expect(page.getByText('提交成功，感谢您的反馈')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Reopened, the dialog lists it among the sender's own feedback, pending.
  await page.getByTestId('my-feedback').click();
  await expect(page.getByTestId('feedback-history').locator('li').first()).toContainText(text);
  await expect(page.getByTestId('feedback-history').locator('li').first()).toContainText('待处理');

  const mine = await signedCall<Array<{ content: string; type: string }>>(
    baseURL!,
    'GET',
    '/admin/feedbackInfo',
    {
      session: me,
    },
  );
  expect(mine.data.find((entry) => entry.content === text)?.type).toBe('problem');
});

test('the invite link is copied, and a newcomer who opens it is counted', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = await passwordSession(baseURL!, '10000001', PASSWORD);
  await logInAs(context, baseURL!, me);
  await page.goto('/my');
  await page.getByTestId('my-invite').click();
  await expect(page).toHaveURL(/\/inviteFriendsIndex$/);
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveValue(/\/inviteFriendsIndex\?inviteCode=[2-9A-HJKMNP-Z]{8}$/);
  const url = await link.inputValue();
  await page.getByTestId('invite-copy').click();
  await expect(page.getByText('邀请链接已复制，快去分享给好友吧')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const before = Number(await page.getByTestId('invite-count').locator('strong').textContent());
  await settle(page);
  await page.screenshot({ path: shot('profile-invite') });

  // A newcomer registers by SMS, opens the link and accepts.
  const phone = `139${String(Date.now()).slice(-8)}`;
  await signedCall(baseURL!, 'POST', '/auth/sms/code', { body: { phone, bizType: 'login' } });
  const smsCode = await latestSmsCode(baseURL!, phone);
  const login = await ok(
    signedCall<{ accessToken: string; userId: number }>(baseURL!, 'POST', '/auth/v2/login', {
      body: { loginType: 'SMS_CODE', phoneNumber: phone, smsCode, deviceType: 'PC' },
    }),
  );
  const newcomerContext = await browser.newContext();
  await logInAs(newcomerContext, baseURL!, { token: login.accessToken, userId: login.userId });
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(new URL(url).pathname + new URL(url).search);
  await expect(newcomer.getByTestId('invitation-card')).toContainText('邀请你加入狐狐视界');
  await newcomer.getByTestId('invitation-accept').click();
  await expect(newcomer.getByTestId('invitation-accepted')).toBeVisible();
  await newcomerContext.close();

  await page.reload();
  await expect(page.getByTestId('invite-count').locator('strong')).toHaveText(String(before + 1));
  await expect(page.getByTestId('invitee-list')).toContainText(`用户${phone.slice(-4)}`);
});

test('the likes and collections tabs list what the user liked and collected', async ({
  page,
  context,
  baseURL,
}) => {
  const author = await passwordSession(baseURL!, '10000006', PASSWORD);
  const liked = await articleBy(baseURL!, author, `喜欢的文章 ${Date.now() % 100000}`);
  const kept = await articleBy(baseURL!, author, `收藏的文章 ${Date.now() % 100000}`);
  // 10000009: no other journey logs in as this user (10000005's password is changed by the login journeys).
  const me = await passwordSession(baseURL!, '10000009', PASSWORD);
  await ok(
    signedCall(baseURL!, 'POST', '/app/api/common/like', {
      session: me,
      body: { busyCode: liked.id, busyType: 'Article' },
    }),
  );
  await ok(
    signedCall(baseURL!, 'POST', '/app/api/common/collect', {
      session: me,
      body: { busyCode: kept.id, busyType: 'Article' },
    }),
  );
  await logInAs(context, baseURL!, me);
  await page.goto('/my');
  await page.getByRole('tab', { name: '喜欢' }).click();
  const likes = page.getByTestId('likes-list').getByTestId('work-item');
  await expect(likes.first()).toContainText('喜欢的文章');
  await page.getByRole('tab', { name: '收藏' }).click();
  const collections = page.getByTestId('collections-list').getByTestId('work-item');
  await expect(collections.first()).toContainText('收藏的文章');
  await collections.first().getByTestId('work-item-title').click();
  await expect(page).toHaveURL(new RegExp(`/imageTextDetail\\?id=${kept.id}$`));
});

test('/my shows the coin wallet with top-up and statement, and the dramas bought and watched', async ({
  page,
  context,
  baseURL,
}) => {
  // 10000002 bought the first paid episode of every drama on the shelf in the demo world.
  const me = await passwordSession(baseURL!, '10000002', PASSWORD);
  const balance = await ok(
    signedCall<{ virtualCoin: number }>(baseURL!, 'GET', '/app/api/wallet/virtualCoin', { session: me }),
  );
  await logInAs(context, baseURL!, me);
  await page.goto('/my');

  const wallet = page.getByTestId('wallet-summary');
  await expect(wallet.getByTestId('wallet-summary-balance')).toHaveText(
    Number.isInteger(balance.virtualCoin) ? String(balance.virtualCoin) : balance.virtualCoin.toFixed(1),
  );
  await wallet.getByTestId('wallet-summary-top-up').click();
  await expect(page.getByTestId('top-up')).toBeVisible();
  await expect(page.getByTestId('recharge-package-1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('top-up')).toHaveCount(0);
  await wallet.getByTestId('wallet-summary-bills').click();
  await expect(page.getByTestId('coin-bills')).toBeVisible();
  await expect(page.getByTestId('coin-bills').getByText('解锁短剧').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('my-tab-dramas').click();
  await page.getByTestId('dramas-shelf-bought').click();
  const bought = page.getByTestId('dramas-bought').getByTestId('drama-card');
  await expect(bought.first()).toBeVisible();
  await expect(bought.first().getByTestId('drama-card-bought')).toHaveText('已解锁 1 集');
  await settle(page);
  await page.screenshot({ path: shot('my-wallet-and-bought-dramas') });

  // Watching an episode puts the drama under 看过 with how far, and opens it there again.
  const title = (await bought.first().getByTestId('drama-card-title').textContent())!;
  await bought.first().getByTestId('drama-card-link').click();
  await expect(page).toHaveURL(/\/shortPlayDetail\?episodeRelevance=\d+/);
  await expect(page.getByTestId('drama-player')).toBeVisible();
  await page.goto('/my');
  await page.getByTestId('my-tab-dramas').click();
  await page.getByTestId('dramas-shelf-watched').click();
  const watched = page.getByTestId('dramas-watched').getByTestId('drama-card').filter({ hasText: title });
  await expect(watched.getByTestId('drama-card-progress')).toContainText('看到第 1 集');
});
