import { expect } from 'vitest';
import { bearer } from './auth-helpers.js';
import type { TestServer, TestResponse } from './harness.js';

export const MONEY = {
  orders: '/admin/api/console/money/orders',
  order: '/admin/api/console/money/order',
  refund: '/admin/api/console/money/order/refund',
  ledger: '/admin/api/console/money/ledger',
  transfers: '/admin/api/console/money/ledger/transfers',
  user: '/admin/api/console/money/user',
  refundNotify: (provider: string) => `/pay/notify/${provider}/refund`,
} as const;

export interface MoneyCalls {
  detail(orderNo: string): Promise<TestResponse>;
  refund(orderNo: string, reason?: string): Promise<TestResponse>;
  /** Reads the order until `done` holds of it (a refund settles after its answer). */
  settled(orderNo: string, done?: (state: string) => boolean): Promise<any>;
}

export function moneyCalls(server: TestServer, token: string): MoneyCalls {
  const detail = (orderNo: string) =>
    server.get(`${MONEY.order}?orderNo=${encodeURIComponent(orderNo)}`, bearer(token));
  return {
    detail,
    refund: (orderNo, reason = '用户申请退款') =>
      server.post(MONEY.refund, { orderNo, reason }, bearer(token)),
    async settled(orderNo, done = (state) => state === 'refunded' || state === 'partiallyRefunded') {
      for (let tries = 0; ; tries += 1) {
        const answer = await detail(orderNo);
        expect(answer.body.code).toBe(200);
        if (done(answer.body.data.order.state as string)) return answer.body.data;
        if (tries > 100) throw new Error(`order ${orderNo} stayed ${answer.body.data.order.state}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Everything a refund could change, counted: a refused request must leave it as it was. */
export async function moneySnapshot(server: TestServer) {
  const { db } = server;
  const count = async (
    table:
      'payRefunds' | 'sandboxRefunds' | 'auditEntries' | 'ledgerTransfers' | 'notices' | 'episodeUnlocks',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    refunds: await count('payRefunds'),
    sandboxRefunds: await count('sandboxRefunds'),
    audit: await count('auditEntries'),
    transfers: await count('ledgerTransfers'),
    notices: await count('notices'),
    unlocks: await count('episodeUnlocks'),
    orders: await db.selectFrom('payOrders').select(['id', 'state']).orderBy('id').execute(),
    balances: await db.selectFrom('ledgerAccounts').select(['id', 'balance']).orderBy('id').execute(),
  };
}

/** The ledger movements of one refund (into the hold, then out of it, or back). */
export const refundTransfers = (server: TestServer, refundNo: string) =>
  server.db
    .selectFrom('ledgerTransfers')
    .select(['idempotencyKey', 'currency', 'amount', 'kind'])
    .where('idempotencyKey', 'like', `refund:${refundNo}:%`)
    .orderBy('id')
    .execute();

export const walletNotices = (server: TestServer, userId: number, type: string) =>
  server.db
    .selectFrom('notices')
    .select(['title', 'content', 'extra'])
    .where('userId', '=', userId)
    .where('tab', '=', 'wallet')
    .where('type', '=', type)
    .execute();

export const auditOf = (server: TestServer, orderNo: string) =>
  server.db
    .selectFrom('auditEntries')
    .select(['action', 'operatorId', 'reason'])
    .where('targetType', '=', 'payOrder')
    .where('targetId', '=', orderNo)
    .orderBy('id')
    .execute();
