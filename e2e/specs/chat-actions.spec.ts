import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, screenshotDir, test } from '../fixtures';
import { passwordSession } from '../support/signed-api';
import { logInAs, openPanel, thread } from '../support/chat-session';

/*
 * The chat message context menu (spec 001 §5, §9): A copies a text ('复制成功'), recalls one within the
 * 2 minutes and B sees the recall tip live, deletes one from A's own view only, and forwards one to a
 * friend picked from the friend book. Accounts: 10000002 (A) and 10000009 (B), friends in the seed.
 */

const PASSWORD = 'fox123456';
test.describe.configure({ timeout: 120_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

/** Right-clicks a bubble and picks an entry of its menu. */
async function fromBubbleMenu(page: Page, row: Locator, action: string, shotName?: string) {
  // The menu of the previous action has closed first.
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  await row.getByTestId('chat-bubble').click({ button: 'right' });
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId(`chat-menu-${action}`);
  await expect(item).toBeVisible();
  if (shotName) await page.screenshot({ path: shot(shotName) });
  await item.click();
}

test('copy, recall seen live, delete for oneself and forward to a friend from the bubble menu', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const sessionA = await passwordSession(baseURL!, '10000002', PASSWORD);
  const sessionB = await passwordSession(baseURL!, '10000009', PASSWORD);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAs(context, baseURL!, sessionA);
  const contextB = await browser.newContext({ baseURL });
  await logInAs(contextB, baseURL!, sessionB);
  const pageB = await contextB.newPage();

  const run = Date.now() % 100000;
  const keep = `明天上午十点开会 ${run}`;
  const oops = `发错了，这条撤回 ${run}`;
  const mine = `只从我这边删掉 ${run}`;

  await openPanel(page);
  await openPanel(pageB);
  await page.getByTestId('chat-new').click();
  await page.getByTestId('chat-new-search').getByRole('searchbox').fill('10000009');
  await page.getByTestId('chat-new-send').first().click();
  await expect(page.getByTestId('chat-thread')).toHaveAttribute('data-peer', String(sessionB.userId));
  const input = page.getByTestId('chat-input');
  for (const text of [keep, oops, mine]) {
    await input.fill(text);
    await input.press('Enter');
    await expect(thread(page).getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
  }
  const rowOfA = pageB.locator(`[data-testid="chat-conversation"][data-peer="${sessionA.userId}"]`);
  await rowOfA.click();
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: oops })).toBeVisible();

  // Copy: the text lands on the clipboard and the spec's toast shows.
  const keepAtA = thread(page).getByTestId('chat-message').filter({ hasText: keep });
  await fromBubbleMenu(page, keepAtA, 'copy', 'chat-bubble-menu');
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keep);

  // Recall: both sides show the tip in its place, B without a reload.
  await fromBubbleMenu(page, thread(page).getByTestId('chat-message').filter({ hasText: oops }), 'recall');
  await expect(thread(page).getByTestId('chat-recalled')).toHaveText('你撤回了一条消息');
  await expect(thread(pageB).getByTestId('chat-recalled')).toHaveText('对方撤回了一条消息');
  await expect(thread(pageB).getByText(oops)).toHaveCount(0);
  await pageB.screenshot({ path: shot('chat-recalled-live') });

  // Delete: gone from A's view, still in B's, after a reload too.
  await fromBubbleMenu(page, thread(page).getByTestId('chat-message').filter({ hasText: mine }), 'delete');
  await expect(thread(page).getByText(mine)).toHaveCount(0);
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: mine })).toBeVisible();
  await page.reload();
  await page.getByTestId('nav-messages').click();
  await page.locator(`[data-testid="chat-conversation"][data-peer="${sessionB.userId}"]`).click();
  await expect(thread(page).getByTestId('chat-message').filter({ hasText: keep })).toBeVisible();
  await expect(thread(page).getByText(mine)).toHaveCount(0);

  // Forward: B's own message picked up by B's menu and sent to a friend from B's book (A).
  const keepAtB = thread(pageB).getByTestId('chat-message').filter({ hasText: keep });
  await fromBubbleMenu(pageB, keepAtB, 'forward');
  const dialog = pageB.locator('.ant-modal').filter({ has: pageB.getByTestId('chat-forward') });
  await expect(dialog.getByTestId('chat-forward-friend').first()).toBeVisible();
  const friendRow = dialog.locator(`[data-testid="chat-forward-friend"][data-key="${sessionA.userId}"]`);
  await friendRow.click();
  await expect(friendRow.locator('input[type="checkbox"]')).toBeChecked();
  await expect(dialog.getByRole('button', { name: '发送（1/9）' })).toBeEnabled();
  await pageB.screenshot({ path: shot('chat-forward-dialog') });
  await dialog.getByRole('button', { name: '发送（1/9）' }).click();
  await expect(pageB.getByText('发送完成')).toBeVisible();
  // A receives the copy live, as a new message from B.
  await expect(thread(page).locator('.chat-row:not(.chat-row--own)').filter({ hasText: keep })).toHaveCount(
    1,
  );
  await page.screenshot({ path: shot('chat-forwarded') });
  await contextB.close();
});
