import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession } from '../support/signed-api';
import { logInAs } from '../support/chat-session';

/*
 * Friends in the chat panel's friend tab (spec 001 §2–§5): A (10000009, 周末去旅行) finds B (10000010,
 * 程序员老王) by ID and sends a request; B sees it under 新的朋友 and agrees; both find each other in
 * 我的好友; A makes the label 同事 (an empty name is refused with 标签名称不能为空), puts B in it and
 * lists the label's friends. The two are not friends and have no request between them in the seed.
 */

const PASSWORD = 'fox123456';
const A = { userName: '10000009', nickName: '周末去旅行' };
const B = { userName: '10000010', nickName: '程序员老王' };
test.describe.configure({ timeout: 120_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const DEMO_PICTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/demo-media/pictures/cat.jpg',
);

async function openFriendTab(page: Page) {
  await page.goto('/');
  await page.getByTestId('nav-messages').click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('chat-tab-friend').click();
  await expect(panel.getByTestId('friends-tab')).toBeVisible();
  return panel;
}

test('a request found by ID is agreed, both see each other, and a label groups the friend', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const sessionA = await passwordSession(baseURL!, A.userName, PASSWORD);
  const sessionB = await passwordSession(baseURL!, B.userName, PASSWORD);
  await logInAs(context, baseURL!, sessionA);

  // A searches B by ID and sends a request.
  let panel = await openFriendTab(page);
  await panel.getByTestId('friends-add').click();
  const dialog = page.getByTestId('add-friend-dialog');
  await dialog.getByTestId('add-friend-search').fill(B.userName);
  const result = dialog.getByTestId('add-friend-result').filter({ hasText: B.nickName });
  await expect(result).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('friends-search') });
  await result.getByTestId('add-friend-apply').click();
  const form = page.getByTestId('friend-request-form');
  await form.getByTestId('friend-request-message').fill('老王你好，我是周末去旅行，想加个好友～');
  await form.getByTestId('friend-request-alias').fill('老王');
  await form.getByTestId('friend-request-send').click();
  await expect(page.getByText('发送成功')).toBeVisible();
  await expect(form).toBeHidden();
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();

  // A's own list shows the request waiting for B.
  const sent = panel.getByTestId('friend-request').filter({ hasText: B.nickName });
  await expect(sent.getByTestId('friend-request-state')).toHaveText('等待对方验证');
  // B's card, opened from the request, still offers 添加好友: they are not friends yet.
  await sent.locator('.friends-request__avatar').click();
  await expect(panel.getByTestId('business-card-name')).toHaveText(B.nickName);
  await expect(panel.getByTestId('card-add-friend')).toBeVisible();

  // B sees it under 新的朋友 and agrees.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const errorsB: string[] = [];
  pageB.on('pageerror', (error) => errorsB.push(error.message));
  pageB.on('console', (message) => {
    if (message.type() === 'error') errorsB.push(message.text());
  });
  await logInAs(contextB, baseURL!, sessionB);
  const panelB = await openFriendTab(pageB);
  const received = panelB.getByTestId('friend-request').filter({ hasText: A.nickName });
  await expect(received).toContainText('老王你好');
  await settle(pageB);
  await pageB.screenshot({ path: shot('friends-new-friend') });
  await received.getByTestId('friend-request-agree').click();
  await expect(pageB.getByText('操作成功')).toBeVisible();
  await expect(received.getByTestId('friend-request-state')).toHaveText('已添加');

  // B finds A in 我的好友 and opens the card.
  await panelB.getByTestId('friends-entry-meFriend').click();
  await expect(panelB.getByTestId('friend-item').filter({ hasText: A.nickName })).toBeVisible();
  // The search asks the server by remark, nickname or ID.
  await panelB.getByTestId('friend-book-search').fill('周末');
  await expect(panelB.getByTestId('friend-item')).toHaveText([A.nickName]);
  await panelB.getByTestId('friend-item').click();
  await expect(panelB.getByTestId('business-card-name')).toHaveText(A.nickName);
  expect(errorsB).toEqual([]);
  await contextB.close();

  // A sees B, under the remark A gave, in 我的好友, whose number is the number of friends listed.
  panel = await openFriendTab(page);
  await panel.getByTestId('friends-entry-meFriend').click();
  const listed = await panel.getByTestId('friend-item').count();
  await expect(panel.getByTestId('friends-entry-meFriend').locator('.friends-entry__count')).toHaveText(
    String(listed),
  );
  await panel.getByTestId('friend-item').filter({ hasText: '老王' }).click();
  await expect(panel.getByTestId('business-card-name')).toHaveText('老王');

  // A notes B's phone, a line and a picture on the card.
  await panel.getByTestId('card-phone').fill('138 0000 0010');
  await panel.getByTestId('card-note').fill('公司后端组，周五一起打球');
  await panel.getByTestId('card-image-uploader-input').setInputFiles(DEMO_PICTURE);
  await expect(panel.locator('.friends-card__image img')).toHaveCount(1);
  await panel.getByTestId('card-save').click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('friends-card') });

  // 发送消息 on the card opens the conversation with B on the message tab.
  await panel.getByTestId('card-send-message').click();
  await expect(panel.locator('.ant-tabs-tab-active')).toContainText('消息');
  await expect(panel.getByText('老王').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('friends-send-message') });
  panel = await openFriendTab(page);
  await panel.getByTestId('friends-entry-meFriend').click();
  await panel.getByTestId('friend-item').filter({ hasText: '老王' }).click();
  await expect(panel.getByTestId('card-phone')).toHaveValue('138 0000 0010');
  await expect(panel.locator('.friends-card__image img')).toHaveCount(1);

  // A makes the label 同事: an empty name is refused first.
  await panel.getByTestId('friends-entry-label').click();
  await panel.getByTestId('label-new').click();
  const editor = page.getByTestId('label-editor');
  await editor.getByTestId('label-save').click();
  await expect(editor.getByText('标签名称不能为空')).toBeVisible();
  await editor.getByTestId('label-name').fill('同事');
  await editor.getByTestId('label-members').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '老王' }).click();
  // The open option list covers the footer: a click on the title closes it.
  await editor.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown')).toBeHidden();
  await expect(editor.getByTestId('label-members')).toContainText('老王');
  await editor.getByTestId('label-save').click();
  await expect(page.getByText('创建标签成功')).toBeVisible();
  await expect(editor).toBeHidden();

  // The new label is selected and lists B.
  await expect(panel.getByTestId('label-pane-name')).toContainText('同事');
  await expect(panel.getByTestId('label-friends').getByTestId('friend-item')).toHaveText(['老王']);
  await expect(panel.getByTestId('label-item').filter({ hasText: '同事' })).toContainText('1 人');
  await settle(page);
  await page.screenshot({ path: shot('friends-label') });

  // The label stays selected while the panel is open, and is forgotten once it closes.
  expect(await page.evaluate(() => sessionStorage.getItem('friends.lastLabel'))).not.toBeNull();
  await page.locator('.ant-drawer-close').click();
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('friends.lastLabel'))).toBeNull();

  // 我的群聊 lists the groups; this account is in none.
  panel = await openFriendTab(page);
  await panel.getByTestId('friends-entry-meGroup').click();
  await expect(panel.getByTestId('my-groups').getByTestId('group-list-empty')).toContainText(
    '还没有加入群聊',
  );
});
