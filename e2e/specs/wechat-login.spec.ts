import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  startWechatSimulator,
  type WechatSimulator,
  type WechatUser,
} from '../../apps/server/test/simulators/wechat-simulator';
import { expect, loginPrompt, pageTitle, screenshotDir, settle, test, titleOf } from '../fixtures';
import { latestSmsCode } from '../support/signed-api';

/*
 * WeChat QR login (spec 002 §2.9, §3 third-party login, §4.6; spec 000 §2: a root-level `code` starts it).
 * The default e2e server has no WeChat configured, so this file runs a portal server of its own, pointed at
 * the local WeChat simulator: the WeChatScan tab embeds the simulator's qrconnect page, whose button stands
 * for the phone's scan and confirm and sends the whole window back to the portal root with ?code&state.
 * The tests share that server and one WeChat user, so they run in order.
 */

test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP_ID = 'wxe2e0000000000001';
const APP_SECRET = 'e2e-wechat-secret-0000000000000001';
const SCANNER: WechatUser = { openid: 'oE2EScanner0000000000000000001', nickname: '微信狐友' };
const BIND_PHONE = '13712345678';

let simulator: WechatSimulator;
let server: ChildProcess | undefined;
let serverLog = '';
let dataDir = '';
let portal = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited (${child.exitCode}):\n${serverLog}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`portal server not healthy after ${timeoutMs} ms:\n${serverLog}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  simulator = await startWechatSimulator({
    appId: APP_ID,
    appSecret: APP_SECRET,
    callbackDomain: '127.0.0.1',
  });
  simulator.setScanner(SCANNER);

  const port = await freePort();
  portal = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-e2e-wechat-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.resolve(repoRoot, process.env.E2E_WEB_DIST_DIR ?? 'apps/web/dist'),
      ADMIN_DIST_DIR: path.resolve(repoRoot, process.env.E2E_ADMIN_DIST_DIR ?? 'apps/admin/dist'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      WECHAT_APP_ID: APP_ID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_API_BASE: simulator.base,
      WECHAT_QR_BASE: simulator.base,
      WECHAT_REDIRECT_URI: `${portal}/`,
    },
  });
  const keep = (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await waitForHealth(portal, server);
});

test.afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await simulator?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the WeChat tab and scans: the window comes back to the portal root with WeChat's code and state. */
async function scanWithWechat(page: Page, shotName?: string): Promise<{ code: string; state: string }> {
  await page.goto(`${portal}/home`);
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
  await page.getByTestId('nav-login').click();
  await expect(loginPrompt(page)).toBeVisible();
  await page.getByTestId('login-tab-weChat').click();

  const frameElement = page.getByTestId('login-wechat-frame');
  await expect(frameElement).toHaveAttribute('allow', 'local-network-access');
  const src = (await frameElement.getAttribute('src')) ?? '';
  expect(src.startsWith(`${simulator.base}/connect/qrconnect?`)).toBe(true);
  const issuedState = new URL(src).searchParams.get('state');
  expect(new URL(src).searchParams.get('redirect_uri')).toBe(`${portal}/`);

  const frame = frameElement.contentFrame();
  await expect(frame.getByText('微信登录（模拟）')).toBeVisible();
  if (shotName) {
    // Not settle(): with the simulator's frame in the page, waiting for network idle timed out here.
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await page.screenshot({ path: path.join(screenshotDir, `${shotName}.png`) });
  }
  const landing = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().startsWith(`${portal}/?code=`),
  );
  await frame.getByRole('button', { name: 'Simulate scan and confirm' }).click();
  const landed = new URL((await landing).url());
  expect(landed.pathname).toBe('/');
  expect(landed.searchParams.get('state')).toBe(issuedState);
  // The app takes code and state off the address and goes on to the home page.
  await expect(page).toHaveURL(`${portal}/home`);
  return { code: landed.searchParams.get('code') ?? '', state: issuedState ?? '' };
}

test('a new WeChat user binds a phone with an SMS code and is logged in', async ({ page }) => {
  const weixinLogins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/weixin/login')) weixinLogins.push(request.postData() ?? '');
  });
  const { code, state } = await scanWithWechat(page, 'login-wechat-frame');

  const binding = page.getByTestId('login-binding-phone');
  await expect(binding).toBeVisible();
  expect(weixinLogins.map((body) => JSON.parse(body) as unknown)).toEqual([
    { loginType: 'WX_QR', code, state },
  ]);
  await settle(page);
  await page.screenshot({ path: path.join(screenshotDir, 'login-binding-phone.png') });

  // The phone tab's checks and messages.
  await page.getByTestId('binding-phone').fill('12345');
  await page.getByTestId('binding-sms-code').click();
  await expect(binding.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByTestId('binding-sms-code').fill('12');
  await page.getByTestId('binding-phone').click();
  await expect(binding.getByText('请输入验证码')).toBeVisible();
  await page.getByTestId('binding-terms').click();
  await page.getByTestId('binding-terms').click();
  await expect(binding.getByText('请勾选服务条款和隐私协议')).toBeVisible();
  await expect(page.getByTestId('binding-submit')).toBeDisabled();

  await page.getByTestId('binding-phone').fill(BIND_PHONE);
  await page.getByTestId('binding-send-code').click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(page.getByTestId('binding-send-code')).toHaveText(/\d+ 秒后重发/);
  await page.getByTestId('binding-sms-code').fill(await latestSmsCode(portal, BIND_PHONE));
  await page.getByTestId('binding-terms').click();
  await page.getByTestId('binding-submit').click();

  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(loginPrompt(page)).toBeHidden();
  await expect(page.getByTestId('nav-user')).toBeVisible();
  // A new account starts with the WeChat nickname.
  const userInfo = await page.evaluate(() => localStorage.getItem('userInfo'));
  expect(JSON.parse(userInfo ?? '{}')).toMatchObject({ nickName: SCANNER.nickname });
  expect(weixinLogins).toHaveLength(1);
});

test('the same WeChat user logs in directly the next time', async ({ page }) => {
  await scanWithWechat(page);
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByTestId('nav-user')).toBeVisible();
  await expect(loginPrompt(page)).toBeHidden();
  await expect(page.getByTestId('login-binding-phone')).toHaveCount(0);
});

test('a code that comes back with another state is dropped', async ({ page }) => {
  const exchanges = () => simulator.calls.filter((call) => call.path === '/sns/oauth2/access_token').length;
  const before = exchanges();
  await page.goto(`${portal}/?code=${simulator.mintCode(SCANNER)}&state=not-ours`);
  await expect(page.getByText('微信登录请求已失效，请重新扫码')).toBeVisible();
  await expect(page).toHaveURL(`${portal}/home`);
  await expect(page.getByTestId('nav-login')).toBeVisible();
  expect(exchanges()).toBe(before);
});
