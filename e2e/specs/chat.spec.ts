import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession, signedCall, type ApiSession } from '../support/signed-api';
import { logInAs, openPanel, thread } from '../support/chat-session';

/*
 * One-to-one chat in real time (spec 001 §2, §4, §5): A finds B from the panel's plus menu and sends a
 * text; B, with the panel open, sees it arrive without a reload, with an unread badge that clears when
 * the conversation is opened, and replies; a message A sends while offline goes out once when the
 * connection comes back. Accounts: 10000007 (A) and 10000008 (B).
 */

const PASSWORD = 'fox123456';
test.describe.configure({ timeout: 120_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const DEMO_PICTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/demo-media/pictures/cat.jpg',
);

/** Right-clicks a conversation and picks a menu entry; a menu that closed on a re-render is opened again. */
async function fromContextMenu(page: Page, row: Locator, entry: string, shotName?: string) {
  await row.click({ button: 'right' });
  const item = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: entry, exact: true });
  // The menu opens where the pointer is, inside the panel, without scrolling anything into view.
  await expect(item).toBeInViewport();
  const box = (await item.boundingBox())!;
  const rowBox = (await row.boundingBox())!;
  expect(Math.abs(box.y - (rowBox.y + rowBox.height / 2))).toBeLessThan(80);
  if (shotName) await page.screenshot({ path: shot(shotName) });
  await item.click();
}

test('two users chat in real time, with unread badges and a send made offline arriving once', async ({
  page,
  context,
  browser,
  baseURL,
  browserErrors,
}) => {
  // Going offline makes the browser report the failed reconnects; that is the point of the step.
  browserErrors.allow(/WebSocket connection to .* failed/);
  const sessionA = await passwordSession(baseURL!, '10000007', PASSWORD);
  const sessionB = await passwordSession(baseURL!, '10000008', PASSWORD);
  await logInAs(context, baseURL!, sessionA);
  const contextB = await browser.newContext({ baseURL });
  await logInAs(contextB, baseURL!, sessionB);
  const pageB = await contextB.newPage();
  const errorsB: string[] = [];
  pageB.on('pageerror', (error) => errorsB.push(error.message));
  pageB.on('console', (message) => {
    if (message.type() === 'error') errorsB.push(message.text());
  });

  const run = Date.now() % 100000;
  const hello = `你好，周末一起去爬山吗？${run}`;
  const reply = `好呀，周六早上八点见 ${run}`;
  const offline = `我刚才断网了，这条是离线时发的 ${run}`;
  const whileAway = `你那边是不是断线了？${run}`;

  await openPanel(pageB);
  await openPanel(page);

  // A finds B by ID from the plus menu and opens the chat.
  await page.getByTestId('chat-new').click();
  await page.getByTestId('chat-new-search').getByRole('searchbox').fill('10000008');
  await page.getByTestId('chat-new-send').first().click();
  const threadA = page.getByTestId('chat-thread');
  await expect(threadA).toHaveAttribute('data-peer', String(sessionB.userId));

  // Empty text is never sent; Shift+Enter is a newline, Enter sends.
  const input = page.getByTestId('chat-input');
  await input.fill('   ');
  await expect(page.getByTestId('chat-send')).toBeDisabled();
  await input.press('Enter');
  await expect(thread(page).getByTestId('chat-pending')).toHaveCount(0);
  await expect(thread(page).getByTestId('chat-message')).toHaveCount(0);
  await input.fill(hello);
  await input.press('Enter');
  await expect(thread(page).getByTestId('chat-message').filter({ hasText: hello })).toHaveCount(1);
  await expect(thread(page).getByTestId('chat-pending')).toHaveCount(0);
  await expect(input).toHaveValue('');

  // B sees it arrive live: the conversation with an unread badge, the message tab's badge too.
  const rowOfA = pageB.locator(`[data-testid="chat-conversation"][data-peer="${sessionA.userId}"]`);
  await expect(rowOfA).toContainText(hello);
  await expect(rowOfA.locator('.ant-badge-count')).toHaveAttribute('title', '1');
  await expect(pageB.locator('.ant-badge', { has: pageB.getByTestId('chat-tab-message') })).toContainText(
    '1',
  );

  // Opening it shows the message and marks it read, here and on the server.
  await rowOfA.click();
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
  await expect(rowOfA.locator('.ant-badge-count')).toHaveCount(0);
  await expect
    .poll(async () => {
      const stat = await signedCall<{ unreadCount: number }>(baseURL!, 'GET', '/im/chat/stat/person', {
        session: sessionB,
      });
      return stat.data.unreadCount;
    })
    .toBe(0);

  // B replies; A, looking at the thread, sees it without reloading.
  await pageB.getByTestId('chat-input').fill(reply);
  await pageB.getByTestId('chat-input').press('Enter');
  await expect(thread(page).getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();
  await expect(thread(pageB).locator('.chat-row--own').filter({ hasText: reply })).toBeVisible();
  await expect(thread(page).locator('.chat-row--own').filter({ hasText: hello })).toBeVisible();

  // A loses the network; B writes meanwhile and A sends: the bubble waits, then goes out once the
  // connection is back, and what B wrote is caught up.
  await context.setOffline(true);
  await expect(page.locator('[data-testid="chat-status"][data-status="open"]')).toHaveCount(0);
  await pageB.getByTestId('chat-input').fill(whileAway);
  await pageB.getByTestId('chat-input').press('Enter');
  await expect(thread(pageB).locator('.chat-row--own').filter({ hasText: whileAway })).toBeVisible();
  await input.fill(offline);
  await input.press('Enter');
  await expect(thread(page).getByTestId('chat-pending').filter({ hasText: offline })).toBeVisible();
  await context.setOffline(false);
  await expect(thread(page).getByTestId('chat-message').filter({ hasText: offline })).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(thread(page).getByTestId('chat-pending')).toHaveCount(0);
  await expect(thread(page).getByTestId('chat-message').filter({ hasText: whileAway })).toHaveCount(1);
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: offline })).toHaveCount(1);
  const stored = await signedCall<Array<{ body: { content: string } }>>(
    baseURL!,
    'GET',
    '/im/chat/message/inner/list',
    {
      session: sessionB,
      query: { sessionType: 'single', receiverId: String(sessionA.userId), pageNum: '1', pageSize: '15' },
    },
  );
  expect(stored.data.filter((message) => message.body.content === offline)).toHaveLength(1);

  // Pinning from the context menu.
  await fromContextMenu(pageB, rowOfA, '置顶', 'chat-context-menu');
  await expect(pageB.getByText('置顶成功')).toBeVisible();
  await expect(rowOfA).toHaveClass(/chat-conv--pinned/);
  await fromContextMenu(pageB, rowOfA, '取消置顶');
  await expect(pageB.locator('.ant-message').getByText('取消置顶')).toBeVisible();
  await expect(rowOfA).not.toHaveClass(/chat-conv--pinned/);

  // A longer history: the thread opens on the latest 15 and loads the older ones when scrolled to the top.
  for (let index = 1; index <= 13; index++) {
    await input.fill(`第 ${index} 条：今天的行程安排 ${run}`);
    await input.press('Enter');
  }
  await expect(thread(page).getByTestId('chat-message')).toHaveCount(17);
  await expect(thread(page).getByTestId('chat-pending')).toHaveCount(0);
  await pageB.reload();
  await pageB.getByTestId('nav-messages').click();
  await rowOfA.click();
  await expect(thread(pageB).getByTestId('chat-message')).toHaveCount(15);
  await expect(thread(pageB).getByTestId('chat-message').last()).toContainText(`第 13 条`);
  await expect(pageB.getByTestId('chat-older')).not.toHaveText('没有更多消息了');
  await thread(pageB).evaluate((list) => list.scrollTo({ top: 0 }));
  await expect(thread(pageB).getByTestId('chat-message')).toHaveCount(17);
  await expect(pageB.getByTestId('chat-older')).toHaveText('没有更多消息了');
  await expect(thread(pageB).getByTestId('chat-message').first()).toContainText(hello);

  // B sends a picture; both sides show it as an image.
  await pageB.getByTestId('chat-photo-input').setInputFiles(DEMO_PICTURE);
  const photoAtA = thread(page).locator('.chat-bubble--photo img');
  await expect(photoAtA).toHaveCount(1);
  await expect
    .poll(() => photoAtA.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(thread(pageB).locator('.chat-row--own .chat-bubble--photo img')).toHaveCount(1);
  // The sender, who had scrolled up through the history, is taken to the bottom with the whole picture.
  await expect(thread(pageB).locator('.chat-row--own .chat-bubble--photo img')).toBeInViewport({ ratio: 1 });
  await expect(photoAtA).toBeInViewport({ ratio: 1 });
  await expect(
    page.locator(`[data-testid="chat-conversation"][data-peer="${sessionB.userId}"]`),
  ).toContainText('[图片]');

  await settle(page);
  await page.screenshot({ path: shot('chat-panel-sender') });
  await settle(pageB);
  await pageB.screenshot({ path: shot('chat-panel-receiver') });
  // Deleting the conversation removes it from A's list only.
  const rowOfB = page.locator(`[data-testid="chat-conversation"][data-peer="${sessionB.userId}"]`);
  await fromContextMenu(page, rowOfB, '删除');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rowOfB).toHaveCount(0);
  const listOf = async (session: ApiSession) =>
    (
      await signedCall<Array<{ receiver: { id: number } }>>(baseURL!, 'GET', '/im/chat/message/outer/list', {
        session,
      })
    ).data.map((item) => item.receiver.id);
  expect(await listOf(sessionA)).not.toContain(sessionB.userId);
  expect(await listOf(sessionB)).toContain(sessionA.userId);

  expect(errorsB).toEqual([]);
  await contextB.close();
});
