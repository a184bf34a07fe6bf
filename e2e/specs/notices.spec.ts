import path from 'node:path';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession, signedCall } from '../support/signed-api';
import { logInAs } from '../support/chat-session';

/*
 * Notifications (spec 001 §2, §7): a like by another user reaches the author's notification panel under
 * 互动 with unread badges, and the notice leads to the liked article. Accounts: 10000007 is the author,
 * 10000011 likes.
 */

const PASSWORD = 'fox123456';
test.describe.configure({ timeout: 90_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const { code, msg, data } = await answer;
  if (code !== 200) throw new Error(`API call failed: ${code} ${msg}`);
  return data;
}

test('a like reaches the author under 互动 with its badge and leads to the article', async ({
  page,
  context,
  baseURL,
}) => {
  const author = await passwordSession(baseURL!, '10000007', PASSWORD);
  const fan = await passwordSession(baseURL!, '10000011', PASSWORD);
  const title = `山间晨雾 ${Date.now() % 100000}`;
  const article = await ok(
    signedCall<{ id: number }>(baseURL!, 'POST', '/app/api/content/article', {
      session: author,
      body: { title, contentHtml: '<p>清晨的山谷里雾气缭绕，远处的村庄若隐若现。</p>' },
    }),
  );
  const liked = await ok(
    signedCall<boolean>(baseURL!, 'POST', '/app/api/common/like', {
      session: fan,
      body: { busyType: 'Article', busyCode: article.id },
    }),
  );
  expect(liked).toBe(true);

  await logInAs(context, baseURL!, author);
  await page.goto('/home');
  // The header's total counts the new like (polled every 5000 ms; the first poll runs at once).
  await expect(page.getByTestId('nav-notices').locator('.ant-badge-count')).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: shot('notices-header-badge'),
    clip: { x: 800, y: 0, width: 566, height: 64 },
  });

  await page.getByTestId('nav-notices').click();
  const panel = page.getByTestId('notice-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('notice-entry-system')).toHaveText(/系统通知/);
  const interactBadge = panel.getByTestId('notice-entry-interact').locator('.ant-badge-count');
  await expect(interactBadge).toBeVisible();
  await expect(interactBadge).toHaveText(/^[1-9]\d*\+?$/);
  await settle(page);
  await page.screenshot({ path: shot('notices-panel-unread') });

  await panel.getByTestId('notice-entry-interact').click();
  const item = panel.getByTestId('notice-interact-item').filter({ hasText: title }).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText('赞了你的文章');
  // Opening the entry marks its notices read: the entry's badge goes.
  await expect(interactBadge).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot('notices-interact') });

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/imageTextDetail\\?id=${article.id}$`));
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page.getByTestId('notice-panel')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot('notices-leads-to-article') });
});
