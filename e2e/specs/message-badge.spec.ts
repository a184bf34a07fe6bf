import path from 'node:path';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession, signedCall, type ApiSession } from '../support/signed-api';
import { logInAs, openPanel, thread } from '../support/chat-session';

/*
 * The header's unread messages (issue 15): a message that arrives while the chat panel is closed shows on
 * the header's 消息 entry and leads the tab title, and both clear once it is read. Accounts: 10000011
 * receives (no other journey writes to him), 10000010 sends.
 */

const PASSWORD = 'fox123456';
test.describe.configure({ timeout: 120_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

/** Marks every conversation of the user read, so the badge starts from nothing whatever was seeded. */
async function readEverything(baseURL: string, session: ApiSession) {
  const list = await signedCall<
    Array<{ sessionType: string; receiver: { id: number }; unreadCount: number }>
  >(baseURL, 'GET', '/im/chat/message/outer/list', { session, query: { pageNum: '1', pageSize: '200' } });
  for (const item of list.data.filter((entry) => entry.unreadCount > 0)) {
    await signedCall(baseURL, 'POST', `/im/chat/message/read/${item.sessionType}/${item.receiver.id}`, {
      session,
      body: {},
    });
  }
}

test('a message that arrives with the chat closed shows on the header and in the title until read', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const receiver = await passwordSession(baseURL!, '10000011', PASSWORD);
  const sender = await passwordSession(baseURL!, '10000010', PASSWORD);
  await readEverything(baseURL!, receiver);
  await logInAs(context, baseURL!, receiver);
  await page.goto('/home');
  const badge = page.getByTestId('message-total-badge');
  await expect(badge).toBeAttached();
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);
  await expect(page).toHaveTitle(/^首页 - /);

  const senderContext = await browser.newContext({ baseURL });
  await logInAs(senderContext, baseURL!, sender);
  const senderPage = await senderContext.newPage();
  await openPanel(senderPage);
  await senderPage.getByTestId('chat-new').click();
  await senderPage.getByTestId('chat-new-search').getByRole('searchbox').fill('10000011');
  await senderPage.getByTestId('chat-new-send').first().click();
  const text = `下午的分享会几点开始？${Date.now() % 100000}`;
  await senderPage.getByTestId('chat-input').fill(text);
  await senderPage.getByTestId('chat-input').press('Enter');
  await expect(thread(senderPage).getByTestId('chat-pending')).toHaveCount(0);

  // The receiver never opened the chat: the badge and the title count come with the notice polling.
  await expect(badge.locator('.ant-badge-count')).toHaveAttribute('title', '1', { timeout: 15_000 });
  await expect(page).toHaveTitle(/^\(1\) 首页 - /);
  await settle(page);
  await page.screenshot({ path: shot('header-message-badge') });

  // Reading it clears both.
  await page.getByTestId('nav-messages').click();
  const row = page.locator(`[data-testid="chat-conversation"][data-peer="${sender.userId}"]`);
  await row.click();
  await expect(thread(page).getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);
  await expect(page).toHaveTitle(/^首页 - /);
  await senderContext.close();
});
