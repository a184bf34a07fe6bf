import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import {
  creatorDramaWithSession,
  DAY,
  dayFromNow,
  DIST,
  openDrama,
  promotionsOf,
  take,
  visit,
  withoutDemoDistribution,
  type DistributedDrama,
} from './distribution-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { expectSoundLedger } from './money-support.js';

describe.each(databaseKinds())('opening dramas to distribution, the plaza and links on %s', (kind) => {
  let server: TestServer;
  let drama: DistributedDrama;
  let other: DistributedDrama;
  let users: SessionUserForTest[];
  let next = 0;
  const user = () => users[next++]!;
  let distributionId = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await withoutDemoDistribution(server);
    users = await makeUsers(server, 14, '1396621');
    drama = await creatorDramaWithSession(server);
    other = await creatorDramaWithSession(server, 1);
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  it('only the drama’s creator opens it, changes it and closes it', async () => {
    const stranger = user();
    const refused = await openDrama(server, stranger, drama.dramaId, 10);
    expect(refused.body.code).toBe(403);
    expect(refused.body.msg).toBe('只有短剧的作者才能设置分销');
    const opened = await openDrama(server, drama.creator, drama.dramaId, 10, dayFromNow(10));
    expect(opened.body.code).toBe(200);
    expect(opened.body.data).toMatchObject({
      kind: 'drama',
      itemId: drama.dramaId,
      commissionPercent: 10,
      endDate: dayFromNow(10),
      state: 'open',
      sales: 0,
    });
    distributionId = opened.body.data.id as number;
    const changed = await openDrama(server, drama.creator, drama.dramaId, 20);
    expect(changed.body.data).toMatchObject({ id: distributionId, commissionPercent: 20, state: 'open' });
    const notClosed = await server.post(
      DIST.close,
      { kind: 'drama', itemId: drama.dramaId },
      bearer(stranger.token),
    );
    expect(notClosed.body.code).toBe(403);
    const platform = await server.db
      .selectFrom('dramas')
      .select(['id', 'userId'])
      .where('isPlatform', '=', 1)
      .executeTakeFirst();
    if (platform) {
      const { openSession } = await import('../src/features/auth/sessions.js');
      const owner = await openSession(server.db, Number(platform.userId), 'PC');
      const answer = await openDrama(
        server,
        { userId: Number(platform.userId), token: owner.accessToken },
        Number(platform.id),
        10,
      );
      expect(answer.body.code).toBe(400);
      expect(answer.body.msg).toBe('平台短剧暂不支持分销');
    }
    const missing = await openDrama(server, drama.creator, 99_999_999, 10);
    expect(missing.body).toMatchObject({ code: 404, msg: '短剧不存在' });
  });

  it('the owner reads their drama’s terms as they stand; nobody else may', async () => {
    const terms = (who: SessionUserForTest, itemId: number) =>
      server.get(`${DIST.open}?kind=drama&itemId=${itemId}`, bearer(who.token));
    const stranger = user();
    const never = await terms(other.creator, other.dramaId);
    expect(never.body).toMatchObject({ code: 200, data: null });
    // Whether a drama was ever opened is its owner's to know.
    expect((await terms(stranger, other.dramaId)).body.code).toBe(403);
    await openDrama(server, other.creator, other.dramaId, 12, dayFromNow(5));
    expect((await terms(other.creator, other.dramaId)).body.data).toMatchObject({
      itemId: other.dramaId,
      commissionPercent: 12,
      endDate: dayFromNow(5),
      state: 'open',
    });
    await server.post(DIST.close, { kind: 'drama', itemId: other.dramaId }, bearer(other.creator.token));
    expect((await terms(other.creator, other.dramaId)).body.data).toMatchObject({
      commissionPercent: 12,
      state: 'closed',
    });
    expect((await terms(stranger, other.dramaId)).body).toMatchObject({
      code: 403,
      msg: '只有短剧的作者才能设置分销',
    });
    expect((await terms(other.creator, 99_999_999)).body).toMatchObject({ code: 404, msg: '短剧不存在' });
    expect((await terms(other.creator, -1)).body.code).toBe(400);
  });

  it('refuses bad terms with a message naming the rule', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const answer = await server.post(
        DIST.open,
        { kind: 'drama', itemId: drama.dramaId, commissionPercent: 10, endDate: dayFromNow(5), ...body },
        bearer(drama.creator.token),
      );
      expect(answer.body.code).toBe(400);
      expect(typeof answer.body.msg).toBe('string');
      return answer.body.msg as string;
    };
    expect(await bad({ commissionPercent: 0 })).toContain('commissionPercent');
    expect(await bad({ commissionPercent: 51 })).toContain('commissionPercent');
    expect(await bad({ commissionPercent: 12.5 })).toContain('commissionPercent');
    expect(await bad({ endDate: '2026/12/01' })).toContain('endDate');
    expect(await bad({ kind: 'wish' })).toContain('kind');
    expect(await bad({ endDate: '2026-02-30' })).toBe('结束日期无效');
    expect(await bad({ endDate: dayFromNow(-1) })).toBe('结束日期不能早于今天');
    expect(await bad({ endDate: dayFromNow(400) })).toBe('结束日期不能晚于366天后');
    const english = await server.post(
      DIST.open,
      { kind: 'drama', itemId: drama.dramaId, commissionPercent: 10, endDate: dayFromNow(-1) },
      { ...bearer(drama.creator.token), lang: 'en_US' },
    );
    expect(english.body.msg).toBe('The end date cannot be before today');
    const badCode = await visit(server, user(), 'short');
    expect(badCode.body.code).toBe(400);
    const badSort = await server.get(`${DIST.plaza}?sort=cheapest`);
    expect(badSort.body.code).toBe(400);
    const guestTake = await server.post(DIST.take, { distributionId });
    expect(guestTake.body.code).toBe(401);
  });

  it('the plaza lists open dramas with the commission per episode, by commission, sales or newest', async () => {
    expect((await openDrama(server, other.creator, other.dramaId, 30)).body.code).toBe(200);
    const byCommission = await server.get(`${DIST.plaza}?sort=commission&pageNum=1&pageSize=10`);
    expect(byCommission.body.code).toBe(200);
    expect(byCommission.body.total).toBe(2);
    const items = byCommission.body.data as Array<Record<string, unknown>>;
    expect(items.map((item) => item.itemId)).toEqual([other.dramaId, drama.dramaId]);
    expect(items[1]).toMatchObject({
      id: distributionId,
      kind: 'drama',
      title: drama.title,
      singlePrice: drama.priceCents / 100,
      commissionPercent: 20,
      commissionPerEpisode: Math.floor((drama.priceCents * 20) / 100) / 100,
      sales: 0,
    });
    expect(typeof items[1]!.coverUrl).toBe('string');
    const newest = await server.get(`${DIST.plaza}?sort=newest`);
    expect((newest.body.data as Array<{ itemId: number }>).map((item) => item.itemId)).toEqual([
      other.dramaId,
      drama.dramaId,
    ]);
    const paged = await server.get(`${DIST.plaza}?sort=commission&pageNum=2&pageSize=1`);
    expect((paged.body.data as Array<{ itemId: number }>).map((item) => item.itemId)).toEqual([
      drama.dramaId,
    ]);
    // Sales rank the plaza too: one attributed sale moves the cheaper commission up.
    await server.db
      .updateTable('distributionItems')
      .set({ sales: 3 })
      .where('id', '=', distributionId)
      .execute();
    const bySales = await server.get(`${DIST.plaza}?sort=sales`);
    expect((bySales.body.data as Array<{ itemId: number }>)[0]!.itemId).toBe(drama.dramaId);
    await server.db
      .updateTable('distributionItems')
      .set({ sales: 0 })
      .where('id', '=', distributionId)
      .execute();
    // A closed drama leaves the plaza; opening it again brings it back.
    const closed = await server.post(
      DIST.close,
      { kind: 'drama', itemId: other.dramaId },
      bearer(other.creator.token),
    );
    expect(closed.body.data.state).toBe('closed');
    const after = await server.get(DIST.plaza);
    expect((after.body.data as Array<{ itemId: number }>).map((item) => item.itemId)).toEqual([
      drama.dramaId,
    ]);
  });

  it('a promoter takes a drama once and gets an unguessable code and a link to the player', async () => {
    const promoter = user();
    const first = await take(server, promoter, distributionId);
    expect(first.code).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(first.link).toBe(`/shortPlayDetail?episodeRelevance=${drama.dramaId}&pc=${first.code}`);
    const again = await Promise.all([1, 2, 3].map(() => take(server, promoter, distributionId)));
    expect(new Set(again.map((promotion) => promotion.code))).toEqual(new Set([first.code]));
    const someoneElse = await take(server, user(), distributionId);
    expect(someoneElse.code).not.toBe(first.code);
    const closedItem = (
      await server.db
        .selectFrom('distributionItems')
        .select('id')
        .where('itemId', '=', other.dramaId)
        .executeTakeFirstOrThrow()
    ).id;
    const refused = await server.post(
      DIST.take,
      { distributionId: Number(closedItem) },
      bearer(promoter.token),
    );
    expect(refused.body).toMatchObject({ code: 404, msg: '该分销商品不存在或已结束分销' });
  });

  it('a visit attributes the visitor for the window, counted once; the promoter’s own visits count for nothing', async () => {
    const promoter = user();
    const buyer = user();
    const { code } = await take(server, promoter, distributionId);
    const own = await visit(server, promoter, code);
    expect(own.body.data).toMatchObject({ attributed: false, itemId: drama.dramaId, expireTime: null });
    const before = Date.now();
    const first = await visit(server, buyer, code);
    expect(first.body.data).toMatchObject({ attributed: true, kind: 'drama', itemId: drama.dramaId });
    await visit(server, buyer, code);
    const row = await server.db
      .selectFrom('promotionAttributions')
      .selectAll()
      .where('buyerId', '=', buyer.userId)
      .executeTakeFirstOrThrow();
    expect(Number(row.expiresAt) - Number(row.visitedAt)).toBe(7 * DAY);
    expect(Number(row.visitedAt)).toBeGreaterThanOrEqual(before);
    const [figures] = (await promotionsOf(server, promoter)).data;
    expect(figures).toMatchObject({ visits: 1, buyers: 0, orders: 0, commission: 0 });
    const unknown = await visit(server, buyer, 'AAAAAAAAAAAA');
    expect(unknown.body).toMatchObject({ code: 404, msg: '推广链接无效' });
  });

  it('one item’s page shows its terms and only the viewer’s own link and figures', async () => {
    const [promoter, stranger] = [user(), user()];
    const mine = await take(server, promoter, distributionId);
    const detail = await server.get(`${DIST.detail}?id=${distributionId}`, bearer(promoter.token));
    expect(detail.body.code).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: distributionId,
      itemId: drama.dramaId,
      open: true,
      commissionPercent: 20,
      promotion: { id: mine.id, code: mine.code, visits: 0, orders: 0 },
    });
    const theirs = await server.get(`${DIST.detail}?id=${distributionId}`, bearer(stranger.token));
    expect(theirs.body.data.promotion).toBeNull();
    const guest = await server.get(`${DIST.detail}?id=${distributionId}`);
    expect(guest.body.data).toMatchObject({ open: true, promotion: null });
    expect((await server.get(`${DIST.detail}?id=99999999`)).body.code).toBe(404);
    expect((await server.get(`${DIST.detail}?id=abc`)).body.code).toBe(400);
  });

  it('a promoter sees only their own promotions and figures', async () => {
    const [one, two, nobody] = [user(), user(), user()];
    const mine = await take(server, one, distributionId);
    await take(server, two, distributionId);
    const list = await promotionsOf(server, one);
    expect(list.total).toBe(1);
    expect(list.data.map((promotion) => promotion.id)).toEqual([mine.id]);
    expect((await promotionsOf(server, nobody)).total).toBe(0);
    const guest = await server.get(DIST.promotions);
    expect(guest.body.code).toBe(401);
  });
});
