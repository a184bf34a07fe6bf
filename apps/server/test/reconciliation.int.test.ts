import { consoleAllows, consoleMoney } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runDailyReconcile, reconcileSidesOf } from '../src/features/reconciliation/index.js';
import { makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { expectSoundLedger, topUp } from './money-support.js';
import {
  chinaToday,
  ledgerState,
  reconcileNow,
  RECONCILE,
  runOf,
  runReconcileCli,
} from './reconciliation-support.js';
import { bearer } from './auth-helpers.js';

/** Daily reconciliation against the built-in sandbox provider's own book. */
describe.each(databaseKinds())('reconciliation with the sandbox provider on %s', (kind) => {
  let server: TestServer;
  let operators: Record<string, Operator>;
  let plain: SessionUserForTest;
  let buyers: SessionUserForTest[];
  const today = chinaToday();

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ operators, user: plain } = await makeOperators(server, '1391701'));
    buyers = await makeUsers(server, 3, '1391702');
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  it('finds no mismatch on a clean day, records the run and its audit entry, and moves no money', async () => {
    await topUp(server, buyers[0]!, 12);
    await topUp(server, buyers[1]!, 30);
    const before = await ledgerState(server);
    const run = await runOf(server, operators.finance!.token, today);
    expect(run.mismatches).toEqual([]);
    expect(run.mismatchCount).toBe(0);
    expect(run.orders).toBeGreaterThanOrEqual(2);
    expect(await ledgerState(server)).toEqual(before);

    const read = await server.get(`${RECONCILE}?day=${today}`, bearer(operators.finance!.token));
    expect(read.body.data.run).toMatchObject({ id: run.id, day: today, mismatchCount: 0 });
    const audit = await server.db
      .selectFrom('auditEntries')
      .select(['action', 'operatorId', 'targetId'])
      .where('action', '=', 'money.reconcile')
      .execute();
    expect(audit).toContainEqual({
      action: 'money.reconcile',
      operatorId: operators.finance!.userId,
      targetId: today.replaceAll('-', ''),
    });
  });

  it('lists a payment whose amount differs in the provider book, with both amounts, and changes nothing', async () => {
    const orderNo = await topUp(server, buyers[2]!, 6);
    await server.db
      .updateTable('sandboxPayments')
      .set({ amountCents: 500 })
      .where('orderNo', '=', orderNo)
      .execute();
    const before = await ledgerState(server);
    const run = await runOf(server, operators.finance!.token, today);
    expect(run.mismatches).toContainEqual(
      expect.objectContaining({ kind: 'orderAmount', ref: orderNo, ledger: 6, provider: 5 }),
    );
    expect(run.mismatchCount).toBe(run.mismatches.length);
    expect(await ledgerState(server)).toEqual(before);
    await server.db
      .updateTable('sandboxPayments')
      .set({ amountCents: 600 })
      .where('orderNo', '=', orderNo)
      .execute();
  });

  it('compares the withdrawals finished in the day with the payout provider, by number', async () => {
    const now = Date.now();
    const withdrawal = (withdrawNo: string, state: 'succeeded' | 'failed', amountCents: number) =>
      server.db
        .insertInto('withdrawals')
        .values({
          withdrawNo,
          userId: buyers[0]!.userId,
          requestId: `req-${withdrawNo}`,
          amountCents,
          feeCents: 100,
          state,
          provider: 'sandbox',
          providerRef: null,
          bankName: '招商银行',
          cardTail: '1234',
          recordId: 0,
          createdAt: now - 60_000,
          finishedAt: now,
          nextCheckAt: null,
        })
        .execute();
    const paidOut = (outBatchNo: string, state: 'SUCCESS' | 'FAIL', amountCents: number) =>
      server.db
        .insertInto('sandboxPayouts')
        .values({
          outBatchNo,
          amountCents,
          state,
          createdAt: now - 60_000,
          dueAt: now,
          finishedAt: now,
          notifyUrl: `${server.url}/pay/notify/payout/sandbox`,
        })
        .execute();
    await withdrawal('WDRECON000000000001', 'succeeded', 5100);
    await paidOut('WDRECON000000000001', 'SUCCESS', 5000);
    await withdrawal('WDRECON000000000002', 'succeeded', 3100);
    await paidOut('WDRECON000000000002', 'FAIL', 3000);
    await withdrawal('WDRECON000000000003', 'succeeded', 2100);
    await withdrawal('WDRECON000000000004', 'failed', 1100);
    await paidOut('WDRECON000000000004', 'FAIL', 900);
    const before = await ledgerState(server);
    const run = await runOf(server, operators.finance!.token, today);
    const payouts = run.mismatches.filter((m) => m.kind.startsWith('payout'));
    expect(payouts).toEqual([
      expect.objectContaining({ kind: 'payoutState', ref: 'WDRECON000000000002', ledger: 30, provider: 30 }),
      expect.objectContaining({
        kind: 'payoutMissingAtProvider',
        ref: 'WDRECON000000000003',
        ledger: 20,
        provider: null,
      }),
      expect.objectContaining({ kind: 'payoutAmount', ref: 'WDRECON000000000004', ledger: 10, provider: 9 }),
    ]);
    expect(await ledgerState(server)).toEqual(before);
    await server.db.deleteFrom('withdrawals').where('withdrawNo', 'like', 'WDRECON%').execute();
    await server.db.deleteFrom('sandboxPayouts').where('outBatchNo', 'like', 'WDRECON%').execute();
  });

  it('is for the finance role only', async () => {
    expect((await server.get(`${RECONCILE}?day=${today}`, bearer(plain.token))).body.code).toBe(403);
    for (const [role, operator] of Object.entries(operators)) {
      const answer = await reconcileNow(server, operator.token, today);
      expect(answer.body.code, role).toBe(consoleAllows([role], consoleMoney.MONEY_ROLES) ? 200 : 403);
    }
  });

  it('refuses a day that does not exist or has not begun, readably', async () => {
    const bad = await reconcileNow(server, operators.finance!.token, '2026-02-30');
    expect(bad.body).toMatchObject({ code: 400, msg: '日期不存在，请重新选择' });
    const future = await reconcileNow(
      server,
      operators.finance!.token,
      chinaToday(Date.now() + 3 * 86_400_000),
    );
    expect(future.body).toMatchObject({ code: 400, msg: '只能对今天及以前的日期对账' });
  });

  it('the daily job reconciles yesterday once however many processes look', async () => {
    const sides = reconcileSidesOf(server.platform, null);
    // 03:00 China time tomorrow: 'yesterday' is today.
    const at = Date.parse(`${chinaToday(Date.now() + 86_400_000)}T03:00:00+08:00`);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () =>
        runDailyReconcile(server.platform.database.db, sides, server.platform.log, at),
      ),
    );
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(3);
    expect(
      await runDailyReconcile(server.platform.database.db, sides, server.platform.log, at + 3600_000),
    ).toBe('held');
    const jobRuns = await server.db
      .selectFrom('reconcileRuns')
      .select(['id'])
      .where('source', '=', 'job')
      .where('day', '=', Number(today.replaceAll('-', '')))
      .execute();
    expect(jobRuns).toHaveLength(1);
    const early = Date.parse(`${chinaToday(Date.now() + 2 * 86_400_000)}T01:30:00+08:00`);
    expect(await runDailyReconcile(server.platform.database.db, sides, server.platform.log, early)).toBe(
      'early',
    );
  });

  it('the command line exits 1 listing each mismatch, 0 on a clean day, and says how in --help', async () => {
    const orderNo = await topUp(server, buyers[0]!, 8);
    await server.db
      .updateTable('sandboxPayments')
      .set({ amountCents: 1 })
      .where('orderNo', '=', orderNo)
      .execute();
    const found = await runReconcileCli(server, [`--date=${today}`]);
    expect(found.code, found.stderr).toBe(1);
    expect(found.stdout).toMatch(
      new RegExp(`orderAmount\\s+${orderNo}\\s+ledger\\s+8\\.00\\s+provider\\s+0\\.01`),
    );
    await server.db
      .updateTable('sandboxPayments')
      .set({ amountCents: 800 })
      .where('orderNo', '=', orderNo)
      .execute();
    const clean = await runReconcileCli(server, [`--date=${today}`]);
    expect(clean.code, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toContain('0 mismatch');
    const help = await runReconcileCli(server, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('1 mismatches found');
  }, 180_000);
});
