import { consoleAs } from './console';
import type { Browser, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { latestSmsCode, passwordSession, signedCall, type ApiSession } from './signed-api';

/**
 * The wish journeys' common steps (issue 17): newcomers who publish, wishes published and paid through
 * the API, the sandbox's payment page, and the content operator who reviews wishes in the console.
 */

export const PASSWORD = 'fox123456';
/** The console role that opens the wish queue is `article` (wishes/review-queue.ts): 内容审核员. */
export const WISH_REVIEWER_PHONE = '13900000004';

export const W = {
  create: '/busy-order/app/busy/task',
  pay: '/busy-order/app/busy/task/pay',
  mine: '/busy-order/app/busy/task/mine',
  receive: '/busy-order/app/busy/task/receive',
  review: '/admin/api/console/review/queues/wishes',
} as const;

/** A phone of these journeys' own, a new one each call (1396 + 7 digits). */
let phones = 0;
const freshPhone = () => `1396${String((Date.now() * 7 + phones++ * 131) % 10_000_000).padStart(7, '0')}`;

async function smsSession(baseURL: string, phone: string): Promise<ApiSession> {
  const sent = await signedCall(baseURL, 'POST', '/auth/sms/code', { body: { phone, bizType: 'login' } });
  if (sent.code !== 200) throw new Error(`SMS code for ${phone}: ${sent.msg}`);
  const smsCode = await latestSmsCode(baseURL, phone);
  const login = await signedCall<{ accessToken: string; userId: number }>(baseURL, 'POST', '/auth/v2/login', {
    body: { loginType: 'SMS_CODE', phoneNumber: phone, smsCode, deviceType: 'PC' },
  });
  if (login.code !== 200) throw new Error(`SMS login of ${phone} failed: ${login.msg}`);
  return { token: login.data.accessToken, userId: login.data.userId };
}

/**
 * A newcomer registered by SMS, its first-login guide done (its own account, not 10000002/10000012): the
 * publisher of a wish that no other spec reads.
 */
export async function newcomer(baseURL: string): Promise<{ phone: string; session: ApiSession }> {
  const phone = freshPhone();
  const session = await smsSession(baseURL, phone);
  await signedCall(baseURL, 'POST', '/app/user/guide/done', { session });
  return { phone, session };
}

/** Pays a sandbox code's page as a payer's phone would: opens it, checks the amount and presses pay. */
export async function payOnSandbox(browser: Browser, codeUrl: string, yuan: string) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payer = await phone.newPage();
  await payer.goto(codeUrl);
  await expect(payer.getByText(yuan).first()).toBeVisible();
  await payer.getByTestId('sandbox-pay').click();
  await expect(payer.getByTestId('sandbox-state')).toHaveText('支付成功');
  await phone.close();
}

export interface ApiWish {
  id: number;
  taskNumber: string;
  title: string;
}

/** The publisher's wish of this title, read from their own list (the create call answers the id only). */
export async function publishedWish(baseURL: string, session: ApiSession, title: string): Promise<ApiWish> {
  const answer = await signedCall<ApiWish[] | { rows: ApiWish[] }>(baseURL, 'GET', W.mine, {
    session,
    query: { filter: 'all', pageSize: '50' },
  });
  if (answer.code !== 200) throw new Error(`my wishes: ${answer.msg}`);
  const rows = Array.isArray(answer.data) ? answer.data : answer.data.rows;
  const wish = rows.find((row) => row.title === title);
  if (!wish) throw new Error(`no wish titled ${title}`);
  return wish;
}

/**
 * A wish published and paid through the API (the sandbox page pays it) and approved by the operator's
 * call, so it is on the square: for the journeys that start from a wish rather than publish one.
 */
export async function wishOnSquare(
  browser: Browser,
  baseURL: string,
  session: ApiSession,
  overrides: Record<string, unknown>,
): Promise<ApiWish> {
  const title = String(overrides.title);
  const created = await signedCall<number>(baseURL, 'POST', W.create, {
    session,
    body: {
      content: '<p>到店拍摄门头和招牌菜，照片清晰即可。</p>',
      industryType: 'localLife',
      type: 'visit',
      fullAmount: 6,
      receiveLimit: 1,
      deliveryDay: 7,
      deliveryStandard: '三张清晰的照片',
      isApproveReceive: false,
      isReceiveDeposit: false,
      ...overrides,
    },
  });
  if (created.code !== 200) throw new Error(`create wish: ${created.msg}`);
  const wish = await publishedWish(baseURL, session, title);
  const order = await signedCall<{ codeUrl: string }>(baseURL, 'POST', W.pay, {
    session,
    body: { taskNumber: wish.taskNumber },
  });
  if (order.code !== 200) throw new Error(`pay wish: ${order.msg}`);
  const fullAmount = Number(overrides.fullAmount ?? 6);
  await payOnSandbox(browser, order.data.codeUrl, `¥${fullAmount.toFixed(2)}`);
  const operator = await passwordSession(baseURL, WISH_REVIEWER_PHONE, PASSWORD);
  // The payment's notification reaches the server after the page says paid: approve once it waits.
  await expect(async () => {
    const approved = await signedCall<{ changed: number[] }>(baseURL, 'POST', `${W.review}/actions`, {
      session: operator,
      body: { ids: [wish.id], action: 'approve' },
    });
    expect(approved.code, approved.msg).toBe(200);
    expect(approved.data.changed).toEqual([wish.id]);
  }).toPass({ timeout: 15_000 });
  return wish;
}

/** A console tab of its own, logged in at /admin/ as the wish reviewer. */
export function reviewerConsole(browser: Browser) {
  return consoleAs(browser, WISH_REVIEWER_PHONE);
}

/** Waits until nothing moves (a drawer sliding in, a dialog fading in) so a screenshot shows the page at rest. */
export async function atRest(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
