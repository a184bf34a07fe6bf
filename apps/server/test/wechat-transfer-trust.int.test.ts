import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutRefused } from '../src/features/earnings/payout-provider.js';
import { createWechatTransferProvider } from '../src/features/earnings/wechat-transfer/wechat-transfer-provider.js';
import { loadConfig } from '../src/platform/config.js';
import { NotificationRejected } from '../src/platform/notification-rejected.js';
import { WechatPayError } from '../src/platform/wechat-pay/wechat-pay-client.js';
import { generateMerchantKeys } from './simulators/wechat-transfer-simulator.js';
import {
  API_V3_KEY,
  APP_ID,
  failure,
  MCH_ID,
  startTransferKit,
  type TransferKit,
} from './wechat-transfer-kit.js';

let kit: TransferKit;
beforeAll(async () => {
  kit = await startTransferKit();
});
afterAll(async () => {
  await kit?.stop();
});

describe('WechatTransferProvider against the merchant-transfer simulator: what it trusts', () => {
  it('rejects forged, tampered, stale, foreign and unrelated notifications', async () => {
    const payout = kit.newPayout();
    await kit.provider.pay(payout);
    kit.simulator.finish(payout.withdrawNo);
    const genuine = kit.simulator.notificationFor(payout.withdrawNo);
    const forger = generateMerchantKeys();
    const rejected = async (notification: { headers: Record<string, string>; body: string }) =>
      (
        await failure(
          kit.provider.readNotification(notification.headers, notification.body),
          NotificationRejected,
        )
      ).message;

    expect(
      await rejected({ ...genuine, body: genuine.body.replace('"encrypt-resource"', '"encrypt-resource "') }),
    ).toMatch(/does not match/);
    expect(
      await rejected(
        kit.simulator.notificationFor(payout.withdrawNo, { signingKeyPem: forger.privateKeyPem }),
      ),
    ).toMatch(/does not match/);
    expect(
      await rejected(
        kit.simulator.notificationFor(payout.withdrawNo, {
          signingKeyPem: forger.privateKeyPem,
          serial: forger.serial,
        }),
      ),
    ).toMatch(/names no configured/);
    expect(
      await rejected(
        kit.simulator.notificationFor(payout.withdrawNo, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      ),
    ).toMatch(/away from now/);
    expect(
      await rejected(kit.simulator.notificationFor(payout.withdrawNo, { apiV3Key: 'b'.repeat(32) })),
    ).toMatch(/failed authentication/);
    expect(await rejected(kit.simulator.notificationFor(payout.withdrawNo, { mchId: '1900000001' }))).toMatch(
      /another merchant/,
    );
    expect(
      await rejected(kit.simulator.notificationFor(payout.withdrawNo, { eventType: 'TRANSACTION.SUCCESS' })),
    ).toMatch(/not a payout notification/);
    expect(
      await rejected(kit.simulator.notificationFor(payout.withdrawNo, { originalType: 'transaction' })),
    ).toMatch(/no mch_payment resource/);
    expect(
      await rejected(kit.simulator.notificationFor(payout.withdrawNo, { batchStatus: 'PROCESSING' })),
    ).toMatch(/not an end/);
    expect(
      await rejected(kit.simulator.notificationFor(payout.withdrawNo, { outBatchNo: 'WDNEVERSENT1' })),
    ).toMatch(/no batch WDNEVERSENT1/);
    expect(await rejected({ headers: {}, body: genuine.body })).toMatch(/missing/);

    // Through the notify endpoint too: WeChat sees the rejection as a non-2xx answer.
    const before = kit.received.length;
    expect(
      (await kit.simulator.notify(payout.withdrawNo, { signingKeyPem: forger.privateKeyPem })).status,
    ).toBe(400);
    expect(kit.received.slice(before)).toEqual([expect.stringMatching(/^rejected: .*does not match/)]);
  });

  it('is refused for certain only by a signed refusal of a batch WeChat does not hold', async () => {
    kit.simulator.failNext(403, 'NOT_ENOUGH', '资金不足');
    const poor = kit.newPayout();
    expect(await failure(kit.provider.pay(poor), PayoutRefused)).toMatchObject({
      code: 'NOT_ENOUGH',
      message: '资金不足',
    });
    expect(kit.simulator.batch(poor.withdrawNo)).toBeUndefined();

    const bad = await failure(
      kit.provider.pay(kit.newPayout({ remark: '', withdrawNo: 'WD-1' })),
      PayoutRefused,
    );
    expect(bad.code).toBe('PARAM_ERROR');
    expect(
      await failure(kit.provider.pay(kit.newPayout({ openid: null, userId: 9 })), PayoutRefused),
    ).toMatchObject({
      code: 'NO_OPENID',
    });
    const viaPort = kit.newPayout({ openid: null, userId: 8 });
    await kit.provider.pay(viaPort);
    expect(kit.simulator.batch(viaPort.withdrawNo)!.details[0]!.openid).toBe('oFromIdentity8');

    // The same number with other details: WeChat refuses, and the batch it holds is the answer.
    const original = kit.newPayout();
    await kit.provider.pay(original);
    expect(await kit.provider.pay({ ...original, amountCents: 5_000 })).toMatchObject({
      state: 'processing',
      amountCents: 9_990,
    });

    for (const [status, code] of [
      [429, 'FREQUENCY_LIMITED'],
      [500, 'SYSTEM_ERROR'],
    ] as const) {
      kit.simulator.failNext(status, code);
      expect(await failure(kit.provider.pay(kit.newPayout()), WechatPayError)).toMatchObject({
        code,
        status,
      });
    }
    kit.simulator.forgeNextAnswer();
    expect((await failure(kit.provider.pay(kit.newPayout()), WechatPayError)).code).toBe(
      'RESPONSE_SIGNATURE_INVALID',
    );
    const impostor = createWechatTransferProvider({
      ...kit.config,
      merchantPrivateKeyPem: generateMerchantKeys().privateKeyPem,
    });
    expect(await failure(impostor.pay(kit.newPayout()), WechatPayError)).toMatchObject({
      code: 'SIGN_ERROR',
      verified: false,
    });
  });

  it('runs from the environment configuration when PAYOUT_PROVIDER=wechat', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wechat-transfer-int-'));
    writeFileSync(path.join(dir, 'apiclient_key.pem'), kit.merchant.privateKeyPem);
    writeFileSync(path.join(dir, 'wechatpay_pub.pem'), kit.simulator.platformPublicKeyPem);
    const loaded = loadConfig({
      PAYOUT_PROVIDER: 'wechat',
      WECHATPAY_MCH_ID: MCH_ID,
      WECHATPAY_APP_ID: APP_ID,
      WECHATPAY_API_V3_KEY: API_V3_KEY,
      WECHATPAY_MERCHANT_SERIAL: kit.merchant.serial,
      WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'apiclient_key.pem'),
      WECHATPAY_PLATFORM_SERIAL: kit.simulator.platformSerial,
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: path.join(dir, 'wechatpay_pub.pem'),
      WECHATPAY_API_BASE: kit.simulator.base,
    });
    const fromEnv = createWechatTransferProvider(loaded.earnings.wechat!);
    const payout = kit.newPayout({ amountCents: 210_000 });
    await fromEnv.pay(payout);
    kit.simulator.finish(payout.withdrawNo);
    const { headers, body } = kit.simulator.notificationFor(payout.withdrawNo);
    expect(await fromEnv.readNotification(headers, body)).toMatchObject({
      state: 'succeeded',
      amountCents: 210_000,
    });
  });
});
