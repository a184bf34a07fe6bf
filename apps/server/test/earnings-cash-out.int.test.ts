import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeUsers, type SessionUserForTest } from './auth-helpers.js';
import {
  auth,
  balanceOf,
  credit,
  expectSoundLedger,
  F,
  makeEarners,
  ok,
  requestId,
} from './earnings-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

/**
 * Cash-out: the settlement gate's exact prompts, a readable message for each rule, and withdrawals that
 * hold under concurrency (one user's parallel requests, a double click, a retried request). The sandbox's
 * payouts wait an hour here, so every withdrawal stays frozen while the test looks.
 */
describe.each(databaseKinds())('cash-out on %s', (kind) => {
  let server: TestServer;
  let users: SessionUserForTest[];
  let next = 0;
  const fresh = () => users[next++]!;
  const withdraw = (user: SessionUserForTest, amount: string, id = requestId()) =>
    server.post(F.cashOut, { amount, requestId: id }, auth(user));

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: {
        SEED_DEMO: 'false',
        SANDBOX_PAYOUT_DELAY_MS: '3600000',
        WITHDRAW_MIN_CENTS: '100',
        WITHDRAW_DAILY_LIMIT_CENTS: '100000',
        WITHDRAW_FEE_PERMILLE: '6',
        WITHDRAW_FEE_MIN_CENTS: '200',
      },
    });
    users = await makeEarners(server, 10, '1396602');
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  it('shows the rules before the amount is typed: configured figures, today, the card', async () => {
    const user = fresh();
    await credit(server, user.userId, 12_345);
    expect(ok(await server.get(F.rules, auth(user)))).toEqual({
      available: 123.45,
      minAmount: 1,
      dailyLimit: 1000,
      withdrawnToday: 0,
      feePermille: 6,
      feeMin: 2,
      arrivalHours: 24,
      card: expect.objectContaining({ state: 'Pass', bankName: '招商银行', cardTail: '6789' }),
    });
  });

  it('keeps the settlement gate with its exact prompts', async () => {
    const [none, reviewing, refused, noCard, cardReviewing, cardRefused] = await makeUsers(
      server,
      6,
      '1396612',
    );
    const now = Date.now();
    const account = (userId: number, state: string) =>
      server.db
        .insertInto('payAccounts')
        .values({ userId, state, updatedAt: now } as never)
        .execute();
    const card = (userId: number, state: string) =>
      server.db
        .insertInto('bankCards')
        .values({ userId, state, updatedAt: now } as never)
        .execute();
    await account(reviewing!.userId, 'WaitApprove');
    await account(refused!.userId, 'Refuse');
    for (const user of [noCard!, cardReviewing!, cardRefused!]) await account(user.userId, 'Pass');
    await card(cardReviewing!.userId, 'WaitApprove');
    await card(cardRefused!.userId, 'Refuse');
    const cases: Array<[SessionUserForTest, string]> = [
      [none!, '您还未实名认证，请先认证'],
      [reviewing!, '认证审核中'],
      [refused!, '实名认证审核未通过'],
      [noCard!, '为保证正常结算，请添加结算银行卡'],
      [cardReviewing!, '银行卡审核中'],
      [cardRefused!, '审核未通过'],
    ];
    for (const [user, prompt] of cases) {
      await credit(server, user.userId, 10_000);
      const refused = await withdraw(user, '10');
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(prompt);
    }
  });

  it('says which rule an amount breaks, in both languages', async () => {
    const user = fresh();
    await credit(server, user.userId, 150_000);
    const says = async (amount: string, lang?: string) =>
      (
        await server.post(
          F.cashOut,
          { amount, requestId: requestId() },
          { ...auth(user), ...(lang ? { lang } : {}) },
        )
      ).body;
    for (const amount of ['1.234', 'abc', '0', '-5', '1e3', '0.00']) {
      expect(await says(amount)).toMatchObject({ code: 400, msg: '请输入正确的提现金额，最多保留两位小数' });
    }
    expect((await says('0.99')).msg).toBe('单笔提现金额不能低于 ¥1.00');
    // The fee is at least 2.00 here, above the minimum: an amount it would eat whole is refused.
    expect((await says('1.50')).msg).toBe('提现金额需大于手续费 ¥2.00');
    expect((await says('2')).msg).toBe('提现金额需大于手续费 ¥2.00');
    expect((await says('1500.01')).msg).toBe('提现金额超过可提现余额，当前可提现 ¥1500.00');
    expect((await says('1500.01', 'en_US')).msg).toBe(
      'The amount is more than your available earnings: ¥1500.00 can be withdrawn',
    );
    ok(await withdraw(user, '400'));
    expect((await says('700')).msg).toBe('超出今日提现额度（每日 ¥1000.00），今日还可提现 ¥600.00');
    expect(await balanceOf(server, 'earnings', user.userId)).toBe(110_000);
  });

  it('freezes the amount at once and answers the withdrawal with its steps', async () => {
    const user = fresh();
    await credit(server, user.userId, 20_000);
    const taken = ok(await withdraw(user, '100.50'));
    expect(taken.withdrawal).toMatchObject({
      amount: 100.5,
      fee: 2,
      arrival: 98.5,
      state: 'processing',
      bankName: '招商银行',
      cardTail: '6789',
      finishTime: null,
    });
    expect(taken.withdrawal.steps.map((s: { step: string }) => s.step)).toEqual(['applied', 'sent']);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({ available: 99.5, frozen: 100.5 });
    const detail = ok(await server.get(F.record(taken.recordId), auth(user)));
    expect(detail.record).toMatchObject({
      kind: 'withdraw',
      state: 'processing',
      amount: -100.5,
      fee: 2,
      title: '提现到招商银行（尾号6789）',
      sourceType: 'withdrawal',
      sourceId: taken.withdrawal.withdrawNo,
    });
    expect(detail.transfers).toEqual([
      expect.objectContaining({ kind: 'withdraw', from: '可提现收益', to: '提现中（冻结）', amount: 100.5 }),
    ]);
    expect(ok(await server.get(F.rules, auth(user))).withdrawnToday).toBe(100.5);
  });

  it('withdraws once for the same requestId, and once for a double click', async () => {
    const user = fresh();
    await credit(server, user.userId, 10_000);
    const id = requestId();
    const first = ok(await withdraw(user, '10', id));
    const again = ok(await withdraw(user, '10', id));
    expect(again).toEqual(first);
    const click = requestId();
    const both = await Promise.all([withdraw(user, '20', click), withdraw(user, '20', click)]);
    const [a, b] = both.map(ok);
    expect(a.withdrawal.withdrawNo).toBe(b.withdrawal.withdrawNo);
    const rows = await server.db
      .selectFrom('withdrawals')
      .select('id')
      .where('userId', '=', user.userId)
      .execute();
    expect(rows).toHaveLength(2);
    expect(await balanceOf(server, 'earningsFrozen', user.userId)).toBe(3_000);
  });

  it('never takes more than is available, whatever 50 parallel withdrawals do', async () => {
    const user = fresh();
    await credit(server, user.userId, 10_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(user, '3')));
    const taken = answers.filter((answer) => answer.body.code === 200);
    const refused = answers.filter((answer) => answer.body.code !== 200);
    expect(taken).toHaveLength(33);
    for (const answer of refused)
      expect(answer.body.msg).toMatch(/^提现金额超过可提现余额，当前可提现 ¥\d+\.\d\d$/);
    expect(await balanceOf(server, 'earnings', user.userId)).toBe(100);
    expect(await balanceOf(server, 'earningsFrozen', user.userId)).toBe(9_900);
  });

  it('holds the daily limit under parallel requests', async () => {
    const user = fresh();
    await credit(server, user.userId, 500_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(user, '30')));
    const taken = answers.filter((answer) => answer.body.code === 200);
    expect(taken).toHaveLength(33);
    for (const answer of answers.filter((a) => a.body.code !== 200)) {
      expect(answer.body.msg).toMatch(/^超出今日提现额度（每日 ¥1000\.00），今日还可提现 ¥\d+\.\d\d$/);
    }
    expect(ok(await server.get(F.rules, auth(user))).withdrawnToday).toBe(990);
    expect(await balanceOf(server, 'earningsFrozen', user.userId)).toBe(99_000);
  });
});
