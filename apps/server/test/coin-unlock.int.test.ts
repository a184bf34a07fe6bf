import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/features/auth/sessions.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { balanceOf, dramaOnShelf, expectSoundLedger, PATHS, topUp, type SaleFacts } from './money-support.js';

const RATE = 10;

describe.each(databaseKinds())('unlocking episodes with fox coins on %s', (kind) => {
  let server: TestServer;
  let buyer: SessionUserForTest;
  let poor: SessionUserForTest;
  let drama: SaleFacts;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const users = await makeUsers(server, 2, '1397711');
    buyer = users[0]!;
    poor = users[1]!;
    await topUp(server, buyer, 100);
    drama = await dramaOnShelf(server);
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  const coinOrder = (
    user: SessionUserForTest,
    episodeId: number,
    whole: boolean,
    payPrice: number,
    dramaId = drama.dramaId,
  ) =>
    server.post(
      PATHS.orders,
      {
        payType: 'virtual-pay',
        payChannel: 'pc',
        paySource: whole ? 102 : 101,
        masterId: dramaId,
        materialId: episodeId,
        payPrice,
      },
      bearer(user.token),
    );

  const episodesOf = async (user: SessionUserForTest) =>
    (await server.get(`${PATHS.episodes}?episodeRelevance=${drama.dramaId}`, bearer(user.token))).body
      .data as Array<{
      id: number;
      paid: boolean;
      videoUrl: string;
    }>;

  it('a top-up through the sandbox page credits amount × RechargeRate', async () => {
    expect(await balanceOf(server, buyer)).toBe(100 * RATE);
  });

  it('unlocks one episode, charges its price once and opens its video', async () => {
    const episode = drama.paidEpisodes[0]!;
    const before = await balanceOf(server, buyer);
    const answer = await coinOrder(buyer, episode.id, false, drama.singlePrice);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({
      state: 'fulfilled',
      charged: true,
      unlockedEpisodes: [episode.episodeNumber],
    });
    const price = Math.round(drama.singlePrice * RATE * 100) / 100;
    expect(answer.body.data.virtualCoin).toBeCloseTo(before - price, 5);
    const mine = (await episodesOf(buyer)).find((e) => e.id === episode.id)!;
    expect(mine.paid).toBe(true);
    expect(mine.videoUrl).toMatch(/^\/resource\//);
    const theirs = (await episodesOf(poor)).find((e) => e.id === episode.id)!;
    expect(theirs).toMatchObject({ paid: false, videoUrl: '' });
  });

  it('200 parallel unlocks of one episode by one user charge exactly once', async () => {
    const episode = drama.paidEpisodes[1]!;
    const before = await balanceOf(server, buyer);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => coinOrder(buyer, episode.id, false, drama.singlePrice)),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data.charged === true)).toHaveLength(1);
    expect(await balanceOf(server, buyer)).toBeCloseTo(before - drama.singlePrice * RATE, 5);
    const { db } = server;
    const rows = await db
      .selectFrom('episodeUnlocks')
      .select('id')
      .where('userId', '=', buyer.userId)
      .where('episodeId', '=', episode.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('unlocks the rest of the drama at most at the whole-drama price', async () => {
    const locked = drama.paidEpisodes.length - 2;
    const price =
      Math.min(Math.round(drama.playletPrice * 100), Math.round(drama.singlePrice * 100) * locked) / 100;
    const before = await balanceOf(server, buyer);
    const answer = await coinOrder(buyer, drama.paidEpisodes[0]!.id, true, price);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.unlockedEpisodes).toHaveLength(locked);
    expect(await balanceOf(server, buyer)).toBeCloseTo(before - price * RATE, 5);
    expect((await episodesOf(buyer)).every((e) => e.paid)).toBe(true);
    const again = await coinOrder(buyer, drama.paidEpisodes[0]!.id, true, price);
    expect(again.body.data.charged).toBe(false);
  });

  it('refuses a balance too low with the spec message and changes nothing', async () => {
    const answer = await coinOrder(poor, drama.paidEpisodes[0]!.id, false, drama.singlePrice);
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toBe('狐币余额不足，请充值后再支付');
    const english = await server.post(
      PATHS.orders,
      {
        payType: 'virtual-pay',
        paySource: 101,
        masterId: drama.dramaId,
        materialId: drama.paidEpisodes[0]!.id,
        payPrice: drama.singlePrice,
      },
      { ...bearer(poor.token), lang: 'en_US' },
    );
    expect(english.body.msg).toBe('Fox coin balance insufficient, please recharge before paying.');
    const { db } = server;
    expect(
      await db.selectFrom('episodeUnlocks').select('id').where('userId', '=', poor.userId).execute(),
    ).toHaveLength(0);
    expect(
      await db.selectFrom('payOrders').select('id').where('userId', '=', poor.userId).execute(),
    ).toHaveLength(0);
  });

  it('refuses a price that is not the current one, and a taken-down drama with the off-shelf warning', async () => {
    const other = await dramaOnShelf(server, 1);
    const stale = await coinOrder(
      buyer,
      other.paidEpisodes[0]!.id,
      false,
      other.singlePrice + 1,
      other.dramaId,
    );
    expect(stale.body.code).toBe(409);
    const { db } = server;
    for (const state of ['OffShelf', 'CompelOff'] as const) {
      const down = await db
        .selectFrom('dramas')
        .select('id')
        .where('state', '=', state)
        .executeTakeFirstOrThrow();
      const episode = await db
        .selectFrom('dramaEpisodes')
        .select('id')
        .where('dramaId', '=', down.id)
        .orderBy('episodeNumber', 'desc')
        .executeTakeFirstOrThrow();
      const answer = await coinOrder(buyer, Number(episode.id), false, 1, Number(down.id));
      expect(answer.body.msg).toBe('该视频已下架，请观看其他视频');
    }
  });

  it('refuses bad orders with a clear message: wrong types, an episode of another drama, free episodes cost nothing', async () => {
    const bad = [
      { payType: 'virtual-pay', paySource: 101, masterId: drama.dramaId, materialId: 1, payPrice: -1 },
      { payType: 'virtual-pay', paySource: 101, masterId: drama.dramaId, payPrice: 1 },
      { payType: 'virtual-pay', paySource: 101, masterId: 'x', materialId: 1, payPrice: 1 },
      {
        payType: 'yi-ma',
        paySource: 101,
        masterId: drama.dramaId,
        materialId: drama.paidEpisodes[0]!.id,
        payPrice: 1,
      },
      { payType: 'virtual-pay', paySource: 55, masterId: drama.dramaId, materialId: 1, payPrice: 1 },
    ];
    for (const body of bad) {
      const answer = await server.post(PATHS.orders, body, bearer(buyer.token));
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.code).toBeGreaterThanOrEqual(400);
      expect(answer.body.msg).toBeTruthy();
    }
    const elsewhere = await dramaOnShelf(server, 1);
    const foreign = await coinOrder(buyer, elsewhere.paidEpisodes[0]!.id, false, drama.singlePrice);
    expect(foreign.body.code).toBe(404);
    const guest = await server.post(PATHS.orders, {
      payType: 'virtual-pay',
      paySource: 101,
      masterId: 1,
      materialId: 1,
      payPrice: 1,
    });
    expect(guest.body.code).toBe(401);
  });

  it('raises a wallet notice when a payment succeeds', async () => {
    const notices = await server.get('/app/notice/wallet/page?pageNum=1&pageSize=10', bearer(buyer.token));
    const types = (notices.body.data as Array<{ type: string; extra: { noticeType: string } }>).map(
      (n) => n.extra.noticeType,
    );
    expect(types).toContain('paySuccess');
    expect(notices.body.total).toBeGreaterThanOrEqual(3);
  });

  it('names in the wallet notice the drama and episodes bought, and where they open', async () => {
    const notices = await server.get('/app/notice/wallet/page?pageNum=1&pageSize=10', bearer(buyer.token));
    const rows = notices.body.data as Array<{ content: string; extra: Record<string, unknown> }>;
    const unlocks = rows.filter((row) => row.extra.busyType === 'Playlet');
    expect(unlocks.length).toBeGreaterThanOrEqual(2);
    for (const row of unlocks) {
      expect(row.content).toMatch(
        new RegExp(`^已使用 \\d+(\\.\\d)? 狐币，解锁《${drama.title}》第 [\\d、-]+ 集$`),
      );
      expect(row.extra.busyCode).toBe(drama.dramaId);
      expect(typeof row.extra.episode).toBe('number');
      expect(row.content).not.toMatch(/FX\d|\.0 狐币/);
    }
    // Buying the rest reads as a range, not a list of every number.
    expect(unlocks.some((row) => /第 \d+-\d+ 集/.test(row.content))).toBe(true);
  });

  it("lists the buyer's coin statement: the top-up in, each purchase out", async () => {
    const bills = await server.get('/app/api/wallet/bill?pageNum=1&pageSize=50', bearer(buyer.token));
    const rows = bills.body.data as Array<{ kind: string; coin: number; title: string }>;
    expect(rows.at(-1)).toMatchObject({ kind: 'topUp', coin: 100 * RATE });
    const spent = rows.filter((row) => row.kind === 'unlock');
    expect(spent.length).toBe(3);
    expect(spent.every((row) => row.coin < 0 && row.title.includes(drama.title))).toBe(true);
    const total = rows.reduce((sum, row) => sum + row.coin, 0);
    expect(total).toBeCloseTo(await balanceOf(server, buyer), 5);
  });

  it('answers pay account and bank card states as the settlement gate reads them', async () => {
    const { db } = server;
    const ids = await db
      .selectFrom('users')
      .select(['id', 'userName'])
      .where('userName', 'in', ['10000001', '10000005'])
      .execute();
    const idOf = new Map(ids.map((row) => [row.userName, Number(row.id)]));
    const seller = await openSession(db, idOf.get('10000001')!, 'PC');
    const reviewing = await openSession(db, idOf.get('10000005')!, 'PC');
    expect((await server.get('/pay/account/account', bearer(seller.accessToken))).body.data.state).toBe(
      'Pass',
    );
    expect((await server.get('/pay/account/bank/bank', bearer(seller.accessToken))).body.data.state).toBe(
      'Pass',
    );
    expect((await server.get('/pay/account/account', bearer(reviewing.accessToken))).body.data.state).toBe(
      'WaitApprove',
    );
    expect((await server.get('/pay/account/bank/bank', bearer(buyer.token))).body.data).toEqual({
      state: null,
      bankName: '',
      cardTail: '',
      branchName: '',
      holderName: '',
      rejectReason: '',
    });
  });
});
