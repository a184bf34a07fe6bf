import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/features/auth/sessions.js';
import { chinaMonthOf, movePromoterFigures } from '../src/features/distribution/figures.js';
import type { DistributionTables } from '../src/features/distribution/tables.js';
import { tablesOf } from '../src/platform/db/tables.js';
import { chinaDayOf } from '../src/platform/metrics/daily.js';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import type { MoneyCalls } from './console-money-support.js';
import {
  buyEpisode,
  distributedDramaWorld,
  DAY,
  take,
  visit,
  type DistributedDrama,
} from './distribution-support.js';
import { databaseKinds, type TestServer } from './harness.js';
import { expectSoundLedger, payOnSandboxPage, topUp } from './money-support.js';

const FIGURES = '/app/api/distribution/figures';
const PERCENT = 20;

interface Totals {
  visits: number;
  buyers: number;
  orders: number;
  commission: number;
}
interface Figures {
  today: Totals;
  month: Totals;
  series: Array<Totals & { date: string }>;
  rank: number;
  promoters: number;
}

describe.each(databaseKinds())('a promoter’s dashboard figures on %s', (kind) => {
  let server: TestServer;
  let drama: DistributedDrama;
  let money: MoneyCalls;
  let users: SessionUserForTest[];
  let next = 0;
  const user = () => users[next++]!;
  let distributionId = 0;
  let episode = 0;
  const nextEpisode = () => drama.paidEpisodeIds[episode++ % drama.paidEpisodeIds.length]!;
  const commissionCents = () => Math.floor((drama.priceCents * PERCENT) / 100);

  beforeAll(async () => {
    ({ server, users, drama, money, distributionId } = await distributedDramaWorld(kind, {
      people: 30,
      phonePrefix: '1395531',
      percent: PERCENT,
    }));
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  async function figuresOf(who: SessionUserForTest): Promise<Figures> {
    const answer = await server.get(FIGURES, bearer(who.token));
    expect(answer.body.code).toBe(200);
    return answer.body.data as Figures;
  }

  const zero = { visits: 0, buyers: 0, orders: 0, commission: 0 };

  it('the demo promoters earned commissions through the real unlock: today, earlier this month, with buyers', async () => {
    const promoters = [];
    for (const name of ['10000017', '10000018']) {
      const row = await server.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', name)
        .executeTakeFirstOrThrow();
      const session = await openSession(server.db, Number(row.id), 'PC');
      promoters.push(await figuresOf({ userId: Number(row.id), token: session.accessToken }));
    }
    for (const figures of promoters) {
      expect(figures.today.orders).toBeGreaterThan(0);
      expect(figures.series.reduce((sum, day) => sum + day.orders, 0)).toBeGreaterThan(figures.today.orders);
      expect(figures.series.reduce((sum, day) => sum + day.visits, 0)).toBeGreaterThan(2);
      expect(figures.month.buyers).toBeGreaterThanOrEqual(1);
      expect(figures.rank).toBeLessThanOrEqual(2);
    }
    const lines = await server.db
      .selectFrom('promotionOrders')
      .select(['orderNo', 'commissionCents'])
      .execute();
    expect(lines.length).toBeGreaterThanOrEqual(6);
    const orders = await server.db
      .selectFrom('payOrders')
      .select('independentUserId')
      .where(
        'orderNo',
        'in',
        lines.map((line) => line.orderNo),
      )
      .execute();
    expect(orders.every((order) => order.independentUserId !== null)).toBe(true);
  });

  it('a new promoter sees thirty empty days ending today, China time, and the figures need a login', async () => {
    const figures = await figuresOf(user());
    expect(figures.today).toEqual(zero);
    expect(figures.month).toEqual(zero);
    expect(figures.series).toHaveLength(30);
    const todayInChina = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(figures.series.at(-1)).toEqual({ date: todayInChina, ...zero });
    expect(figures.rank).toBe(figures.promoters + 1);
    expect((await server.get(FIGURES)).body.code).toBe(401);
  });

  it('visits, buyers, orders and commission move with visits and coin sales; another promoter sees only their own', async () => {
    const promoter = user();
    const other = user();
    const buyer = user();
    const promotion = await take(server, promoter, distributionId);
    await take(server, other, distributionId);
    await topUp(server, buyer, 50);
    expect((await visit(server, buyer, promotion.code)).body.data.attributed).toBe(true);
    // Reloading the page within the window is not a new visit; the promoter's own visit counts for nothing.
    await visit(server, buyer, promotion.code);
    await visit(server, promoter, promotion.code);
    expect((await figuresOf(promoter)).today).toEqual({ ...zero, visits: 1 });

    expect((await buyEpisode(server, buyer, drama, nextEpisode())).body.data.charged).toBe(true);
    expect((await buyEpisode(server, buyer, drama, nextEpisode())).body.data.charged).toBe(true);
    const figures = await figuresOf(promoter);
    const expected = { visits: 1, buyers: 1, orders: 2, commission: (2 * commissionCents()) / 100 };
    expect(figures.today).toEqual(expected);
    expect(figures.month).toEqual(expected);
    expect(figures.series.at(-1)).toMatchObject(expected);
    expect(figures.series.slice(0, -1).every((day) => day.orders === 0)).toBe(true);
    expect((await figuresOf(other)).today).toEqual(zero);
  });

  it('a refund takes the order and its commission off the sale’s day and month', async () => {
    const promoter = user();
    const buyer = user();
    const promotion = await take(server, promoter, distributionId);
    await visit(server, buyer, promotion.code);
    const placed = await buyEpisode(server, buyer, drama, nextEpisode(), 'qr');
    const orderNo = placed.body.data.masterOrderNo as string;
    expect(await payOnSandboxPage(placed.body.data.codeUrl as string)).toContain('支付成功');
    expect((await figuresOf(promoter)).month).toEqual({
      visits: 1,
      buyers: 1,
      orders: 1,
      commission: commissionCents() / 100,
    });
    expect((await money.refund(orderNo, '内容与描述不符')).body.code).toBe(200);
    expect((await money.settled(orderNo)).order.state).toBe('refunded');
    const figures = await figuresOf(promoter);
    // The buyer stays counted, as on the promotion's own figures.
    expect(figures.today).toEqual({ visits: 1, buyers: 1, orders: 0, commission: 0 });
    expect(figures.month).toEqual(figures.today);
  });

  it('days and months are China time: a moment after 16:00 UTC is the next day', async () => {
    const db = tablesOf<DistributionTables>(server.db);
    const promoter = user();
    const lastOfNovember = Date.parse('2026-11-30T15:59:59.999Z');
    const firstOfDecember = Date.parse('2026-11-30T16:00:00.000Z');
    expect(chinaMonthOf(lastOfNovember)).toBe(202611);
    expect(chinaMonthOf(firstOfDecember)).toBe(202612);
    await movePromoterFigures(db, promoter.userId, lastOfNovember, { visits: 1 });
    await movePromoterFigures(db, promoter.userId, firstOfDecember, { visits: 2 });
    const days = await db
      .selectFrom('promoterDays')
      .select(['day', 'visits'])
      .where('promoterId', '=', promoter.userId)
      .orderBy('day')
      .execute();
    expect(days.map((row) => [Number(row.day), Number(row.visits)])).toEqual([
      [chinaDayOf(lastOfNovember), 1],
      [chinaDayOf(lastOfNovember) + 1, 2],
    ]);
    const months = await db
      .selectFrom('promoterMonths')
      .select(['month', 'visits'])
      .where('promoterId', '=', promoter.userId)
      .orderBy('month')
      .execute();
    expect(months.map((row) => [Number(row.month), Number(row.visits)])).toEqual([
      [202611, 1],
      [202612, 2],
    ]);

    // Yesterday's figures are the chart's second-to-last day, and not today's.
    const now = Date.now();
    await movePromoterFigures(db, promoter.userId, now - DAY, { orders: 3, commissionCents: 300 });
    const figures = await figuresOf(promoter);
    expect(figures.series.at(-2)).toMatchObject({ orders: 3, commission: 3 });
    expect(figures.today.orders).toBe(0);
  });

  it('the rank counts the promoters who earned more this month; ties share a rank', async () => {
    const db = tablesOf<DistributionTables>(server.db);
    const [first, tied, third, idle] = [user(), user(), user(), user()];
    const now = Date.now();
    const top = 1_000_000_000;
    await movePromoterFigures(db, first.userId, now, { orders: 1, commissionCents: top });
    await movePromoterFigures(db, tied.userId, now, { orders: 1, commissionCents: top });
    await movePromoterFigures(db, third.userId, now, { orders: 1, commissionCents: top - 1 });
    const [a, b, c, d] = await Promise.all([first, tied, third, idle].map(figuresOf));
    expect([a!.rank, b!.rank, c!.rank]).toEqual([1, 1, 3]);
    expect(d!.rank).toBe(d!.promoters + 1);
    expect(a!.promoters).toBe(d!.promoters);
    expect(a!.month.commission).toBe(top / 100);
  });
});
