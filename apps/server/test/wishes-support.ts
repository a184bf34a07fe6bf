import { expect } from 'vitest';
import { ledgerProblems } from '../src/features/wallet/invariants.js';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import type { TestResponse, TestServer } from './harness.js';
import { payOnSandboxPage } from './money-support.js';

export const W = {
  create: '/busy-order/app/busy/task',
  pay: '/busy-order/app/busy/task/pay',
  square: '/busy-order/app/busy/task/square',
  detail: (taskNumber: string) => `/busy-order/app/busy/task/detail/${taskNumber}`,
  mine: '/busy-order/app/busy/task/mine',
  received: '/busy-order/app/busy/task/received',
  end: '/busy-order/app/busy/task/end',
  receive: '/busy-order/app/busy/task/receive',
  applications: (taskNumber: string) => `/busy-order/app/busy/task/applications/${taskNumber}`,
  accept: '/busy-order/app/busy/task/application/accept',
  decline: '/busy-order/app/busy/task/application/decline',
  settle: '/busy-order/app/busy/task/settle',
  approve: '/busy-order/app/busy/task/settle/approve',
  refuse: '/busy-order/app/busy/task/settle/refuse',
  plan: (taskNumber: string) => `/busy-order/app/busy/task/plan/${taskNumber}`,
  card: (id: number) => `/busy-order/app/busy/task/child/${id}`,
  rate: '/busy-order/app/busy/task/rate',
  ratings: (userId: number) => `/busy-order/app/busy/task/ratings/${userId}`,
  openList: '/open/busy/task/list',
  openLog: '/open/busy/task/operation/log',
  review: '/admin/api/console/review/queues/wishes',
} as const;

export const ok = (answer: TestResponse) => {
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

/** A taker past the settlement gate: a verified pay account and a bank card. */
export async function makeSettlementReady(server: TestServer, userId: number): Promise<void> {
  const now = Date.now();
  await server.db
    .insertInto('payAccounts')
    .values({ userId, state: 'Pass', updatedAt: now } as never)
    .execute();
  await server.db.insertInto('bankCards').values({ userId, state: 'Pass', updatedAt: now }).execute();
}

export const wishBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'A logo for a tea shop',
  content: '<p>Design a logo. <script>alert(1)</script></p>',
  industryType: 'design',
  type: 'general',
  fullAmount: 300,
  receiveLimit: 3,
  deliveryDay: 7,
  deliveryStandard: 'A vector file and a PNG',
  isApproveReceive: true,
  isReceiveDeposit: false,
  ...overrides,
});

/** Publishes a wish and pays its reward on the sandbox page; answers its id and task number. */
export async function publishAndPay(
  server: TestServer,
  publisher: SessionUserForTest,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; taskNumber: string; orderNo: string }> {
  const id = ok(await server.post(W.create, wishBody(overrides), bearer(publisher.token))) as number;
  const row = await server.db
    .selectFrom('wishes')
    .select('taskNumber')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const order = ok(await server.post(W.pay, { taskNumber: row.taskNumber }, bearer(publisher.token)));
  const html = await payOnSandboxPage(order.codeUrl as string);
  expect(html).toContain('支付成功');
  return { id, taskNumber: row.taskNumber, orderNo: order.masterOrderNo as string };
}

/** Approves a wish in the console's queue. */
export async function approveWish(server: TestServer, operator: SessionUserForTest, id: number) {
  const answer = await server.post(
    `${W.review}/actions`,
    { ids: [id], action: 'approve' },
    bearer(operator.token),
  );
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.changed).toEqual([id]);
}

/**
 * Takers' orders taken directly on a live wish (one place each), delivered and settled by the publisher:
 * answers each taker's order id, in the takers' order.
 */
export async function settledOrders(
  server: TestServer,
  publisher: SessionUserForTest,
  taskNumber: string,
  takers: readonly SessionUserForTest[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const taker of takers) {
    const took = ok(await server.post(W.receive, { taskNumber }, bearer(taker.token)));
    ok(await server.post(W.settle, { taskNumber, deliveryMsg: 'delivered' }, bearer(taker.token)));
    const settled = ok(
      await server.post(W.approve, { receptionId: took.reception.id }, bearer(publisher.token)),
    );
    expect(settled.state).toBe('OverSettle');
    ids.push(took.reception.id as number);
  }
  return ids;
}

export async function wishRow(server: TestServer, id: number) {
  return server.db.selectFrom('wishes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function balanceOf(server: TestServer, kind: string, ownerId: number): Promise<number> {
  const row = await server.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', kind as never)
    .where('ownerId', '=', ownerId)
    .where('currency', '=', 'cny')
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Waits until every refund is settled by the provider (its answer and notification come after the request). */
export async function refundsSettled(server: TestServer): Promise<void> {
  await expect
    .poll(
      async () =>
        (await server.db.selectFrom('payRefunds').select('id').where('state', '=', 'processing').execute())
          .length,
      { timeout: 15_000, interval: 50 },
    )
    .toBe(0);
}

/**
 * The wish marketplace's money rules, after every test: the ledger is sound (balances match transfers, each
 * currency sums to zero, none negative but the counter-accounts); each live paid wish's escrow holds the
 * places not yet paid; an ended wish's escrow is empty; each wish's deposit account holds exactly the
 * deposits of orders still holding one.
 */
export async function assertWishMoney(server: TestServer): Promise<void> {
  await refundsSettled(server);
  expect(await ledgerProblems(server.db)).toEqual([]);
  const wishes = await server.db.selectFrom('wishes').selectAll().execute();
  for (const wish of wishes) {
    const escrow = await balanceOf(server, 'wishEscrow', Number(wish.id));
    const live = ['WaitApprove', 'WaitReceive', 'Execute', 'WaitApproveSettle'].includes(wish.state);
    const expected = live
      ? Number(wish.paidCents) - Number(wish.deliveryNum) * Number(wish.standAmountCents)
      : 0;
    expect(escrow, `escrow of wish ${wish.id} (${wish.state})`).toBe(expected);
    const held = await server.db
      .selectFrom('wishReceptions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('depositCents'), eb.lit(0)).as('n'))
      .where('wishId', '=', wish.id)
      .where('depositState', '=', 1)
      .executeTakeFirstOrThrow();
    expect(await balanceOf(server, 'wishDeposit', Number(wish.id)), `deposits of wish ${wish.id}`).toBe(
      Number(held.n),
    );
  }
}
