import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginBySms } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds())('the account on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await loginBySms(server, '13800000003'));
  });
  afterAll(() => server.stop());

  it('edits the profile and refuses an over-long nickname without changing anything', async () => {
    const edited = await server.post(
      '/app/user/profile',
      { nickName: '  一帆风顺  ', intro: '你好' },
      bearer(token),
    );
    expect(edited.body.data).toMatchObject({ nickName: '一帆风顺', intro: '你好' });
    const tooLong = await server.post('/app/user/profile', { nickName: '字'.repeat(17) }, bearer(token));
    expect(tooLong.body).toMatchObject({ code: 400, msg: '参数 nickName 长度不能超过 16 个字符' });
    const unknown = await server.post('/app/user/profile', { roles: 'admin' }, bearer(token));
    expect(unknown.body).toMatchObject({ code: 400, msg: '不支持的参数：roles' });
    expect((await server.get('/app/user/profile', bearer(token))).body.data.nickName).toBe('一帆风顺');
  });

  it('gives user info with roles, and the role list', async () => {
    const info = await server.get('/system/user/getInfo', bearer(token));
    expect(info.body.data.roles).toEqual(['user', 'agent']);
    expect(info.body.data.rolePermission).toEqual(['user', 'agent']);
    const roles = await server.get('/app/user/roles', bearer(token));
    expect(roles.body).toMatchObject({ code: 200, total: 2 });
    expect(roles.body.data[1]).toEqual({ roleKey: 'agent', roleName: '代理商' });
  });

  it('shows the first-login guide until it is done', async () => {
    expect((await server.get('/app/user/isFirstLogin', bearer(token))).body.data).toBe(true);
    await server.post('/app/user/guide/done', {}, bearer(token));
    expect((await server.get('/app/user/isFirstLogin', bearer(token))).body.data).toBe(false);
  });

  it('records an anonymous device once, keeping its first sighting', async () => {
    const first = await server.post('/app/api/ai/noLogin', { imei: 'device-abcdef-123' });
    const second = await server.post('/app/api/ai/noLogin', { imei: 'device-abcdef-123' });
    expect(first.body.code).toBe(200);
    expect(second.body.data.firstSeen).toBe(first.body.data.firstSeen);
    expect((await server.post('/app/api/ai/noLogin', { imei: 'short' })).body.code).toBe(400);
  });
});

describe('default avatars', () => {
  it('gives every user without an uploaded avatar a generated one of their own', async () => {
    const server = await startTestServer('sqlite');
    try {
      const { token } = await loginBySms(server, '13800000004');
      const profile = (await server.get('/app/user/profile', bearer(token))).body.data;
      expect(profile.avatar).toBe('/resource/avatar/10000004.svg');
      const response = await fetch(`${server.url}${profile.avatar}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain('>林</text>');
      const other = await (await fetch(`${server.url}/resource/avatar/10000001.svg`)).text();
      expect(other).toContain('>狐</text>');
      expect((await fetch(`${server.url}/resource/avatar/99999999.svg`)).status).toBe(404);
      expect((await fetch(`${server.url}/resource/avatar/..%2Fetc.svg`)).status).toBe(404);
      const search = await server.get('/app/api/common/user/page?keyword=10000002');
      expect(search.body.data[0].avatar).toBe('/resource/avatar/10000002.svg');
    } finally {
      await server.stop();
    }
  });
});
