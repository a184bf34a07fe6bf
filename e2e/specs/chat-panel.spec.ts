import path from 'node:path';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession } from '../support/signed-api';
import { logInAs } from '../support/chat-session';

/*
 * The chat panel's own parts (spec 001 §2): the viewer's card behind their avatar, the message tab's
 * search for contacts, and the bar over a chat with someone who is not a friend. Reads only: account
 * 10000005, whose friends in the seed are 10000002 and 10000008 (remarked '阿杰'); nothing is sent.
 */

const PASSWORD = 'fox123456';
test.describe.configure({ timeout: 90_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

test('own card, contact search and the not-a-friend bar in the chat panel', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await passwordSession(baseURL!, '10000005', PASSWORD);
  const friend = await passwordSession(baseURL!, '10000008', PASSWORD);
  await logInAs(context, baseURL!, session);
  await page.goto('/');
  await page.getByTestId('nav-messages').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();

  // The viewer's card: intro, site and the phone with only its first three and last four digits.
  await page.getByTestId('chat-me').hover();
  const card = page.getByTestId('chat-me-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('chat-me-phone')).toHaveText('138****0005');
  await expect(card.getByTestId('chat-me-intro')).not.toBeEmpty();
  await expect(card.getByTestId('chat-me-site')).toHaveText(/^\d+$/);
  await settle(page);
  await page.screenshot({ path: shot('chat-my-card') });
  // The card lies over the tools row; it goes once the pointer leaves the avatar and the card.
  await page.locator('.chat-layout__main').hover();
  await expect(card).toBeHidden();

  // The search finds the friend by remark and replaces the list until a result is chosen.
  await page.getByTestId('chat-search').fill('阿杰');
  const contacts = page.getByTestId('chat-search-contacts');
  await expect(contacts.getByTestId('chat-search-row')).toHaveCount(1);
  await expect(contacts).toContainText('阿杰');
  await page.screenshot({ path: shot('chat-search') });
  await contacts.getByTestId('chat-search-row').click();
  await expect(page.getByTestId('chat-thread')).toHaveAttribute('data-peer', String(friend.userId));
  await expect(page.getByTestId('chat-search')).toHaveValue('');
  await expect(page.getByTestId('chat-search-results')).toHaveCount(0);
  await expect(page.getByTestId('chat-not-friend')).toHaveCount(0);

  // Someone who is not a friend: the bar, whose button opens the friend request form for them.
  await page.getByTestId('chat-search').fill('没有这个人');
  await expect(page.getByText('没有找到相关的联系人或群聊')).toBeVisible();
  await page.getByTestId('chat-search').fill('');
  await page.getByTestId('chat-new').click();
  await page.getByTestId('chat-new-search').getByRole('searchbox').fill('10000007');
  await page.getByTestId('chat-new-send').first().click();
  const bar = page.getByTestId('chat-not-friend');
  await expect(bar).toContainText('对方不是你的好友');
  await expect(page.getByTestId('chat-new-search')).toBeHidden();
  await settle(page);
  await page.screenshot({ path: shot('chat-not-friend') });
  await bar.getByTestId('chat-not-friend-add').click();
  await expect(page.getByTestId('friend-request-form')).toBeVisible();
  await page.getByTestId('friend-request-form').getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('friend-request-form')).toBeHidden();
});
