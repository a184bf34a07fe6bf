import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

type User = SessionUserForTest;

describe.each(databaseKinds())('feedback on %s', (kind) => {
  let server: TestServer;
  let alice: User;
  let bob: User;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob] = (await makeUsers(server, 2, '1390021')) as [User, User];
  });
  afterAll(() => server.stop());

  const count = async () =>
    Number(
      (
        await server.db
          .selectFrom('feedback')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores feedback with its images and lists only the sender’s own', async () => {
    const sent = await server.post(
      '/admin/feedbackInfo',
      { type: 'problem', content: '  视频播放有卡顿  ', images: ['/resource/files/demo/pictures/cat.jpg'] },
      bearer(alice.token),
    );
    expect(sent.body.code).toBe(200);
    expect(sent.body.data).toMatchObject({
      type: 'problem',
      content: '视频播放有卡顿',
      images: ['/resource/files/demo/pictures/cat.jpg'],
      state: 'pending',
    });

    const mine = await server.get('/admin/feedbackInfo', bearer(alice.token));
    expect(mine.body.total).toBe(1);
    expect(mine.body.data[0].content).toBe('视频播放有卡顿');
    const theirs = await server.get('/admin/feedbackInfo', bearer(bob.token));
    expect(theirs.body.total).toBe(0);
  });

  it('refuses guests and bad input without storing anything', async () => {
    const before = await count();
    const guest = await server.post('/admin/feedbackInfo', { type: 'other', content: '游客的意见很长' });
    expect(guest.status).toBe(401);
    const as = bearer(alice.token);
    const cases = [
      { type: 'other', content: '短' },
      { type: 'other', content: 'x'.repeat(501) },
      { type: 'praise', content: '一个不存在的类型' },
      { type: 'other', content: '外部图片地址', images: ['https://evil.example/a.png'] },
      { type: 'other', content: '不存在的图片', images: ['/resource/files/2026/11/none.png'] },
      {
        type: 'other',
        content: '图片太多了吧',
        images: Array.from({ length: 6 }, () => '/resource/files/demo/pictures/cat.jpg'),
      },
      { type: 'other', content: '多余字段的反馈', userId: bob.userId },
    ];
    for (const body of cases) {
      const answer = await server.post('/admin/feedbackInfo', body, as);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });
});
