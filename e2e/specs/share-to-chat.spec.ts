import path from 'node:path';
import { expect, loginPrompt, screenshotDir, settle, test } from '../fixtures';
import { passwordSession, signedCall, type ApiSession } from '../support/signed-api';
import { logInAs, openPanel, thread } from '../support/chat-session';

/*
 * Books and games travel into chats as cards, and are reported from their pages (issue: share books and
 * games; spec 001 §3 Share, §5 Report). A opens a book, shares it into B's chat through 分享 → 分享到聊天
 * with a note; B, in another browser, sees the book card in the conversation and opens the book from it.
 * A reports a game from its details page, and an operator finds the case in the console's report queue.
 * Accounts: 10000013 (A) and 10000014 (B), whom no other journey uses; every demo friendship is some
 * other journey's, so this one makes them friends through the friend request and its approval.
 */

const PASSWORD = 'fox123456';
const OPERATOR_PHONE = '13900000002';
const BOOK_TITLE = '雾港来信';
test.describe.configure({ timeout: 150_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const { code, msg, data } = await answer;
  expect(code, msg).toBe(200);
  return data;
}

/** B agrees to A's friend request, unless they are friends already (a rerun on the same data). */
async function befriend(baseURL: string, a: ApiSession, b: ApiSession) {
  const friends = await ok(
    signedCall<Array<{ friendId: number }>>(baseURL, 'GET', '/app/friends/list', {
      session: a,
      query: { alias: '10000014', pageNum: '1', pageSize: '10' },
    }),
  );
  if (friends.some((friend) => friend.friendId === b.userId)) return;
  const request = await ok(
    signedCall<{ id: number }>(baseURL, 'POST', '/app/friends', {
      session: a,
      body: { friendId: b.userId, applyMsg: '一起追书吧', source: 'platform' },
    }),
  );
  await ok(signedCall(baseURL, 'POST', '/app/friends/pass', { session: b, body: { id: request.id } }));
}

test('a book shared into a friend’s chat opens from its card; a game reported reaches the console', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const sessionA = await passwordSession(baseURL!, '10000013', PASSWORD);
  const sessionB = await passwordSession(baseURL!, '10000014', PASSWORD);
  await befriend(baseURL!, sessionA, sessionB);
  await logInAs(context, baseURL!, sessionA);

  const books = await ok(
    signedCall<Array<{ id: number; title: string }>>(baseURL!, 'GET', '/app/api/novel/list', {
      query: { pageSize: '50' },
    }),
  );
  const book = books.find((item) => item.title === BOOK_TITLE)!;
  expect(book).toBeDefined();

  // A guest who asks to share into a chat, or to report, is asked to log in first.
  const guestContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const guest = await guestContext.newPage();
  await guest.goto(`/novel/novelDetails?id=${book.id}`);
  await guest.getByTestId('share-menu').click();
  await guest.getByTestId('share-menu-chat').click();
  await expect(loginPrompt(guest)).toBeVisible();
  await expect(guest.getByTestId('share-to-chat')).toHaveCount(0);
  await guestContext.close();

  // A's book page: its readers' comments are counted, and 分享 offers the chat.
  await page.goto(`/novel/novelDetails?id=${book.id}`);
  await expect(page.getByTestId('book-detail-title')).toHaveText(BOOK_TITLE);
  await expect(page.getByTestId('book-comments')).toContainText(/[1-9]\d*条评论/);
  await expect(page.getByTestId('book-comments-link')).toContainText('查看全部评论');
  await page.getByTestId('share-menu').click();
  await expect(page.getByTestId('share-menu-link')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('share-to-chat-book-menu') });
  await page.getByTestId('share-menu-chat').click();
  const dialog = page.getByTestId('share-to-chat');
  await expect(dialog.getByTestId('share-to-chat-preview')).toContainText(BOOK_TITLE);

  // B is found by ID; a note goes with the card.
  await dialog.getByTestId('share-to-chat-search').fill('10000014');
  const friendRow = dialog.getByTestId('share-to-chat-choice').first();
  await expect(friendRow).toBeVisible();
  await friendRow.click();
  await dialog.getByTestId('share-to-chat-note').fill('这本开头太抓人了，推荐你看');
  await settle(page);
  await page.screenshot({ path: shot('share-to-chat-dialog') });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settle(page);
  await page.screenshot({ path: shot('share-to-chat-dialog-1920x1080') });
  await page.setViewportSize({ width: 1366, height: 768 });
  await dialog.getByTestId('share-to-chat-send').click();
  const done = page.getByTestId('share-to-chat-done');
  await expect(done).toContainText('已分享');
  await page.getByRole('button', { name: '完成' }).click();

  // B sees the card and the note in the conversation with A, and the card opens the book.
  const contextB = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  await logInAs(contextB, baseURL!, sessionB);
  const pageB = await contextB.newPage();
  await openPanel(pageB);
  await pageB.getByTestId('chat-conversation').filter({ hasText: '这本开头太抓人了' }).first().click();
  const card = thread(pageB).locator('[data-testid="chat-share"][data-share-type="novel"]').last();
  await expect(card).toContainText(BOOK_TITLE);
  await expect(card).toContainText('小说');
  await expect(thread(pageB)).toContainText('这本开头太抓人了，推荐你看');
  await settle(pageB);
  await pageB.screenshot({ path: shot('share-to-chat-card') });
  const [bookTab] = await Promise.all([contextB.waitForEvent('page'), card.click()]);
  await expect(bookTab).toHaveURL(new RegExp(`/novel/novelDetails\\?id=${book.id}$`));
  await expect(bookTab.getByTestId('book-detail-title')).toHaveText(BOOK_TITLE);
  await contextB.close();

  // A reports a game from its details page.
  const games = await ok(
    signedCall<Array<{ id: number; name: string }>>(baseURL!, 'GET', '/app/api/game/list', {
      query: { pageSize: '12' },
    }),
  );
  const game = games[0]!;
  await page.goto(`/game/details?id=${game.id}`);
  await expect(page.getByTestId('game-details-name')).toHaveText(game.name);
  await settle(page);
  await page.screenshot({ path: shot('share-to-chat-game-page') });
  await page.getByTestId('game-report').click();
  const report = page.getByTestId('report-dialog');
  await report.getByTestId('report-reasons').getByText('垃圾广告').click();
  await report.getByTestId('report-information').fill('游戏里弹出引导加群领充值返利的广告');
  await report.getByTestId('report-submit').click();
  await expect(page.getByText('举报成功')).toBeVisible();

  // An operator finds the case about the game in the console's report queue.
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/login');
  await admin.getByTestId('login-account').fill(OPERATOR_PHONE);
  await admin.getByTestId('login-password').fill(PASSWORD);
  await admin.getByTestId('login-submit').click();
  await expect(admin.getByTestId('console-layout')).toBeVisible();
  await admin.getByTestId('menu-reports').click();
  await expect(admin.getByTestId('page-title')).toHaveText('举报队列');
  await expect(admin.getByTestId('report-queue').locator('tr', { hasText: game.name })).toBeVisible();
  await adminContext.close();
});
