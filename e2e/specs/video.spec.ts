import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, loginPrompt, screenshotDir, settle, test } from '../fixtures';
import { passwordSession, signedCall, storedSessionOf, type ApiSession } from '../support/signed-api';

/*
 * The short-video view (spec 000 §2 "Short-video view", §4, §6, §9) on the seeded demo world. Guests
 * browse and are asked to log in for every action; logged-in viewers like, collect, follow, share and
 * report. Each test that logs in uses its own demo account so the tests can run side by side:
 * 10000003 logs in through the prompt, 10000006 arrives logged in.
 */

const PASSWORD = 'fox123456';

// Each journey turns several videos and waits on real playback; on a loaded two-core machine that takes
// longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

const current = (page: Page) => page.getByTestId('video-slide-current');
const title = (page: Page) => page.getByTestId('video-title');

const FEED_PATH = '/app/api/content/video/page/center';

/** Opens the feed; answers the query the page sent for its first page (pageNum, pageSize, siteId). */
async function openFeed(page: Page): Promise<Record<string, string>> {
  const request = page.waitForRequest((sent) => sent.url().includes(FEED_PATH));
  await page.goto('/content/videoList');
  const query = Object.fromEntries(new URL((await request).url()).searchParams);
  await expect(page.getByTestId('video-player')).toBeVisible();
  await expect(title(page)).not.toBeEmpty();
  return query;
}

interface FeedVideo {
  id: number;
  userId: number;
  praiseObj: boolean;
  collectObj: boolean;
  followObj: boolean;
}

/**
 * Turns the player to the first video of the feed's first page (as the session sees it) that matches.
 * It steps until that very video is current, so a video published meanwhile by another spec does not
 * send it one off.
 */
async function turnToVideo<T extends FeedVideo>(
  page: Page,
  baseURL: string,
  query: Record<string, string>,
  session: ApiSession | undefined,
  matches: (video: T) => boolean,
): Promise<T> {
  const feed = await signedCall<T[]>(baseURL, 'GET', FEED_PATH, { query, ...(session ? { session } : {}) });
  const target = feed.data.find(matches);
  expect(target, 'a matching video on the first page').toBeDefined();
  for (let step = 0; step < 12 && (await currentVideoId(page)) !== target!.id; step += 1) {
    const position = await page.getByTestId('video-position').textContent();
    await page.getByTestId('video-next').click();
    await expect(page.getByTestId('video-position')).not.toHaveText(position!);
  }
  expect(await currentVideoId(page)).toBe(target!.id);
  return target!;
}

/**
 * The demo world gives its users likes, collections and follows already; a test of "like" needs a video
 * the user has not liked yet. Finds the first such video of the feed's first page as the user sees it and
 * turns the player to it.
 */
async function turnToFreshVideo(
  page: Page,
  baseURL: string,
  query: Record<string, string>,
  session: ApiSession,
) {
  const feed = await signedCall<FeedVideo[]>(baseURL, 'GET', FEED_PATH, { query, session });
  const index = feed.data.findIndex(
    (video) => video.userId !== session.userId && !video.praiseObj && !video.collectObj && !video.followObj,
  );
  expect(index, 'a video of the first page the user has not touched').toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await page.getByTestId('video-next').click();
  await expect(page.getByTestId('video-position')).toHaveText(new RegExp(`^${index + 1} /`));
  return feed.data[index]!.id;
}

async function currentVideoId(page: Page): Promise<number> {
  return Number(await current(page).getAttribute('data-video-id'));
}

/** The behaviours (bhvType) the page reports to the recommender for short videos, in order. */
function recordBehaviours(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/app/api/ai/rec/add')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { itemType?: string; bhvType?: string };
    if (body.itemType === 'shortvideo' && body.bhvType) seen.push(body.bhvType);
  });
  return seen;
}

/** The number shown under an action button. */
async function countOf(button: Locator): Promise<number> {
  return Number(await button.locator('.video-action__count').textContent());
}

/** The same session the web client keeps, set before the page loads; the guide is marked as seen. */
async function arriveLoggedIn(context: BrowserContext, baseURL: string, userName: string) {
  const session = await passwordSession(baseURL, userName, PASSWORD);
  await signedCall(baseURL, 'POST', '/app/user/guide/done', { session, body: {} });
  const stored = await storedSessionOf(baseURL, session);
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  return session;
}

async function closeLoginPrompt(page: Page) {
  await page.keyboard.press('Escape');
  await expect(loginPrompt(page)).toBeHidden();
}

test('a guest browses the feed: the video plays, arrows and keys turn it', async ({ page }) => {
  await openFeed(page);
  const video = page.getByTestId('video-element');
  await expect(video).toHaveAttribute('src', /^\/resource\/files\//);
  // Autoplay, muted: the current video is really playing.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted))
    .toBe(true);
  await expect(page.getByTestId('video-previous')).toBeDisabled();
  await expect(page.getByTestId('video-author')).toHaveText(/^@.+/);
  await settle(page);
  await page.screenshot({ path: shot('video-player-guest') });

  const first = await title(page).textContent();
  await page.getByTestId('video-next').click();
  await expect(title(page)).not.toHaveText(first!);
  const second = await title(page).textContent();

  await page.keyboard.press('ArrowDown');
  await expect(title(page)).not.toHaveText(second!);
  await expect(page.getByTestId('video-position')).toHaveText(/^3 \/ \d+$/);

  await page.keyboard.press('ArrowUp');
  await expect(title(page)).toHaveText(second!);
  await page.getByTestId('video-previous').click();
  await expect(title(page)).toHaveText(first!);

  // Only the current video plays; the one left behind is paused.
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.querySelectorAll('video')].filter((element) => !element.paused).length,
      ),
    )
    .toBe(1);

  // The sound control unmutes.
  await page.getByTestId('video-sound').click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
});

test('the mouse wheel turns one video per second', async ({ page }) => {
  await openFeed(page);
  const first = await title(page).textContent();
  const stage = page.getByTestId('video-player');
  await stage.hover();
  // A burst of wheel events, as one flick on a trackpad sends, is one turn.
  await page.getByTestId('video-slide-current').evaluate((slide) => {
    for (let event = 0; event < 5; event += 1) {
      slide.dispatchEvent(new WheelEvent('wheel', { deltaY: 40, bubbles: true, cancelable: true }));
    }
  });
  await expect(page.getByTestId('video-position')).toHaveText(/^2 \//);
  await expect(title(page)).not.toHaveText(first!);
  await page.waitForTimeout(1100);
  await page.mouse.wheel(0, -120);
  await expect(title(page)).toHaveText(first!);
});

test('a swipe turns the video without pausing it; a click pauses and plays; the next page comes near the end', async ({
  page,
}) => {
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === FEED_PATH) pages.push(url.searchParams.get('pageNum') ?? '');
  });
  const exposes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/app/api/ai/rec/add')) exposes.push(request.postData() ?? '');
  });
  await openFeed(page);
  const first = await title(page).textContent();
  const box = (await page.getByTestId('video-element').boundingBox())!;
  const x = box.x + box.width / 2;
  // Drag up by 120 px: the next video.
  await page.mouse.move(x, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(x, box.y + box.height * 0.7 - 60, { steps: 4 });
  await page.mouse.move(x, box.y + box.height * 0.7 - 120, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('video-position')).toHaveText(/^2 \//);
  await expect(title(page)).not.toHaveText(first!);
  const video = page.getByTestId('video-element');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);

  // A short drag is no swipe: a click, which pauses; another click plays again. First the slide
  // finishes moving into place.
  const stageTop = (await page.getByTestId('video-player').boundingBox())!.y;
  await expect.poll(async () => (await current(page).boundingBox())!.y).toBe(stageTop);
  await page.mouse.move(x, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(x, box.y + box.height * 0.5 - 20, { steps: 2 });
  await page.mouse.up();
  await expect(page.getByTestId('video-position')).toHaveText(/^2 \//);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(page.getByTestId('video-play')).toBeVisible();
  await page.getByTestId('video-play').click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);

  // Ten come at first; the second page is asked for at the 8th video (within 3 of the end), not before.
  expect(pages).toEqual(['1']);
  for (let step = 2; step < 7; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('video-position')).toHaveText(/^7 \//);
  expect(pages).toEqual(['1']);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => pages).toEqual(['1', '2']);
  await expect(page.locator('.video-slide')).toHaveCount(20);
  for (let step = 8; step < 11; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('video-position')).toHaveText(/^11 \//);
  await expect(title(page)).not.toBeEmpty();

  // The recommender heard which short videos were shown and how long each was watched.
  await expect.poll(() => exposes.some((body) => /"bhvType":"expose"/.test(body))).toBe(true);
  expect(exposes.some((body) => /"bhvType":"stay"/.test(body) && /"itemType":"shortvideo"/.test(body))).toBe(
    true,
  );
});

test('a video with a showcase carries its promotion tag; the avatar opens the author in a new tab', async ({
  page,
  context,
  baseURL,
}) => {
  const query = await openFeed(page);
  const video = await turnToVideo<FeedVideo & { relation: { busyTitle: string } | null }>(
    page,
    baseURL!,
    query,
    undefined,
    (item) => item.relation !== null,
  );
  const tag = current(page).getByTestId('promotion-tag');
  await expect(tag).toBeVisible();
  await expect(tag).toContainText(video.relation!.busyTitle);
  await settle(page);
  await page.screenshot({ path: shot('video-player-promotion') });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settle(page);
  await page.screenshot({ path: shot('video-player-1920') });
  await page.setViewportSize({ width: 1366, height: 768 });

  const opened = context.waitForEvent('page');
  await page.getByTestId('video-avatar').click();
  const authorPage = await opened;
  await authorPage.waitForLoadState();
  expect(new URL(authorPage.url()).pathname + new URL(authorPage.url()).search).toBe(
    `/othersHome?userId=${video.userId}`,
  );
  await authorPage.close();
});

test('on their own video a viewer sees no follow and no report; the avatar opens their own page', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await arriveLoggedIn(context, baseURL!, '10000006');
  const query = await openFeed(page);
  await expect(page.getByTestId('nav-user')).toBeVisible();
  await turnToVideo(page, baseURL!, query, session, (item) => item.userId === session.userId);
  await expect(page.getByTestId('video-follow')).toHaveCount(0);
  await page.getByTestId('video-more').click();
  await expect(page.getByTestId('video-more-dislike')).toBeVisible();
  await expect(page.getByTestId('video-more-report')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('video-avatar').click();
  await expect(page).toHaveURL(/\/my$/);
});

test('every action asks a guest to log in first', async ({ page, baseURL }) => {
  const query = await openFeed(page);
  for (const action of ['video-like', 'video-collect', 'video-follow', 'video-share']) {
    await page.getByTestId(action).click();
    await expect(loginPrompt(page), action).toBeVisible();
    await closeLoginPrompt(page);
  }

  await page.getByTestId('video-more').click();
  await page.getByTestId('video-more-report').click();
  await expect(loginPrompt(page)).toBeVisible();
  await closeLoginPrompt(page);
  await expect(page.getByTestId('report-dialog')).toHaveCount(0);

  // The drawer of a video that has comments, for the screenshot.
  await turnToVideo<FeedVideo & { commentCount: number }>(
    page,
    baseURL!,
    query,
    undefined,
    (item) => item.commentCount > 0,
  );
  await page.getByTestId('video-comment').click();
  const drawer = page.getByTestId('comment-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('comment-item').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('video-comment-drawer') });
  await drawer.getByTestId('comment-input').fill('拍得真好');
  await drawer.getByTestId('comment-send').click();
  await expect(loginPrompt(page)).toBeVisible();
});

test('a guest who likes logs in at the prompt; the list is asked again and the like lands', async ({
  page,
  baseURL,
}) => {
  const session = await passwordSession(baseURL!, '10000003', PASSWORD);
  await signedCall(baseURL!, 'POST', '/app/user/guide/done', { session, body: {} });
  const query = await openFeed(page);
  const id = await turnToFreshVideo(page, baseURL!, query, session);
  const like = page.getByTestId('video-like');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = await countOf(like);

  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/app/api/content/video/page/center')) feedRequests.push(request.url());
  });
  await like.click();
  await expect(loginPrompt(page)).toBeVisible();
  await page.getByTestId('login-tab-userName').click();
  await page.getByTestId('login-account').fill('10000003');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-terms').click();
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('登录成功')).toBeVisible();

  await expect(page.getByText('点赞成功')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => countOf(like)).toBe(before + 1);
  expect(feedRequests.length).toBeGreaterThan(0);
  // Still the same video: the list asked again did not throw the viewer back to the first one.
  expect(await currentVideoId(page)).toBe(id);
});

test('a guest who taps like and logs in as someone who already liked it keeps the like', async ({
  page,
  baseURL,
}) => {
  const session = await passwordSession(baseURL!, '10000009', PASSWORD);
  await signedCall(baseURL!, 'POST', '/app/user/guide/done', { session, body: {} });
  const query = await openFeed(page);
  const id = await turnToFreshVideo(page, baseURL!, query, session);
  const like = page.getByTestId('video-like');
  const before = await countOf(like);
  // The account likes the video elsewhere (the app, another tab) while the guest is looking.
  const liked = await signedCall<boolean>(baseURL!, 'POST', '/app/api/common/like', {
    session,
    body: { busyCode: id, busyType: 'Video' },
  });
  expect(liked.data).toBe(true);

  await like.click();
  await expect(loginPrompt(page)).toBeVisible();
  await page.getByTestId('login-tab-userName').click();
  await page.getByTestId('login-account').fill('10000009');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-terms').click();
  await page.getByTestId('login-submit').click();

  await expect(page.getByText('已点赞')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => countOf(like)).toBe(before + 1);
  const flags = await signedCall<{ praiseObj: boolean }>(baseURL!, 'GET', '/app/api/common/flags', {
    session,
    query: { busyCode: String(id), busyType: 'Video' },
  });
  expect(flags.data.praiseObj).toBe(true);
  expect(await currentVideoId(page)).toBe(id);
});

test('a logged-in viewer likes, unlikes, collects and follows', async ({ page, context, baseURL }) => {
  const session = await arriveLoggedIn(context, baseURL!, '10000006');
  const behaviours = recordBehaviours(page);
  const query = await openFeed(page);
  await expect(page.getByTestId('nav-user')).toBeVisible();
  const id = await turnToFreshVideo(page, baseURL!, query, session);

  const like = page.getByTestId('video-like');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const likes = await countOf(like);
  await like.click();
  await expect(page.getByText('点赞成功')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await countOf(like)).toBe(likes + 1);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => countOf(like)).toBe(likes);

  const collect = page.getByTestId('video-collect');
  await expect(collect).toHaveAttribute('aria-pressed', 'false');
  const collects = await countOf(collect);
  await collect.click();
  await expect(page.getByText('收藏成功')).toBeVisible();
  await expect(collect).toHaveAttribute('aria-pressed', 'true');
  expect(await countOf(collect)).toBe(collects + 1);

  const follow = page.getByTestId('video-follow');
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(page.getByText('关注成功')).toBeVisible();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => behaviours.filter((kind) => ['like', 'unlike', 'collect'].includes(kind)))
    .toEqual(['like', 'unlike', 'collect']);
  await settle(page);
  await page.screenshot({ path: shot('video-player-logged-in') });

  // A comment sent in the drawer shows there, and the button's count rises by one.
  const comment = page.getByTestId('video-comment');
  const comments = await countOf(comment);
  await comment.click();
  const drawer = page.getByTestId('comment-drawer');
  await expect(drawer).toBeVisible();
  const text = `周末一起打球 ${Date.now()}`;
  await drawer.getByTestId('comment-input').fill(text);
  await drawer.getByTestId('comment-send').click();
  await expect(drawer.getByText(text)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(() => countOf(comment)).toBe(comments + 1);

  // The server kept it: a fresh read of the video answers the viewer's flags.
  const detail = await signedCall<{ praiseObj: boolean; collectObj: boolean; followObj: boolean }>(
    baseURL!,
    'GET',
    `/app/api/content/video/${id}`,
    { session },
  );
  expect(detail.data).toMatchObject({ praiseObj: false, collectObj: true, followObj: true });
});

test('a logged-in viewer shares a link that opens the video, and reports a video', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const session = await arriveLoggedIn(context, baseURL!, '10000006');
  const query = await openFeed(page);
  // A video is reported once per user: a retry or repeat of this test reports the next one.
  const attempt = test.info().retry + test.info().repeatEachIndex;
  const others = (await signedCall<FeedVideo[]>(baseURL!, 'GET', FEED_PATH, { query, session })).data.filter(
    (item) => item.userId !== session.userId,
  );
  const target = others[2 + attempt]!;
  const id = (await turnToVideo(page, baseURL!, query, session, (item) => item.id === target.id)).id;
  const shared = await title(page).textContent();

  const behaviours = recordBehaviours(page);
  await page.getByTestId('video-share').click();
  await expect(page.getByText('链接复制成功，去分享好友吧')).toBeVisible();
  await expect.poll(() => behaviours).toContain('share');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/videoShare?id=${id}`);

  await page.getByTestId('video-more').click();
  await page.getByTestId('video-more-report').click();
  const dialog = page.getByTestId('report-dialog');
  await expect(dialog).toBeVisible();
  const reasons = dialog.getByTestId('report-reasons').locator('label');
  await expect(reasons.first()).toBeVisible();
  await reasons.nth(1).click();
  await dialog.getByTestId('report-information').fill('标题与内容不符');
  await dialog.getByTestId('report-submit').click();
  await expect(page.getByText('举报成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The copied link opens that one video, without arrows.
  await page.goto(link.replace(baseURL!, ''));
  await expect(title(page)).toHaveText(shared!);
  await expect(page.getByTestId('video-next')).toHaveCount(0);
});

test('a share link with a bad or unknown id says the video is not there', async ({ page, browserErrors }) => {
  // The server answers an unknown id with HTTP 404, which Chromium logs as a failed resource.
  browserErrors.allow(/status of 404 .*\/app\/api\/content\/video\/999999/);
  await page.goto('/videoShare?id=abc');
  await expect(page.getByTestId('video-not-found')).toContainText('视频不存在或已下架');
  await page.goto('/videoShare?id=999999');
  await expect(page.getByTestId('video-not-found')).toContainText('视频不存在或已下架');
  await settle(page);
  await page.screenshot({ path: shot('video-share-not-found') });
  await page.getByTestId('video-to-feed').click();
  await expect(page.getByTestId('video-player')).toBeVisible();
});
