import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../src/features/users/seed.js';
import { bearer, loginBySms, smsCodeFor } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds())('SMS login on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('logs a demo user in with the code the console sink sent', async () => {
    const { token, userId } = await loginBySms(server, '13800000001');
    const profile = await server.get('/app/user/profile', bearer(token));
    expect(profile.body.code).toBe(200);
    expect(profile.body.data).toMatchObject({
      id: userId,
      userName: '10000001',
      nickName: '狐小满',
      hasPassword: true,
    });
  });

  it('answers the login with token, user id and a 7-day expiry', async () => {
    const code = await smsCodeFor(server, '13800000002');
    const { body } = await server.post('/auth/v2/login', {
      loginType: 'SMS_CODE',
      phoneNumber: '13800000002',
      smsCode: code,
      deviceType: 'PC',
    });
    expect(body.code).toBe(200);
    expect(body.data.expiresTime).toBe(604800);
    expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('registers a phone number on its first login, with the next public ID and no password', async () => {
    const { token } = await loginBySms(server, '13912345678');
    const { body } = await server.get('/app/user/profile', bearer(token));
    // The next public ID after the highest one the demo world holds (its staff's included).
    expect(body.data.userName).toBe(String(Math.max(...demoUsers.map((user) => Number(user.userName))) + 1));
    expect(body.data.nickName).toBe('用户5678');
    expect(body.data.hasPassword).toBe(false);
    expect(body.data.phone).toBe('13912345678');
  });

  it('refuses a second code within 60 s with code 500 and 短信发送过于频繁', async () => {
    await smsCodeFor(server, '13700000001');
    const again = await server.post('/auth/sms/code', { phone: '13700000001', bizType: 'login' });
    expect(again.httpStatus).toBe(200);
    expect(again.body).toEqual({ code: 500, msg: '短信发送过于频繁', data: null });
  });

  it('refuses a wrong, a reused and an expired code, each with its message', async () => {
    const phone = '13700000002';
    const code = await smsCodeFor(server, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const attempt = (smsCode: string) =>
      server.post('/auth/v2/login', { loginType: 'SMS_CODE', phoneNumber: phone, smsCode, deviceType: 'PC' });
    expect((await attempt(wrong)).body).toMatchObject({ code: 400, msg: '验证码错误' });
    expect((await attempt(code)).body.code).toBe(200);
    expect((await attempt(code)).body).toMatchObject({ code: 400, msg: '验证码已使用，请重新获取' });

    await server.db.updateTable('smsCodes').set({ createdAt: 0 }).where('phone', '=', phone).execute();
    const fresh = await smsCodeFor(server, phone);
    await server.db
      .updateTable('smsCodes')
      .set({ expiresAt: Date.now() - 1 })
      .where('phone', '=', phone)
      .execute();
    expect((await attempt(fresh)).body).toMatchObject({ code: 400, msg: '验证码已过期，请重新获取' });
  });

  it('spends a code after five wrong tries', async () => {
    const phone = '13700000003';
    const code = await smsCodeFor(server, phone);
    const wrong = code === '9999' ? '8888' : '9999';
    for (let i = 0; i < 5; i++) {
      await server.post('/auth/v2/login', {
        loginType: 'SMS_CODE',
        phoneNumber: phone,
        smsCode: wrong,
        deviceType: 'PC',
      });
    }
    const { body } = await server.post('/auth/v2/login', {
      loginType: 'SMS_CODE',
      phoneNumber: phone,
      smsCode: code,
      deviceType: 'PC',
    });
    expect(body).toMatchObject({ code: 400, msg: '验证码错误次数过多，请重新获取' });
  });

  it('names bad fields: phone, code length, login type', async () => {
    const badPhone = await server.post('/auth/sms/code', { phone: '12345678901', bizType: 'login' });
    expect(badPhone.body).toMatchObject({ code: 400, msg: '参数 phone 格式不正确' });
    const badCode = await server.post('/auth/v2/login', {
      loginType: 'SMS_CODE',
      phoneNumber: '13800000001',
      smsCode: '12345',
    });
    expect(badCode.body).toMatchObject({ code: 400, msg: '参数 smsCode 格式不正确' });
    const badType = await server.post('/auth/v2/login', { loginType: 'FACE', phoneNumber: '13800000001' });
    expect(badType.body.code).toBe(400);
    expect(badType.body.msg).toContain('loginType');
  });

  it('keeps the development endpoint honest: no code for a number that got none', async () => {
    const { body } = await server.get('/dev/sms/latest?phone=13600000000');
    expect(body).toMatchObject({ code: 404, msg: '该手机号还没有收到验证码' });
  });
});

describe('rate limits', () => {
  it('answers code 429 with a readable message after 10 code requests a minute from one address', async () => {
    const server = await startTestServer('sqlite');
    try {
      const answers = [];
      for (let i = 0; i < 11; i++) {
        answers.push(
          await server.post('/auth/sms/code', {
            phone: `1350000${String(i).padStart(4, '0')}`,
            bizType: 'login',
          }),
        );
      }
      expect(answers.slice(0, 10).every((a) => a.body.code === 200)).toBe(true);
      const refused = answers[10]!;
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(429);
      expect(refused.body.msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    } finally {
      await server.stop();
    }
  });
});
