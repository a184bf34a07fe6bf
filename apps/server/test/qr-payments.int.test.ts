import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNotification } from '../src/features/payments/sandbox/sandbox-delivery.js';
import { takeSandboxPayment } from '../src/features/payments/sandbox/sandbox-provider.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { balanceOf, dramaOnShelf, expectSoundLedger, PATHS, payOnSandboxPage } from './money-support.js';

describe.each(databaseKinds())('QR payments and notifications on %s', (kind) => {
  let server: TestServer;
  let payer: SessionUserForTest;
  let stranger: SessionUserForTest;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const users = await makeUsers(server, 2, '1396611');
    payer = users[0]!;
    stranger = users[1]!;
  });
  afterAll(() => server.stop());
  afterEach(() => expectSoundLedger(server));

  const placeTopUp = (body: Record<string, unknown>, user = payer) =>
    server.post(
      PATHS.ordersAdded,
      { payType: 'yi-ma', paySource: 9, payChannel: 'pc', ...body },
      bearer(user.token),
    );

  /** The payer pays at the sandbox, but its notification is held back for the test to deliver. */
  async function paidButNotNotified(orderNo: string) {
    const { db } = server;
    const payment = (await takeSandboxPayment(db, orderNo))!;
    expect(payment.state).toBe('paid');
    return sandboxNotification(db, {
      orderNo,
      amountCents: Number(payment.amountCents),
      transactionId: payment.transactionId,
      notifyUrl: payment.notifyUrl,
    });
  }

  const notify = (headers: Record<string, string>, body: string) =>
    fetch(server.url + PATHS.notify, { method: 'POST', headers, body });

  it('answers the code in data and as {"codeUrl"} JSON in msg, and offers 5 packages', async () => {
    const placed = await placeTopUp({ amount: 6 });
    expect(placed.body.code).toBe(200);
    expect(JSON.parse(placed.body.msg as string)).toEqual({ codeUrl: placed.body.data.codeUrl });
    expect(placed.body.data).toMatchObject({ state: 'created', paySource: 9, payPrice: 6, coin: 60 });
    const packages = await server.get('/app/api/wallet/recharge/list');
    expect(packages.body.data).toHaveLength(5);
    expect(packages.body.data[0]).toMatchObject({ amount: 6, coin: 60 });
  });

  it('50 parallel deliveries of one notification credit exactly once', async () => {
    const placed = await placeTopUp({ amount: 30 });
    const orderNo = placed.body.data.masterOrderNo as string;
    const { headers, body } = await paidButNotNotified(orderNo);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(headers, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await balanceOf(server, payer)).toBe(300);
    const { db } = server;
    const credits = await db
      .selectFrom('ledgerTransfers')
      .select('id')
      .where('idempotencyKey', 'like', `order:${orderNo}:%`)
      .execute();
    expect(credits).toHaveLength(2);
    const state = await server.get(`${PATHS.state}?masterOrderNo=${orderNo}`, bearer(payer.token));
    expect(state.body.data.state).toBe('fulfilled');
  });

  it('rejects a tampered, forged, stale or wrong-amount notification and changes nothing', async () => {
    const before = await balanceOf(server, payer);
    const placed = await placeTopUp({ amount: 68 });
    const orderNo = placed.body.data.masterOrderNo as string;
    const { headers, body } = await paidButNotNotified(orderNo);
    const tampered = body.replace('"amountCents":6800', '"amountCents":680000');
    expect(tampered).not.toBe(body);
    const forged = { ...headers, 'x-sandbox-signature': 'ab'.repeat(32) };
    const stale = { ...headers, 'x-sandbox-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
    for (const [h, b] of [
      [headers, tampered],
      [forged, body],
      [stale, body],
      [{ ...headers, 'x-sandbox-nonce': 'other' }, body],
    ] as const) {
      const answer = await notify(h, b);
      expect(answer.status).toBe(400);
    }
    // A correctly signed report of another amount than the order's is refused too.
    const { db } = server;
    const wrong = await sandboxNotification(db, {
      orderNo,
      amountCents: 1,
      transactionId: 'x',
      notifyUrl: '',
    });
    expect((await notify(wrong.headers, wrong.body)).status).toBe(400);
    expect(await balanceOf(server, payer)).toBe(before);
    const state = await server.get(`${PATHS.state}?masterOrderNo=${orderNo}`, bearer(payer.token));
    expect(state.body.data.state).toBe('created');
    // The genuine one still settles it afterwards.
    expect((await notify(headers, body)).status).toBe(200);
    expect(await balanceOf(server, payer)).toBe(before + 680);
  });

  it("'payment finished' asks the provider when the notification never came", async () => {
    const before = await balanceOf(server, payer);
    const placed = await placeTopUp({ amount: 6 });
    const orderNo = placed.body.data.masterOrderNo as string;
    const early = await server.post(PATHS.rechargeVirtual, { masterOrderNo: orderNo }, bearer(payer.token));
    expect(early.body.data).toEqual({ state: 'created', virtualCoin: before });
    await paidButNotNotified(orderNo);
    const later = await server.post(PATHS.rechargeVirtual, { masterOrderNo: orderNo }, bearer(payer.token));
    expect(later.body.data).toEqual({ state: 'fulfilled', virtualCoin: before + 60 });
  });

  it('closes an expired order: the sandbox will not take it and nothing is credited', async () => {
    const before = await balanceOf(server, payer);
    const placed = await placeTopUp({ amount: 6 });
    const orderNo = placed.body.data.masterOrderNo as string;
    const { db } = server;
    await db
      .updateTable('payOrders')
      .set({ expiresAt: Date.now() - 1 })
      .where('orderNo', '=', orderNo)
      .execute();
    await db
      .updateTable('sandboxPayments')
      .set({ expiresAt: Date.now() - 1 })
      .where('orderNo', '=', orderNo)
      .execute();
    const confirmed = await server.post(PATHS.confirm, { masterOrderNo: orderNo }, bearer(payer.token));
    expect(confirmed.body.data.state).toBe('closed');
    expect(await payOnSandboxPage(placed.body.data.codeUrl as string)).toContain('订单已');
    const refresh = await server.post(
      PATHS.payment,
      { payType: 'yi-ma', masterOrderNo: orderNo },
      bearer(payer.token),
    );
    expect(refresh.body.msg).toBe('订单已关闭，请重新下单');
    expect(await balanceOf(server, payer)).toBe(before);
  });

  it("keeps another user's orders out of reach", async () => {
    const placed = await placeTopUp({ amount: 6 });
    const orderNo = placed.body.data.masterOrderNo as string;
    for (const answer of [
      await server.get(`${PATHS.state}?masterOrderNo=${orderNo}`, bearer(stranger.token)),
      await server.post(PATHS.confirm, { masterOrderNo: orderNo }, bearer(stranger.token)),
      await server.post(PATHS.payment, { payType: 'yi-ma', masterOrderNo: orderNo }, bearer(stranger.token)),
      await server.post(PATHS.rechargeVirtual, { masterOrderNo: orderNo }, bearer(stranger.token)),
    ]) {
      expect(answer.body.code).toBe(404);
      expect(answer.body.msg).toBe('订单不存在');
    }
  });

  it('refuses missing, negative, fractional and huge top-up amounts with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, '请输入金额'],
      [{ amount: 1_000_001 }, '最高充值100万，请重新输入'],
      [{ amount: 1e12 }, '最高充值100万，请重新输入'],
      [{ amount: -5 }, '金额须为大于0且最多两位小数的数字'],
      [{ amount: 0 }, '金额须为大于0且最多两位小数的数字'],
      [{ amount: 1.234 }, '金额须为大于0且最多两位小数的数字'],
      [{ packageId: 999 }, '充值套餐不存在'],
    ];
    const { db } = server;
    const count = async () =>
      (await db.selectFrom('payOrders').select('id').where('userId', '=', payer.userId).execute()).length;
    const before = await count();
    for (const [body, message] of cases) {
      const answer = await placeTopUp(body);
      expect(answer.body.code, JSON.stringify(body)).toBe(400 + (message === '充值套餐不存在' ? 4 : 0));
      expect(answer.body.msg).toBe(message);
    }
    const typed = await placeTopUp({ amount: '100' });
    expect(typed.body.code).toBe(400);
    expect(await count()).toBe(before);
  });

  it('unlocks one episode by QR (7) and the rest of a drama by QR (14) once paid', async () => {
    const drama = await dramaOnShelf(server, 2);
    const episode = drama.paidEpisodes[0]!;
    const single = await server.post(
      PATHS.orders,
      {
        payType: 'yi-ma',
        paySource: 7,
        payChannel: 'pc',
        masterId: drama.dramaId,
        materialId: episode.id,
        payPrice: drama.singlePrice,
      },
      bearer(payer.token),
    );
    expect(single.body.data).toMatchObject({ state: 'created', paySource: 7, payPrice: drama.singlePrice });
    await payOnSandboxPage(single.body.data.codeUrl as string);
    const done = await server.get(
      `${PATHS.state}?masterOrderNo=${single.body.data.masterOrderNo}`,
      bearer(payer.token),
    );
    expect(done.body.data).toMatchObject({ state: 'fulfilled', unlockedEpisodes: [episode.episodeNumber] });

    const locked = drama.paidEpisodes.length - 1;
    const price =
      Math.min(Math.round(drama.playletPrice * 100), Math.round(drama.singlePrice * 100) * locked) / 100;
    const whole = await server.post(
      PATHS.ordersAdded,
      {
        payType: 'yi-ma',
        paySource: 14,
        payChannel: 'pc',
        masterId: drama.dramaId,
        materialId: episode.id,
        payPrice: price,
      },
      bearer(payer.token),
    );
    expect(JSON.parse(whole.body.msg as string).codeUrl).toBe(whole.body.data.codeUrl);
    await payOnSandboxPage(whole.body.data.codeUrl as string);
    const episodes = await server.get(
      `${PATHS.episodes}?episodeRelevance=${drama.dramaId}`,
      bearer(payer.token),
    );
    expect((episodes.body.data as Array<{ paid: boolean }>).every((e) => e.paid)).toBe(true);
    const again = await server.post(
      PATHS.ordersAdded,
      { payType: 'yi-ma', paySource: 14, masterId: drama.dramaId, materialId: episode.id, payPrice: price },
      bearer(payer.token),
    );
    expect(again.body.msg).toBe('剧集均已解锁，无需购买');
  });
});
