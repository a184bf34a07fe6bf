import type { games } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { balanceOf, expectSoundLedger, topUp } from './money-support.js';
import { REVIEW, systemNotices } from './review-support.js';

const API = {
  start: '/app/api/game/start',
  buy: '/app/api/game/item/buy',
  periods: '/app/api/game/rebate/periods',
  claim: '/app/api/game/rebate/claim',
  rebateGames: '/app/api/game/rebate/games',
  info: '/app/api/game/info',
} as const;
const WEEK = 7 * 86_400_000;

describe.each(databaseKinds())('game items and rebates paid in fox coins on %s', (kind) => {
  let server: TestServer;
  let buyer: SessionUserForTest;
  let poor: SessionUserForTest;
  let finance: Operator;
  let game2048: number;
  let snake: number;
  let gomoku: number;
  /** The order number that won the parallel orders of the first test: any of the three may win on PostgreSQL. */
  let nightOrder = '';
  /** When the server had started: what this test bought was bought after. */
  let startedAt = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    startedAt = Date.now();
    const made = await makeOperators(server, '1396702');
    buyer = made.user;
    finance = made.operators.finance;
    poor = made.operators.article;
    await topUp(server, buyer, 100);
    const idOf = async (slug: string) =>
      Number(
        (await server.db.selectFrom('games').select('id').where('slug', '=', slug).executeTakeFirstOrThrow())
          .id,
      );
    [game2048, snake, gomoku] = await Promise.all([idOf('2048'), idOf('snake'), idOf('gomoku')]);
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  const buy = (user: SessionUserForTest, body: Record<string, unknown>) =>
    server.post(API.buy, body, bearer(user.token));
  const periodsOf = async (user: SessionUserForTest, gameId: number) => {
    const answer = await server.get(`${API.periods}?gameId=${gameId}`, bearer(user.token));
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as games.RebatePeriod[];
  };
  /** Moves a player's purchases in a game back by whole weeks: the periods they count in move with them. */
  const backdate = (user: SessionUserForTest, gameId: number, weeks: number) =>
    server.db
      .updateTable('gamePurchases')
      .set((eb) => ({ createdAt: eb('createdAt', '-', weeks * WEEK) }))
      .where('userId', '=', user.userId)
      .where('gameId', '=', gameId)
      .execute();
  const act = (body: Record<string, unknown>) =>
    server.post(`${REVIEW}/gameRebate/actions`, body, bearer(finance.token));

  it('charges an item once under 30 parallel orders, whatever their order numbers', async () => {
    const before = await balanceOf(server, buyer);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        buy(buyer, {
          gameId: game2048,
          itemKey: 'skin-night',
          orderNo: `night-${index % 3}-abcdefgh`,
          price: 60,
        }),
      ),
    );
    for (const answer of answers) expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    const charged = answers.filter((answer) => answer.body.data.charged);
    expect(charged).toHaveLength(1);
    const orderNo = charged[0]!.body.data.orderNo as string;
    nightOrder = orderNo;
    for (const answer of answers) expect(answer.body.data.orderNo).toBe(orderNo);
    expect(await balanceOf(server, buyer)).toBe(before - 60);
    // The demo world's purchases (the games seed's rebate player) were made before the server started.
    const transfers = await server.db
      .selectFrom('ledgerTransfers')
      .select(['amount', 'kind'])
      .where('kind', '=', 'gameItem')
      .where('createdAt', '>=', startedAt)
      .execute();
    expect(transfers.map((row) => [Number(row.amount), row.kind])).toEqual([[6000, 'gameItem']]);

    const info = (await server.get(`${API.info}?id=${game2048}`, bearer(buyer.token))).body.data;
    expect(info.items.find((item: games.GameItem) => item.key === 'skin-night').owned).toBe(true);
    const bills = (await server.get('/app/api/wallet/bill?pageSize=5', bearer(buyer.token))).body;
    expect(bills.data[0]).toMatchObject({ coin: -60, title: '购买游戏道具 2048·星夜皮肤' });
  });

  it('lets the game see the purchase with its own token, and nothing of another game', async () => {
    const session = (await server.post(API.start, { gameId: game2048 }, bearer(buyer.token))).body.data;
    const list = (await (
      await fetch(`${session.apiBase}/purchases`, { headers: { authorization: `Bearer ${session.token}` } })
    ).json()) as { code: number; data: games.GamePurchase[] };
    expect(list.code).toBe(200);
    expect(list.data.map((purchase) => [purchase.itemKey, purchase.itemName, purchase.coins])).toEqual([
      ['skin-night', '星夜皮肤', 60],
    ]);
    const snakeSession = (await server.post(API.start, { gameId: snake }, bearer(buyer.token))).body.data;
    const none = (await (
      await fetch(`${snakeSession.apiBase}/purchases`, {
        headers: { authorization: `Bearer ${snakeSession.token}` },
      })
    ).json()) as { data: unknown[] };
    expect(none.data).toEqual([]);
  });

  it('refuses a changed price, an unknown item, a low balance and a taken order number, charging nothing', async () => {
    const before = await balanceOf(server, buyer);
    const changed = await buy(buyer, {
      gameId: game2048,
      itemKey: 'skin-candy',
      orderNo: 'candy-aaaaaaaa',
      price: 5,
    });
    expect(changed.body).toMatchObject({ code: 409, msg: '道具价格已变化，请重新确认' });
    const unknown = await buy(buyer, {
      gameId: gomoku,
      itemKey: 'skin-candy',
      orderNo: 'candy-bbbbbbbb',
      price: 50,
    });
    expect(unknown.body).toMatchObject({ code: 404, msg: '该游戏没有这个道具' });
    const poorly = await buy(poor, {
      gameId: snake,
      itemKey: 'skin-gold',
      orderNo: 'gold-cccccccc',
      price: 30,
    });
    expect(poorly.body).toMatchObject({ code: 400, msg: '狐币余额不足，请充值后再支付' });
    const taken = await buy(buyer, {
      gameId: game2048,
      itemKey: 'skin-candy',
      orderNo: nightOrder,
      price: 50,
    });
    expect(taken.body).toMatchObject({ code: 409, msg: '该订单号已被其他订单使用，请重新下单' });
    const shortOrder = await buy(buyer, { gameId: game2048, itemKey: 'skin-candy', orderNo: 'x', price: 50 });
    expect(shortOrder.body.code).toBe(400);
    expect(shortOrder.body.msg).toContain('orderNo');
    expect(await balanceOf(server, buyer)).toBe(before);
    const rows = await server.db
      .selectFrom('gamePurchases')
      .select('orderNo')
      .where('createdAt', '>=', startedAt)
      .execute();
    expect(rows.map((row) => row.orderNo)).toEqual([nightOrder]);
  });

  it('computes the rebate of a week from the purchases, refuses a running or small week, claims once', async () => {
    expect(
      (await buy(buyer, { gameId: game2048, itemKey: 'skin-candy', orderNo: 'candy-dddddddd', price: 50 }))
        .body.data.charged,
    ).toBe(true);
    const running = (await periodsOf(buyer, game2048))[0]!;
    expect(running).toMatchObject({ state: 'running', spentCoins: 110, rebateCoins: 11 });
    const early = await server.post(
      API.claim,
      { gameId: game2048, periodStart: running.periodStart },
      bearer(buyer.token),
    );
    expect(early.body).toMatchObject({ code: 400, msg: '本周期尚未结束，结束后才能申请返利' });

    await backdate(buyer, game2048, 1);
    const periods = await periodsOf(buyer, game2048);
    expect(periods).toHaveLength(8);
    expect(periods[0]).toMatchObject({ state: 'running', spentCoins: 0 });
    const lastWeek = periods[1]!;
    expect(lastWeek).toMatchObject({ state: 'claimable', spentCoins: 110, rebateCoins: 11 });
    expect(periods[2]).toMatchObject({ state: 'belowThreshold', spentCoins: 0, rebateCoins: 0 });

    // The client names the period only: an amount it sends is refused, not believed.
    const forged = await server.post(
      API.claim,
      { gameId: game2048, periodStart: lastWeek.periodStart, rebateCoins: 1000 },
      bearer(buyer.token),
    );
    expect(forged.body.code).toBe(400);
    const small = await server.post(
      API.claim,
      { gameId: game2048, periodStart: periods[2]!.periodStart },
      bearer(buyer.token),
    );
    expect(small.body).toMatchObject({ code: 400, msg: '本周期消费未满100狐币，没有返利' });
    const notMonday = await server.post(
      API.claim,
      { gameId: game2048, periodStart: '2020-01-01' },
      bearer(buyer.token),
    );
    expect(notMonday.body.msg).toBe('只能申请最近8周内已结束的周期');
    const noRule = await server.post(
      API.claim,
      { gameId: gomoku, periodStart: lastWeek.periodStart },
      bearer(buyer.token),
    );
    expect(noRule.body).toMatchObject({ code: 404, msg: '该游戏没有返利活动' });

    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.post(API.claim, { gameId: game2048, periodStart: lastWeek.periodStart }, bearer(buyer.token)),
      ),
    );
    for (const claim of claims) {
      expect(claim.body.code).toBe(200);
      expect(claim.body.data).toMatchObject({ state: 'WaitApprove', spentCoins: 110, rebateCoins: 11 });
    }
    const rows = await server.db.selectFrom('gameRebateClaims').selectAll().execute();
    expect(rows).toHaveLength(1);
    const queue = (await server.get(REVIEW, bearer(finance.token))).body.data.find(
      (entry: { key: string }) => entry.key === 'gameRebate',
    );
    expect(queue).toMatchObject({ pending: 1, title: '游戏返利审核' });
    const rebateGames = (await server.get(API.rebateGames, bearer(buyer.token))).body.data;
    expect(rebateGames.map((game: games.Game) => game.name)).toEqual(['贪吃蛇', '2048']);
  });

  it('pays an approved claim once however often it is approved, from issuance into the wallet', async () => {
    const claim = await server.db.selectFrom('gameRebateClaims').selectAll().executeTakeFirstOrThrow();
    const item = (await server.get(`${REVIEW}/gameRebate/items/${claim.id}`, bearer(finance.token))).body
      .data;
    expect(item.detail).toMatchObject({ spentCoins: 110, rebateCoins: 11, gameName: '2048' });
    expect((await server.get(`${REVIEW}/gameRebate/items/${claim.id}`, bearer(buyer.token))).body.code).toBe(
      403,
    );

    const before = await balanceOf(server, buyer);
    const approvals = await Promise.all([
      act({ action: 'approve', ids: [Number(claim.id)] }),
      act({ action: 'approve', ids: [Number(claim.id)] }),
    ]);
    const changed = approvals.flatMap((answer) => answer.body.data?.changed ?? []);
    expect(changed).toEqual([Number(claim.id)]);
    expect((await act({ action: 'approve', ids: [Number(claim.id)] })).body.data.changed).toEqual([]);
    expect(await balanceOf(server, buyer)).toBe(before + 11);
    const paid = await server.db
      .selectFrom('ledgerTransfers')
      .selectAll()
      .where('kind', '=', 'gameRebate')
      .execute();
    expect(paid.map((row) => Number(row.amount))).toEqual([1100]);
    const lastWeek = (await periodsOf(buyer, game2048))[1]!;
    expect(lastWeek).toMatchObject({ state: 'Pass', rebateCoins: 11 });
    const notice = (await systemNotices(server, buyer)).find((entry: { title: string }) =>
      entry.title.includes('游戏返利'),
    );
    expect(notice).toBeTruthy();
  });

  it('tells the player why a claim was refused, and pays nothing', async () => {
    await topUp(server, poor, 20);
    for (const [itemKey, price] of [
      ['skin-night', 60],
      ['skin-candy', 50],
    ] as const) {
      expect(
        (await buy(poor, { gameId: game2048, itemKey, orderNo: `${itemKey}-poor0001`, price })).body.code,
      ).toBe(200);
    }
    await backdate(poor, game2048, 2);
    const period = (await periodsOf(poor, game2048))[2]!;
    expect(period).toMatchObject({ state: 'claimable', rebateCoins: 11 });
    const claimed = await server.post(
      API.claim,
      { gameId: game2048, periodStart: period.periodStart },
      bearer(poor.token),
    );
    expect(claimed.body.data.state).toBe('WaitApprove');
    const claim = await server.db
      .selectFrom('gameRebateClaims')
      .select('id')
      .where('userId', '=', poor.userId)
      .executeTakeFirstOrThrow();
    const before = await balanceOf(server, poor);
    expect((await act({ action: 'refuse', ids: [Number(claim.id)] })).body.code).toBe(400);
    const reason = '消费记录异常';
    expect((await act({ action: 'refuse', ids: [Number(claim.id)], reason })).body.data.changed).toEqual([
      Number(claim.id),
    ]);
    expect((await act({ action: 'approve', ids: [Number(claim.id)] })).body.data.changed).toEqual([]);
    expect(await balanceOf(server, poor)).toBe(before);
    expect((await periodsOf(poor, game2048))[2]).toMatchObject({ state: 'Refuse', rejectReason: reason });
    const notice = (await systemNotices(server, poor)).find((entry: { content: string }) =>
      entry.content.includes(reason),
    );
    expect(notice).toBeTruthy();
  });
});
