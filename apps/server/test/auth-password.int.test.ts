import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encryptedPassword, loginBySms, smsCodeFor } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds())('passwords and sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const passwordLogin = async (userName: string, password: string) =>
    (
      await server.post('/auth/v2/login', {
        loginType: 'PASSWORD',
        userName,
        password: await encryptedPassword(server, password),
        deviceType: 'PC',
      })
    ).body;

  it('logs in by public ID or phone with the demo password', async () => {
    expect((await passwordLogin('10000004', 'fox123456')).code).toBe(200);
    expect((await passwordLogin('13800000004', 'fox123456')).code).toBe(200);
  });

  it('refuses a password that was not encrypted with the current key', async () => {
    const { body } = await server.post('/auth/v2/login', {
      loginType: 'PASSWORD',
      userName: '10000004',
      password: 'fox123456',
    });
    expect(body.code).toBe(400);
  });

  it('answers a wrong password and an unknown account alike, and locks either after five tries', async () => {
    for (const name of ['10000005', '19999999']) {
      for (let i = 0; i < 5; i++)
        expect(await passwordLogin(name, 'wrong-pass')).toMatchObject({ code: 400, msg: '账号或密码错误' });
      const locked = await passwordLogin(name, 'fox123456');
      expect(locked).toMatchObject({ code: 400, msg: '密码错误次数过多，请 15 分钟后再试' });
    }
  });

  it('logs out by revoking the token: later requests get 401', async () => {
    const { token } = await loginBySms(server, '13800000006');
    expect((await server.get('/app/user/profile', bearer(token))).body.code).toBe(200);
    expect((await server.post('/auth/logout', {}, bearer(token))).body.code).toBe(200);
    const after = await server.get('/app/user/profile', bearer(token));
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, msg: '登录状态已过期，请重新登录' });
  });

  it('answers 401 for an unknown or expired token, and for a user endpoint without one', async () => {
    expect((await server.get('/app/user/profile', bearer('made-up-token'))).body.code).toBe(401);
    const { token } = await loginBySms(server, '13700000010');
    await server.db
      .updateTable('sessions')
      .set({ expiresAt: Date.now() - 1 })
      .execute();
    expect((await server.get('/app/user/profile', bearer(token))).body.code).toBe(401);
    expect((await server.get('/app/user/profile')).body).toMatchObject({ code: 401, msg: '请先登录' });
  });

  it('changes a password: the other device is forced out with 11014, this one stays', async () => {
    const here = await loginBySms(server, '13800000003');
    await server.db.updateTable('smsCodes').set({ createdAt: 0 }).execute();
    const there = await loginBySms(server, '13800000003');
    const missingOld = await server.post(
      '/app/user/password',
      { newPassword: 'new-pass-1' },
      bearer(here.token),
    );
    expect(missingOld.body).toMatchObject({ code: 400, msg: '请输入原密码' });
    const wrongOld = await server.post(
      '/app/user/password',
      { oldPassword: 'nope-nope', newPassword: 'new-pass-1' },
      bearer(here.token),
    );
    expect(wrongOld.body).toMatchObject({ code: 400, msg: '原密码错误' });
    const changed = await server.post(
      '/app/user/password',
      { oldPassword: 'fox123456', newPassword: 'new-pass-1' },
      bearer(here.token),
    );
    expect(changed.body.code).toBe(200);
    expect((await server.get('/app/user/profile', bearer(here.token))).body.code).toBe(200);
    const forced = await server.get('/app/user/profile', bearer(there.token));
    expect(forced.httpStatus).toBe(200);
    expect(forced.body).toMatchObject({ code: 11014, msg: '密码已在其他设备修改，请重新登录' });
    expect((await passwordLogin('10000003', 'new-pass-1')).code).toBe(200);
  });

  it('sets a first password for a user who has none', async () => {
    const { token } = await loginBySms(server, '13700000011');
    expect((await server.get('/app/user/profile', bearer(token))).body.data.hasPassword).toBe(false);
    expect(
      (await server.post('/app/user/password', { newPassword: 'first-pass' }, bearer(token))).body.code,
    ).toBe(200);
    expect((await server.get('/app/user/profile', bearer(token))).body.data.hasPassword).toBe(true);
    const short = await server.post(
      '/app/user/password',
      { oldPassword: 'first-pass', newPassword: '123' },
      bearer(token),
    );
    expect(short.body).toMatchObject({ code: 400, msg: '参数 newPassword 长度不能少于 6 个字符' });
  });

  it('forces a disabled account out with 11014', async () => {
    const { token, userId } = await loginBySms(server, '13700000012');
    await server.db.updateTable('users').set({ state: 'disabled' }).where('id', '=', userId).execute();
    expect((await server.get('/app/user/profile', bearer(token))).body).toMatchObject({
      code: 11014,
      msg: '账号已被停用，请联系客服',
    });
  });

  it('resets a password with an SMS code, ending every session', async () => {
    const { token } = await loginBySms(server, '13800000002');
    // One code per phone per 60 s: let the login code age past the interval.
    await server.db.updateTable('smsCodes').set({ createdAt: 0 }).execute();
    const code = await smsCodeFor(server, '13800000002', 'resetPwd');
    const mismatch = await server.post('/auth/resetPwd', {
      phone: '13800000002',
      code,
      password: 'reset-pass',
      confirmPassword: 'other-pass',
    });
    expect(mismatch.body).toMatchObject({ code: 400, msg: '两次输入密码不一致!' });
    const reset = await server.post('/auth/resetPwd', {
      phone: '13800000002',
      code,
      password: 'reset-pass',
      confirmPassword: 'reset-pass',
    });
    expect(reset.body.code).toBe(200);
    expect((await server.get('/app/user/profile', bearer(token))).body.code).toBe(11014);
    expect((await passwordLogin('10000002', 'reset-pass')).code).toBe(200);
  });

  it('does not tell whether a phone has an account when a reset code is asked for', async () => {
    const sent = await server.post('/auth/sms/code', { phone: '13500000000', bizType: 'resetPwd' });
    expect(sent.body).toMatchObject({ code: 200 });
    expect((await server.get('/dev/sms/latest?phone=13500000000&bizType=resetPwd')).body.code).toBe(404);
  });
});
