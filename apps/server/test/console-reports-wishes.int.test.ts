import type { consoleReports } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { grantRoleForTest, makeOperators, type Operator } from './console-support.js';
import { reportQueueHelpers } from './console-reports-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { payOnSandboxPage } from './money-support.js';
import {
  approveWish,
  assertWishMoney,
  balanceOf,
  makeSettlementReady,
  ok,
  publishAndPay,
  refundsSettled,
  W,
  wishRow,
} from './wishes-support.js';

type User = SessionUserForTest;

/**
 * Reports on a wish (objType BusyTask) reach the back office's report queue, and a take-down from the
 * report case is the review queue's own take-down: CompelOff, takers' orders closed with their deposits
 * back, what escrow holds refunded through the sandbox, the publisher told why.
 */
describe.each(databaseKinds())('reports on a wish on %s', (kind) => {
  let server: TestServer;
  let ops: Operator;
  let reviewer: User;
  let publisher: User;
  let reporter: User;
  let taker: User;
  let helpers: ReturnType<typeof reportQueueHelpers>;
  const auth = (user: User) => bearer(user.token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ops = (await makeOperators(server, '1391650')).operators.operationsAdministrator;
    [publisher, reporter, taker, reviewer] = (await makeUsers(server, 4, '1391651')) as [
      User,
      User,
      User,
      User,
    ];
    await grantRoleForTest(server, reviewer.userId, 'article');
    await makeSettlementReady(server, taker.userId);
    helpers = reportQueueHelpers(server);
  });
  afterAll(() => server.stop());
  afterEach(() => assertWishMoney(server));

  it('files a report on a wish on the square, shows it in the queue and takes the wish down from the case', async () => {
    const { id, taskNumber } = await publishAndPay(server, publisher, {
      title: 'A mascot for a bakery',
      isApproveReceive: false,
      isReceiveDeposit: true,
      fullAmount: 200,
      receiveLimit: 2,
    });
    // Not on the square yet (waiting for review): nobody's to report.
    const early = await helpers.report(reporter, 'BusyTask', id);
    expect(early.body.code).toBe(404);

    await approveWish(server, reviewer, id);
    const took = ok(await server.post(W.receive, { taskNumber, amount: 3 }, auth(taker)));
    await payOnSandboxPage(took.depositOrder.codeUrl);
    expect(await balanceOf(server, 'wishDeposit', id)).toBeGreaterThan(0);

    // A guest cannot report; the publisher cannot report their own wish; a bad reason is a readable 400.
    const guest = await server.post('/app/operate/addReportInfo', {
      objType: 'BusyTask',
      objId: id,
      reportType: 'Spam',
    });
    expect(guest.body.code).toBe(401);
    const own = await helpers.report(publisher, 'BusyTask', id);
    expect(own.body).toMatchObject({ code: 400, msg: '不能举报自己发布的内容' });
    const badReason = await helpers.report(reporter, 'BusyTask', id, 'NoSuchReason');
    expect(badReason.body.code).toBe(400);
    expect(badReason.body.msg).toEqual(expect.any(String));

    await helpers.reportOk(reporter, 'BusyTask', id);
    expect((await helpers.report(reporter, 'BusyTask', id)).body.code).not.toBe(200);

    // The queue of the operations staff shows it; a content reviewer has no report queue.
    expect((await helpers.queue(reviewer)).body.code).toBe(403);
    const listed = (await helpers.queue(ops, { objType: 'BusyTask' })).body;
    expect(listed.code).toBe(200);
    const row = (listed.data as consoleReports.ReportCase[]).find((c) => c.objId === id)!;
    expect(row).toMatchObject({
      objType: 'BusyTask',
      title: 'A mascot for a bakery',
      state: 'open',
      reportCount: 1,
      author: { id: publisher.userId },
    });
    const shown = await server.get(`/admin/api/console/reports/${row.id}`, auth(ops));
    expect(shown.body.code).toBe(200);
    expect(shown.body.data.preview).toMatchObject({
      found: true,
      title: 'A mascot for a bakery',
      state: 'Execute',
      author: { id: publisher.userId },
    });
    expect(shown.body.data.preview.html).toContain('Design a logo.');
    expect(shown.body.data.preview.html).not.toContain('script');

    // Taken down from the report case, with a reason.
    expect((await helpers.resolve(ops, row.id, { outcome: 'takenDown' })).body.code).toBe(400);
    const decided = await helpers.resolve(ops, row.id, { outcome: 'takenDown', reason: '虚假商单' });
    expect(decided.body).toMatchObject({ code: 200, data: { state: 'resolved', outcome: 'takenDown' } });
    await refundsSettled(server);
    const wish = await wishRow(server, id);
    expect(wish).toMatchObject({ state: 'CompelOff', onSquare: 0, rejectReason: '虚假商单' });
    expect(await balanceOf(server, 'wishEscrow', id)).toBe(0);
    expect(await balanceOf(server, 'wishDeposit', id)).toBe(0);
    const order = await server.db
      .selectFrom('wishReceptions')
      .select('state')
      .where('wishId', '=', id)
      .where('userId', '=', taker.userId)
      .executeTakeFirstOrThrow();
    expect(order.state).toBe('Cancel');
    // The reward and the deposit went back through the sandbox provider.
    const refunds = await server.db
      .selectFrom('payRefunds')
      .select(['userId', 'state', 'amountCents'])
      .where('userId', 'in', [publisher.userId, taker.userId])
      .execute();
    expect(refunds.filter((r) => r.userId === publisher.userId && r.state === 'succeeded')).not.toHaveLength(
      0,
    );
    expect(refunds.filter((r) => r.userId === taker.userId && r.state === 'succeeded')).not.toHaveLength(0);

    // The publisher hears of the end on the task tab (as from the review queue) and why as a report penalty;
    // the reporter hears the outcome.
    const told = ok(
      await server.get('/app/notice/task/page?noticeType=publisher&pageNum=1&pageSize=20', auth(publisher)),
    ) as Array<{ content: string; kickbackType?: string }>;
    expect(told.some((notice) => notice.content.includes('A mascot for a bakery'))).toBe(true);
    const penalties = await helpers.systemNotices(publisher);
    expect(penalties.some((n) => n.type === 'reportPenalty' && n.content.includes('虚假商单'))).toBe(true);
    const outcome = await helpers.systemNotices(reporter);
    expect(outcome.some((n) => n.type === 'reportOutcome')).toBe(true);
    const audit = await helpers.auditOf('BusyTask', id);
    expect(audit.at(-1)).toMatchObject({ action: 'report.resolve' });

    // Reported again after it ended: the case opens, but a second take-down is a readable refusal.
    const other = (await makeUsers(server, 1, '1391652'))[0]!;
    await helpers.reportOk(other, 'BusyTask', id);
    const again = await helpers.resolve(ops, await helpers.openCaseOf('BusyTask', id), {
      outcome: 'takenDown',
      reason: 'again',
    });
    expect(again.body.code).toBe(409);
    expect(again.body.msg).toContain('CompelOff');
    expect((await wishRow(server, id)).state).toBe('CompelOff');
    await helpers.expectCountersExact();
  });

  it('answers 404 for a wish that does not exist', async () => {
    expect((await helpers.report(reporter, 'BusyTask', 99_999_999)).body.code).toBe(404);
  });
});
