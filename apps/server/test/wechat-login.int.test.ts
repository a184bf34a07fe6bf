import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WechatHttpOAuth } from '../src/features/auth/wechat/wechat-http.js';
import { WechatApiError } from '../src/features/auth/wechat/wechat-oauth.js';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { bearer, smsCodeFor } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestResponse, type TestServer } from './harness.js';
import { startWechatSimulator, type WechatSimulator } from './simulators/wechat-simulator.js';

const APP_ID = 'wx8f3a5c2e9b7d1046';
const APP_SECRET = 'c4e1b7a29d5f8e3a6b0c1d2e3f4a5b6c';
const REDIRECT_URI = 'http://portal.test/';

async function rejection(promise: Promise<unknown>): Promise<WechatApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WechatApiError);
  return error as WechatApiError;
}

describe('WeChat configuration', () => {
  const base = { WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: APP_SECRET, WECHAT_REDIRECT_URI: REDIRECT_URI };

  it('is off without WECHAT_APP_ID and fills the documented hosts by default', () => {
    expect(loadConfig({}).wechat).toBeUndefined();
    expect(loadConfig(base).wechat).toEqual({
      appId: APP_ID,
      appSecret: APP_SECRET,
      apiBase: 'https://api.weixin.qq.com',
      qrBase: 'https://open.weixin.qq.com',
      redirectUri: REDIRECT_URI,
    });
  });

  it('needs the secret and the redirect address once the app id is set', () => {
    expect(() => loadConfig({ WECHAT_APP_ID: APP_ID })).toThrow(ConfigError);
    expect(() => loadConfig({ WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: APP_SECRET })).toThrow(
      /WECHAT_REDIRECT_URI/,
    );
    expect(() => loadConfig({ ...base, WECHAT_REDIRECT_URI: 'portal.test' })).toThrow(/WECHAT_REDIRECT_URI/);
  });
});

describe('WechatHttpOAuth against the simulator', () => {
  let simulator: WechatSimulator;
  const adapter = (overrides: Partial<ConstructorParameters<typeof WechatHttpOAuth>[0]> = {}) =>
    new WechatHttpOAuth({ apiBase: simulator.base, appId: APP_ID, appSecret: APP_SECRET, ...overrides });

  beforeAll(async () => {
    simulator = await startWechatSimulator({ appId: APP_ID, appSecret: APP_SECRET });
  });
  afterAll(() => simulator.close());

  it('exchanges a code and reads the profile', async () => {
    const code = simulator.mintCode({
      openid: 'oAdapter01',
      nickname: '小狐狸',
      unionid: 'uAdapter01',
      headimgurl: 'https://thirdwx.qlogo.cn/a/132',
    });
    const grant = await adapter().exchangeCode(code);
    expect(grant).toMatchObject({ openid: 'oAdapter01', unionid: 'uAdapter01' });
    expect(await adapter().userInfo(grant.accessToken, grant.openid)).toEqual({
      nickname: '小狐狸',
      headimgurl: 'https://thirdwx.qlogo.cn/a/132',
      unionid: 'uAdapter01',
    });
    const sent = simulator.calls.find((call) => call.path === '/sns/oauth2/access_token')!;
    expect(sent.params).toMatchObject({
      appid: APP_ID,
      secret: APP_SECRET,
      code,
      grant_type: 'authorization_code',
    });
  });

  it('surfaces the vendor errcode and errmsg: unknown, reused, bad appid, bad secret', async () => {
    const unknown = await rejection(adapter().exchangeCode('no-such-code'));
    expect(unknown.errcode).toBe(40029);
    expect(unknown.errmsg).toMatch(/^invalid code, rid: /);

    const code = simulator.mintCode({ openid: 'oAdapter02' });
    await adapter().exchangeCode(code);
    const reused = await rejection(adapter().exchangeCode(code));
    expect(reused.errcode).toBe(40163);
    expect(reused.errmsg).toMatch(/^code been used/);

    const fresh = simulator.mintCode({ openid: 'oAdapter02' });
    expect((await rejection(adapter({ appId: 'wx0000000000000000' }).exchangeCode(fresh))).errcode).toBe(
      40013,
    );
    expect((await rejection(adapter({ appSecret: 'wrong' }).exchangeCode(fresh))).errcode).toBe(40125);
  });

  it('refuses a profile call with a bad token or a foreign openid', async () => {
    expect((await rejection(adapter().userInfo('not-a-token', 'oAdapter03'))).errcode).toBe(40001);
    const grant = await adapter().exchangeCode(simulator.mintCode({ openid: 'oAdapter03' }));
    expect((await rejection(adapter().userInfo(grant.accessToken, 'oSomeoneElse'))).errcode).toBe(40003);
    const missing = (await (await fetch(`${simulator.base}/sns/userinfo?openid=oAdapter03`)).json()) as {
      errcode: number;
    };
    expect(missing.errcode).toBe(41001);
  });

  it('times out on a slow answer and names an unreachable host', async () => {
    simulator.delayNext(500);
    const slow = await rejection(adapter({ timeoutMs: 100 }).exchangeCode('whatever'));
    expect(slow.errcode).toBe('Timeout');

    const idle = http.createServer();
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const { port } = idle.address() as AddressInfo;
    await new Promise<void>((resolve) => idle.close(() => resolve()));
    const down = await rejection(adapter({ apiBase: `http://127.0.0.1:${port}` }).exchangeCode('x'));
    expect(down.errcode).toBe('NetworkError');
    expect(down.message).not.toContain(APP_SECRET);
  });
});

describe.each(databaseKinds())('WeChat QR login on %s', (kind) => {
  let simulator: WechatSimulator;
  let server: TestServer;
  let unconfigured: TestServer;
  const statuses: number[] = [];
  const seen = (response: TestResponse) => {
    statuses.push(response.httpStatus);
    return response;
  };
  const get = (path: string, headers?: Record<string, string>) => server.get(path, headers).then(seen);
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    server.post(path, body, headers).then(seen);
  const wechatLogin = (code: string, state?: string) =>
    post('/auth/weixin/login', { loginType: 'WX_QR', code, ...(state ? { state } : {}) });
  const thirdLogin = async (uuid: string, mobile: string) =>
    post('/auth/third/login', {
      socialType: 'wechat_qr',
      uuid,
      mobile,
      code: await smsCodeFor(server, mobile),
    });
  /** Lets a phone ask for another SMS code at once (one per 60 s otherwise). */
  const forgetSmsCodes = (phone: string) =>
    server.db.updateTable('smsCodes').set({ createdAt: 0 }).where('phone', '=', phone).execute();

  beforeAll(async () => {
    simulator = await startWechatSimulator({
      appId: APP_ID,
      appSecret: APP_SECRET,
      callbackDomain: 'portal.test',
    });
    server = await startTestServer(kind, {
      env: {
        WECHAT_APP_ID: APP_ID,
        WECHAT_APP_SECRET: APP_SECRET,
        WECHAT_API_BASE: simulator.base,
        WECHAT_QR_BASE: simulator.base,
        WECHAT_REDIRECT_URI: REDIRECT_URI,
      },
    });
    unconfigured = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.stop();
    await unconfigured.stop();
    await simulator.close();
  });

  it('unconfigured: the config says disabled and both logins answer 微信登录未开通', async () => {
    const config = seen(await unconfigured.get('/auth/weixin/config'));
    expect(config.body).toEqual({ code: 200, msg: '操作成功', data: { enabled: false } });
    const login = seen(await unconfigured.post('/auth/weixin/login', { loginType: 'WX_QR', code: 'abc' }));
    expect(login.status).toBe(404);
    expect(login.body).toEqual({ code: 404, msg: '微信登录未开通', data: null });
    const third = seen(
      await unconfigured.post(
        '/auth/third/login',
        { socialType: 'wechat_qr', uuid: 'x'.repeat(43), mobile: '13912340001', code: '1234' },
        { Lang: 'en_US' },
      ),
    );
    expect(third.body).toMatchObject({ code: 404, msg: 'WeChat login is not available' });
  });

  it('gives the qrconnect URL with appid, redirect_uri, scope and a state', async () => {
    const { body } = await get('/auth/weixin/config');
    expect(body.data.enabled).toBe(true);
    const url = new URL(body.data.qrConnectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${simulator.base}/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: APP_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'snsapi_login',
      state: body.data.state,
    });
    expect(url.hash).toBe('#wechat_redirect');
    expect(body.data.qrConnectUrl).toContain(`redirect_uri=${encodeURIComponent(REDIRECT_URI)}`);
  });

  it('a new WeChat user binds a new phone, then logs straight in the next time', async () => {
    simulator.setScanner({
      openid: 'oNewUser0001',
      nickname: '晚风的小狐狸',
      unionid: 'uNewUser0001',
      headimgurl: 'https://thirdwx.qlogo.cn/mmopen/new/132',
    });
    // The QR page's button stands in for the phone: it sends the browser to redirect_uri?code=&state=.
    const config = await get('/auth/weixin/config');
    const page = await fetch(config.body.data.qrConnectUrl);
    const html = await page.text();
    expect(html).toContain('Simulate scan and confirm');
    expect(html).toContain('target="_top"');
    const ticket = /name="ticket" value="([^"]+)"/.exec(html)![1]!;
    const confirmed = await fetch(`${simulator.base}/connect/qrconnect/confirm?ticket=${ticket}`, {
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(302);
    const back = new URL(confirmed.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://portal.test/');
    expect(back.searchParams.get('state')).toBe(config.body.data.state);

    const first = await wechatLogin(back.searchParams.get('code')!, back.searchParams.get('state')!);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ flag: false, uuid: expect.stringMatching(/^[\w-]{43}$/) });

    const bound = await thirdLogin(first.body.data.uuid, '13912340002');
    expect(bound.body.code).toBe(200);
    expect(bound.body.data).toMatchObject({ accessToken: expect.any(String), expiresTime: 604800 });
    const profile = await get('/app/user/profile', bearer(bound.body.data.accessToken));
    expect(profile.body.data).toMatchObject({
      id: bound.body.data.userId,
      nickName: '晚风的小狐狸',
      avatar: 'https://thirdwx.qlogo.cn/mmopen/new/132',
      phone: '13912340002',
    });

    const again = await wechatLogin(simulator.mintCode({ openid: 'oNewUser0001', nickname: '晚风的小狐狸' }));
    expect(again.body.data).toMatchObject({ flag: true, userId: bound.body.data.userId, uuid: '' });
    expect((await get('/app/user/profile', bearer(again.body.data.accessToken))).body.code).toBe(200);
  });

  it('binds to an existing demo account by its phone and keeps its nickname; one WeChat per account', async () => {
    const login = await wechatLogin(simulator.mintCode({ openid: 'oDemo5', nickname: '另一个名字' }));
    const bound = await thirdLogin(login.body.data.uuid, '13800000005');
    expect(bound.body.code).toBe(200);
    const profile = await get('/app/user/profile', bearer(bound.body.data.accessToken));
    expect(profile.body.data).toMatchObject({
      nickName: '阿木木',
      phone: '13800000005',
      avatar: '/resource/avatar/10000005.svg',
    });
    expect((await wechatLogin(simulator.mintCode({ openid: 'oDemo5' }))).body.data).toMatchObject({
      flag: true,
      userId: bound.body.data.userId,
    });

    const intruder = await wechatLogin(simulator.mintCode({ openid: 'oSecondForDemo5', nickname: '冒名' }));
    await forgetSmsCodes('13800000005');
    const refused = await thirdLogin(intruder.body.data.uuid, '13800000005');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, msg: '该手机号已绑定其他微信账号', data: null });
  });

  it('surfaces a reused or unknown code as a clear 400 with the vendor errcode', async () => {
    const code = simulator.mintCode({ openid: 'oReuse01' });
    expect((await wechatLogin(code)).body.code).toBe(200);
    const reused = await wechatLogin(code);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 400, msg: '微信授权码已被使用，请重新扫码（40163）', data: null });
    const unknown = await post('/auth/weixin/login', { loginType: 'WX_QR', code: 'nope' }, { Lang: 'en_US' });
    expect(unknown.body).toMatchObject({
      code: 400,
      msg: 'The WeChat authorization code is invalid or has expired, scan the QR code again (40029)',
    });
  });

  it('answers a refused app secret or a busy WeChat with code 500 and a message, never HTTP 5xx', async () => {
    simulator.failNext('/sns/oauth2/access_token', 40125);
    const misconfigured = await wechatLogin(simulator.mintCode({ openid: 'oVendor01' }));
    expect(misconfigured.httpStatus).toBe(200);
    expect(misconfigured.body).toEqual({
      code: 500,
      msg: '微信登录配置有误，请联系客服（错误码 40125）',
      data: null,
    });
    simulator.failNext('/sns/oauth2/access_token', -1);
    const busy = await wechatLogin(simulator.mintCode({ openid: 'oVendor01' }));
    expect(busy.body).toMatchObject({ code: 500, msg: '微信服务繁忙，请稍后再试（错误码 -1）' });
  });

  it('logs in without the profile when sns/userinfo fails, keeping the default nickname', async () => {
    simulator.failNext('/sns/userinfo', 40001);
    const login = await wechatLogin(simulator.mintCode({ openid: 'oNoProfile', nickname: '看不见' }));
    expect(login.body.data.flag).toBe(false);
    const bound = await thirdLogin(login.body.data.uuid, '13912340003');
    const profile = await get('/app/user/profile', bearer(bound.body.data.accessToken));
    expect(profile.body.data.nickName).toBe('用户0003');
  });

  it('refuses an unknown, an expired or a spent uuid, and a forged state', async () => {
    // The uuid is checked before the SMS code, so none needs sending here.
    const withoutCode = (uuid: string) =>
      post('/auth/third/login', { socialType: 'wechat_qr', uuid, mobile: '13912340004', code: '1234' });
    const unknown = await withoutCode('u'.repeat(43));
    expect(unknown.body).toEqual({ code: 400, msg: '微信授权已失效，请重新扫码', data: null });

    const login = await wechatLogin(simulator.mintCode({ openid: 'oExpired01' }));
    await server.db
      .updateTable('socialIdentities')
      .set({ uuidExpiresAt: Date.now() - 1 })
      .where('openId', '=', 'oExpired01')
      .execute();
    expect((await withoutCode(login.body.data.uuid)).body.msg).toBe('微信授权已失效，请重新扫码');

    const fresh = await wechatLogin(simulator.mintCode({ openid: 'oSpent01' }));
    expect((await thirdLogin(fresh.body.data.uuid, '13912340004')).body.code).toBe(200);
    await forgetSmsCodes('13912340004');
    expect((await thirdLogin(fresh.body.data.uuid, '13912340004')).body.code).toBe(400);

    const forged = await wechatLogin(simulator.mintCode({ openid: 'oState01' }), 'lzz.abc.forged');
    expect(forged.body).toEqual({ code: 400, msg: '登录请求已失效，请重新扫码', data: null });
  });

  it('refuses a disabled account bound to WeChat', async () => {
    const login = await wechatLogin(simulator.mintCode({ openid: 'oDisabled01' }));
    const bound = await thirdLogin(login.body.data.uuid, '13912340005');
    await server.db
      .updateTable('users')
      .set({ state: 'disabled' })
      .where('id', '=', bound.body.data.userId)
      .execute();
    const refused = await wechatLogin(simulator.mintCode({ openid: 'oDisabled01' }));
    expect(refused.body).toMatchObject({ code: 403, msg: '账号已被停用，请联系客服' });
  });

  it('answers bad input with 400 naming the field', async () => {
    const wrongType = await post('/auth/third/login', {
      socialType: 'qq',
      uuid: 'u'.repeat(43),
      mobile: '13912340006',
      code: '1234',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toContain('socialType');
    const badMobile = await post('/auth/third/login', {
      socialType: 'wechat_qr',
      uuid: 'u'.repeat(43),
      mobile: '12345',
      code: '12',
    });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.msg).toContain('mobile');
    expect(badMobile.body.msg).toContain('code');
    const badLogin = await post('/auth/weixin/login', { loginType: 'PASSWORD' });
    expect(badLogin.status).toBe(400);
    expect(badLogin.body.msg).toContain('loginType');
    expect(badLogin.body.msg).toContain('code');
  });

  it('never answered with HTTP 5xx', () => {
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
