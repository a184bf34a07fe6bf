import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginBySms } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds())('app-scan QR login on %s', (kind) => {
  let server: TestServer;
  let phoneToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token: phoneToken } = await loginBySms(server, '13800000001'));
  });
  afterAll(() => server.stop());

  it('logs the PC in once the logged-in device confirms, exactly once', async () => {
    const created = await server.get('/auth/qrcode/id');
    const { qrCodeId, confirmPath } = created.body.data;
    expect(confirmPath).toBe(`/qrLogin?qrCodeId=${qrCodeId}`);
    const poll = () => server.get(`/auth/qrcode/login?qrCodeId=${qrCodeId}`);
    expect((await poll()).body.data).toEqual({ state: 'waiting' });
    expect((await server.post('/auth/qrcode/scan', { qrCodeId }, bearer(phoneToken))).body.code).toBe(200);
    expect((await poll()).body.data).toEqual({ state: 'scanned' });
    expect((await server.post('/auth/qrcode/confirm', { qrCodeId }, bearer(phoneToken))).body.code).toBe(200);
    const done = await poll();
    expect(done.body.data.userId).toBe(1);
    const profile = await server.get('/app/user/profile', bearer(done.body.data.accessToken));
    expect(profile.body.data.userName).toBe('10000001');
    expect((await poll()).body).toMatchObject({ code: 410, msg: '二维码已失效' });
  });

  it("answers 'QR code invalid' after two minutes", async () => {
    const { qrCodeId } = (await server.get('/auth/qrcode/id')).body.data;
    await server.db
      .updateTable('qrLogins')
      .set({ expiresAt: Date.now() - 1 })
      .where('qrCodeId', '=', qrCodeId)
      .execute();
    const { body } = await server.get(`/auth/qrcode/login?qrCodeId=${qrCodeId}`, { Lang: 'en_US' });
    expect(body).toMatchObject({ code: 410, msg: 'QR code invalid' });
    expect((await server.post('/auth/qrcode/confirm', { qrCodeId }, bearer(phoneToken))).body.code).toBe(410);
  });

  it('needs a logged-in device to confirm, and a refusal ends the code', async () => {
    const { qrCodeId } = (await server.get('/auth/qrcode/id')).body.data;
    expect((await server.post('/auth/qrcode/confirm', { qrCodeId })).body.code).toBe(401);
    await server.post('/auth/qrcode/confirm', { qrCodeId, accept: false }, bearer(phoneToken));
    expect((await server.get(`/auth/qrcode/login?qrCodeId=${qrCodeId}`)).body.code).toBe(410);
  });
});
