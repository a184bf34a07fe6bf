import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../src/features/users/seed.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds())('user search on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('finds a user by public ID', async () => {
    const { body } = await server.get('/app/api/common/user/page?keyword=10000003');
    expect(body.total).toBe(1);
    expect(body.data[0].nickName).toBe('陈一帆');
  });

  it('finds users by part of the nickname', async () => {
    const { body } = await server.get(`/app/api/common/user/page?keyword=${encodeURIComponent('风')}`);
    expect(body.data.map((u: { nickName: string }) => u.nickName)).toEqual(['山间晚风']);
  });

  it('treats % and _ in the keyword as text, not wildcards', async () => {
    const { body } = await server.get('/app/api/common/user/page?keyword=%25');
    expect(body.total).toBe(0);
  });

  it('pages by pageNum and pageSize, newest first', async () => {
    // Twelve demo users: a full page of 8, then the last 4.
    const first = await server.get('/app/api/common/user/page?pageNum=1&pageSize=8');
    const second = await server.get('/app/api/common/user/page?pageNum=2&pageSize=8');
    expect(first.body.total).toBe(demoUsers.length);
    expect(first.body.data).toHaveLength(8);
    expect(second.body.data).toHaveLength(demoUsers.length - 8);
    const ids = [...first.body.data, ...second.body.data].map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(demoUsers.length);
  });

  it('refuses a keyword longer than 20 characters', async () => {
    const { status, body } = await server.get(`/app/api/common/user/page?keyword=${'x'.repeat(21)}`);
    expect(status).toBe(400);
    expect(body.msg).toBe('参数 keyword 长度不能超过 20 个字符');
  });
});
