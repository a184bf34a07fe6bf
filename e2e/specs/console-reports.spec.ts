import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import WebSocket from 'ws';
import { signedHeader, type TestKeys } from '../../apps/server/test/signer';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { consoleAs } from '../support/console';
import { latestSmsCode, signedCall, type ApiSession } from '../support/signed-api';

/*
 * The report queue of the back office (issue 16 §3 Reports): a user reports on the portal, an operator
 * finds the case in the console, sees the reported object in place, decides, and the reporter is told in
 * the notification panel. Everything acted on is made here: users registered by SMS with this spec's own
 * phones (1395…), their video and their chat. Operator: 13900000002 (operations).
 */

const OPERATOR_PHONE = '13900000002';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO_CLIP = path.join(repoRoot, 'apps/server/demo-media/videos/bookshop');
const viewports = {
  small: { width: 1366, height: 768 },
  large: { width: 1920, height: 1080 },
} as const;

// Two browsers, uploads and a server shared with other specs on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

/** This spec's phones: 1395, six digits of the run, a slot per user (so their default names differ). */
const run = String(Date.now() % 1_000_000).padStart(6, '0');
const phoneOf = (slot: number) => `1395${run}${slot}`;

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const { code, msg, data } = await answer;
  if (code !== 200) throw new Error(`API call failed: ${code} ${msg}`);
  return data;
}

/** A new user: the SMS login registers the phone. */
async function registerBySms(baseURL: string, phone: string): Promise<ApiSession> {
  await ok(signedCall(baseURL, 'POST', '/auth/sms/code', { body: { phone, bizType: 'login' } }));
  const smsCode = await latestSmsCode(baseURL, phone);
  const login = await ok(
    signedCall<{ accessToken: string; userId: number }>(baseURL, 'POST', '/auth/v2/login', {
      body: { loginType: 'SMS_CODE', phoneNumber: phone, smsCode, deviceType: 'PC' },
    }),
  );
  return { token: login.accessToken, userId: login.userId };
}

/** Uploads a file as the web client's uploader does (multipart, signed). */
async function upload(baseURL: string, session: ApiSession, file: string, type: string): Promise<string> {
  const uploadPath = '/resource/oss/v2/upload';
  const keys = (await (await fetch(`${baseURL}/app/v1/query/aesKey`)).json()) as { data: TestKeys };
  const form = new FormData();
  form.append('file', new Blob([await readFile(file)], { type }), path.basename(file));
  const response = await fetch(`${baseURL}${uploadPath}`, {
    method: 'POST',
    headers: {
      'x-encrypt-key': signedHeader(keys.data, {
        url: uploadPath,
        token: session.token,
        userId: session.userId,
      }),
      Authorization: `Bearer ${session.token}`,
    },
    body: form,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { url: string } };
  if (answer.code !== 200) throw new Error(`upload failed: ${answer.msg}`);
  return answer.data.url;
}

/** Logs in at /admin/ by phone and password. */
function operatorConsole(browser: Browser, viewport: { width: number; height: number }) {
  return consoleAs(browser, OPERATOR_PHONE, viewport);
}

/** The row of the open queue holding the case about this title. */
async function queueRow(page: Page, title: string) {
  await page.getByTestId('menu-reports').click();
  await expect(page.getByTestId('page-title')).toHaveText('举报队列');
  const row = page.getByTestId('report-queue').locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  return row;
}

/** Lets the table and its pictures settle, then saves the page at both sizes. */
async function shootBoth(page: Page, name: string) {
  for (const [size, viewport] of [
    ['1366x768', viewports.small],
    ['1920x1080', viewports.large],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({ path: shot(`${name}-${size}`) });
  }
  await page.setViewportSize(viewports.small);
}

test('a video reported on the portal is taken down in the console, and the reporter is told', async ({
  page,
  browser,
  baseURL,
}) => {
  // Another user of this spec publishes a video, with its own cover.
  const author = await registerBySms(baseURL!, phoneOf(1));
  const title = `举报验收视频 ${run}`;
  const coverUrl = await upload(baseURL!, author, `${DEMO_CLIP}.jpg`, 'image/jpeg');
  const videoUrl = await upload(baseURL!, author, `${DEMO_CLIP}.mp4`, 'video/mp4');
  const video = await ok(
    signedCall<{ id: number }>(baseURL!, 'POST', '/app/api/content/video', {
      session: author,
      body: { title, videoUrl, coverUrl, duration: 5 },
    }),
  );

  // The reporter registers on the portal by SMS and reports the video.
  const reporterPhone = phoneOf(2);
  await page.goto('/home');
  await page.getByTestId('nav-login').click();
  await page.getByTestId('login-phone').fill(reporterPhone);
  await page.getByTestId('login-send-code').click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByTestId('login-sms-code').fill(await latestSmsCode(baseURL!, reporterPhone));
  await page.getByTestId('login-terms').click();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('nav-user')).toBeVisible();
  await page.getByTestId('guide-skip').click();
  await expect(page.getByTestId('guide')).toBeHidden();

  await page.goto(`/videoShare?id=${video.id}`);
  await page.getByTestId('video-more').click();
  await page.getByTestId('video-more-report').click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByTestId('report-reasons').getByText('垃圾广告').click();
  await dialog.getByTestId('report-information').fill('视频结尾一直在引导加微信买课');
  await dialog.getByTestId('report-submit').click();
  await expect(page.getByText('举报成功')).toBeVisible();

  // The reporter keeps the notification panel open on another entry; what was unread is read now.
  await page.getByTestId('nav-notices').click();
  const panel = page.getByTestId('notice-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('notice-entry-interact').click();
  const systemBadge = panel.getByTestId('notice-entry-system').locator('.ant-badge-count');
  await expect(systemBadge).toHaveCount(0);

  // In a second browser, an operator finds the case in the queue.
  const operator = await operatorConsole(browser, viewports.small);
  const admin = operator.page;
  const row = await queueRow(admin, title);
  await expect(row).toContainText('视频');
  await expect(row).toContainText('垃圾广告');
  await expect(row).toContainText(`用户${phoneOf(1).slice(-4)}`);
  await expect(admin.getByTestId('report-tab-open')).toContainText(/待处理\d+/);
  await shootBoth(admin, 'console-reports-queue');

  // The drawer shows the video in place, with its poster, and the report with its words.
  await row.click();
  const drawer = admin.getByTestId('report-case-drawer');
  const player = drawer.getByTestId('report-content-video');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('src', videoUrl);
  await expect(player).toHaveAttribute('poster', coverUrl);
  await expect(drawer.getByTestId('report-filed-item')).toContainText('视频结尾一直在引导加微信买课');
  await expect(drawer.getByTestId('report-filed-item')).toContainText(`用户${reporterPhone.slice(-4)}`);
  await shootBoth(admin, 'console-reports-drawer');

  // On the case page, a note for the colleagues, then the decision with its reason.
  await drawer.getByTestId('report-open-page').click();
  await expect(admin).toHaveURL(/\/admin\/reports\/\d+$/);
  await expect(admin.getByTestId('page-title')).toHaveText('举报详情');
  await expect(admin.getByTestId('report-content-video')).toBeVisible();
  await admin.getByTestId('report-note-input').fill('已核对：视频结尾有引流二维码');
  await admin.getByTestId('report-note-add').click();
  await expect(admin.getByTestId('report-note')).toContainText('已核对：视频结尾有引流二维码');
  await shootBoth(admin, 'console-reports-case');

  await admin.getByTestId('report-take-down').click();
  const confirm = admin.getByTestId('report-confirm-takenDown');
  await expect(confirm).toContainText('下架该内容？');
  await expect(admin.getByTestId('confirm-action-ok')).toBeDisabled();
  await admin.getByTestId('confirm-action-reason').fill('视频含站外引流与售课广告');
  await admin.getByTestId('confirm-action-ok').click();
  await expect(admin.getByText('已下架').first()).toBeVisible();
  const decided = admin.getByTestId('report-decision-done');
  await expect(decided).toContainText('已下架');
  await expect(decided).toContainText('视频含站外引流与售课广告');
  await expect(admin.getByTestId('report-content')).toContainText('强制下架');
  await settle(admin);
  await admin.screenshot({ path: shot('console-reports-decided-1366x768') });

  // The case left the open queue for the decided one.
  await admin.getByTestId('menu-reports').click();
  await expect(admin.getByTestId('report-queue')).toHaveAttribute('data-loading', 'false');
  await expect(admin.getByTestId('report-queue').locator('tr', { hasText: title })).toHaveCount(0);
  await admin.getByTestId('report-tab-resolved').click();
  const decidedRow = admin.getByTestId('report-queue').locator('tr', { hasText: title });
  await expect(decidedRow).toContainText('已下架');
  await expect(decidedRow).toContainText('视频含站外引流与售课广告');
  await operator.context.close();

  // Back on the portal: the system entry counts the new notice, which tells the outcome.
  await expect(systemBadge).toHaveText(/^[1-9]\d*$/, { timeout: 15_000 });
  await settle(page);
  await page.screenshot({ path: shot('console-reports-reporter-badge') });
  await panel.getByTestId('notice-entry-system').click();
  const notice = panel.getByTestId('notice-plain-item').filter({ hasText: '举报处理结果' }).first();
  await expect(notice).toContainText(`您举报的「${title}」经核实违反平台规定，已被下架`);
  await expect(systemBadge).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot('console-reports-reporter-notice') });
});

/** A socket of a user, as the web client opens it; sends text messages and waits for each echo. */
async function chatDevice(baseURL: string, session: ApiSession) {
  const socket = new WebSocket(
    `${baseURL.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(session.token)}`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waiting = new Map<string, { resolve: (id: number) => void; reject: (error: Error) => void }>();
  socket.on('message', (data: Buffer) => {
    let frame: { type?: string; localId?: string; msg?: string; data?: { id: number } };
    try {
      frame = JSON.parse(data.toString('utf8')) as typeof frame;
    } catch {
      return; // The heartbeat's pong.
    }
    const waiter = frame.localId ? waiting.get(frame.localId) : undefined;
    if (frame.type === 'echo' && frame.data) waiter?.resolve(frame.data.id);
    if (frame.type === 'error') waiter?.reject(new Error(`message refused: ${frame.msg ?? ''}`));
  });
  let count = 0;
  return {
    say: (receiverId: number, content: string) =>
      new Promise<number>((resolve, reject) => {
        count += 1;
        const localId = `reports-spec-${count}`;
        waiting.set(localId, { resolve, reject });
        socket.send(
          JSON.stringify({ localId, receiverId, sessionType: 'single', messageType: 'text', content }),
        );
      }),
    close: () => socket.close(),
  };
}

test('a reported chat message shows among its neighbours, and is removed for everyone', async ({
  browser,
  baseURL,
}) => {
  // Two users of this spec become friends and chat; one reports a message of the other.
  const [sender, receiver] = [
    await registerBySms(baseURL!, phoneOf(3)),
    await registerBySms(baseURL!, phoneOf(4)),
  ];
  const request = await ok(
    signedCall<{ id: number }>(baseURL!, 'POST', '/app/friends', {
      session: sender,
      body: { friendId: receiver.userId, applyMsg: '你好' },
    }),
  );
  await ok(
    signedCall(baseURL!, 'POST', '/app/friends/pass', { session: receiver, body: { id: request.id } }),
  );
  const [a, b] = [await chatDevice(baseURL!, sender), await chatDevice(baseURL!, receiver)];
  const lines = [
    [b, sender.userId, '周末一起去爬山吗？'],
    [a, receiver.userId, '好啊，几点出发'],
    [b, sender.userId, '早上八点，地铁站见'],
    [a, receiver.userId, `加我微信 fox${run} 领取内部优惠券，先转 99 元定金`],
    [b, sender.userId, '这是什么？'],
    [a, receiver.userId, '不转就拉黑你'],
  ] as const;
  const ids: number[] = [];
  for (const [device, to, content] of lines) ids.push(await device.say(to, content));
  a.close();
  b.close();
  await ok(
    signedCall(baseURL!, 'POST', '/im/chat/message/report', {
      session: receiver,
      body: {
        busyCode: 'xyhMessage',
        objId: ids[3],
        reportCategoryId: 'Spam',
        reportInformation: '索要转账',
      },
    }),
  );

  const operator = await operatorConsole(browser, viewports.small);
  const admin = operator.page;
  const row = await queueRow(admin, `fox${run}`);
  await expect(row).toContainText('私聊消息');
  await row.click();
  const drawer = admin.getByTestId('report-case-drawer');
  const chat = drawer.getByTestId('report-chat');
  // The six lines around it (the friendship's greeting comes before them), oldest first.
  const shown = chat.getByTestId('report-chat-line');
  await expect(shown.last()).toContainText('不转就拉黑你');
  for (const [, , content] of lines) await expect(shown.filter({ hasText: content })).toHaveCount(1);
  const reported = chat.locator('[data-testid="report-chat-line"][data-reported="true"]');
  await expect(reported).toHaveCount(1);
  await expect(reported).toContainText(`fox${run}`);
  await expect(reported).toContainText('被举报的消息');
  await expect(shown.filter({ hasText: '周末一起去爬山吗？' })).toContainText(`用户${phoneOf(4).slice(-4)}`);
  await shootBoth(admin, 'console-reports-chat');

  await drawer.getByTestId('report-take-down').click();
  await expect(admin.getByTestId('report-confirm-takenDown')).toContainText('移除这条消息？');
  await admin.getByTestId('confirm-action-reason').fill('诈骗引导转账');
  await admin.getByTestId('confirm-action-ok').click();
  await expect(drawer.getByTestId('report-decision-done')).toContainText('已移除');
  await expect(reported).toContainText('已被平台移除');
  await operator.context.close();
});
