import path from 'node:path';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession } from '../support/signed-api';
import { logInAs, openPanel, thread } from '../support/chat-session';

/*
 * Group chat (spec 001 §2–§6): A creates a group with friend B from the plus menu; A's message reaches B
 * live; A mentions everyone and B's conversation shows [有人@我]; A sets a notice and mutes everyone, and
 * B sees the notice bar and 禁言中 in place of the composer; B exits and sees 退出成功. Accounts:
 * 10000001 (A) and 10000003 (B), friends in the seed; no other journey chats as either of them.
 * A's screens are at 1366x768, B's at 1920x1080.
 */

const PASSWORD = 'fox123456';
test.describe.configure({ timeout: 150_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

test('create a group, talk live, mention everyone, mute everyone and exit', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const sessionA = await passwordSession(baseURL!, '10000001', PASSWORD);
  const sessionB = await passwordSession(baseURL!, '10000003', PASSWORD);
  await logInAs(context, baseURL!, sessionA);
  const contextB = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  await logInAs(contextB, baseURL!, sessionB);
  const pageB = await contextB.newPage();

  const run = Date.now() % 100000;
  const hello = `大家好，周六一起去爬山吧 ${run}`;
  const mention = `周六早上八点山脚集合 ${run}`;
  const live = `我已经订好大巴了 ${run}`;
  const reply = `收到，我带上相机 ${run}`;
  const notice = `周六 8:00 西湖北山街集合，带好水和雨具。${run}`;

  await openPanel(page);
  await openPanel(pageB);

  // A: plus menu, 发起群聊, B found by name and picked.
  await page.getByTestId('chat-plus').click();
  await page.getByTestId('chat-plus-createGroup').click();
  const picker = page.getByTestId('group-select');
  await expect(picker.getByTestId('group-select-row').first()).toBeVisible();
  await expect(picker.getByTestId('group-select-confirm')).toBeDisabled();
  await picker.getByTestId('group-select-search').fill('陈');
  const rowB = picker.locator(`[data-testid="group-select-row"][data-user="${sessionB.userId}"]`);
  await rowB.click();
  await expect(rowB.locator('input[type="checkbox"]')).toBeChecked();
  await expect(picker.getByTestId('group-select-chip')).toHaveCount(1);
  await expect(picker.getByTestId('group-select-confirm')).toHaveText('确定（1）');
  await page.screenshot({ path: shot('group-select-members') });
  await picker.getByTestId('group-select-confirm').click();

  // A is in the new group's thread: two members, and the creation line.
  const threadA = page.getByTestId('chat-thread');
  await expect(threadA).toHaveAttribute('data-peer', /^-\d+$/);
  const peer = (await threadA.getAttribute('data-peer'))!;
  await expect(page.getByTestId('group-member-count')).toHaveText('（2）');
  await expect(thread(page).getByTestId('chat-system').first()).toContainText('加入了群聊');

  // A writes; B, with the panel open, sees the group and the message arrive.
  const input = page.getByTestId('chat-input');
  await input.fill(hello);
  await input.press('Enter');
  await expect(thread(page).getByTestId('chat-message').filter({ hasText: hello })).toHaveCount(1);
  const groupAtB = pageB.locator(`[data-testid="chat-conversation"][data-peer="${peer}"]`);
  await expect(groupAtB).toContainText(hello);

  // Escape closes the picker only: the chat drawer stays open with the draft in it.
  await input.pressSequentially('看这里@');
  await expect(page.getByTestId('mention-picker')).toBeVisible();
  await input.press('Escape');
  await expect(page.getByTestId('mention-picker')).toHaveCount(0);
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(input).toHaveValue('看这里@');
  await input.fill('');

  // A mentions everyone: '@' opens the picker with 所有人 first, Enter picks it instead of sending.
  await input.pressSequentially('@');
  await expect(page.getByTestId('mention-picker')).toBeVisible();
  await expect(page.getByTestId('mention-option').first()).toContainText('所有人');
  await expect(page.getByTestId('mention-option').filter({ hasText: '陈经理' })).toHaveCount(1);
  await page.screenshot({ path: shot('group-mention-picker') });
  await input.press('Enter');
  await expect(input).toHaveValue('@所有人 ');
  await input.pressSequentially(mention);
  await input.press('Enter');
  await expect(thread(page).getByTestId('chat-message').filter({ hasText: mention })).toHaveCount(1);
  await expect(groupAtB.getByTestId('chat-conv-at')).toHaveText('[有人@我]');
  await pageB.screenshot({ path: shot('group-mentioned-conversation') });

  // B opens the group: A's messages under A's name with the owner's tag; the mention mark is read.
  await groupAtB.click();
  const helloAtB = thread(pageB).getByTestId('chat-message').filter({ hasText: hello });
  await expect(helloAtB.getByTestId('group-sender')).toContainText('狐小满');
  await expect(helloAtB.getByTestId('group-role')).toHaveText('群主');
  await expect(groupAtB.getByTestId('chat-conv-at')).toHaveCount(0);

  // Both ways, live: B sees A's next message; A sees B's reply under A's remark for B.
  await input.fill(live);
  await input.press('Enter');
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: live })).toBeVisible();
  await pageB.getByTestId('chat-input').fill(reply);
  await pageB.getByTestId('chat-input').press('Enter');
  const replyAtA = thread(page).getByTestId('chat-message').filter({ hasText: reply });
  await expect(replyAtA.getByTestId('group-sender')).toHaveText('陈经理');

  // A opens the group info: both members, the owner tagged; A sets a notice and B sees the bar at once.
  await page.getByTestId('group-info-open').click();
  const info = page.getByTestId('group-info');
  await expect(info.getByTestId('group-member')).toHaveCount(2);
  await expect(
    info.locator(`[data-testid="group-member"][data-user="${sessionA.userId}"]`).getByTestId('group-role'),
  ).toHaveText('群主');
  await info.getByTestId('group-info-notice').click();
  await page.getByTestId('group-edit-input').fill(notice);
  await page.getByTestId('group-edit-save').click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(info.getByTestId('group-info-notice')).toContainText(notice);
  await expect(pageB.getByTestId('group-notice-text')).toHaveText(notice);
  await settle(page);
  await page.screenshot({ path: shot('group-info-panel') });
  await settle(pageB);
  await pageB.screenshot({ path: shot('group-thread') });

  // A mutes everyone: B's composer gives way to 禁言中 at once; the owner can still write.
  await info.getByTestId('group-info-mute').click();
  const muteDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('group-mute-dialog') });
  await muteDialog.getByTestId('group-mute-all').click();
  await expect(muteDialog.getByTestId('group-mute-all')).toHaveAttribute('aria-checked', 'true');
  await expect(pageB.getByTestId('group-send-block')).toHaveText('禁言中');
  await expect(pageB.getByTestId('chat-input')).toHaveCount(0);
  await pageB.screenshot({ path: shot('group-thread-muted') });
  await muteDialog.locator('.ant-modal-close').click();
  await page.getByTestId('thread-side-close').click();
  await expect(page.getByTestId('chat-input')).toBeVisible();

  // B exits after confirming; the group leaves B's list, and A sees one member left.
  await pageB.getByTestId('group-info-open').click();
  await expect(pageB.getByTestId('group-info').getByTestId('group-info-mute')).toHaveCount(0);
  await pageB.getByTestId('group-exit').click();
  await pageB.getByTestId('group-exit-confirm').getByRole('button', { name: '确定' }).click();
  await expect(pageB.getByText('退出成功')).toBeVisible();
  await expect(groupAtB).toHaveCount(0);
  await expect(pageB.getByTestId('chat-thread')).toHaveCount(0);
  await expect(page.getByTestId('group-member-count')).toHaveText('（1）');
  await expect(thread(page).getByTestId('chat-system').last()).toContainText('退出了群聊');
  await page.screenshot({ path: shot('group-thread-owner') });
  await contextB.close();
});
