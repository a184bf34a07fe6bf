import { expect } from 'vitest';
import { openSession } from '../src/features/auth/sessions.js';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import { makeUsers } from './auth-helpers.js';
import { grantRoleForTest } from './console-support.js';
import { moneyCalls } from './console-money-support.js';
import { startTestServer, type DatabaseKind, type TestServer } from './harness.js';

export const DIST = {
  open: '/app/api/distribution/item',
  close: '/app/api/distribution/item/close',
  plaza: '/app/api/distribution/plaza',
  detail: '/app/api/distribution/detail',
  take: '/app/api/distribution/take',
  visit: '/app/api/distribution/visit',
  promotions: '/app/api/distribution/promotions',
} as const;

export const DAY = 86_400_000;

/** A China-time calendar day some days from now, YYYY-MM-DD. */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * DAY).toISOString().slice(0, 10);

/** A creator's drama on the demo shelf with its paid episodes, and a session of its creator. */
export async function creatorDramaWithSession(server: TestServer, skip = 0) {
  const drama = await server.db
    .selectFrom('dramas')
    .selectAll()
    .where('state', '=', 'OnShelf')
    .where('isPlatform', '=', 0)
    .where('singlePriceCents', '>', 0)
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  const episodes = await server.db
    .selectFrom('dramaEpisodes')
    .select(['id', 'episodeNumber'])
    .where('dramaId', '=', drama.id)
    .where('episodeNumber', '>', drama.freeCount)
    .orderBy('episodeNumber')
    .execute();
  const session = await openSession(server.db, Number(drama.userId), 'PC');
  return {
    dramaId: Number(drama.id),
    title: drama.title,
    priceCents: Number(drama.singlePriceCents),
    playletPriceCents: Number(drama.playletPriceCents),
    paidEpisodeIds: episodes.map((episode) => Number(episode.id)),
    creator: { userId: Number(drama.userId), token: session.accessToken } as SessionUserForTest,
  };
}
export type DistributedDrama = Awaited<ReturnType<typeof creatorDramaWithSession>>;

export async function openDrama(
  server: TestServer,
  owner: SessionUserForTest,
  dramaId: number,
  commissionPercent: number,
  endDate = dayFromNow(30),
) {
  return server.post(
    DIST.open,
    { kind: 'drama', itemId: dramaId, commissionPercent, endDate },
    bearer(owner.token),
  );
}

/** Takes an item and answers the promotion (code, link, figures). */
export async function take(server: TestServer, promoter: SessionUserForTest, distributionId: number) {
  const answer = await server.post(DIST.take, { distributionId }, bearer(promoter.token));
  expect(answer.body.code).toBe(200);
  return answer.body.data as { id: number; code: string; link: string };
}

export const visit = (server: TestServer, visitor: SessionUserForTest, code: string) =>
  server.post(DIST.visit, { code }, bearer(visitor.token));

export async function promotionsOf(server: TestServer, promoter: SessionUserForTest) {
  const answer = await server.get(`${DIST.promotions}?pageNum=1&pageSize=50`, bearer(promoter.token));
  expect(answer.body.code).toBe(200);
  return answer.body as {
    total: number;
    data: Array<{
      id: number;
      itemId: number;
      visits: number;
      buyers: number;
      orders: number;
      commission: number;
    }>;
  };
}

/** A ledger account's balance in fen; 0 before its first movement. */
export async function cnyOf(server: TestServer, kind: string, ownerId: number): Promise<number> {
  const row = await server.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', kind as never)
    .where('ownerId', '=', ownerId)
    .where('currency', '=', 'cny')
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** An episode order: by coins (101) or by QR (7). */
export const buyEpisode = (
  server: TestServer,
  buyer: SessionUserForTest,
  drama: DistributedDrama,
  episodeId: number,
  by: 'coin' | 'qr' = 'coin',
) =>
  server.post(
    '/app/api/orders',
    {
      payType: by === 'coin' ? 'virtual-pay' : 'yi-ma',
      paySource: by === 'coin' ? 101 : 7,
      payChannel: 'pc',
      masterId: drama.dramaId,
      materialId: episodeId,
      payPrice: drama.priceCents / 100,
    },
    bearer(buyer.token),
  );

/**
 * Empties the demo world's distribution (the seed's opened dramas, promotions, visits and figures) for
 * tests that count the plaza or a drama's first opening. The demo sales and their ledger stay as they are.
 */
export async function withoutDemoDistribution(server: TestServer) {
  for (const table of [
    'distributionItems',
    'promotions',
    'promotionAttributions',
    'promotionBuyers',
    'promotionOrders',
    'promoterDays',
    'promoterMonths',
  ] as const) {
    await server.db.deleteFrom(table).execute();
  }
}

/**
 * A server whose first creator's drama is open to distribution at `percent`, with `people` fresh users
 * (phones from `phonePrefix`): the first is a finance operator whose money calls come back, the rest buy
 * and promote.
 */
export async function distributedDramaWorld(
  kind: DatabaseKind,
  { people, phonePrefix, percent }: { people: number; phonePrefix: string; percent: number },
) {
  const server = await startTestServer(kind);
  const [finance, ...users] = await makeUsers(server, people, phonePrefix);
  const drama = await creatorDramaWithSession(server);
  await grantRoleForTest(server, finance!.userId, 'finance');
  const money = moneyCalls(server, finance!.token);
  const opened = await openDrama(server, drama.creator, drama.dramaId, percent);
  expect(opened.body.code).toBe(200);
  return { server, users, drama, money, distributionId: opened.body.data.id as number };
}
