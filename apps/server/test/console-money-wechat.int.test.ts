import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from '../src/features/payments/checkout-setup.js';
import { sweepRefunds } from '../src/features/payments/refunds/refund-sweep.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators } from './console-support.js';
import {
  auditOf,
  MONEY,
  moneyCalls,
  moneySnapshot,
  refundTransfers,
  walletNotices,
  type MoneyCalls,
} from './console-money-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { balanceOf, expectSoundLedger, PATHS } from './money-support.js';
import {
  generateMerchantKeys,
  startWechatPaySimulator,
  type WechatPaySimulator,
} from './simulators/wechat-pay-simulator.js';

const MCH_ID = '1900007311';
const APP_ID = 'wx7777777777777777';
const API_V3_KEY = 'Zx8Cv6Bn4Mq2Wr9Ty7Ui5Op3As1Df0Gh';

/** Refunds through WeChat Pay API v3 (against the local simulator of its documented API). */
describe.each(databaseKinds())('refunds through WeChat Pay (simulated) on %s', (kind) => {
  let simulator: WechatPaySimulator;
  let server: TestServer;
  let money: MoneyCalls;
  let buyers: SessionUserForTest[];
  let next = 0;
  const buyer = () => buyers[next++]!;

  beforeAll(async () => {
    const merchant = generateMerchantKeys();
    simulator = await startWechatPaySimulator({
      mchId: MCH_ID,
      appId: APP_ID,
      apiV3Key: API_V3_KEY,
      merchantSerial: merchant.serial,
      merchantPublicKeyPem: merchant.publicKeyPem,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wechat-refund-keys-'));
    writeFileSync(path.join(dir, 'merchant.pem'), merchant.privateKeyPem);
    writeFileSync(path.join(dir, 'platform.pem'), simulator.platformPublicKeyPem);
    server = await startTestServer(kind, {
      env: {
        PAYMENT_PROVIDER: 'wechat',
        WECHATPAY_MCH_ID: MCH_ID,
        WECHATPAY_APP_ID: APP_ID,
        WECHATPAY_API_V3_KEY: API_V3_KEY,
        WECHATPAY_MERCHANT_SERIAL: merchant.serial,
        WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'merchant.pem'),
        WECHATPAY_PLATFORM_SERIAL: simulator.platformSerial,
        WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: path.join(dir, 'platform.pem'),
        WECHATPAY_API_BASE: simulator.base,
      },
    });
    const { operators } = await makeOperators(server, '1391634');
    money = moneyCalls(server, operators.finance.token);
    buyers = await makeUsers(server, 8, '1391635');
  });
  afterAll(async () => {
    await server.stop();
    await simulator.close();
  });
  afterEach(() => expectSoundLedger(server));

  /** A top-up paid at WeChat and credited by its notification. */
  const paidTopUp = async (payer: SessionUserForTest, yuan: number) => {
    const placed = await server.post(
      PATHS.ordersAdded,
      { payType: 'yi-ma', paySource: 9, payChannel: 'pc', amount: yuan },
      bearer(payer.token),
    );
    const orderNo = placed.body.data.masterOrderNo as string;
    expect((await simulator.pay(orderNo)).status).toBe(204);
    expect(await balanceOf(server, payer)).toBe(yuan * 10);
    return orderNo;
  };

  const refundCalls = () =>
    simulator.calls.filter((call) => call.method === 'POST' && call.path === '/v3/refund/domestic/refunds');

  it('asks WeChat for the refund, holds the coins while processing, and settles once on many notifications', async () => {
    const payer = buyer();
    const orderNo = await paidTopUp(payer, 30);
    const answer = await money.refund(orderNo, '用户重复充值');
    expect(answer.body.code).toBe(200);
    expect(answer.body.msg).toContain('等待支付渠道确认');
    const refundNo = answer.body.data.refund.refundNo as string;
    expect(answer.body.data.refund).toMatchObject({ state: 'processing', providerStatus: 'PROCESSING' });
    expect(answer.body.data.refund.providerRefundId).toMatch(/^50\d+$/);
    expect(answer.body.data.order.state).toBe('refunding');
    expect(simulator.refund(refundNo)).toMatchObject({
      outTradeNo: orderNo,
      transactionId: simulator.order(orderNo)!.transactionId,
      total: 3000,
      refund: 3000,
      reason: '用户重复充值',
      notifyUrl: `${server.url}/pay/notify/wechat/refund`,
      status: 'PROCESSING',
    });
    expect(await balanceOf(server, payer)).toBe(0);

    simulator.finishRefund(refundNo);
    const deliveries = await Promise.all(Array.from({ length: 20 }, () => simulator.notifyRefund(refundNo)));
    expect(deliveries.map((d) => d.status)).toEqual(Array(20).fill(204));
    const done = await money.settled(orderNo);
    expect(done.order).toMatchObject({ state: 'refunded', refundedAmount: 30 });
    expect(done.refunds[0]).toMatchObject({ state: 'succeeded', providerStatus: 'SUCCESS' });
    expect(await refundTransfers(server, refundNo)).toHaveLength(4);
    expect(await walletNotices(server, payer.userId, 'refundSuccess')).toHaveLength(1);
    expect((await auditOf(server, orderNo)).map((entry) => entry.action)).toEqual([
      'money.refundRequest',
      'money.refundSucceeded',
    ]);
  });

  it('two concurrent clicks ask WeChat once', async () => {
    const payer = buyer();
    const orderNo = await paidTopUp(payer, 6);
    const before = refundCalls().length;
    const answers = await Promise.all([money.refund(orderNo), money.refund(orderNo)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409]);
    expect(refundCalls().length).toBe(before + 1);
  });

  it('settles from a query when the notification never came', async () => {
    const payer = buyer();
    const orderNo = await paidTopUp(payer, 6);
    const refundNo = (await money.refund(orderNo)).body.data.refund.refundNo as string;
    simulator.finishRefund(refundNo);
    const done = await money.settled(orderNo);
    expect(done.order.state).toBe('refunded');
    expect(await balanceOf(server, payer)).toBe(0);
  });

  it('a refund WeChat refuses leaves the order paid, gives the coins back and says why; it can be tried again', async () => {
    const payer = buyer();
    const orderNo = await paidTopUp(payer, 30);
    simulator.failNext(403, 'NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');
    const answer = await money.refund(orderNo);
    expect(answer.body.code).toBe(200);
    expect(answer.body.msg).toContain('NOT_ENOUGH');
    expect(answer.body.msg).toContain('订单仍为已支付');
    expect(answer.body.data.refund).toMatchObject({ state: 'failed', providerStatus: 'NOT_ENOUGH' });
    expect(answer.body.data.refund.note).toContain('基本账户余额不足');
    expect(answer.body.data.order.state).toBe('fulfilled');
    expect(await balanceOf(server, payer)).toBe(300);
    const bills = await server.get('/app/api/wallet/bill?pageNum=1&pageSize=5', bearer(payer.token));
    expect(bills.body.data[0]).toMatchObject({ kind: 'refund', coin: 300, title: '退款未成功，狐币已退回' });
    expect((await auditOf(server, orderNo)).map((entry) => entry.action)).toEqual([
      'money.refundRequest',
      'money.refundFailed',
    ]);
    const again = await money.refund(orderNo);
    expect(again.body.data.refund.state).toBe('processing');
  });

  it('a refund WeChat closes is undone by its notification', async () => {
    const payer = buyer();
    const orderNo = await paidTopUp(payer, 6);
    const refundNo = (await money.refund(orderNo)).body.data.refund.refundNo as string;
    simulator.finishRefund(refundNo, 'CLOSED');
    expect((await simulator.notifyRefund(refundNo)).status).toBe(204);
    const done = await money.settled(orderNo, (state) => state === 'fulfilled');
    expect(done.refunds[0]).toMatchObject({ state: 'failed', providerStatus: 'CLOSED' });
    expect(done.refunds[0].note).toBe('支付渠道关闭了该退款');
    expect(await balanceOf(server, payer)).toBe(60);
  });

  it('an abnormal refund stays processing with the coins held and tells the operator what to do', async () => {
    const payer = buyer();
    const orderNo = await paidTopUp(payer, 6);
    const refundNo = (await money.refund(orderNo)).body.data.refund.refundNo as string;
    simulator.finishRefund(refundNo, 'ABNORMAL');
    expect((await simulator.notifyRefund(refundNo)).status).toBe(204);
    const found = (await money.detail(orderNo)).body.data;
    expect(found.order.state).toBe('refunding');
    expect(found.refunds[0]).toMatchObject({ state: 'processing', providerStatus: 'ABNORMAL' });
    expect(found.refunds[0].note).toContain('商户平台处理');
    expect(await balanceOf(server, payer)).toBe(0);
    // Handled on the merchant platform, WeChat then reports the money back.
    simulator.finishRefund(refundNo);
    expect((await simulator.notifyRefund(refundNo)).status).toBe(204);
    expect((await money.settled(orderNo)).order.state).toBe('refunded');
  });

  it('keeps a refund WeChat did not answer processing, and sends it again under the same number', async () => {
    const payer = buyer();
    const orderNo = await paidTopUp(payer, 6);
    simulator.failNext(500, 'SYSTEM_ERROR', '系统超时');
    const answer = await money.refund(orderNo);
    expect(answer.body.msg).toContain('暂未答复');
    const refundNo = answer.body.data.refund.refundNo as string;
    expect(answer.body.data.refund.state).toBe('processing');
    expect(simulator.refund(refundNo)).toBeUndefined();
    // The sweeper, a minute on: WeChat has no such refund, so it is sent again with the same out_refund_no.
    await sweepRefunds(createCheckout(server.platform), Date.now() + 120_000);
    expect(simulator.refund(refundNo)).toMatchObject({ refund: 600, status: 'PROCESSING' });
    simulator.finishRefund(refundNo);
    await sweepRefunds(createCheckout(server.platform), Date.now() + 120_000);
    expect((await money.detail(orderNo)).body.data.order.state).toBe('refunded');
  });

  it('refuses forged, tampered and foreign refund notifications and changes nothing', async () => {
    const payer = buyer();
    const orderNo = await paidTopUp(payer, 30);
    const refundNo = (await money.refund(orderNo)).body.data.refund.refundNo as string;
    simulator.finishRefund(refundNo);
    const before = await moneySnapshot(server);
    const forger = generateMerchantKeys();
    for (const overrides of [
      { signingKeyPem: forger.privateKeyPem },
      { apiV3Key: 'y'.repeat(32) },
      { mchId: '1900000001' },
      { refund: 1 },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
      { eventType: 'TRANSACTION.SUCCESS' },
      { originalType: 'transaction' },
    ]) {
      const answer = await simulator.notifyRefund(refundNo, overrides);
      expect(answer.status, JSON.stringify(Object.keys(overrides))).toBe(400);
    }
    const genuine = simulator.refundNotificationFor(refundNo);
    const tampered = await fetch(server.url + MONEY.refundNotify('wechat'), {
      method: 'POST',
      headers: genuine.headers,
      body: genuine.body.replace('"REFUND.SUCCESS"', '"REFUND.SUCCESS" '),
    });
    expect(tampered.status).toBe(400);
    // A payment's notification posted where refunds arrive is not a refund.
    const payment = simulator.notificationFor(orderNo);
    const misdirected = await fetch(server.url + MONEY.refundNotify('wechat'), {
      method: 'POST',
      headers: payment.headers,
      body: payment.body,
    });
    expect(misdirected.status).toBe(400);
    expect(await moneySnapshot(server)).toEqual(before);
    expect(
      (
        await server.db
          .selectFrom('payRefunds')
          .select('state')
          .where('refundNo', '=', refundNo)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('processing');
    expect((await simulator.notifyRefund(refundNo)).status).toBe(204);
    expect((await money.settled(orderNo)).order.state).toBe('refunded');
  });
});
