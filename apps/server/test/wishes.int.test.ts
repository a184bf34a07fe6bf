import { formatChinaTime, wishes } from '@fox/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNotification } from '../src/features/payments/sandbox/sandbox-delivery.js';
import { takeSandboxPayment } from '../src/features/payments/sandbox/sandbox-provider.js';
import { runDeadlines } from '../src/features/wishes/index.js';
import { reviewDesk } from '../src/features/wishes/review-queue.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { grantRoleForTest } from './console-support.js';
import { connectDevice } from './im-socket.js';
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
  wishBody,
  wishRow,
} from './wishes-support.js';

describe.each(databaseKinds())('the wish marketplace on %s', (kind) => {
  let server: TestServer;
  let publisher: SessionUserForTest;
  let taker: SessionUserForTest;
  let second: SessionUserForTest;
  let stranger: SessionUserForTest;
  let unverified: SessionUserForTest;
  let operator: SessionUserForTest;
  const auth = (user: SessionUserForTest) => bearer(user.token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    [publisher, taker, second, stranger, unverified, operator] = (await makeUsers(server, 6, '1397711')) as [
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
      SessionUserForTest,
    ];
    for (const user of [taker, second, stranger]) await makeSettlementReady(server, user.userId);
    await grantRoleForTest(server, operator.userId, 'article');
  });
  afterAll(() => server.stop());
  afterEach(() => assertWishMoney(server));

  const live = async (overrides: Record<string, unknown> = {}) => {
    const wish = await publishAndPay(server, publisher, overrides);
    await approveWish(server, operator, wish.id);
    return wish;
  };
  const receptionOf = async (wishId: number, userId: number) =>
    server.db
      .selectFrom('wishReceptions')
      .selectAll()
      .where('wishId', '=', wishId)
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('publishes, pays into escrow, reviews, takes, settles and pays the taker less the fee', async () => {
    const { id, taskNumber } = await publishAndPay(server, publisher);
    let row = await wishRow(server, id);
    expect(row.state).toBe('WaitApprove');
    expect(row.content).not.toContain('script');
    expect(row.platformFee).toBe(100);
    expect(await balanceOf(server, 'wishEscrow', id)).toBe(30_000);
    // Hidden from strangers while under review, with the reason.
    const hidden = await server.get(W.detail(taskNumber), auth(stranger));
    expect(hidden.body.code).toBe(404);
    expect(hidden.body.msg).toBe('该商单正在审核中，暂时无法查看');
    await approveWish(server, operator, id);
    row = await wishRow(server, id);
    expect(row.state).toBe('WaitReceive');
    const square = ok(await server.get(`${W.square}?industryType=design`));
    expect(square.map((w: { taskNumber: string }) => w.taskNumber)).toContain(taskNumber);

    // The settlement gate runs before applying.
    const gated = await server.post(W.receive, { taskNumber, applyMsg: 'me' }, auth(unverified));
    expect(gated.body.code).toBe(403);
    // An application needs a message.
    expect((await server.post(W.receive, { taskNumber }, auth(taker))).body.code).toBe(400);
    const applied = ok(await server.post(W.receive, { taskNumber, applyMsg: 'I draw logos' }, auth(taker)));
    expect(applied.reception.state).toBe('WaitApprove');
    expect((await server.post(W.receive, { taskNumber, applyMsg: 'again' }, auth(taker))).body.code).toBe(
      409,
    );

    // Only the publisher reads applications and decides.
    expect((await server.get(W.applications(taskNumber), auth(stranger))).body.code).toBe(403);
    expect(
      (await server.post(W.accept, { receptionId: applied.reception.id }, auth(stranger))).body.code,
    ).toBe(404);
    const listed = ok(await server.get(W.applications(taskNumber), auth(publisher)));
    expect(listed[0]).toMatchObject({ applyMsg: 'I draw logos', state: 'WaitApprove' });
    const accepted = ok(await server.post(W.accept, { receptionId: applied.reception.id }, auth(publisher)));
    expect(accepted.state).toBe('Execute');
    expect((await wishRow(server, id)).state).toBe('Execute');

    // The plan: publisher and taker, not a stranger.
    expect((await server.get(W.plan(taskNumber), auth(stranger))).body.code).toBe(403);
    const plan = ok(await server.get(W.plan(taskNumber), auth(taker)));
    expect(plan.myRole).toBe('taskRece');
    expect(plan.plan).toMatchObject({ standNum: 3, receiveNum: 1, deliveryNum: 0, state: 'Execute' });

    // An illegal step answers a readable message and changes nothing.
    const early = await server.post(W.approve, { receptionId: applied.reception.id }, auth(publisher));
    expect(early.body.code).toBe(409);
    expect(early.body.msg).toContain('Execute');
    expect((await receptionOf(id, taker.userId)).state).toBe('Execute');

    ok(await server.post(W.settle, { taskNumber, deliveryMsg: 'done' }, auth(taker)));
    expect((await wishRow(server, id)).state).toBe('WaitApproveSettle');
    // A stranger cannot settle; the taker cannot approve their own settlement.
    expect((await server.post(W.settle, { taskNumber }, auth(stranger))).body.code).toBe(403);
    expect((await server.post(W.approve, { receptionId: applied.reception.id }, auth(taker))).body.code).toBe(
      403,
    );

    // Ten approvals at once settle once.
    const approvals = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.post(W.approve, { receptionId: applied.reception.id }, auth(publisher)),
      ),
    );
    expect(approvals.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(approvals.filter((a) => a.body.code === 409)).toHaveLength(9);
    // The pay is held in the taker's pending earnings, with one line on their finance statement.
    expect(await balanceOf(server, 'earningsPending', taker.userId)).toBe(9_000);
    row = await wishRow(server, id);
    expect(row).toMatchObject({ state: 'Execute', deliveryNum: 1 });
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
    });

    // Notices on the receiver's tab, with extValue.
    const notices = ok(
      await server.get('/app/notice/task/page?noticeType=receiver&pageNum=1&pageSize=10', auth(taker)),
    );
    const kinds = notices.map((n: { extra: { kickbackType: string } }) => n.extra.kickbackType);
    expect(kinds).toEqual(expect.arrayContaining(['accepted', 'settled']));
    expect(JSON.parse(notices[0].extra.extValue as string)).toMatchObject({ taskNumber, busyTaskId: id });
  });

  it('refuses the publisher their own wish with the catalogue message', async () => {
    const { taskNumber } = await live();
    const own = await server.post(
      W.receive,
      { taskNumber, applyMsg: 'mine' },
      { ...auth(publisher), lang: 'zh' },
    );
    expect(own.body.code).toBe(400);
    expect(own.body.msg).toBe('不能接取自己发布的心愿');
    const en = await server.post(
      W.receive,
      { taskNumber, applyMsg: 'mine' },
      { ...auth(publisher), lang: 'en' },
    );
    expect(en.body.msg).toBe('Cannot take a wish you published yourself');
  });

  it('funds a reward once however many times the notification comes', async () => {
    const id = ok(
      await server.post(W.create, wishBody({ fullAmount: 50, receiveLimit: 1 }), auth(publisher)),
    );
    const row = await wishRow(server, id);
    const order = ok(await server.post(W.pay, { taskNumber: row.taskNumber }, auth(publisher)));
    expect(order.paySource).toBe(wishes.WISH_PAY_SOURCE.reward);
    // The same open order is answered again.
    expect(ok(await server.post(W.pay, { taskNumber: row.taskNumber }, auth(publisher))).masterOrderNo).toBe(
      order.masterOrderNo,
    );
    const payment = (await takeSandboxPayment(server.db, order.masterOrderNo))!;
    const { headers, body } = await sandboxNotification(server.db, {
      orderNo: order.masterOrderNo,
      amountCents: Number(payment.amountCents),
      transactionId: payment.transactionId,
      notifyUrl: payment.notifyUrl,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}/pay/notify/sandbox`, { method: 'POST', headers, body }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balanceOf(server, 'wishEscrow', id)).toBe(5_000);
    expect((await wishRow(server, id)).state).toBe('WaitApprove');
    const logs = await server.db
      .selectFrom('wishOperationLogs')
      .selectAll()
      .where('wishId', '=', id)
      .execute();
    expect(logs.filter((log) => log.newState === 'WaitApprove')).toHaveLength(1);
  });

  it('gives the last place to exactly one of 100 takers racing for it', async () => {
    const racers = await makeUsers(server, 100, '1397722');
    for (const racer of racers) await makeSettlementReady(server, racer.userId);
    const { id, taskNumber } = await live({ isApproveReceive: false, fullAmount: 100, receiveLimit: 1 });
    const answers = await Promise.all(
      racers.map((racer) => server.post(W.receive, { taskNumber }, auth(racer))),
    );
    const won = answers.filter((a) => a.body.code === 200);
    const lost = answers.filter((a) => a.body.code === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(99);
    expect(lost.every((a) => a.body.msg === '当前任务已被他人接取,可前往商单广场查看更多商单')).toBe(true);
    const row = await wishRow(server, id);
    expect(row).toMatchObject({ receiveNum: 1, onSquare: 0, state: 'Execute' });
    const square = ok(await server.get(W.square));
    expect(square.map((w: { id: number }) => w.id)).not.toContain(id);
  });

  it('refunds the whole reward when the review refuses it, and tells the publisher why', async () => {
    const { id } = await publishAndPay(server, publisher, { fullAmount: 120, receiveLimit: 1 });
    const refused = await server.post(
      `${W.review}/actions`,
      { ids: [id], action: 'refuse', reason: 'unclear' },
      auth(operator),
    );
    expect(refused.body.data.changed).toEqual([id]);
    await refundsSettled(server);
    const row = await wishRow(server, id);
    expect(row).toMatchObject({ state: 'Refuse', rejectReason: 'unclear' });
    const order = await server.db
      .selectFrom('payOrders')
      .selectAll()
      .where('orderNo', '=', row.payOrderNo!)
      .executeTakeFirstOrThrow();
    expect(order.state).toBe('refunded');
    expect(await balanceOf(server, 'wishEscrow', id)).toBe(0);
  });

  it('cancels an unpaid wish, and takes a paid one off the shelf with a refund while nobody works', async () => {
    const draft = ok(await server.post(W.create, wishBody({ isDraft: true }), auth(publisher)));
    const draftRow = await wishRow(server, draft);
    expect(draftRow.state).toBe('Edit');
    expect(ok(await server.post(W.end, { taskNumber: draftRow.taskNumber }, auth(publisher))).state).toBe(
      'Cancel',
    );
    const { id, taskNumber } = await live();
    expect((await server.post(W.end, { taskNumber }, auth(stranger))).body.code).toBe(403);
    expect(ok(await server.post(W.end, { taskNumber }, auth(publisher))).state).toBe('OffShelf');
    await refundsSettled(server);
    expect(await balanceOf(server, 'wishEscrow', id)).toBe(0);
  });

  it('takes a deposit within the dialog rules, gives it back when declined', async () => {
    const { id, taskNumber } = await live({ isReceiveDeposit: true });
    const bad = async (amount: unknown) =>
      (await server.post(W.receive, { taskNumber, applyMsg: 'hi', amount }, { ...auth(second), lang: 'en' }))
        .body.msg;
    expect(await bad(undefined)).toBe('Please enter the deposit');
    expect(await bad('1.25')).toBe('The deposit has at most one decimal place');
    expect(await bad('0.1')).toBe('The deposit must be at least 0.2 yuan');
    expect(await bad('100000000.1')).toBe('The deposit cannot be more than 100,000,000 yuan');
    const applied = ok(
      await server.post(W.receive, { taskNumber, applyMsg: 'hi', amount: '2.5' }, auth(second)),
    );
    expect(applied.reception.state).toBe('WaitPay');
    expect(applied.depositOrder.paySource).toBe(wishes.WISH_PAY_SOURCE.deposit);
    expect(await payOnSandboxPage(applied.depositOrder.codeUrl)).toContain('支付成功');
    expect((await receptionOf(id, second.userId)).state).toBe('WaitApprove');
    expect(await balanceOf(server, 'wishDeposit', id)).toBe(250);
    ok(
      await server.post(W.decline, { receptionId: applied.reception.id, reason: 'not now' }, auth(publisher)),
    );
    await refundsSettled(server);
    expect(await balanceOf(server, 'wishDeposit', id)).toBe(0);
    expect((await receptionOf(id, second.userId)).state).toBe('Refuse');
  });

  it('takes a wish directly once the deposit is paid, and the task group’s opening reaches the publisher live', async () => {
    const { id, taskNumber } = await live({
      isApproveReceive: false,
      isReceiveDeposit: true,
      receiveLimit: 1,
    });
    const publisherDevice = await connectDevice(server, publisher.token);
    try {
      const taken = ok(
        await server.post(W.receive, { taskNumber, applyMsg: 'on it', amount: 1 }, auth(second)),
      );
      expect(taken.reception.state).toBe('WaitPay');
      await payOnSandboxPage(taken.depositOrder.codeUrl);
      expect((await receptionOf(id, second.userId)).state).toBe('Execute');
      // The group was made inside payments' fulfilment; its first line is pushed once that committed.
      const opened = await publisherDevice.next(
        (f) => f.type === 'message' && f.data.commandType === 'createGroup',
      );
      expect(opened.type === 'message' && opened.data.sessionType).toBe('group');
    } finally {
      await publisherDevice.close();
    }
  });

  it('gives an unpaid application a fresh deposit code, and refunds the old code paid late', async () => {
    const { id, taskNumber } = await live({ isReceiveDeposit: true });
    const first = ok(await server.post(W.receive, { taskNumber, applyMsg: 'hi', amount: 2 }, auth(second)));
    const again = ok(await server.post(W.receive, { taskNumber, applyMsg: 'hi', amount: 3 }, auth(second)));
    expect(again.reception.id).toBe(first.reception.id);
    expect(again.depositOrder.masterOrderNo).not.toBe(first.depositOrder.masterOrderNo);
    expect(again.depositOrder.payPrice).toBe(3);
    // The old code is paid anyway: no application names it, so it goes back whole.
    expect(await payOnSandboxPage(first.depositOrder.codeUrl)).toContain('支付成功');
    await refundsSettled(server);
    expect((await receptionOf(id, second.userId)).state).toBe('WaitPay');
    expect(await balanceOf(server, 'wishDeposit', 0)).toBe(0);
    expect(await payOnSandboxPage(again.depositOrder.codeUrl)).toContain('支付成功');
    expect((await receptionOf(id, second.userId)).state).toBe('WaitApprove');
    expect(await balanceOf(server, 'wishDeposit', id)).toBe(300);
  });

  it('says why a wish is not shown: under review or no longer on the square', async () => {
    const { taskNumber } = await live({});
    ok(await server.post(W.end, { taskNumber }, auth(publisher)));
    const hidden = await server.get(W.detail(taskNumber), auth(stranger));
    expect(hidden.body.code).toBe(404);
    expect(hidden.body.data).toEqual({ unavailable: 'takenDown' });
  });

  it('accepts a settlement left unreviewed for 72 hours, under the test clock, once', async () => {
    const { id, taskNumber } = await live({ isApproveReceive: false, fullAmount: 200, receiveLimit: 2 });
    ok(await server.post(W.receive, { taskNumber }, auth(taker)));
    const applied = ok(await server.post(W.settle, { taskNumber, deliveryMsg: 'here' }, auth(taker)));
    expect(applied.autoAcceptTime).not.toBeNull();
    const desk = reviewDesk.current!;
    const before = await balanceOf(server, 'earningsPending', taker.userId);
    await runDeadlines(desk, Date.now() + wishes.AUTO_ACCEPT_AFTER_MS - 60_000);
    expect((await receptionOf(id, taker.userId)).state).toBe('WaitApproveSettle');
    const later = Date.now() + wishes.AUTO_ACCEPT_AFTER_MS + 1000;
    // Two passes at once (two server processes) accept it once.
    await Promise.all([runDeadlines(desk, later), runDeadlines(desk, later)]);
    expect((await receptionOf(id, taker.userId)).state).toBe('OverSettle');
    expect(await balanceOf(server, 'earningsPending', taker.userId)).toBe(before + 9_000);
    const settles = await server.db
      .selectFrom('ledgerTransfers')
      .select('id')
      .where('idempotencyKey', 'like', `wish:${id}:settle:%`)
      .execute();
    expect(settles).toHaveLength(1);
  });

  it('ends a wish whose deadline passed: Over, the reward back, open applications closed with deposits back', async () => {
    const { id, taskNumber } = await live({ isReceiveDeposit: true, deliveryDay: 2 });
    const applied = ok(
      await server.post(W.receive, { taskNumber, applyMsg: 'hi', amount: 1 }, auth(stranger)),
    );
    await payOnSandboxPage(applied.depositOrder.codeUrl);
    expect(await balanceOf(server, 'wishDeposit', id)).toBe(100);
    const result = await runDeadlines(reviewDesk.current!, Date.now() + 3 * 86_400_000);
    expect(result.ended).toBeGreaterThanOrEqual(1);
    await refundsSettled(server);
    expect((await wishRow(server, id)).state).toBe('Over');
    expect((await receptionOf(id, stranger.userId)).state).toBe('Cancel');
    expect(await balanceOf(server, 'wishDeposit', id)).toBe(0);
    expect(await balanceOf(server, 'wishEscrow', id)).toBe(0);
  });

  it('ends a wish still in review when its deadline passes: Over, out of the queue, the reward back', async () => {
    const pending = async () =>
      Number(
        (
          await server.db
            .selectFrom('wishReviewCounts')
            .select('pending')
            .where('kind', '=', 'BusyTask')
            .executeTakeFirst()
        )?.pending ?? 0,
      );
    const { id } = await publishAndPay(server, publisher, { deliveryDay: 1 });
    const before = await pending();
    expect((await wishRow(server, id)).state).toBe('WaitApprove');
    await runDeadlines(reviewDesk.current!, Date.now() + 2 * 86_400_000);
    await refundsSettled(server);
    const row = await wishRow(server, id);
    expect(row).toMatchObject({ state: 'Over', reviewPending: 0 });
    expect(await pending()).toBe(before - 1);
    expect(await balanceOf(server, 'wishEscrow', id)).toBe(0);
    const order = await server.db
      .selectFrom('payOrders')
      .select('state')
      .where('orderNo', '=', row.payOrderNo!)
      .executeTakeFirstOrThrow();
    expect(order.state).toBe('refunded');
  });

  it('refunds a reward order paid after the wish was edited to another amount', async () => {
    const id = ok(
      await server.post(W.create, wishBody({ fullAmount: 40, receiveLimit: 1 }), auth(publisher)),
    );
    const { taskNumber } = await wishRow(server, id);
    const first = ok(await server.post(W.pay, { taskNumber }, auth(publisher)));
    ok(await server.put(W.create, { id, ...wishBody({ fullAmount: 60, receiveLimit: 1 }) }, auth(publisher)));
    const second = ok(await server.post(W.pay, { taskNumber }, auth(publisher)));
    expect(second.masterOrderNo).not.toBe(first.masterOrderNo);
    expect(second.payPrice).toBe(60);
    // The old code is paid anyway: the money goes back whole; the wish still waits for its own.
    await payOnSandboxPage(first.codeUrl);
    await refundsSettled(server);
    const old = await server.db
      .selectFrom('payOrders')
      .select('state')
      .where('orderNo', '=', first.masterOrderNo)
      .executeTakeFirstOrThrow();
    expect(old.state).toBe('refunded');
    expect((await wishRow(server, id)).state).toBe('WaitPay');
    await payOnSandboxPage(second.codeUrl);
    expect((await wishRow(server, id)).state).toBe('WaitApprove');
    expect(await balanceOf(server, 'wishEscrow', 0)).toBe(0);
  });

  it('finds wishes on the square by a word of the title, and pages on by the cursor without repeats', async () => {
    const { taskNumber } = await live({
      title: 'Unicorn mascot drawing',
      content: '<p>In pastel watercolour tones</p>',
    });
    const numbers = (rows: Array<{ taskNumber: string }>) => rows.map((w) => w.taskNumber);
    // A burst of searches right after it was approved: every one finds it (they share the index's catch-up).
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => server.get(`${W.square}?keyword=Unicorn`)),
    );
    for (const answer of burst) expect(numbers(ok(answer))).toEqual([taskNumber]);
    // Every word must be there, in the title or the text; words alone, not parts of them.
    expect(numbers(ok(await server.get(`${W.square}?keyword=watercolour%20unicorn`)))).toEqual([taskNumber]);
    expect(ok(await server.get(`${W.square}?keyword=unicorn%20violin`))).toEqual([]);
    expect(ok(await server.get(`${W.square}?keyword=Unico`))).toEqual([]);
    expect(ok(await server.get(`${W.square}?keyword=%21%21%21`))).toEqual([]);
    // Taken down, it is not found any more.
    ok(await server.post(W.end, { taskNumber }, auth(publisher)));
    await refundsSettled(server);
    expect(ok(await server.get(`${W.square}?keyword=Unicorn`))).toEqual([]);
    for (const sort of wishes.SQUARE_SORTS) {
      const first = await server.get(`${W.square}?sort=${sort}&pageSize=5`);
      const next = await server.get(
        `${W.square}?sort=${sort}&pageSize=5&cursor=${first.body.data[4].cursor}`,
      );
      const ids = [...first.body.data, ...next.body.data].map((w: { id: number }) => w.id);
      expect(new Set(ids).size, sort).toBe(ids.length);
    }
    expect((await server.get(`${W.square}?cursor=nonsense`)).body.code).toBe(400);
  });

  it('takes a wish down by the operator with a settlement waiting: the order closes, money goes back', async () => {
    const { id, taskNumber } = await live({
      isApproveReceive: false,
      isReceiveDeposit: true,
      fullAmount: 200,
      receiveLimit: 2,
    });
    const took = ok(await server.post(W.receive, { taskNumber, amount: 3 }, auth(second)));
    await payOnSandboxPage(took.depositOrder.codeUrl);
    expect((await receptionOf(id, second.userId)).state).toBe('Execute');
    ok(await server.post(W.settle, { taskNumber, deliveryMsg: 'done' }, auth(second)));
    const down = await server.post(
      `${W.review}/actions`,
      { ids: [id], action: 'compelOff', reason: 'rules' },
      auth(operator),
    );
    expect(down.body.data.changed).toEqual([id]);
    await refundsSettled(server);
    expect((await wishRow(server, id)).state).toBe('CompelOff');
    expect((await receptionOf(id, second.userId)).state).toBe('Cancel');
    expect(await balanceOf(server, 'wishDeposit', id)).toBe(0);
    expect(await balanceOf(server, 'wishEscrow', id)).toBe(0);
  });

  it('answers the open API in the real shapes', async () => {
    const { id } = await live();
    const list = await server.get(`${W.openList}?id=${id - 1}`);
    expect(list.body).toMatchObject({ code: 200 });
    const item = (list.body.data as Array<Record<string, unknown>>).find((w) => w.id === id)!;
    expect(item).toMatchObject({
      userId: publisher.userId,
      industryName: '设计',
      fullAmount: 300,
      state: 'WaitReceive',
    });
    expect(item.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const after = await server.get(`${W.openList}?id=${id}`);
    expect((after.body.data as Array<{ id: number }>).every((w) => w.id > id)).toBe(true);
    const log = (await server.get(`${W.openLog}?id=${id}`)).body.data as Array<Record<string, unknown>>;
    expect(log.map((entry) => entry.operationType)).toEqual(['Create', 'UpdateState', 'OnShelf']);
    expect(log[2]).toMatchObject({ oldState: 'WaitApprove', newState: 'WaitReceive', taskId: id });
    expect(log[0]!.createTime).toBe(formatChinaTime(Number((await wishRow(server, id)).createdAt)));
  });
});
