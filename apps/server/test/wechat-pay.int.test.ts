import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type WechatPayConfig } from '../src/platform/config.js';
import {
  NotificationRejected,
  type PaymentReport,
  type ProviderOrder,
} from '../src/features/payments/provider.js';
import {
  WechatPayError,
  wechatPayProviderOf,
  type WechatPayProvider,
} from '../src/features/payments/wechat-pay/wechat-pay-provider.js';
import {
  generateMerchantKeys,
  startWechatPaySimulator,
  type WechatPaySimulator,
} from './simulators/wechat-pay-simulator.js';

const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const API_V3_KEY = 'a7Kq2Zt9Lm4Xc8Vb1Nr6Hs3Jd5Fg0Wp2';
const merchant = generateMerchantKeys();

let simulator: WechatPaySimulator;
let provider: WechatPayProvider;
let config: WechatPayConfig;
let notifyUrl: string;
let receiver: http.Server;
/** What the merchant's notify endpoint made of each notification it got. */
const received: (PaymentReport | string)[] = [];
let sequence = 0;

function newOrder(overrides: Partial<ProviderOrder> = {}): ProviderOrder {
  sequence += 1;
  return {
    orderNo: `FX${Date.now()}${String(sequence).padStart(3, '0')}`,
    amountCents: 600,
    description: '狐币充值 60 枚',
    expiresAt: Date.now() + 15 * 60_000,
    notifyUrl,
    origin: 'http://portal.test',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<WechatPayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WechatPayError);
  return error as WechatPayError;
}

async function rejected(headers: Record<string, string | undefined>, body: string): Promise<string> {
  const error = await provider.readNotification(headers, body).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NotificationRejected);
  return (error as Error).message;
}

beforeAll(async () => {
  simulator = await startWechatPaySimulator({
    mchId: MCH_ID,
    appId: APP_ID,
    apiV3Key: API_V3_KEY,
    merchantSerial: merchant.serial,
    merchantPublicKeyPem: merchant.publicKeyPem,
  });
  config = {
    mchId: MCH_ID,
    appId: APP_ID,
    apiV3Key: API_V3_KEY,
    merchantSerial: merchant.serial,
    merchantPrivateKeyPem: merchant.privateKeyPem,
    platformPublicKeys: { [simulator.platformSerial]: simulator.platformPublicKeyPem },
    apiBase: simulator.base,
  };
  provider = wechatPayProviderOf(config);

  // Stands in for the portal's notify endpoint: read with the adapter, answer as WeChat expects.
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      provider.readNotification(req.headers as Record<string, string | undefined>, raw).then(
        (report) => {
          received.push(report);
          res.writeHead(provider.acknowledgement.status).end(provider.acknowledgement.body ?? undefined);
        },
        (error: unknown) => {
          received.push(error instanceof NotificationRejected ? `rejected: ${error.message}` : String(error));
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'FAIL', message: '失败' }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pay/notify/wechat`;
});

afterAll(async () => {
  await simulator?.close();
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('WechatPayProvider against the WeChat Pay simulator', () => {
  it('places a Native order, idempotently, with the documented fields', async () => {
    const order = newOrder({ expiresAt: Date.UTC(2099, 0, 1, 4, 0, 0) });
    const { codeUrl } = await provider.placeOrder(order);
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(simulator.order(order.orderNo)).toMatchObject({
      appid: APP_ID,
      description: '狐币充值 60 枚',
      notifyUrl,
      total: 600,
      timeExpire: '2099-01-01T12:00:00+08:00',
      state: 'NOTPAY',
    });
    expect(await provider.placeOrder(order)).toEqual({ codeUrl });

    const changed = await failure(provider.placeOrder({ ...order, amountCents: 700 }));
    expect(changed).toMatchObject({ code: 'OUT_TRADE_NO_USED', status: 403, verified: true });
    expect(changed.message).toContain('商户订单号重复');
  });

  it('queries an unpaid order as open, and one WeChat never saw as open too', async () => {
    const order = newOrder();
    await provider.placeOrder(order);
    expect(await provider.queryOrder(order.orderNo)).toEqual({
      orderNo: order.orderNo,
      state: 'open',
      amountCents: 0,
      transactionId: null,
    });
    expect((await provider.queryOrder('FXNEVERPLACED01')).state).toBe('open');
  });

  it('reads the payment notification the simulator posts as paid, with the amount', async () => {
    const order = newOrder({ amountCents: 1288 });
    await provider.placeOrder(order);
    const before = received.length;
    expect(await simulator.pay(order.orderNo)).toEqual({ status: 204, body: '' });
    const transactionId = simulator.order(order.orderNo)!.transactionId;
    expect(transactionId).toMatch(/^4200\d{24}$/);
    expect(received.slice(before)).toEqual([
      { orderNo: order.orderNo, state: 'paid', amountCents: 1288, transactionId },
    ]);
    expect(await provider.queryOrder(order.orderNo)).toEqual({
      orderNo: order.orderNo,
      state: 'paid',
      amountCents: 1288,
      transactionId,
    });
  });

  it('reads the same notification delivered 50 times the same way', async () => {
    const order = newOrder();
    await provider.placeOrder(order);
    simulator.markPaid(order.orderNo);
    const { headers, body } = simulator.notificationFor(order.orderNo);
    const reports = await Promise.all(
      Array.from({ length: 50 }, () => provider.readNotification(headers, body)),
    );
    expect(new Set(reports.map((report) => JSON.stringify(report))).size).toBe(1);
    expect(reports[0]).toMatchObject({ orderNo: order.orderNo, state: 'paid', amountCents: 600 });
  });

  it('rejects tampered, forged, stale, foreign and non-payment notifications', async () => {
    const order = newOrder();
    await provider.placeOrder(order);
    simulator.markPaid(order.orderNo);
    const genuine = simulator.notificationFor(order.orderNo);
    const forger = generateMerchantKeys();

    const tampered = genuine.body.replace('"summary":"支付成功"', '"summary":"支付成功 "');
    expect(tampered).not.toBe(genuine.body);
    expect(await rejected(genuine.headers, tampered)).toMatch(/does not match/);

    const forged = simulator.notificationFor(order.orderNo, {
      signingKeyPem: forger.privateKeyPem,
      total: 1,
    });
    expect(await rejected(forged.headers, forged.body)).toMatch(/does not match/);
    const ownSerial = simulator.notificationFor(order.orderNo, {
      signingKeyPem: forger.privateKeyPem,
      serial: forger.serial,
    });
    expect(await rejected(ownSerial.headers, ownSerial.body)).toMatch(/names no configured/);

    const stale = simulator.notificationFor(order.orderNo, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(await rejected(stale.headers, stale.body)).toMatch(/away from now/);

    const wrongKey = simulator.notificationFor(order.orderNo, { apiV3Key: 'b'.repeat(32) });
    expect(await rejected(wrongKey.headers, wrongKey.body)).toMatch(/failed authentication/);

    const otherMerchant = simulator.notificationFor(order.orderNo, { mchId: '1900000001' });
    expect(await rejected(otherMerchant.headers, otherMerchant.body)).toMatch(/another merchant/);
    const otherApp = simulator.notificationFor(order.orderNo, { appId: 'wx0000000000000000' });
    expect(await rejected(otherApp.headers, otherApp.body)).toMatch(/another merchant or app/);

    const refund = simulator.notificationFor(order.orderNo, { eventType: 'REFUND.SUCCESS' });
    expect(await rejected(refund.headers, refund.body)).toMatch(/not a payment/);
    const other = simulator.notificationFor(order.orderNo, { originalType: 'refund' });
    expect(await rejected(other.headers, other.body)).toMatch(/no transaction resource/);

    expect(await rejected({}, genuine.body)).toMatch(/missing/);

    // Through the notify endpoint too: the rejection is what WeChat sees, as a non-2xx answer.
    const before = received.length;
    expect((await simulator.notify(order.orderNo, { signingKeyPem: forger.privateKeyPem })).status).toBe(400);
    expect(received.slice(before)).toEqual([expect.stringMatching(/^rejected: .*does not match/)]);
  });

  it('closes an order so it can no longer be paid, and refuses to close a paid one', async () => {
    const order = newOrder();
    await provider.placeOrder(order);
    await provider.closeOrder(order.orderNo);
    expect(await provider.queryOrder(order.orderNo)).toMatchObject({ state: 'closed', amountCents: 0 });
    await provider.closeOrder(order.orderNo);
    await provider.closeOrder('FXNEVERPLACED02');
    expect((await failure(provider.placeOrder(order))).code).toBe('ORDER_CLOSED');
    expect(() => simulator.markPaid(order.orderNo)).toThrow(/closed/);

    const paid = newOrder();
    await provider.placeOrder(paid);
    await simulator.pay(paid.orderNo);
    expect((await failure(provider.closeOrder(paid.orderNo))).code).toBe('ORDERPAID');
  });

  it('is refused by the simulator when it signs with a key WeChat does not know', async () => {
    const impostor = wechatPayProviderOf({
      ...config,
      merchantPrivateKeyPem: generateMerchantKeys().privateKeyPem,
    });
    const order = newOrder();
    const error = await failure(impostor.placeOrder(order));
    expect(error).toMatchObject({ code: 'SIGN_ERROR', status: 401, verified: false });
    expect(simulator.calls.at(-1)).toMatchObject({ method: 'POST', status: 401, code: 'SIGN_ERROR' });
    expect(simulator.order(order.orderNo)).toBeUndefined();
    const wrongSerial = wechatPayProviderOf({ ...config, merchantSerial: 'ABC123' });
    expect((await failure(wrongSerial.queryOrder(order.orderNo))).code).toBe('SIGN_ERROR');
  });

  it('distrusts answers with a bad signature and reports vendor and network failures', async () => {
    simulator.forgeNextAnswer();
    const forged = await failure(provider.placeOrder(newOrder()));
    expect(forged.code).toBe('RESPONSE_SIGNATURE_INVALID');

    const placed = newOrder();
    await provider.placeOrder(placed);
    const unknownPlatform = wechatPayProviderOf({ ...config, platformPublicKeys: {} });
    expect((await failure(unknownPlatform.queryOrder(placed.orderNo))).code).toBe(
      'RESPONSE_SIGNATURE_INVALID',
    );

    simulator.failNext(500, 'SYSTEM_ERROR', '系统异常，请稍后重试');
    const vendor = await failure(provider.placeOrder(newOrder()));
    expect(vendor).toMatchObject({
      code: 'SYSTEM_ERROR',
      status: 500,
      vendorMessage: '系统异常，请稍后重试',
    });

    const invalid = await failure(provider.placeOrder(newOrder({ orderNo: 'FX 1' })));
    expect(invalid).toMatchObject({ code: 'PARAM_ERROR', status: 400 });

    const idle = http.createServer();
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const { port } = idle.address() as AddressInfo;
    await new Promise<void>((resolve) => idle.close(() => resolve()));
    const down = wechatPayProviderOf({ ...config, apiBase: `http://127.0.0.1:${port}` });
    expect((await failure(down.queryOrder('FXNEVERPLACED04'))).code).toBe('NETWORK_ERROR');
  });

  it('runs from the environment configuration: PEM files and all', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wechatpay-int-'));
    writeFileSync(path.join(dir, 'apiclient_key.pem'), merchant.privateKeyPem);
    writeFileSync(path.join(dir, 'wechatpay_pub.pem'), simulator.platformPublicKeyPem);
    const loaded = loadConfig({
      PAYMENT_PROVIDER: 'wechat',
      PAY_NOTIFY_BASE_URL: 'https://pay.portal.test',
      WECHATPAY_MCH_ID: MCH_ID,
      WECHATPAY_APP_ID: APP_ID,
      WECHATPAY_API_V3_KEY: API_V3_KEY,
      WECHATPAY_MERCHANT_SERIAL: merchant.serial,
      WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'apiclient_key.pem'),
      WECHATPAY_PLATFORM_SERIAL: simulator.platformSerial,
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: path.join(dir, 'wechatpay_pub.pem'),
      WECHATPAY_API_BASE: simulator.base,
    });
    const fromEnv = wechatPayProviderOf(loaded.payments.wechat!);
    const order = newOrder();
    const { codeUrl } = await fromEnv.placeOrder(order);
    expect(codeUrl).toBe(simulator.order(order.orderNo)!.codeUrl);
    simulator.markPaid(order.orderNo);
    const { headers, body } = simulator.notificationFor(order.orderNo);
    expect(await fromEnv.readNotification(headers, body)).toMatchObject({ state: 'paid', amountCents: 600 });
  });
});
