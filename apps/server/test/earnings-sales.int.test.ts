import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNotification } from '../src/features/payments/sandbox/sandbox-delivery.js';
import { takeSandboxPayment } from '../src/features/payments/sandbox/sandbox-provider.js';
import { transfer } from '../src/features/wallet/ledger.js';
import { makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { grantRoleForTest } from './console-support.js';
import { moneyCalls, moneySnapshot, type MoneyCalls } from './console-money-support.js';
import {
  creatorDrama,
  linesOf,
  moneyOf,
  orderTransfers,
  placeEpisodeOrder,
  releaseAndWithdraw,
  shareOf,
  type CreatorDrama,
} from './earnings-sales-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { expectSoundLedger, payOnSandboxPage, PATHS, topUp } from './money-support.js';
import {
  approveWish,
  balanceOf as accountOf,
  makeSettlementReady,
  publishAndPay,
  settledOrders,
} from './wishes-support.js';

const DAY = 86_400_000;

describe.each(databaseKinds())('drama sales and wish settlements reach earnings on %s', (kind) => {
  let server: TestServer;
  let money: MoneyCalls;
  let drama: CreatorDrama;
  let users: SessionUserForTest[];
  let next = 0;
  const user = () => users[next++]!;

  beforeAll(async () => {
    server = await startTestServer(kind);
    users = await makeUsers(server, 12, '1398821');
    const finance = user();
    await grantRoleForTest(server, finance.userId, 'finance');
    money = moneyCalls(server, finance.token);
    drama = await creatorDrama(server);
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  it('gives the demo world’s creators and takers earnings from their sales and settlements', async () => {
    // The demo's coin purchases credit the dramas' creators; a promoter who brought the buyer takes a
    // commission out of the creator's share of that order. Its settled wishes pay their takers.
    const sales = await server.db
      .selectFrom('earningsRecords as r')
      .innerJoin('payOrders as o', 'o.orderNo', 'r.orderNo')
      .innerJoin('dramas as d', 'd.id', 'o.dramaId')
      .select([
        'r.userId',
        'd.userId as creatorId',
        'r.amountCents',
        'o.orderNo',
        'o.amountCents as priceCents',
        'o.independentUserId',
      ])
      .where('r.kind', '=', 'dramaSale')
      .where('o.provider', '=', 'coin')
      .execute();
    expect(sales.length).toBeGreaterThan(0);
    const orders = new Map<string, typeof sales>();
    for (const sale of sales) orders.set(sale.orderNo, [...(orders.get(sale.orderNo) ?? []), sale]);
    for (const lines of orders.values()) {
      const { creatorId, priceCents, independentUserId } = lines[0]!;
      expect(lines.filter((line) => Number(line.userId) === Number(creatorId))).toHaveLength(1);
      for (const line of lines) {
        if (Number(line.userId) !== Number(creatorId))
          expect(Number(line.userId)).toBe(Number(independentUserId));
      }
      const paid = lines.reduce((sum, line) => sum + Number(line.amountCents), 0);
      expect(paid).toBe(shareOf(Number(priceCents)));
    }
    expect(sales.some((sale) => sale.independentUserId !== null)).toBe(true);
    const settlements = await server.db
      .selectFrom('earningsRecords as r')
      .innerJoin('wishes as w', 'w.taskNumber', 'r.sourceId')
      .select('r.id')
      .where('r.kind', '=', 'wishSettle')
      .execute();
    expect(settlements.length).toBeGreaterThan(0);
  });

  const share = () => shareOf(drama.priceCents);
  const commission = () => drama.priceCents - share();

  /** A QR sale of one episode, paid on the sandbox page; answers its order number. */
  async function qrSale(buyer = user()): Promise<string> {
    const placed = await placeEpisodeOrder(server, buyer, drama, 'qr');
    expect(placed.body.code).toBe(200);
    expect(await payOnSandboxPage(placed.body.data.codeUrl as string)).toContain('支付成功');
    return placed.body.data.masterOrderNo as string;
  }

  const move = (from: string, to: string, amount: number, key: string) =>
    transfer(server.db, {
      key,
      currency: 'cny',
      from: { kind: from as never, ownerId: drama.creatorId },
      to: { kind: to as never, ownerId: drama.creatorId },
      amount,
      kind: 'withdraw',
      orderId: null,
      memo: 'test',
      now: Date.now(),
    });

  it('a coin unlock credits the creator 70 % of the price once; the coins and the commission stay the platform’s', async () => {
    const buyer = user();
    await topUp(server, buyer, 30);
    const before = await moneyOf(server, drama.creatorId);
    const coinsBefore = await accountOf(server, 'coinSales', 0);
    // A double click: one purchase, one credit.
    const answers = await Promise.all([1, 2, 3].map(() => placeEpisodeOrder(server, buyer, drama, 'coin')));
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200]);
    const charged = answers.filter((a) => a.body.data.charged);
    expect(charged).toHaveLength(1);
    const orderNo = charged[0]!.body.data.masterOrderNo as string;
    const after = await moneyOf(server, drama.creatorId);
    expect(after.pending - before.pending).toBe(share());
    expect(after.earned - before.earned).toBe(share());
    // The share is owed out of top-up cash: coinSales goes down by it, the platform keeps the rest.
    expect(coinsBefore - (await accountOf(server, 'coinSales', 0))).toBe(share());
    expect(await orderTransfers(server, orderNo)).toEqual([
      {
        idempotencyKey: `order:${orderNo}:coin`,
        amount: drama.priceCents * 10,
        kind: 'unlock',
        currency: 'coin',
      },
      { idempotencyKey: `order:${orderNo}:share`, amount: share(), kind: 'dramaShare', currency: 'cny' },
    ]);
    const [line] = await linesOf(server, orderNo);
    expect(line).toMatchObject({
      userId: drama.creatorId,
      kind: 'dramaSale',
      state: 'pending',
      amountCents: share(),
      sourceType: 'drama',
      sourceId: String(drama.dramaId),
      title: drama.title,
    });
    expect(Number(line!.availableAt) - Number(line!.createdAt)).toBe(7 * DAY);
    expect(await linesOf(server, orderNo)).toHaveLength(1);
  });

  it('a QR sale credits the share once however often it is notified; the commission is the platform’s', async () => {
    const before = await moneyOf(server, drama.creatorId);
    const placed = await placeEpisodeOrder(server, user(), drama, 'qr');
    const orderNo = placed.body.data.masterOrderNo as string;
    const payment = (await takeSandboxPayment(server.db, orderNo))!;
    const { headers, body } = await sandboxNotification(server.db, {
      orderNo,
      amountCents: Number(payment.amountCents),
      transactionId: payment.transactionId,
      notifyUrl: payment.notifyUrl,
    });
    const notify = () => fetch(server.url + PATHS.notify, { method: 'POST', headers, body });
    const answers = await Promise.all(Array.from({ length: 20 }, notify));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const after = await moneyOf(server, drama.creatorId);
    expect(after.pending - before.pending).toBe(share());
    expect(after.platform - before.platform).toBe(commission());
    expect(await orderTransfers(server, orderNo)).toEqual([
      { idempotencyKey: `order:${orderNo}:cash`, amount: share(), kind: 'dramaShare', currency: 'cny' },
      {
        idempotencyKey: `order:${orderNo}:commission`,
        amount: commission(),
        kind: 'dramaCommission',
        currency: 'cny',
      },
    ]);
    expect(await linesOf(server, orderNo)).toHaveLength(1);
  });

  it('a refund takes the share back from pending earnings and the commission from the platform', async () => {
    const before = await moneyOf(server, drama.creatorId);
    const orderNo = await qrSale();
    const plan = (await money.detail(orderNo)).body.data.refundPlan;
    expect(plan.refundable).toBe(true);
    expect(plan.message).toContain(
      `创作者的收益（分成 ¥${(share() / 100).toFixed(2)}）和平台的收入（佣金 ¥${(commission() / 100).toFixed(2)}）`,
    );
    expect((await money.refund(orderNo, '内容与描述不符')).body.code).toBe(200);
    expect((await money.settled(orderNo)).order.state).toBe('refunded');
    expect(await moneyOf(server, drama.creatorId)).toEqual(before);
    const lines = await linesOf(server, orderNo);
    expect(lines.map((line) => [line.kind, line.state, Number(line.amountCents)])).toEqual([
      ['dramaSale', 'done', share()],
      ['clawback', 'done', -share()],
    ]);
  });

  it('a refund the provider refuses gives the share and the commission back', async () => {
    const orderNo = await qrSale();
    const sold = await moneyOf(server, drama.creatorId);
    // The sandbox refuses to refund a payment it does not hold as paid.
    await server.db
      .updateTable('sandboxPayments')
      .set({ state: 'closed' })
      .where('orderNo', '=', orderNo)
      .execute();
    const answer = await money.refund(orderNo);
    expect(answer.body.code).toBe(200);
    expect(answer.body.msg).toContain('ORDER_NOT_PAID');
    expect((await money.settled(orderNo, (state) => state === 'fulfilled')).order.state).toBe('fulfilled');
    expect(await moneyOf(server, drama.creatorId)).toEqual(sold);
    const lines = await linesOf(server, orderNo);
    expect(lines.map((line) => [line.kind, line.state, Number(line.amountCents)])).toEqual([
      ['dramaSale', 'pending', share()],
      ['clawback', 'failed', -share()],
    ]);
  });

  it('refuses the refund of a sale whose share was withdrawn, says why, and changes nothing', async () => {
    const orderNo = await qrSale();
    await releaseAndWithdraw(server, move, drama.creatorId, orderNo, share());
    const yuan = (share() / 100).toFixed(2);
    const why = `创作者的分成 ¥${yuan} 已从其收益中提现（当前可提现收益 ¥0.00），无法扣回，因此不能退款。请与创作者协商后再决定如何处理`;
    const plan = (await money.detail(orderNo)).body.data.refundPlan;
    expect(plan).toMatchObject({ refundable: false, message: why });
    const before = await moneySnapshot(server);
    const answer = await money.refund(orderNo);
    expect(answer.body.code).toBe(409);
    expect(answer.body.msg).toBe(why);
    expect(await moneySnapshot(server)).toEqual(before);
    expect(await linesOf(server, orderNo)).toHaveLength(1);
  });

  it('a wish settlement credits the taker’s pending earnings once', async () => {
    const [publisher, taker, operator] = [user(), user(), user()];
    await makeSettlementReady(server, taker.userId);
    await grantRoleForTest(server, operator.userId, 'article');
    const { id, taskNumber } = await publishAndPay(server, publisher, {
      fullAmount: 100,
      receiveLimit: 1,
      isApproveReceive: false,
    });
    await approveWish(server, operator, id);
    await settledOrders(server, publisher, taskNumber, [taker]);
    // 100 yuan less the 10 % fee.
    expect(await accountOf(server, 'earningsPending', taker.userId)).toBe(9_000);
    const lines = await server.db
      .selectFrom('earningsRecords')
      .selectAll()
      .where('userId', '=', taker.userId)
      .execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'wishSettle',
      state: 'pending',
      amountCents: 9_000,
      sourceType: 'wish',
      sourceId: taskNumber,
      title: 'A logo for a tea shop',
    });
    const settles = await server.db
      .selectFrom('ledgerTransfers')
      .select(['amount', 'kind'])
      .where('idempotencyKey', 'like', `wish:${id}:settle:%`)
      .execute();
    expect(settles.map((row) => [Number(row.amount), row.kind])).toEqual([[9_000, 'wishSettle']]);
  });
});
