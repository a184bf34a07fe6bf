import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession } from '../support/signed-api';
import { logInAs, openPanel, thread } from '../support/chat-session';

/*
 * Group administration (spec 002 §2.6–§2.8, §3, §4.2, §5): the owner A makes a group with his friend B,
 * turns join approval on, writes two pre-join messages and an anti-harassment rule that hides messages
 * with 加微信; the stranger C opens A's join link, applies, and is let in by A; C reads the pre-join
 * messages, B does not; C's message with the keyword never reaches B while C's next one does; A mutes
 * the group until the next minute of China time, B's composer gives way to 禁言中 and comes back by
 * itself; B's own settings panel lacks the managers' rows. Accounts: 10000017 (A, 山野跑团阿凯),
 * 10000018 (B, 跑友小林, A's friend) and 10000019 (C, 新来的小满); no other journey uses them, and each
 * run makes a group of its own so a server that ran it before changes nothing.
 */

const PASSWORD = 'fox123456';
// The timed mute lifts at the start of the next minute (at most 60 s away), and is polled every 5 s.
test.describe.configure({ timeout: 240_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

/** HH:mm in China time (UTC+8), `minutes` from now: the clock the server's mute windows run on. */
function chinaTime(minutes: number): string {
  const at = new Date(Date.now() + 8 * 3600_000 + minutes * 60_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

/** Opens the group info panel of the open thread. */
async function openInfo(page: Page) {
  await page.getByTestId('group-info-open').click();
  const info = page.getByTestId('group-info');
  await expect(info).toBeVisible();
  return info;
}

/** The settings panel from top to bottom: the window made as tall as its rows, for the picture only. */
async function wholePanel(page: Page, file: string) {
  const size = page.viewportSize()!;
  const panel = page.locator('.group-settings-panel .thread-side__panel');
  const height = await panel.evaluate((element) => {
    const header = element.querySelector('.thread-side__header')!.getBoundingClientRect().height;
    const body = element.querySelector('.thread-side__body')!.scrollHeight;
    return Math.ceil(element.getBoundingClientRect().top + header + body);
  });
  await page.setViewportSize({ width: size.width, height: Math.max(height, 600) });
  await page.mouse.move(0, 0);
  await settle(page);
  await panel.screenshot({ path: file });
  await page.setViewportSize(size);
}

/** Types a time into an antd TimePicker's input and confirms it with Enter. */
async function typeTime(input: Locator, time: string) {
  await input.click();
  await input.fill(time);
  await input.press('Enter');
  await expect(input).toHaveValue(time);
}

test('approve a joiner, pre-join messages, hidden keyword messages, timed mute and member settings', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const sessionA = await passwordSession(baseURL!, '10000017', PASSWORD);
  const sessionB = await passwordSession(baseURL!, '10000018', PASSWORD);
  const sessionC = await passwordSession(baseURL!, '10000019', PASSWORD);
  await logInAs(context, baseURL!, sessionA);
  const contextB = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  await logInAs(contextB, baseURL!, sessionB);
  const pageB = await contextB.newPage();
  const contextC = await browser.newContext({ baseURL });
  await logInAs(contextC, baseURL!, sessionC);
  const pageC = await contextC.newPage();

  const run = Date.now() % 100000;
  const groupName = `山野跑团 ${run}`;
  const welcome1 = `欢迎加入山野跑团，每周六早上七点出发 ${run}`;
  const welcome2 = `第一次参加请先看群公告里的路线 ${run}`;
  const reason = `我住在西湖边，想一起跑步 ${run}`;
  const keywordMessage = `有需要的加微信聊聊吧 ${run}`;
  const normalMessage = `大家好，我是新来的小满 ${run}`;

  await openPanel(page);
  await openPanel(pageB);

  // 1. A: plus menu, 发起群聊 with 小林; the group is renamed with this run's suffix.
  await page.getByTestId('chat-plus').click();
  await page.getByTestId('chat-plus-createGroup').click();
  const picker = page.getByTestId('group-select');
  await picker.getByTestId('group-select-search').fill('小林');
  const rowB = picker.locator(`[data-testid="group-select-row"][data-user="${sessionB.userId}"]`);
  await rowB.click();
  await expect(rowB.locator('input[type="checkbox"]')).toBeChecked();
  await picker.getByTestId('group-select-confirm').click();
  const threadA = page.getByTestId('chat-thread');
  await expect(threadA).toHaveAttribute('data-peer', /^-\d+$/);
  const peer = (await threadA.getAttribute('data-peer'))!;
  await expect(page.getByTestId('group-member-count')).toHaveText('（2）');

  const info = await openInfo(page);
  await info.getByTestId('group-info-name').click();
  await page.getByTestId('group-edit-input').fill(groupName);
  await page.getByTestId('group-edit-save').click();
  await expect(info.getByTestId('group-info-name')).toContainText(groupName);

  // The owner sees every row; both folds open for the picture.
  await info.getByTestId('group-info-join').click();
  await info.getByTestId('group-info-manage').click();
  await expect(info.getByTestId('group-join-link')).toContainText('/joinGroup?');
  for (const row of [
    'group-info-qr',
    'group-info-word',
    'group-approval-row',
    'group-bind-friends-row',
    'group-prejoin-messages',
    'group-info-applications',
    'group-info-harass',
    'group-info-admins',
    'group-info-managed',
    'group-info-mute',
    'group-info-pin',
    'group-dissolve',
  ])
    await expect(info.getByTestId(row)).toBeVisible();
  await wholePanel(page, shot('group-settings-owner'));

  // 2. Join approval on.
  const approval = info.getByTestId('group-approval');
  await expect(approval).toHaveAttribute('aria-checked', 'false');
  await approval.click();
  await expect(approval).toHaveAttribute('aria-checked', 'true');

  // Two pre-join messages.
  await info.getByTestId('group-prejoin-messages').click();
  const fakeDialog = page.getByTestId('fake-dialog');
  await expect(fakeDialog.getByTestId('fake-empty')).toBeVisible();
  for (const [index, text] of [welcome1, welcome2].entries()) {
    await fakeDialog.getByTestId('fake-add').click();
    const editor = page.getByTestId('fake-editor');
    await editor.getByTestId('fake-input').fill(text);
    await editor.getByTestId('fake-save').click();
    await expect(editor).toHaveCount(0);
    await expect(fakeDialog.getByTestId('fake-row')).toHaveCount(index + 1);
  }
  await expect(fakeDialog.getByTestId('fake-row').nth(0)).toContainText(welcome1);
  await expect(fakeDialog.getByTestId('fake-row').nth(1)).toContainText(welcome2);
  await expect(fakeDialog.getByTestId('fake-count')).toHaveText('2/10');
  await fakeDialog.locator('.ant-modal-close').click();
  await expect(fakeDialog).toBeHidden();

  // The anti-harassment rule: 加微信 hides the message; this group is chosen from the start.
  await info.getByTestId('group-info-harass').click();
  const harass = page.getByTestId('harass-dialog');
  await harass.getByTestId('rule-title').fill(`防广告 ${run}`);
  await harass.getByTestId('rule-ad').click();
  await harass.getByTestId('rule-keyword-input').fill('加微信');
  await harass.getByTestId('rule-keyword-input').press('Enter');
  await expect(harass.getByTestId('rule-keyword')).toHaveText(['加微信']);
  // Hiding is the default; chosen again all the same, as a user would.
  const hide = harass.getByRole('radio', { name: '不显示该消息' });
  await hide.check();
  await expect(hide).toBeChecked();
  const thisGroup = harass.locator(`[data-testid="rule-group"][data-group="${-Number(peer)}"]`);
  await expect(thisGroup.locator('input[type="checkbox"]')).toBeChecked();
  await harass.getByTestId('rule-save').click();
  await expect(harass).toBeHidden();
  // Opened again, the rule is the one saved (the pre-join messages' 保存成功 toasts may still be up).
  await info.getByTestId('group-info-harass').click();
  await expect(harass.getByTestId('rule-title')).toHaveValue(`防广告 ${run}`);
  await expect(harass.getByTestId('rule-keyword')).toHaveText(['加微信']);
  await expect(harass.getByRole('radio', { name: '不显示该消息' })).toBeChecked();
  await harass.locator('.ant-modal-close').click();
  await expect(harass).toBeHidden();

  // The join link, as the page shows it.
  const link = (await info.getByTestId('group-join-link').textContent())!.trim();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/joinGroup\?/);
  await page.getByTestId('thread-side-close').click();

  // 3. C opens the link: the group's card, approval needed, and the apply dialog for a reason.
  await pageC.goto(link);
  await expect(pageC.getByTestId('join-group-name')).toContainText(groupName);
  await expect(pageC.getByTestId('join-inviter')).toContainText('邀请你加入群聊');
  await expect(pageC.getByTestId('join-page')).toContainText('该群需要群主或管理员审核后才能加入');
  // The apply dialog opens by itself on a group that approves its members.
  const applyDialog = pageC.getByTestId('apply-dialog');
  await expect(applyDialog.getByTestId('apply-reason')).toBeVisible();
  await settle(pageC);
  await pageC.screenshot({ path: shot('group-join-apply') });
  await applyDialog.getByTestId('apply-reason').fill(reason);
  await applyDialog.getByTestId('apply-send').click();
  await expect(pageC.getByText('申请成功，等待群主审核')).toBeVisible();
  await expect(pageC.getByTestId('join-page')).toContainText('已申请，等待群主审核');

  // 4. A: group info → 入群申请, C's request with the reason; A agrees.
  await openInfo(page);
  await info.getByTestId('group-info-applications').click();
  const applications = page.getByTestId('applications-dialog');
  const request = applications.getByTestId('application-row').filter({ hasText: reason });
  await expect(request).toContainText('新来的小满');
  await request.getByTestId('application-agree').click();
  await expect(request.getByTestId('application-state')).toHaveText('已同意');
  await applications.locator('.ant-modal-close').click();
  await page.getByTestId('thread-side-close').click();
  await expect(page.getByTestId('group-member-count')).toHaveText('（3）');

  // C's chat panel has the group; in it, the two pre-join messages.
  await openPanel(pageC);
  const groupAtC = pageC.locator(`[data-testid="chat-conversation"][data-peer="${peer}"]`);
  await groupAtC.click();
  await expect(thread(pageC).getByTestId('chat-message').filter({ hasText: welcome1 })).toHaveCount(1);
  await expect(thread(pageC).getByTestId('chat-message').filter({ hasText: welcome2 })).toHaveCount(1);

  // B opens the group: C's arrival, without the pre-join messages.
  const groupAtB = pageB.locator(`[data-testid="chat-conversation"][data-peer="${peer}"]`);
  await groupAtB.click();
  await expect(thread(pageB).getByTestId('chat-system').filter({ hasText: '新来的小满' })).not.toHaveCount(0);

  // 5. C writes the keyword inside a sentence, then a plain greeting: C sees both, B only the greeting.
  const inputC = pageC.getByTestId('chat-input');
  await inputC.fill(keywordMessage);
  await inputC.press('Enter');
  await expect(thread(pageC).getByTestId('chat-message').filter({ hasText: keywordMessage })).toHaveCount(1);
  await inputC.fill(normalMessage);
  await inputC.press('Enter');
  await expect(thread(pageC).getByTestId('chat-message').filter({ hasText: normalMessage })).toHaveCount(1);
  await settle(pageC);
  await pageC.screenshot({ path: shot('group-thread-newcomer') });
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: normalMessage })).toHaveCount(1);
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: keywordMessage })).toHaveCount(0);
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: welcome1 })).toHaveCount(0);
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: welcome2 })).toHaveCount(0);
  // A reload reads the history from the server: still neither.
  await pageB.reload();
  await pageB.getByTestId('nav-messages').click();
  await groupAtB.click();
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: normalMessage })).toHaveCount(1);
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: keywordMessage })).toHaveCount(0);
  await expect(thread(pageB).getByTestId('chat-message').filter({ hasText: welcome1 })).toHaveCount(0);
  await expect(pageB.getByTestId('chat-input')).toBeVisible();

  // 6. A: 群内禁言 → 禁言时段, this minute until the next (China time), then timed mute on.
  await openInfo(page);
  await info.getByTestId('group-info-mute').click();
  const muteDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('group-mute-dialog') });
  // Starts in the first half of a minute: saving and B's next poll (5 s) fit well inside the window.
  await expect(() => expect(new Date().getSeconds()).toBeLessThan(30)).toPass({ timeout: 35_000 });
  const start = chinaTime(0);
  const end = chinaTime(1);
  await muteDialog.getByTestId('group-mute-periods').click();
  const periods = page.getByTestId('mute-periods');
  await periods.getByTestId('mute-period-add').click();
  const period = periods.getByTestId('mute-period').last();
  await typeTime(period.locator('input').nth(0), start);
  await typeTime(period.locator('input').nth(1), end);
  await page.getByTestId('mute-periods-save').click();
  await expect(periods).toBeHidden();
  await expect(muteDialog.getByTestId('group-mute-periods')).toContainText(`${start}-${end}`);
  await muteDialog.getByTestId('group-mute-time').click();
  await expect(muteDialog.getByTestId('group-mute-time')).toHaveAttribute('aria-checked', 'true');

  // B's composer gives way to 禁言中, then comes back by itself when the window closes.
  await expect(pageB.getByTestId('group-send-block')).toHaveText('禁言中', { timeout: 20_000 });
  await expect(pageB.getByTestId('chat-input')).toHaveCount(0);
  await settle(pageB);
  await pageB.screenshot({ path: shot('group-thread-muted-period') });
  await muteDialog.locator('.ant-modal-close').click();
  await page.getByTestId('thread-side-close').click();
  await expect(pageB.getByTestId('chat-input')).toBeVisible({ timeout: 90_000 });
  await expect(pageB.getByTestId('group-send-block')).toHaveCount(0);

  // 7. B's settings: what a plain member may do, and none of the managers' rows.
  const infoB = await openInfo(pageB);
  for (const row of ['group-info-qr', 'group-info-word', 'group-info-pin', 'group-exit'])
    await expect(infoB.getByTestId(row)).toBeVisible();
  for (const row of [
    'group-info-join',
    'group-approval-row',
    'group-info-applications',
    'group-info-manage',
    'group-info-harass',
    'group-info-mute',
    'group-dissolve',
  ])
    await expect(infoB.getByTestId(row)).toHaveCount(0);
  await wholePanel(pageB, shot('group-settings-member'));

  await contextB.close();
  await contextC.close();
});
