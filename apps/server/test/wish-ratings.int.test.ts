import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { grantRoleForTest } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  approveWish,
  assertWishMoney,
  makeSettlementReady,
  ok,
  publishAndPay,
  settledOrders,
  W,
} from './wishes-support.js';

const NOT_SETTLED_ZH = '订单结算完成后才能评价';
const RATED_ZH = '你已经评价过这笔订单，评价提交后不能修改';

describe.each(databaseKinds())('ratings after settlement on %s', (kind) => {
  let server: TestServer;
  let publisher: SessionUserForTest;
  let operator: SessionUserForTest;
  let stranger: SessionUserForTest;
  let takers: SessionUserForTest[];
  const auth = (user: SessionUserForTest) => bearer(user.token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    [publisher, operator, stranger] = (await makeUsers(server, 3, '1397733')) as [
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
    ];
    takers = await makeUsers(server, 9, '1397744');
    for (const taker of takers) await makeSettlementReady(server, taker.userId);
    await grantRoleForTest(server, operator.userId, 'article');
    const names = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan'];
    for (const [index, taker] of takers.entries()) {
      await server.db
        .updateTable('users')
        .set({ nickName: names[index]! })
        .where('id', '=', taker.userId)
        .execute();
    }
  });
  afterAll(() => server.stop());
  afterEach(() => assertWishMoney(server));

  /** A wish taken directly, one place per taker, 100 yuan each. */
  const live = async (places: number) => {
    const wish = await publishAndPay(server, publisher, {
      isApproveReceive: false,
      fullAmount: 100 * places,
      receiveLimit: places,
    });
    await approveWish(server, operator, wish.id);
    return wish;
  };
  const rate = (user: SessionUserForTest, body: Record<string, unknown>, lang = 'zh') =>
    server.post(W.rate, body, { ...auth(user), lang });
  const ratingRows = (receptionId: number) =>
    server.db.selectFrom('wishRatings').selectAll().where('receptionId', '=', receptionId).execute();
  const sumOf = async (userId: number) => {
    const row = await server.db
      .selectFrom('wishRatingSums')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
  };

  it('lets both sides rate each other once the order is settled, once each', async () => {
    const taker = takers[0]!;
    const { taskNumber } = await live(2);
    const [receptionId] = await settledOrders(server, publisher, taskNumber, [taker]);

    const given = ok(await rate(publisher, { receptionId, score: 5, comment: '  Fast and careful  ' }));
    expect(given).toMatchObject({ receptionId, side: 'publisher', score: 5, comment: 'Fast and careful' });
    expect(given.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const back = ok(await rate(taker, { receptionId, score: 4, comment: 'x'.repeat(200) }));
    expect(back).toMatchObject({ side: 'taker', score: 4 });

    // A second rating of the same side is refused, in either language, and changes nothing.
    const again = await rate(publisher, { receptionId, score: 1, comment: 'changed my mind' });
    expect(again.body.code).toBe(409);
    expect(again.body.msg).toBe(RATED_ZH);
    const againEn = await rate(taker, { receptionId, score: 1 }, 'en');
    expect(againEn.body.code).toBe(409);
    expect(againEn.body.msg).toBe('You have already rated this order; a rating cannot be changed');
    const rows = await ratingRows(receptionId!);
    expect(rows.map((row) => [row.side, Number(row.score)]).sort()).toEqual([
      ['publisher', 5],
      ['taker', 4],
    ]);
    expect(await sumOf(taker.userId)).toEqual({ count: 1, total: 5 });

    // Each side's order page says what it gave; the details show the publisher's average.
    const listed = ok(await server.get(`${W.applications(taskNumber)}?state=OverSettle`, auth(publisher)));
    expect(listed[0].myRating).toMatchObject({ score: 5, comment: 'Fast and careful' });
    const mine = ok(await server.get(W.detail(taskNumber), auth(taker)));
    expect(mine.myReception.myRating).toMatchObject({ score: 4 });
    expect(mine.publisherRating).toEqual({ average: 4, count: 1 });
    const taken = ok(await server.get(`${W.received}?filter=settled`, auth(taker)));
    expect(taken[0].reception.myRating).toMatchObject({ score: 4 });

    // The rated taker is told, on the receiver's tab.
    const notices = ok(
      await server.get('/app/notice/task/page?noticeType=receiver&pageNum=1&pageSize=10', auth(taker)),
    );
    expect(notices.map((n: { extra: { kickbackType: string } }) => n.extra.kickbackType)).toContain('rated');
  });

  it('stores one rating of ten identical submits at once, and counts it once', async () => {
    const taker = takers[1]!;
    const { taskNumber } = await live(1);
    const [receptionId] = await settledOrders(server, publisher, taskNumber, [taker]);
    const before = await sumOf(taker.userId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rate(publisher, { receptionId, score: 3, comment: 'ok' })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(refused).toHaveLength(9);
    expect(refused.every((a) => a.body.code === 409 && a.body.msg === RATED_ZH)).toBe(true);
    expect(await ratingRows(receptionId!)).toHaveLength(1);
    expect(await sumOf(taker.userId)).toEqual({ count: before.count + 1, total: before.total + 3 });
  });

  it('refuses strangers, orders not settled and orders that do not exist', async () => {
    const taker = takers[2]!;
    const { taskNumber } = await live(1);
    const took = ok(await server.post(W.receive, { taskNumber }, auth(taker)));
    const receptionId = took.reception.id as number;

    const early = await rate(publisher, { receptionId, score: 5 });
    expect(early.body.code).toBe(409);
    expect(early.body.msg).toContain(NOT_SETTLED_ZH);
    expect(early.body.msg).toContain('Execute');
    ok(await server.post(W.settle, { taskNumber, deliveryMsg: 'done' }, auth(taker)));
    expect((await rate(taker, { receptionId, score: 5 })).body.code).toBe(409);
    ok(await server.post(W.approve, { receptionId }, auth(publisher)));

    const strange = await rate(stranger, { receptionId, score: 5 });
    expect(strange.body.code).toBe(403);
    expect(strange.body.msg).toBe('只有这笔订单的发布者和接单者可以评价');
    expect((await rate(publisher, { receptionId: 999_999, score: 5 })).body.code).toBe(404);
    expect(await ratingRows(receptionId)).toHaveLength(0);
  });

  it('refuses scores outside 1..5, half stars and long comments, writing nothing', async () => {
    const taker = takers[3]!;
    const { taskNumber } = await live(1);
    const [receptionId] = await settledOrders(server, publisher, taskNumber, [taker]);
    const refused = async (body: Record<string, unknown>) => {
      const answer = await rate(publisher, { receptionId, ...body });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(400);
      return answer.body.msg as string;
    };
    expect(await refused({ score: 0 })).toContain('score');
    expect(await refused({ score: 6 })).toContain('score');
    expect(await refused({ score: 2.5 })).toContain('score');
    expect(await refused({})).toContain('score');
    expect(await refused({ score: 4, comment: 'y'.repeat(201) })).toContain('comment');
    expect(await refused({ score: 4, comment: 'no\u202Etricks' })).toContain('comment');
    expect(await ratingRows(receptionId!)).toHaveLength(0);
    expect(await sumOf(taker.userId)).toEqual({ count: 0, total: 0 });
  });

  it("shows the publisher's average on the wish and the square, and lists ratings newest first by cursor", async () => {
    // A publisher of this test's own, so the average is only of what is rated here.
    const [seller] = (await makeUsers(server, 1, '1397755')) as [SessionUserForTest];
    await server.db
      .updateTable('users')
      .set({ nickName: '甜品铺' })
      .where('id', '=', seller.userId)
      .execute();
    const group = takers.slice(4, 9);
    const wish = await publishAndPay(server, seller, {
      isApproveReceive: false,
      fullAmount: 600,
      receiveLimit: 6,
    });
    await approveWish(server, operator, wish.id);
    const ids = await settledOrders(server, seller, wish.taskNumber, group);
    const scores = [5, 4, 4, 5, 3];
    for (const [index, taker] of group.entries()) {
      ok(await rate(taker, { receptionId: ids[index], score: scores[index], comment: `note ${index}` }));
    }
    // The seller's rating of one taker is that taker's, not the seller's.
    ok(await rate(seller, { receptionId: ids[0], score: 2 }));

    const detail = ok(await server.get(W.detail(wish.taskNumber)));
    expect(detail.publisherRating).toEqual({ average: 4.2, count: 5 });
    const square = ok(await server.get(`${W.square}?pageSize=50`));
    const card = square.find((w: { taskNumber: string }) => w.taskNumber === wish.taskNumber);
    expect(card.publisherRating).toEqual({ average: 4.2, count: 5 });

    const seen: number[] = [];
    let beforeId: number | undefined;
    let pages = 0;
    for (;;) {
      const query = beforeId === undefined ? '?pageSize=2' : `?pageSize=2&beforeId=${beforeId}`;
      const page = ok(await server.get(`${W.ratings(seller.userId)}${query}`));
      expect(page).toMatchObject({ userId: seller.userId, average: 4.2, count: 5 });
      seen.push(...page.records.map((r: { id: number }) => r.id));
      pages += 1;
      if (!page.hasMore) break;
      beforeId = page.records.at(-1).id;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);

    const first = ok(await server.get(W.ratings(seller.userId))).records;
    expect(first[0]).toMatchObject({
      raterName: 'I**',
      side: 'taker',
      score: 3,
      comment: 'note 4',
      taskNumber: wish.taskNumber,
      title: 'A logo for a tea shop',
    });
    expect(first[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const ofTaker = ok(await server.get(W.ratings(group[0]!.userId)));
    expect(ofTaker.records[0]).toMatchObject({ raterName: '甜**', side: 'publisher', score: 2 });

    const nobody = ok(await server.get(W.ratings(stranger.userId)));
    expect(nobody).toEqual({ userId: stranger.userId, average: 0, count: 0, records: [], hasMore: false });
    expect((await server.get(`${W.ratings(seller.userId)}?beforeId=abc`)).body.code).toBe(400);
  });
});
