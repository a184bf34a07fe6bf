import { expect } from 'vitest';
import { ledgerProblems } from '../src/features/wallet/invariants.js';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import type { TestServer } from './harness.js';

export const PATHS = {
  balance: '/app/api/wallet/virtualCoin',
  orders: '/app/api/orders',
  ordersAdded: '/app/api/orders/add',
  payment: '/app/api/pay/payment',
  confirm: '/app/api/orders/confirm',
  state: '/app/api/orders/state',
  rechargeVirtual: '/app/api/wallet/recharge/virtual',
  episodes: '/app/api/playlet/episodes',
  notify: '/pay/notify/sandbox',
} as const;

export async function balanceOf(server: TestServer, user: SessionUserForTest): Promise<number> {
  const answer = await server.get(PATHS.balance, bearer(user.token));
  expect(answer.body.code).toBe(200);
  return answer.body.data.virtualCoin as number;
}

/** The ledger's rules hold: balances match transfers, each currency sums to zero, none negative. */
export async function expectSoundLedger(server: TestServer): Promise<void> {
  expect(await ledgerProblems(server.db)).toEqual([]);
}

export interface SaleFacts {
  dramaId: number;
  title: string;
  freeCount: number;
  singlePrice: number;
  playletPrice: number;
  /** Paid-type episodes: id and number. */
  paidEpisodes: Array<{ id: number; episodeNumber: number }>;
}

/** A demo drama on the shelf by another creator, with its paid episodes. */
export async function dramaOnShelf(server: TestServer, skip = 0): Promise<SaleFacts> {
  const { db } = server;
  const drama = await db
    .selectFrom('dramas')
    .selectAll()
    .where('state', '=', 'OnShelf')
    .where('singlePriceCents', '>', 0)
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  const episodes = await db
    .selectFrom('dramaEpisodes')
    .select(['id', 'episodeNumber'])
    .where('dramaId', '=', drama.id)
    .where('episodeNumber', '>', drama.freeCount)
    .orderBy('episodeNumber')
    .execute();
  return {
    dramaId: Number(drama.id),
    title: drama.title,
    freeCount: Number(drama.freeCount),
    singlePrice: Number(drama.singlePriceCents) / 100,
    playletPrice: Number(drama.playletPriceCents) / 100,
    paidEpisodes: episodes.map((e) => ({ id: Number(e.id), episodeNumber: Number(e.episodeNumber) })),
  };
}

/** Opens the sandbox page of an order's code and presses pay, as a payer with a phone would. */
export async function payOnSandboxPage(codeUrl: string): Promise<string> {
  const page = await fetch(codeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) return html;
  const paid = await fetch(new URL(action.replace(/&#38;/g, '&'), codeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  return paid.text();
}

/** Tops a user up by the sandbox QR flow and answers the order number. */
export async function topUp(server: TestServer, user: SessionUserForTest, yuan: number): Promise<string> {
  const placed = await server.post(
    PATHS.ordersAdded,
    { payType: 'yi-ma', paySource: 9, payChannel: 'pc', amount: yuan },
    bearer(user.token),
  );
  expect(placed.body.code).toBe(200);
  const html = await payOnSandboxPage(placed.body.data.codeUrl as string);
  expect(html).toContain('支付成功');
  return placed.body.data.masterOrderNo as string;
}
