import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unlockWithCoins } from '../src/features/payments/coin-unlock.js';
import { newOrderNo } from '../src/features/payments/orders.js';
import type { PaymentsTables } from '../src/features/payments/tables.js';
import { tablesOf } from '../src/platform/db/tables.js';
import { dramaOnSale } from '../src/features/dramas/index.js';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import type { MoneyCalls } from './console-money-support.js';
import {
  buyEpisode,
  cnyOf,
  distributedDramaWorld,
  promotionsOf,
  take,
  visit,
  type DistributedDrama,
} from './distribution-support.js';
import { databaseKinds, type TestServer } from './harness.js';
import { expectSoundLedger, payOnSandboxPage, topUp } from './money-support.js';

const PERCENT = 20;

describe.each(databaseKinds())('a promoter’s commission on the ledger on %s', (kind) => {
  let server: TestServer;
  let drama: DistributedDrama;
  let money: MoneyCalls;
  let users: SessionUserForTest[];
  let next = 0;
  const user = () => users[next++]!;
  let distributionId = 0;
  let episode = 0;
  /** Each purchase buys a paid episode no earlier test bought, so every buyer's order charges. */
  const nextEpisode = () => drama.paidEpisodeIds[episode++ % drama.paidEpisodeIds.length]!;

  const share = () => Math.floor((drama.priceCents * 70) / 100);
  const commission = () => Math.floor((drama.priceCents * PERCENT) / 100);

  beforeAll(async () => {
    ({ server, users, drama, money, distributionId } = await distributedDramaWorld(kind, {
      people: 40,
      phonePrefix: '1395521',
      percent: PERCENT,
    }));
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  /** A promoter with a promotion of the drama, and a buyer with coins who came through their link. */
  async function promotedBuyer(coins = true) {
    const promoter = user();
    const buyer = user();
    const promotion = await take(server, promoter, distributionId);
    if (coins) await topUp(server, buyer, 50);
    expect((await visit(server, buyer, promotion.code)).body.data.attributed).toBe(true);
    return { promoter, buyer, promotion };
  }

  const pending = (userId: number) => cnyOf(server, 'earningsPending', userId);

  const orderOf = (orderNo: string) =>
    server.db.selectFrom('payOrders').selectAll().where('orderNo', '=', orderNo).executeTakeFirstOrThrow();

  it('a coin purchase through a link pays the promoter out of the creator’s share; the platform keeps its cut', async () => {
    const { promoter, buyer } = await promotedBuyer();
    const creatorBefore = await pending(drama.creator.userId);
    const coinSalesBefore = await cnyOf(server, 'coinSales', 0);
    const answer = await buyEpisode(server, buyer, drama, nextEpisode());
    expect(answer.body.data.charged).toBe(true);
    const orderNo = answer.body.data.masterOrderNo as string;
    expect(await pending(promoter.userId)).toBe(commission());
    expect((await pending(drama.creator.userId)) - creatorBefore).toBe(share() - commission());
    // Out of coin sales goes the creator's whole share, split: the platform's cut is unchanged.
    expect(coinSalesBefore - (await cnyOf(server, 'coinSales', 0))).toBe(share());
    const order = await orderOf(orderNo);
    expect(Number(order.independentUserId)).toBe(promoter.userId);
    const line = await server.db
      .selectFrom('earningsRecords')
      .selectAll()
      .where('userId', '=', promoter.userId)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      kind: 'dramaSale',
      state: 'pending',
      sourceType: 'drama',
      sourceId: String(drama.dramaId),
      orderNo,
      title: `推广《${drama.title}》的佣金`,
    });
    expect(Number(line.amountCents)).toBe(commission());
    const [figures] = (await promotionsOf(server, promoter)).data;
    expect(figures).toMatchObject({ visits: 1, buyers: 1, orders: 1, commission: commission() / 100 });
    const item = await server.db
      .selectFrom('distributionItems')
      .select(['sales', 'commissionCents'])
      .where('id', '=', distributionId)
      .executeTakeFirstOrThrow();
    expect(Number(item.sales)).toBeGreaterThanOrEqual(1);
  });

  it('the whole drama bought by coins pays the commission on the whole price', async () => {
    const { promoter, buyer } = await promotedBuyer();
    await topUp(server, buyer, 500);
    const priceCents = Math.min(drama.playletPriceCents, drama.priceCents * drama.paidEpisodeIds.length);
    const answer = await server.post(
      '/app/api/orders',
      {
        payType: 'virtual-pay',
        paySource: 102,
        payChannel: 'pc',
        masterId: drama.dramaId,
        materialId: drama.paidEpisodeIds[0],
        payPrice: priceCents / 100,
      },
      bearer(buyer.token),
    );
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.charged).toBe(true);
    expect(await pending(promoter.userId)).toBe(Math.floor((priceCents * PERCENT) / 100));
  });

  it('20 parallel purchases of one episode charge once and pay one commission', async () => {
    const { promoter, buyer } = await promotedBuyer();
    const episodeId = nextEpisode();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buyEpisode(server, buyer, drama, episodeId)),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data.charged === true)).toHaveLength(1);
    expect(await pending(promoter.userId)).toBe(commission());
    const [figures] = (await promotionsOf(server, promoter)).data;
    expect(figures).toMatchObject({ buyers: 1, orders: 1, commission: commission() / 100 });
    // A second episode by the same buyer: one more order, still one buyer.
    expect((await buyEpisode(server, buyer, drama, nextEpisode())).body.data.charged).toBe(true);
    const [after] = (await promotionsOf(server, promoter)).data;
    expect(after).toMatchObject({ buyers: 1, orders: 2, commission: (2 * commission()) / 100 });
  });

  it('the last click wins: the buyer’s purchase pays the promoter whose link they opened last', async () => {
    const { promoter: first, buyer } = await promotedBuyer();
    const second = user();
    const { code } = await take(server, second, distributionId);
    expect((await visit(server, buyer, code)).body.data.attributed).toBe(true);
    expect((await buyEpisode(server, buyer, drama, nextEpisode())).body.data.charged).toBe(true);
    expect(await pending(first.userId)).toBe(0);
    expect(await pending(second.userId)).toBe(commission());
  });

  it('an attribution past its window pays nothing; a new visit starts it again', async () => {
    const { promoter, buyer, promotion } = await promotedBuyer();
    // The clock moves on: the attribution's window ended a moment ago.
    await server.db
      .updateTable('promotionAttributions')
      .set({ expiresAt: Date.now() - 1 })
      .where('buyerId', '=', buyer.userId)
      .execute();
    const answer = await buyEpisode(server, buyer, drama, nextEpisode());
    expect(answer.body.data.charged).toBe(true);
    expect(await pending(promoter.userId)).toBe(0);
    expect((await orderOf(answer.body.data.masterOrderNo as string)).independentUserId).toBeNull();
    await visit(server, buyer, promotion.code);
    expect((await buyEpisode(server, buyer, drama, nextEpisode())).body.data.charged).toBe(true);
    expect(await pending(promoter.userId)).toBe(commission());
    // Two visits: the lapsed attribution's renewal counts again.
    expect((await promotionsOf(server, promoter)).data[0]).toMatchObject({ visits: 2, orders: 1 });
  });

  it('a promoter buying through their own link earns nothing', async () => {
    const promoter = user();
    await topUp(server, promoter, 50);
    const { code } = await take(server, promoter, distributionId);
    expect((await visit(server, promoter, code)).body.data.attributed).toBe(false);
    expect((await buyEpisode(server, promoter, drama, nextEpisode())).body.data.charged).toBe(true);
    expect(await pending(promoter.userId)).toBe(0);
    // Even an attribution written to their own promotion pays them nothing.
    await server.db
      .insertInto('promotionAttributions')
      .values({
        buyerId: promoter.userId,
        distributionId,
        promotionId: (await take(server, promoter, distributionId)).id,
        visitedAt: Date.now(),
        expiresAt: Date.now() + 86_400_000,
      })
      .execute();
    expect((await buyEpisode(server, promoter, drama, nextEpisode())).body.data.charged).toBe(true);
    expect(await pending(promoter.userId)).toBe(0);
  });

  it('a closed drama pays no commission', async () => {
    const { promoter, buyer } = await promotedBuyer();
    await server.db
      .updateTable('distributionItems')
      .set({ state: 'closed' })
      .where('id', '=', distributionId)
      .execute();
    try {
      expect((await buyEpisode(server, buyer, drama, nextEpisode())).body.data.charged).toBe(true);
      expect(await pending(promoter.userId)).toBe(0);
    } finally {
      await server.db
        .updateTable('distributionItems')
        .set({ state: 'open' })
        .where('id', '=', distributionId)
        .execute();
    }
  });

  it('a sale failing after the commission was reckoned credits nothing: it is in the sale’s transaction', async () => {
    const { promoter, buyer } = await promotedBuyer();
    const episodeId = nextEpisode();
    const forSale = await dramaOnSale(server.platform.database.db, drama.dramaId, episodeId);
    let reads = 0;
    // The sale's terms fail on the creator's credit, after the promoter's commission was written.
    const terms = {
      commissionPercent: 30,
      get holdMs(): number {
        reads += 1;
        if (reads === 2) throw new Error('the sale fails here');
        return 0;
      },
    };
    const orderNo = newOrderNo();
    await expect(
      unlockWithCoins(tablesOf<PaymentsTables>(server.platform.database.db), {
        userId: buyer.userId,
        drama: forSale,
        episodeId,
        whole: false,
        payPrice: drama.priceCents / 100,
        rechargeRate: 10,
        orderNo,
        paySource: 101,
        terms,
        now: Date.now(),
      }),
    ).rejects.toThrow('the sale fails here');
    expect(reads).toBe(2);
    expect(await pending(promoter.userId)).toBe(0);
    const rows = await server.db
      .selectFrom('promotionOrders')
      .select('id')
      .where('orderNo', '=', orderNo)
      .execute();
    expect(rows).toHaveLength(0);
    expect((await promotionsOf(server, promoter)).data[0]).toMatchObject({
      buyers: 0,
      orders: 0,
      commission: 0,
    });
    expect(
      await server.db.selectFrom('payOrders').select('id').where('orderNo', '=', orderNo).execute(),
    ).toHaveLength(0);
  });

  it('a QR sale pays the commission once when fulfilled, and its refund takes it back', async () => {
    const { promoter, buyer } = await promotedBuyer(false);
    const creatorBefore = await pending(drama.creator.userId);
    const platformBefore = await cnyOf(server, 'platformRevenue', 0);
    const placed = await buyEpisode(server, buyer, drama, nextEpisode(), 'qr');
    expect(placed.body.code).toBe(200);
    const orderNo = placed.body.data.masterOrderNo as string;
    expect(await payOnSandboxPage(placed.body.data.codeUrl as string)).toContain('支付成功');
    expect(await pending(promoter.userId)).toBe(commission());
    expect((await pending(drama.creator.userId)) - creatorBefore).toBe(share() - commission());
    expect((await cnyOf(server, 'platformRevenue', 0)) - platformBefore).toBe(drama.priceCents - share());
    expect(Number((await orderOf(orderNo)).independentUserId)).toBe(promoter.userId);

    const plan = (await money.detail(orderNo)).body.data.refundPlan;
    expect(plan.refundable).toBe(true);
    expect((await money.refund(orderNo, '内容与描述不符')).body.code).toBe(200);
    expect((await money.settled(orderNo)).order.state).toBe('refunded');
    expect(await pending(promoter.userId)).toBe(0);
    expect(await pending(drama.creator.userId)).toBe(creatorBefore);
    expect(await cnyOf(server, 'platformRevenue', 0)).toBe(platformBefore);
    const lines = await server.db
      .selectFrom('earningsRecords')
      .select(['kind', 'state', 'amountCents'])
      .where('userId', '=', promoter.userId)
      .orderBy('id')
      .execute();
    expect(lines.map((line) => [line.kind, line.state, Number(line.amountCents)])).toEqual([
      ['dramaSale', 'done', commission()],
      ['clawback', 'done', -commission()],
    ]);
    expect((await promotionsOf(server, promoter)).data[0]).toMatchObject({
      buyers: 1,
      orders: 0,
      commission: 0,
    });
  });

  it('a refund the provider refuses gives the promoter’s commission back', async () => {
    const { promoter, buyer } = await promotedBuyer(false);
    const placed = await buyEpisode(server, buyer, drama, nextEpisode(), 'qr');
    const orderNo = placed.body.data.masterOrderNo as string;
    expect(await payOnSandboxPage(placed.body.data.codeUrl as string)).toContain('支付成功');
    await server.db
      .updateTable('sandboxPayments')
      .set({ state: 'closed' })
      .where('orderNo', '=', orderNo)
      .execute();
    const answer = await money.refund(orderNo);
    expect(answer.body.msg).toContain('ORDER_NOT_PAID');
    expect((await money.settled(orderNo, (state) => state === 'fulfilled')).order.state).toBe('fulfilled');
    expect(await pending(promoter.userId)).toBe(commission());
    expect((await promotionsOf(server, promoter)).data[0]).toMatchObject({
      orders: 1,
      commission: commission() / 100,
    });
  });
});
