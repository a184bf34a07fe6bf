import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/features/auth/sessions.js';
import { completeDueSandboxPayouts, payoutDeskOf, sweepWithdrawals } from '../src/features/earnings/index.js';
import {
  finishSandboxPayout,
  payoutNotificationBody,
} from '../src/features/earnings/sandbox/sandbox-payouts.js';
import { signPayoutNotification } from '../src/features/earnings/sandbox/sandbox-signing.js';
import type { SessionUserForTest } from './auth-helpers.js';
import {
  auth,
  credit,
  expectSoundLedger,
  F,
  makeEarners,
  ok,
  requestId,
  walletNotices,
} from './earnings-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

const HOUR = 3_600_000;

/**
 * Payouts through the sandbox provider: its runner completes a payout and notifies the portal, which
 * completes the withdrawal once (a repeated or forged notification changes nothing more), a failed payout
 * (arrival ending in 44, the sandbox's trigger) returns the amount, and the sweeper asks about payouts
 * whose notification never came. The sandbox waits an hour, so the test decides when it pays.
 */
describe.each(databaseKinds())('payouts on %s', (kind) => {
  let server: TestServer;
  let users: SessionUserForTest[];
  let next = 0;
  const fresh = () => users[next++]!;
  const db = () => server.platform.database.db;
  const withdraw = async (user: SessionUserForTest, amount: string) =>
    ok(await server.post(F.cashOut, { amount, requestId: requestId() }, auth(user)));
  const withdrawalOf = (withdrawNo: string) =>
    server.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('withdrawNo', '=', withdrawNo)
      .executeTakeFirstOrThrow();
  const steps = async (user: SessionUserForTest, recordId: number) =>
    ok(await server.get(F.record(recordId), auth(user))).withdrawal.steps.map(
      (s: { step: string }) => s.step,
    );
  /** The sandbox's book says the payout ended, without telling the portal. */
  const finishQuietly = (withdrawNo: string) => finishSandboxPayout(db(), withdrawNo, Date.now());
  const postNotification = async (body: string, headers: Record<string, string>) =>
    (await fetch(server.url + F.notify, { method: 'POST', headers, body })).status;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SANDBOX_PAYOUT_DELAY_MS: String(HOUR) } });
    users = await makeEarners(server, 6, '1396603');
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  it('pays a withdrawal when the sandbox completes it: the card, the fee, the notice', async () => {
    const user = fresh();
    await credit(server, user.userId, 5_000);
    const { recordId, withdrawal } = await withdraw(user, '20');
    expect(withdrawal).toMatchObject({ state: 'processing', fee: 0.1, arrival: 19.9 });
    // Not due yet: nothing happens.
    expect(await completeDueSandboxPayouts(db(), Date.now())).toBe(0);
    expect(await completeDueSandboxPayouts(db(), Date.now() + 2 * HOUR)).toBeGreaterThanOrEqual(1);

    const detail = ok(await server.get(F.record(recordId), auth(user)));
    expect(detail.record.state).toBe('succeeded');
    expect(detail.withdrawal).toMatchObject({ state: 'succeeded', failReason: '' });
    expect(detail.withdrawal.finishTime).not.toBeNull();
    expect(detail.withdrawal.steps.map((s: { step: string }) => s.step)).toEqual([
      'applied',
      'sent',
      'succeeded',
    ]);
    expect(detail.transfers.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['withdraw', 20],
      ['payout', 19.9],
      ['withdrawFee', 0.1],
    ]);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({
      available: 30,
      frozen: 0,
      totalWithdrawn: 20,
    });
    const notices = await walletNotices(server, user.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'incomeSuccess', title: '提现成功' });
    expect(notices[0]!.content).toContain('¥20.00');
    expect(notices[0]!.content).toContain('尾号 6789');
    expect(JSON.parse(notices[0]!.extra)).toMatchObject({ amount: 19.9, noticeType: 'incomeSuccess' });
  });

  it('completes once however often the notification comes, and refuses a forged one', async () => {
    const user = fresh();
    await credit(server, user.userId, 5_000);
    const { withdrawal } = await withdraw(user, '12');
    const book = (await finishQuietly(withdrawal.withdrawNo))!;
    const body = payoutNotificationBody(book);

    const forged = { ...(await signPayoutNotification(db(), body)), 'x-sandbox-signature': 'ab'.repeat(32) };
    expect(await postNotification(body, forged)).toBe(400);
    const tampered = await signPayoutNotification(db(), body);
    expect(await postNotification(body.replace('"succeeded"', '"failed"'), tampered)).toBe(400);
    expect((await withdrawalOf(withdrawal.withdrawNo)).state).toBe('processing');

    const deliveries = await Promise.all(
      Array.from({ length: 3 }, async () => postNotification(body, await signPayoutNotification(db(), body))),
    );
    expect(deliveries).toEqual([200, 200, 200]);
    expect(await postNotification(body, await signPayoutNotification(db(), body))).toBe(200);
    expect((await withdrawalOf(withdrawal.withdrawNo)).state).toBe('succeeded');
    expect(await walletNotices(server, user.userId)).toHaveLength(1);
    const payouts = await server.db
      .selectFrom('ledgerTransfers')
      .select('amount')
      .where('idempotencyKey', 'like', `earnings:%:${withdrawal.withdrawNo}`)
      .execute();
    expect(payouts).toHaveLength(3);
    expect(ok(await server.get(F.summary, auth(user))).totalWithdrawn).toBe(12);
  });

  it('returns the whole amount when the payout fails (arrival ending in 44), with the incomeRefund notice', async () => {
    const user = fresh();
    await credit(server, user.userId, 5_000);
    const { recordId, withdrawal } = await withdraw(user, '10.54');
    expect(withdrawal.arrival).toBe(10.44);
    expect(ok(await server.get(F.rules, auth(user))).withdrawnToday).toBe(10.54);
    await completeDueSandboxPayouts(db(), Date.now() + 2 * HOUR);

    const detail = ok(await server.get(F.record(recordId), auth(user)));
    expect(detail.record.state).toBe('failed');
    expect(detail.withdrawal.state).toBe('failed');
    expect(detail.withdrawal.failReason).toContain('44');
    expect(detail.withdrawal.steps.map((s: { step: string }) => s.step)).toEqual([
      'applied',
      'sent',
      'failed',
      'returned',
    ]);
    expect(detail.transfers.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['withdraw', 10.54],
      ['withdrawReturn', 10.54],
    ]);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({
      available: 50,
      frozen: 0,
      totalWithdrawn: 0,
    });
    // A failed withdrawal does not count against the day's limit.
    expect(ok(await server.get(F.rules, auth(user))).withdrawnToday).toBe(0);
    const [notice] = await walletNotices(server, user.userId);
    expect(notice).toMatchObject({ type: 'incomeRefund', title: '提现失败' });
    expect(notice!.content).toContain('¥10.54');
    expect(notice!.content).toContain('已退回');
  });

  it('asks the provider about a payout whose notification never came, and sends one it never got', async () => {
    const [quiet, lost] = [fresh(), fresh()];
    for (const user of [quiet, lost]) await credit(server, user.userId, 5_000);
    const heard = await withdraw(quiet, '15');
    await finishQuietly(heard.withdrawal.withdrawNo);
    const missing = await withdraw(lost, '16');
    await server.db
      .deleteFrom('sandboxPayouts')
      .where('outBatchNo', '=', missing.withdrawal.withdrawNo)
      .execute();

    const desk = payoutDeskOf(server.platform, server.app);
    // Before the check time nothing is asked.
    expect(await sweepWithdrawals(desk, Date.now())).toBe(0);
    const later = Date.now() + 2 * 60_000;
    await Promise.all([sweepWithdrawals(desk, later), sweepWithdrawals(desk, later)]);
    expect((await withdrawalOf(heard.withdrawal.withdrawNo)).state).toBe('succeeded');
    expect(await steps(quiet, heard.recordId)).toEqual(['applied', 'sent', 'succeeded']);
    expect(await walletNotices(server, quiet.userId)).toHaveLength(1);

    const resent = await server.db
      .selectFrom('sandboxPayouts')
      .selectAll()
      .where('outBatchNo', '=', missing.withdrawal.withdrawNo)
      .executeTakeFirst();
    expect(resent).toMatchObject({ state: 'PROCESSING', amountCents: 1590 });
    expect((await withdrawalOf(missing.withdrawal.withdrawNo)).state).toBe('processing');
  });

  it('gives the demo creators earnings in every state', async () => {
    const idOf = async (userName: string) =>
      Number(
        (
          await server.db
            .selectFrom('users')
            .select('id')
            .where('userName', '=', userName)
            .executeTakeFirstOrThrow()
        ).id,
      );
    const as = async (userName: string) => {
      const userId = await idOf(userName);
      return { userId, token: (await openSession(server.db, userId, 'PC')).accessToken };
    };
    const creator = await as('10000003');
    const summary = ok(await server.get(F.summary, auth(creator)));
    expect(summary.available).toBeGreaterThan(0);
    expect(summary.pending).toBeGreaterThan(0);
    expect(summary).toMatchObject({ frozen: 50, totalWithdrawn: 100 });
    const mine = ok(await server.get(`${F.records}?kind=withdraw`, auth(creator))).records;
    expect(mine.map((r: { state: string }) => r.state)).toEqual(['processing', 'succeeded']);

    const other = await as('10000004');
    const theirs = ok(await server.get(`${F.records}?kind=withdraw`, auth(other))).records;
    expect(theirs.map((r: { state: string }) => r.state)).toEqual(['succeeded', 'failed']);
    const failed = ok(await server.get(F.record(theirs[1].id), auth(other)));
    expect(failed.withdrawal.steps.map((s: { step: string }) => s.step)).toEqual([
      'applied',
      'sent',
      'failed',
      'returned',
    ]);
    expect(
      (await walletNotices(server, other.userId))
        .map((n) => n.type)
        .filter((type) => type.startsWith('income')),
    ).toEqual(['incomeRefund', 'incomeSuccess']);
    const sales = ok(await server.get(`${F.records}?kind=dramaSale`, auth(creator))).records;
    expect(new Set(sales.map((r: { state: string }) => r.state))).toEqual(new Set(['pending', 'available']));
  });
});
