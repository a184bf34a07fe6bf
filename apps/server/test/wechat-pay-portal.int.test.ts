import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { startTestServer, type TestServer } from './harness.js';
import { balanceOf, expectSoundLedger, PATHS } from './money-support.js';
import {
  generateMerchantKeys,
  startWechatPaySimulator,
  type WechatPaySimulator,
} from './simulators/wechat-pay-simulator.js';

const MCH_ID = '1900007291';
const APP_ID = 'wx8888888888888888';
const API_V3_KEY = 'Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2Xc';

/** The whole portal with PAYMENT_PROVIDER=wechat, against the local WeChat Pay simulator. */
describe('top-up through WeChat Pay Native (simulated)', () => {
  let simulator: WechatPaySimulator;
  let server: TestServer;
  let payer: SessionUserForTest;

  beforeAll(async () => {
    const merchant = generateMerchantKeys();
    simulator = await startWechatPaySimulator({
      mchId: MCH_ID,
      appId: APP_ID,
      apiV3Key: API_V3_KEY,
      merchantSerial: merchant.serial,
      merchantPublicKeyPem: merchant.publicKeyPem,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wechat-pay-keys-'));
    writeFileSync(path.join(dir, 'merchant.pem'), merchant.privateKeyPem);
    writeFileSync(path.join(dir, 'platform.pem'), simulator.platformPublicKeyPem);
    server = await startTestServer('sqlite', {
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
    payer = (await makeUsers(server, 1, '1395511'))[0]!;
  });
  afterAll(async () => {
    await server.stop();
    await simulator.close();
  });

  const placeTopUp = async (amount: number) => {
    const placed = await server.post(
      PATHS.ordersAdded,
      { payType: 'yi-ma', paySource: 9, payChannel: 'pc', amount },
      bearer(payer.token),
    );
    expect(placed.body.code).toBe(200);
    return placed.body.data as { masterOrderNo: string; codeUrl: string };
  };

  it('answers WeChat code_url, credits once for any number of notifications, and acknowledges with 204', async () => {
    const order = await placeTopUp(30);
    expect(order.codeUrl).toBe(simulator.order(order.masterOrderNo)!.codeUrl);
    expect(simulator.order(order.masterOrderNo)!.notifyUrl).toBe(`${server.url}/pay/notify/wechat`);
    const first = await simulator.pay(order.masterOrderNo);
    expect(first.status).toBe(204);
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => simulator.notify(order.masterOrderNo)),
    );
    expect(repeats.every((r) => r.status === 204)).toBe(true);
    expect(await balanceOf(server, payer)).toBe(300);
    await expectSoundLedger(server);
  });

  it('refuses forged, tampered and wrong-amount notifications and changes nothing', async () => {
    const before = await balanceOf(server, payer);
    const order = await placeTopUp(6);
    simulator.markPaid(order.masterOrderNo);
    const forger = generateMerchantKeys();
    for (const overrides of [
      { signingKeyPem: forger.privateKeyPem },
      { total: 1 },
      { apiV3Key: 'x'.repeat(32) },
      { mchId: '1' },
    ]) {
      const answer = await simulator.notify(order.masterOrderNo, overrides);
      expect(answer.status, JSON.stringify(Object.keys(overrides))).toBeGreaterThanOrEqual(400);
    }
    const genuine = simulator.notificationFor(order.masterOrderNo);
    const tampered = await fetch(`${server.url}/pay/notify/wechat`, {
      method: 'POST',
      headers: genuine.headers,
      body: genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '),
    });
    expect(tampered.status).toBe(400);
    expect(await balanceOf(server, payer)).toBe(before);
    await expectSoundLedger(server);
  });

  it("'payment finished' queries WeChat when no notification came", async () => {
    const before = await balanceOf(server, payer);
    const order = await placeTopUp(6);
    simulator.markPaid(order.masterOrderNo);
    const confirmed = await server.post(
      PATHS.rechargeVirtual,
      { masterOrderNo: order.masterOrderNo },
      bearer(payer.token),
    );
    expect(confirmed.body.data).toEqual({ state: 'fulfilled', virtualCoin: before + 60 });
    await expectSoundLedger(server);
  });

  it('refreshing an open order keeps its code_url and does not place it at WeChat again', async () => {
    const order = await placeTopUp(6);
    const placements = () =>
      simulator.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/native')).length;
    const before = placements();
    const refreshed = await server.post(
      PATHS.payment,
      { payType: 'yi-ma', masterOrderNo: order.masterOrderNo },
      bearer(payer.token),
    );
    expect(refreshed.body.code).toBe(200);
    expect(JSON.parse(refreshed.body.msg as string)).toEqual({ codeUrl: order.codeUrl });
    expect(placements()).toBe(before);
  });
});
