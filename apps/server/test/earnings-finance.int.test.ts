import { formatChinaTime } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chinaDayNumber, dayText, releaseDue } from '../src/features/earnings/index.js';
import type { SessionUserForTest } from './auth-helpers.js';
import {
  auth,
  balanceOf,
  credit,
  expectSoundLedger,
  F,
  makeEarners,
  ok,
  requestId,
  walletNotices,
} from './earnings-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const DAY = 86_400_000;
const HOLD = 7 * DAY;

/** Earnings credited once, held for the settling period under a clock the test controls, and read back. */
describe.each(databaseKinds())('earnings and the finance pages on %s', (kind) => {
  let server: TestServer;
  let users: SessionUserForTest[];
  let next = 0;
  const fresh = () => users[next++]!;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_DEMO: 'false', SANDBOX_PAYOUT_DELAY_MS: '300' } });
    users = await makeEarners(server, 8, '1396601');
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  it('credits once per key, into pending earnings, with its statement line and total', async () => {
    const user = fresh();
    const key = `sale:once:${user.userId}`;
    expect(await credit(server, user.userId, 1234, { key, holdMs: HOLD })).toBe(true);
    expect(await credit(server, user.userId, 1234, { key, holdMs: HOLD })).toBe(false);
    expect(await balanceOf(server, 'earningsPending', user.userId)).toBe(1234);
    const summary = ok(await server.get(F.summary, auth(user)));
    expect(summary).toMatchObject({
      available: 0,
      pending: 12.34,
      frozen: 0,
      totalEarned: 12.34,
      holdDays: 7,
    });
    const { records } = ok(await server.get(F.records, auth(user)));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      kind: 'dramaSale',
      state: 'pending',
      amount: 12.34,
      title: '测试短剧',
    });
  });

  it('holds a credit for the settling period, then releases it once (two processes at once)', async () => {
    const user = fresh();
    const now = Date.now();
    await credit(server, user.userId, 5000, { holdMs: HOLD, now });
    const record = ok(await server.get(F.records, auth(user))).records[0];
    expect(record.availableTime).toBe(formatChinaTime(now + HOLD));

    // A minute before the period ends nothing moves; the viewer's own request releases nothing either.
    expect(await releaseDue(server.platform.database.db, { now: now + HOLD - 60_000 })).toBe(0);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({ available: 0, pending: 50 });

    const later = now + HOLD + 1000;
    const [a, b] = await Promise.all([
      releaseDue(server.platform.database.db, { now: later, userId: user.userId }),
      releaseDue(server.platform.database.db, { now: later, userId: user.userId }),
    ]);
    expect(a + b).toBe(1);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({ available: 50, pending: 0 });
    const released = ok(await server.get(F.records, auth(user))).records[0];
    expect(released).toMatchObject({ state: 'available', availableTime: null });
    const releases = await server.db
      .selectFrom('ledgerTransfers')
      .select('amount')
      .where('idempotencyKey', '=', `earnings:release:${released.id}`)
      .execute();
    expect(releases.map((row) => Number(row.amount))).toEqual([5000]);
  });

  it('releases a credit whose period ended when its owner opens the finance page', async () => {
    const user = fresh();
    await credit(server, user.userId, 700, { holdMs: HOLD, now: Date.now() - HOLD - 1000 });
    await credit(server, user.userId, 300, { holdMs: HOLD });
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({
      available: 7,
      pending: 3,
      totalEarned: 10,
    });
  });

  it('draws the last 30 China-time days, every day present, today last', async () => {
    const user = fresh();
    const now = Date.now();
    await credit(server, user.userId, 1000, { now });
    await credit(server, user.userId, 250, { now });
    await credit(server, user.userId, 400, { now: now - 3 * DAY });
    await credit(server, user.userId, 999, { now: now - 40 * DAY });
    const { days, totalEarned } = ok(await server.get(F.summary, auth(user)));
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ day: dayText(chinaDayNumber(now)), amount: 12.5 });
    expect(days[26]).toEqual({ day: dayText(chinaDayNumber(now - 3 * DAY)), amount: 4 });
    expect(days[0].day).toBe(dayText(chinaDayNumber(now - 29 * DAY)));
    expect(days.reduce((sum: number, d: { amount: number }) => sum + d.amount, 0)).toBeCloseTo(16.5);
    expect(totalEarned).toBe(26.49);
  });

  it('pages the statement by key, by kind and by month', async () => {
    const user = fresh();
    const now = Date.now();
    for (let i = 0; i < 5; i++) await credit(server, user.userId, 100 + i, { now });
    await credit(server, user.userId, 900, { now: now - 62 * DAY });
    const first = ok(await server.get(`${F.records}?pageSize=4`, auth(user)));
    expect(first.records.map((r: { amount: number }) => r.amount)).toEqual([9, 1.04, 1.03, 1.02]);
    expect(first.hasMore).toBe(true);
    const last = first.records[3].id;
    const second = ok(await server.get(`${F.records}?pageSize=4&beforeId=${last}`, auth(user)));
    expect(second.records.map((r: { amount: number }) => r.amount)).toEqual([1.01, 1]);
    expect(second.hasMore).toBe(false);

    const month = formatChinaTime(now - 62 * DAY).slice(0, 7);
    const old = ok(await server.get(`${F.records}?month=${month}`, auth(user)));
    expect(old.records.map((r: { amount: number }) => r.amount)).toEqual([9]);
    expect(ok(await server.get(`${F.records}?kind=withdraw`, auth(user))).records).toEqual([]);
    expect(ok(await server.get(`${F.records}?kind=dramaSale`, auth(user))).records).toHaveLength(6);

    const bad = await server.get(`${F.records}?month=2024-13`, auth(user));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('month');
  });

  it("shows one record with the transfers behind it, named in the viewer's words, and no one else's", async () => {
    const user = fresh();
    const other = fresh();
    const now = Date.now();
    await credit(server, user.userId, 8800, { holdMs: HOLD, now, title: '夜航' });
    await releaseDue(server.platform.database.db, { now: now + HOLD, userId: user.userId });
    const { id } = ok(await server.get(F.records, auth(user))).records[0];
    const detail = ok(await server.get(F.record(id), auth(user)));
    expect(detail.record).toMatchObject({ id, title: '夜航', sourceType: 'drama', orderNo: 'ORDERTEST' });
    expect(detail.withdrawal).toBeNull();
    expect(detail.transfers).toEqual([
      expect.objectContaining({ kind: 'dramaShare', from: '短剧销售', to: '待结算收益', amount: 88 }),
      expect.objectContaining({ kind: 'earningsRelease', from: '待结算收益', to: '可提现收益', amount: 88 }),
    ]);
    const english = ok(await server.get(F.record(id), { ...auth(user), lang: 'en_US' }));
    expect(english.transfers[1]).toMatchObject({ from: 'Pending earnings', to: 'Available earnings' });

    const foreign = await server.get(F.record(id), auth(other));
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('该收益记录不存在');
  });

  it('pays a withdrawal through the sandbox by itself after its delay, and tells the user', async () => {
    const user = fresh();
    await credit(server, user.userId, 3_000);
    const { recordId } = ok(
      await server.post(F.cashOut, { amount: '10', requestId: requestId() }, auth(user)),
    );
    await expect
      .poll(async () => ok(await server.get(F.record(recordId), auth(user))).record.state, {
        timeout: 10_000,
      })
      .toBe('succeeded');
    expect((await walletNotices(server, user.userId)).map((n) => n.type)).toEqual(['incomeSuccess']);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({ available: 20, totalWithdrawn: 10 });
  });
});
