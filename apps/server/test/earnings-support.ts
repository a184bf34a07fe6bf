import { expect } from 'vitest';
import { inTransaction } from '../src/platform/db/transactions.js';
import { creditEarnings } from '../src/features/earnings/index.js';
import { ledgerProblems } from '../src/features/wallet/invariants.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import type { TestResponse, TestServer } from './harness.js';

export const F = {
  summary: '/app/api/finance/summary',
  records: '/app/api/finance/records',
  record: (id: number) => `/app/api/finance/records/${id}`,
  rules: '/app/api/finance/cashOut/rules',
  cashOut: '/app/api/finance/cashOut',
  notify: '/pay/notify/payout/sandbox',
} as const;

export const auth = (user: SessionUserForTest) => bearer(user.token);

export const ok = (answer: TestResponse) => {
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

let requests = 0;
/** A fresh request id, as the cash-out page makes one per confirmation. */
export const requestId = () => `req-${Date.now()}-${++requests}`;

/** Users past the settlement gate: a verified pay account and a passed card (bank and last four digits). */
export async function makeEarners(server: TestServer, count: number, prefix: string) {
  const users = await makeUsers(server, count, prefix);
  for (const user of users) await makeSettlementReady(server, user.userId);
  return users;
}

export async function makeSettlementReady(server: TestServer, userId: number): Promise<void> {
  const now = Date.now();
  await server.db
    .insertInto('payAccounts')
    .values({ userId, state: 'Pass', legalName: '测试', updatedAt: now } as never)
    .execute();
  await server.db
    .insertInto('bankCards')
    .values({ userId, state: 'Pass', bankName: '招商银行', cardTail: '6789', updatedAt: now } as never)
    .execute();
}

let credits = 0;
/** Credits a drama sale's share to a user's earnings, as a sale does: from coin sales, held `holdMs`. */
export async function credit(
  server: TestServer,
  userId: number,
  cents: number,
  options: { holdMs?: number; now?: number; key?: string; title?: string } = {},
): Promise<boolean> {
  return inTransaction(server.db, (trx) =>
    creditEarnings(trx, {
      userId,
      kind: 'dramaSale',
      amountCents: cents,
      from: { kind: 'coinSales', ownerId: 0 },
      key: options.key ?? `test:credit:${userId}:${++credits}:${Date.now()}`,
      transferKind: 'dramaShare',
      sourceType: 'drama',
      sourceId: '1',
      title: options.title ?? '测试短剧',
      orderNo: 'ORDERTEST',
      orderId: null,
      holdMs: options.holdMs ?? 0,
      now: options.now ?? Date.now(),
    }),
  );
}

/** A user's cny account balance in fen. */
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

export async function expectSoundLedger(server: TestServer): Promise<void> {
  expect(await ledgerProblems(server.db)).toEqual([]);
}

/** The wallet notices a user was sent, oldest first. */
export async function walletNotices(server: TestServer, userId: number) {
  return server.db
    .selectFrom('notices')
    .select(['type', 'title', 'content', 'extra'])
    .where('userId', '=', userId)
    .where('tab', '=', 'wallet')
    .orderBy('id')
    .execute();
}
