import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRefundNotification } from '../src/features/payments/sandbox/sandbox-refunds.js';
import { transfer } from '../src/features/wallet/ledger.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import {
  auditOf,
  MONEY,
  moneyCalls,
  moneySnapshot,
  refundTransfers,
  walletNotices,
  type MoneyCalls,
} from './console-money-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  balanceOf,
  dramaOnShelf,
  expectSoundLedger,
  PATHS,
  payOnSandboxPage,
  topUp,
} from './money-support.js';

const RATE = 10;

describe.each(databaseKinds())('the money console on %s (sandbox provider)', (kind) => {
  let server: TestServer;
  let finance: Operator;
  let money: MoneyCalls;
  let buyers: SessionUserForTest[];
  let next = 0;
  const buyer = () => buyers[next++]!;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({
      operators: { finance },
    } = await makeOperators(server, '1391632'));
    money = moneyCalls(server, finance.token);
    buyers = await makeUsers(server, 12, '1391633');
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  it('looks up an order by number and a user’s orders and ledger, page by page', async () => {
    const payer = buyer();
    const first = await topUp(server, payer, 6);
    const second = await topUp(server, payer, 30);
    const found = await money.detail(second);
    expect(found.body.code).toBe(200);
    expect(found.body.data.order).toMatchObject({
      orderNo: second,
      user: { id: payer.userId },
      state: 'fulfilled',
      paySource: 9,
      provider: 'sandbox',
      amount: 30,
      refundedAmount: 0,
      bought: { kind: 'topUp', coin: 300, dramaId: null, episodes: [] },
    });
    expect(found.body.data.order.providerTxnId).toMatch(/^SBX/);
    expect(found.body.data.refunds).toEqual([]);
    expect(found.body.data.refundPlan).toMatchObject({
      refundable: true,
      amount: 30,
      coin: 300,
      spentCoin: 0,
    });

    const headers = bearer(finance.token);
    const page1 = await server.get(`${MONEY.orders}?userId=${payer.userId}&pageSize=1`, headers);
    expect(page1.body.data.map((o: { orderNo: string }) => o.orderNo)).toEqual([second]);
    expect(page1.body.total).toBe(2);
    const page2 = await server.get(
      `${MONEY.orders}?userId=${payer.userId}&pageSize=1&before=${page1.body.data[0].id}`,
      headers,
    );
    expect(page2.body.data.map((o: { orderNo: string }) => o.orderNo)).toEqual([first]);
    expect(page2.body.total).toBe(1);
    const everyone = await server.get(`${MONEY.orders}?pageSize=1`, headers);
    expect(everyone.body.data[0].orderNo).toBe(second);

    const ledger = await server.get(`${MONEY.ledger}?userId=${payer.userId}`, headers);
    expect(ledger.body.data.accounts).toEqual([
      expect.objectContaining({ kind: 'wallet', currency: 'coin', balance: 360 }),
    ]);
    const newest = await server.get(`${MONEY.transfers}?userId=${payer.userId}&pageSize=1`, headers);
    expect(newest.body.data).toEqual([
      expect.objectContaining({ amount: 300, kind: 'topUp', counterpart: 'coinIssuance', orderNo: second }),
    ]);
    expect(newest.body.data[0].purpose).toBe('充值到账');
    expect(newest.body.total).toBe(2);
    const older = await server.get(
      `${MONEY.transfers}?userId=${payer.userId}&pageSize=5&before=${newest.body.data[0].id}`,
      headers,
    );
    expect(older.body.data.map((t: { orderNo: string }) => t.orderNo)).toEqual([first]);
    expect(older.body.total).toBe(1);
  });

  it('finds the user a public ID or phone number names, for the pages that take a user id', async () => {
    const someone = buyers[0]!;
    const row = await server.db
      .selectFrom('users')
      .select(['userName', 'phone', 'nickName'])
      .where('id', '=', someone.userId)
      .executeTakeFirstOrThrow();
    const headers = bearer(finance.token);
    const expected = { id: someone.userId, userName: row.userName, nickName: row.nickName };
    for (const account of [row.userName, row.phone!]) {
      const found = await server.get(`${MONEY.user}?account=${account}`, headers);
      expect(found.body).toMatchObject({ code: 200, data: expected });
    }
    const unknown = await server.get(`${MONEY.user}?account=19999999999`, headers);
    expect(unknown.body).toMatchObject({ code: 404, msg: '用户不存在' });
    const empty = await server.get(`${MONEY.user}?account=`, headers);
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toMatch(/account/);
  });

  it('refunds an unspent top-up whole: coins taken back, money back at the sandbox, buyer told, audited', async () => {
    const payer = buyer();
    const orderNo = await topUp(server, payer, 30);
    const answer = await money.refund(orderNo, '重复充值');
    expect(answer.body.code).toBe(200);
    expect(answer.body.msg).toContain('¥30.00');
    expect(answer.body.data.refund).toMatchObject({ amount: 30, coin: 300, reason: '重复充值' });
    const done = await money.settled(orderNo);
    expect(done.order).toMatchObject({ state: 'refunded', refundedAmount: 30 });
    expect(done.refunds[0]).toMatchObject({ state: 'succeeded', providerStatus: 'SUCCESS' });
    expect(done.refundPlan).toMatchObject({ refundable: false });
    expect(done.refundPlan.message).toContain('只能退款一次');
    expect(await balanceOf(server, payer)).toBe(0);
    const refundNo = answer.body.data.refund.refundNo as string;
    const atSandbox = await server.db
      .selectFrom('sandboxRefunds')
      .selectAll()
      .where('refundNo', '=', refundNo)
      .execute();
    expect(atSandbox).toEqual([expect.objectContaining({ orderNo, amountCents: 3000 })]);
    expect(
      (await refundTransfers(server, refundNo)).map((t) => [t.kind, t.currency, Number(t.amount)]),
    ).toEqual([
      ['refundHold', 'coin', 30_000],
      ['refundHold', 'cny', 3000],
      ['refund', 'coin', 30_000],
      ['refund', 'cny', 3000],
    ]);
    const notices = await walletNotices(server, payer.userId, 'refundSuccess');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toContain('扣回 300 狐币');
    expect(notices[0]!.content).toContain('重复充值');
    expect((await auditOf(server, orderNo)).map((entry) => entry.action)).toEqual([
      'money.refundRequest',
      'money.refundSucceeded',
    ]);
    const bills = await server.get('/app/api/wallet/bill?pageNum=1&pageSize=5', bearer(payer.token));
    expect(bills.body.data[0]).toMatchObject({ kind: 'refund', coin: -300 });
  });

  it('refunds only the unspent part of a partly spent top-up, at the order’s rate, and says so', async () => {
    const payer = buyer();
    const orderNo = await topUp(server, payer, 6);
    const drama = await dramaOnShelf(server, 1);
    const episode = drama.paidEpisodes[0]!;
    const bought = await server.post(
      PATHS.orders,
      {
        payType: 'virtual-pay',
        payChannel: 'pc',
        paySource: 101,
        masterId: drama.dramaId,
        materialId: episode.id,
        payPrice: drama.singlePrice,
      },
      bearer(payer.token),
    );
    expect(bought.body.data.charged).toBe(true);
    const spentCoins = drama.singlePrice * RATE;
    const unspentCoins = 60 - spentCoins;
    expect(unspentCoins).toBeGreaterThan(0);
    const plan = (await money.detail(orderNo)).body.data.refundPlan;
    expect(plan).toMatchObject({ refundable: true, coin: unspentCoins, spentCoin: spentCoins });
    expect(plan.amount).toBeCloseTo(unspentCoins / RATE, 5);
    expect(plan.message).toContain('已使用的狐币不退款');

    const answer = await money.refund(orderNo);
    expect(answer.body.code).toBe(200);
    expect(answer.body.msg).toContain(`已使用 ${spentCoins} 狐币`);
    const done = await money.settled(orderNo);
    expect(done.order.state).toBe('partiallyRefunded');
    expect(done.order.refundedAmount).toBeCloseTo(unspentCoins / RATE, 5);
    expect(await balanceOf(server, payer)).toBe(0);
    const atSandbox = await server.db
      .selectFrom('sandboxRefunds')
      .select('amountCents')
      .where('orderNo', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(Number(atSandbox.amountCents)).toBe(Math.round((unspentCoins / RATE) * 100));
    // The episode bought with the coins stays bought.
    const episodes = await server.get(
      `${PATHS.episodes}?episodeRelevance=${drama.dramaId}`,
      bearer(payer.token),
    );
    expect(episodes.body.data.find((e: { id: number }) => e.id === episode.id).paid).toBe(true);
  });

  it('refunds a demo world top-up through the sandbox like any other', async () => {
    const demo = await server.db
      .selectFrom('payOrders as o')
      .innerJoin('users as u', 'u.id', 'o.userId')
      .select(['o.orderNo', 'o.userId'])
      .where('u.userName', '=', '10000010')
      .where('o.provider', '=', 'sandbox')
      .executeTakeFirstOrThrow();
    expect((await money.refund(demo.orderNo, '演示退款')).body.code).toBe(200);
    expect((await money.settled(demo.orderNo)).order.state).toBe('refunded');
  });

  it('refuses to refund a top-up whose coins were all spent, and changes nothing', async () => {
    const payer = buyer();
    const orderNo = await topUp(server, payer, 6);
    // Spent the way a coin purchase spends them: out of the wallet to the platform.
    await transfer(server.db, {
      key: `test-spend:${orderNo}`,
      currency: 'coin',
      from: { kind: 'wallet', ownerId: payer.userId },
      to: { kind: 'platformRevenue', ownerId: 0 },
      amount: 6000,
      kind: 'unlock',
      orderId: null,
      memo: '',
      now: Date.now(),
    });
    const before = await moneySnapshot(server);
    const answer = await money.refund(orderNo);
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toBe('本单充值的 60 狐币已全部使用。规则：已使用的狐币不退款，因此没有可退金额');
    expect(await moneySnapshot(server)).toEqual(before);
    expect(await balanceOf(server, payer)).toBe(0);
  });

  it('refunds a drama QR order: the episodes are taken back, the creator’s takings reversed, both told', async () => {
    const payer = buyer();
    const drama = await dramaOnShelf(server, 2);
    const episode = drama.paidEpisodes[0]!;
    const placed = await server.post(
      PATHS.orders,
      {
        payType: 'yi-ma',
        paySource: 7,
        payChannel: 'pc',
        masterId: drama.dramaId,
        materialId: episode.id,
        payPrice: drama.singlePrice,
      },
      bearer(payer.token),
    );
    const orderNo = placed.body.data.masterOrderNo as string;
    await payOnSandboxPage(placed.body.data.codeUrl as string);
    await server.post(
      '/app/api/playlet/watch',
      { episodeRelevance: drama.dramaId, episodeNumber: episode.episodeNumber },
      bearer(payer.token),
    );
    const creator = await server.db
      .selectFrom('dramas')
      .select(['userId', 'isPlatform'])
      .where('id', '=', drama.dramaId)
      .executeTakeFirstOrThrow();
    // A platform drama's takings are the platform's; a creator's are shared: their share in their pending
    // earnings, the commission (30 % by default) in the platform's revenue.
    const shared = Number(creator.isPlatform) !== 1;
    const creatorId = Number(creator.userId);
    const balance = async (kind: 'platformRevenue' | 'earningsPending', ownerId: number) =>
      Number(
        (
          await server.db
            .selectFrom('ledgerAccounts')
            .select('balance')
            .where('kind', '=', kind)
            .where('ownerId', '=', ownerId)
            .where('currency', '=', 'cny')
            .executeTakeFirst()
        )?.balance ?? 0,
      );
    const priceCents = Math.round(drama.singlePrice * 100);
    const shareCents = shared ? Math.floor((priceCents * 70) / 100) : 0;
    const revenue = async () => ({
      platform: await balance('platformRevenue', 0),
      creator: shared ? await balance('earningsPending', creatorId) : 0,
    });
    const takings = await revenue();
    const found = (await money.detail(orderNo)).body.data;
    expect(found.order.bought).toMatchObject({
      kind: 'episodes',
      dramaId: drama.dramaId,
      dramaTitle: drama.title,
      episodes: [episode.episodeNumber],
      wholeDrama: false,
    });
    expect(found.refundPlan).toMatchObject({
      refundable: true,
      amount: drama.singlePrice,
      episodes: [episode.episodeNumber],
      lastWatched: episode.episodeNumber,
    });

    const answer = await money.refund(orderNo, '内容与描述不符');
    expect(answer.body.code).toBe(200);
    const done = await money.settled(orderNo);
    expect(done.order).toMatchObject({ state: 'refunded', refundedAmount: drama.singlePrice });
    expect(done.order.bought.episodes).toEqual([episode.episodeNumber]);
    expect(await revenue()).toEqual({
      platform: takings.platform - (priceCents - shareCents),
      creator: takings.creator - shareCents,
    });
    const episodes = await server.get(
      `${PATHS.episodes}?episodeRelevance=${drama.dramaId}`,
      bearer(payer.token),
    );
    expect(episodes.body.data.find((e: { id: number }) => e.id === episode.id)).toMatchObject({
      paid: false,
    });
    expect(await walletNotices(server, payer.userId, 'refundSuccess')).toHaveLength(1);
    if (shared) {
      const told = await walletNotices(server, creatorId, 'incomeRefund');
      expect(told.some((notice) => notice.content.includes(drama.title))).toBe(true);
    }
  });

  it('two concurrent clicks refund once', async () => {
    const payer = buyer();
    const orderNo = await topUp(server, payer, 30);
    const answers = await Promise.all(Array.from({ length: 8 }, () => money.refund(orderNo)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.code !== 200)) {
      expect(refused.body.code).toBe(409);
      expect(['该订单的退款正在处理中，请勿重复提交', '该订单已退款，每笔订单只能退款一次']).toContain(
        refused.body.msg,
      );
    }
    await money.settled(orderNo);
    const orderId = (await money.detail(orderNo)).body.data.order.id as number;
    expect(
      await server.db.selectFrom('payRefunds').select('id').where('orderId', '=', orderId).execute(),
    ).toHaveLength(1);
    expect(
      await server.db
        .selectFrom('sandboxRefunds')
        .select('refundNo')
        .where('orderNo', '=', orderNo)
        .execute(),
    ).toHaveLength(1);
    expect(await balanceOf(server, payer)).toBe(0);
  });

  it('a notification delivered many times at once refunds once', async () => {
    const payer = buyer();
    const orderNo = await topUp(server, payer, 30);
    const answer = await money.refund(orderNo);
    const refundNo = answer.body.data.refund.refundNo as string;
    const { headers, body } = await sandboxRefundNotification(server.db, refundNo);
    const deliveries = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(server.url + MONEY.refundNotify('sandbox'), { method: 'POST', headers, body }),
      ),
    );
    expect(deliveries.map((d) => d.status)).toEqual(Array(20).fill(200));
    const done = await money.settled(orderNo);
    expect(done.order.state).toBe('refunded');
    expect(await refundTransfers(server, refundNo)).toHaveLength(4);
    expect(await walletNotices(server, payer.userId, 'refundSuccess')).toHaveLength(1);
    const actions = (await auditOf(server, orderNo)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'money.refundSucceeded')).toHaveLength(1);
  });

  it('refuses bad input with a readable message and changes nothing', async () => {
    const payer = buyer();
    const orderNo = await topUp(server, payer, 6);
    const unpaid = await server.post(
      PATHS.ordersAdded,
      { payType: 'yi-ma', paySource: 9, payChannel: 'pc', amount: 6 },
      bearer(payer.token),
    );
    const before = await moneySnapshot(server);
    const headers = bearer(finance.token);
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{}, 400, /orderNo/],
      [{ orderNo }, 400, /reason/],
      [{ orderNo, reason: '' }, 400, /reason/],
      [{ orderNo, reason: 'x'.repeat(201) }, 400, /reason/],
      [{ orderNo, reason: 'ok', amount: 1 }, 400, /amount/],
      [{ orderNo: 'FX000', reason: 'ok' }, 404, '订单不存在'],
      [{ orderNo: unpaid.body.data.masterOrderNo, reason: 'ok' }, 400, '订单未支付，无需退款'],
    ];
    for (const [body, code, msg] of cases) {
      const answer = await server.post(MONEY.refund, body, headers);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
      expect(answer.body.msg).toMatch(msg);
    }
    const coinOrder = await server.db
      .selectFrom('payOrders')
      .select('orderNo')
      .where('provider', '=', 'coin')
      .limit(1)
      .executeTakeFirstOrThrow();
    const coin = await money.refund(coinOrder.orderNo);
    expect(coin.body).toMatchObject({ code: 400, msg: '狐币支付的订单未经过支付渠道，不能在此退款' });
    const lookups: Array<[string, string | RegExp]> = [
      [`${MONEY.orders}?userId=abc`, /userId/],
      [`${MONEY.orders}?pageSize=0`, /pageSize/],
      [`${MONEY.ledger}?userId=999999999`, '用户不存在'],
      [`${MONEY.transfers}?userId=${payer.userId}&accountId=1`, '该账户不属于此用户'],
      [`${MONEY.order}?orderNo=`, /orderNo/],
    ];
    for (const [path, msg] of lookups) {
      const answer = await server.get(path, headers);
      expect([400, 404], path).toContain(answer.body.code);
      expect(answer.body.msg).toMatch(msg);
    }
    expect(await moneySnapshot(server)).toEqual(before);
  });

  it('refuses forged, tampered, stale and misdirected refund notifications and changes nothing', async () => {
    const payer = buyer();
    const orderNo = await topUp(server, payer, 30);
    const refundNo = (await money.refund(orderNo)).body.data.refund.refundNo as string;
    await money.settled(orderNo);
    const before = await moneySnapshot(server);
    const genuine = await sandboxRefundNotification(server.db, refundNo);
    const post = (headers: Record<string, string>, body: string, path = MONEY.refundNotify('sandbox')) =>
      fetch(server.url + path, { method: 'POST', headers, body });
    const stale = await sandboxRefundNotification(server.db, refundNo, Date.now() - 10 * 60_000);
    const attempts = [
      post({ ...genuine.headers, 'x-sandbox-signature': 'ab'.repeat(32) }, genuine.body),
      post(genuine.headers, genuine.body.replace('"amountCents":3000', '"amountCents":300000')),
      post(stale.headers, stale.body),
      // A refund's notification is not a payment's, nor the other way round.
      post(genuine.headers, genuine.body, PATHS.notify),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(400);
    expect(await moneySnapshot(server)).toEqual(before);
  });
});
