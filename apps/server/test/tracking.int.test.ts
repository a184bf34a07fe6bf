import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const event = (overrides: Record<string, unknown> = {}) => ({
  operaSource: 1,
  requestId: 'r1',
  eventTime: '2026-03-01 12:30:00',
  operUrl: '/home',
  pageName: 'home',
  businessType: 'Video',
  operaType: 2,
  eventSign: 'video_detail',
  eventName: '查看视频详情',
  eventAttribute: { duration: 12, contentDuration: 30, progressDuration: 12 },
  userId: 999999,
  deviceNo: 'device-1',
  ...overrides,
});

describe.each(databaseKinds())('behaviour tracking on %s', (kind) => {
  let server: TestServer;
  let viewer: SessionUserForTest;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false' } });
    [viewer] = (await makeUsers(server, 1, '1390051')) as [SessionUserForTest];
  });
  afterAll(() => server.stop());

  const events = () => server.db.selectFrom('trackingEvents').selectAll().orderBy('id').execute();

  it('stores a batch of a guest and of a user, taking the user from the session and the address from the request', async () => {
    const guest = await server.post('/admin/api/user/behavior/addList', [
      event(),
      event({ requestId: 'r2' }),
    ]);
    expect(guest.body).toMatchObject({ code: 200, data: { accepted: 2 } });
    const user = await server.post(
      '/admin/api/user/behavior/addList',
      { list: [event({ requestId: 'r3', operaType: 3 })] },
      bearer(viewer.token),
    );
    expect(user.body).toMatchObject({ code: 200, data: { accepted: 1 } });

    const rows = await events();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ userId: null, claimedUserId: '999999', operaType: 2, duration: 12 });
    expect(rows[0]!.operIp).toMatch(/127\.0\.0\.1/);
    expect(Number(rows[2]!.userId)).toBe(viewer.userId);
  });

  it('refuses bad batches with a 400 and stores nothing', async () => {
    const before = (await events()).length;
    const cases = [
      [],
      [event({ eventTime: '2026/03/01' })],
      [event({ eventTime: '2026-02-30 12:30:00' })],
      [event({ operaType: 16 })],
      [event({ businessType: 'Planet' })],
      [event({ eventName: 'x'.repeat(101) })],
      Array.from({ length: 101 }, (_, i) => event({ requestId: `b${i}` })),
    ];
    for (const body of cases) {
      const answer = await server.post('/admin/api/user/behavior/addList', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400);
    }
    expect(await events()).toHaveLength(before);
  });

  it('records aiRecAdd for guests and users; a user shown or opening an item has it marked seen', async () => {
    const { db } = server;
    const guest = await server.post('/app/api/ai/rec/add', {
      itemId: 5,
      itemType: 'video',
      bhvType: 'expose',
      sceneId: 'home_video',
      imei: 'device-1',
    });
    expect(guest.body).toMatchObject({ code: 200, data: null });
    const asUser = (body: Record<string, unknown>) =>
      server.post('/app/api/ai/rec/add', body, bearer(viewer.token));
    expect(
      (await asUser({ itemId: 7, itemType: 'item', bhvType: 'click', sceneId: 'home_question' })).body.code,
    ).toBe(200);
    expect(
      (await asUser({ itemId: 8, itemType: 'article', bhvType: 'like', sceneId: 'home_article' })).body.code,
    ).toBe(200);
    expect((await asUser({ itemId: 9, itemType: 'article', bhvType: 'expose', userId: 1 })).body.code).toBe(
      200,
    );
    expect((await asUser({ itemId: 9, itemType: 'article', bhvType: 'expose' })).body.code).toBe(200);

    const logged = await db.selectFrom('recBehaviors').selectAll().orderBy('id').execute();
    expect(
      logged.map((row) => [row.userId === null ? null : Number(row.userId), row.busyType, row.bhvType]),
    ).toEqual([
      [null, 'Video', 'expose'],
      [viewer.userId, 'Question', 'click'],
      [viewer.userId, 'Article', 'like'],
      [viewer.userId, 'Article', 'expose'],
      [viewer.userId, 'Article', 'expose'],
    ]);
    const seen = await db.selectFrom('seenItems').selectAll().orderBy('itemId').execute();
    expect(seen.map((row) => [Number(row.userId), row.busyType, Number(row.itemId)])).toEqual([
      [viewer.userId, 'Question', 7],
      [viewer.userId, 'Article', 9],
    ]);
  });

  it('refuses an unknown behaviour or item type with a 400', async () => {
    for (const body of [
      { itemId: 1, itemType: 'video', bhvType: 'stare' },
      { itemId: 1, itemType: 'planet', bhvType: 'click' },
      { itemId: -1, itemType: 'video', bhvType: 'click' },
      { itemId: 1, itemType: 'video', bhvType: 'stay', bhvValue: 10 ** 9 },
    ]) {
      const answer = await server.post('/app/api/ai/rec/add', body);
      expect(answer.status).toBe(400);
    }
  });
});
