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
    // The demo users (people and staff) in pages of 8: full pages, then the rest.
    const pages = Math.ceil(demoUsers.length / 8);
    const answers = [];
    for (let pageNum = 1; pageNum <= pages; pageNum++)
      answers.push((await server.get(`/app/api/common/user/page?pageNum=${pageNum}&pageSize=8`)).body);
    expect(answers[0].total).toBe(demoUsers.length);
    answers.forEach((answer, index) =>
      expect(answer.data).toHaveLength(index < pages - 1 ? 8 : demoUsers.length - 8 * (pages - 1)),
    );
    const ids = answers.flatMap((answer) => answer.data).map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(demoUsers.length);
  });

  it('refuses a keyword longer than 20 characters', async () => {
    const { status, body } = await server.get(`/app/api/common/user/page?keyword=${'x'.repeat(21)}`);
    expect(status).toBe(400);
    expect(body.msg).toBe('参数 keyword 长度不能超过 20 个字符');
  });
});
