import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcileSidesOf, runDailyReconcile } from '../src/features/reconciliation/index.js';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { moneyCalls, type MoneyCalls } from './console-money-support.js';
import { makeOperators } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { expectSoundLedger, PATHS } from './money-support.js';
import { chinaToday, ledgerState, reconcileNow, runOf, runReconcileCli } from './reconciliation-support.js';
import {
  generateMerchantKeys,
  startWechatPaySimulator,
  type WechatPaySimulator,
} from './simulators/wechat-pay-simulator.js';

const MCH_ID = '1900007411';
const APP_ID = 'wx7777777777771111';
const API_V3_KEY = 'Qw8Er6Ty4Ui2Op9As7Df5Gh3Jk1Lz0Xc';

/** Reconciliation against WeChat Pay's trade bill (the local simulator of its documented API). */
describe.each(databaseKinds())('reconciliation with WeChat Pay (simulated) on %s', (kind) => {
  let simulator: WechatPaySimulator;
  let server: TestServer;
  let finance: string;
  let money: MoneyCalls;
  let buyers: SessionUserForTest[];
  let next = 0;
  const today = chinaToday();
  let wechatEnv: Record<string, string>;

  beforeAll(async () => {
    const merchant = generateMerchantKeys();
    simulator = await startWechatPaySimulator({
      mchId: MCH_ID,
      appId: APP_ID,
      apiV3Key: API_V3_KEY,
      merchantSerial: merchant.serial,
      merchantPublicKeyPem: merchant.publicKeyPem,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wechat-reconcile-keys-'));
    writeFileSync(path.join(dir, 'merchant.pem'), merchant.privateKeyPem);
    writeFileSync(path.join(dir, 'platform.pem'), simulator.platformPublicKeyPem);
    wechatEnv = {
      PAYMENT_PROVIDER: 'wechat',
      WECHATPAY_MCH_ID: MCH_ID,
      WECHATPAY_APP_ID: APP_ID,
      WECHATPAY_API_V3_KEY: API_V3_KEY,
      WECHATPAY_MERCHANT_SERIAL: merchant.serial,
      WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'merchant.pem'),
      WECHATPAY_PLATFORM_SERIAL: simulator.platformSerial,
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: path.join(dir, 'platform.pem'),
      WECHATPAY_API_BASE: simulator.base,
    };
    server = await startTestServer(kind, { env: wechatEnv });
    const { operators } = await makeOperators(server, '1391711');
    finance = operators.finance.token;
    money = moneyCalls(server, finance);
    buyers = await makeUsers(server, 6, '1391712');
  });
  afterAll(async () => {
    await server.stop();
    await simulator.close();
  });
  afterEach(async () => {
    simulator.bills.reset();
    await expectSoundLedger(server);
  });

  const paidTopUp = async (yuan: number) => {
    const placed = await server.post(
      PATHS.ordersAdded,
      { payType: 'yi-ma', paySource: 9, payChannel: 'pc', amount: yuan },
      bearer(buyers[next++]!.token),
    );
    const orderNo = placed.body.data.masterOrderNo as string;
    expect((await simulator.pay(orderNo)).status).toBe(204);
    return orderNo;
  };

  it('reads the day’s trade bill and finds nothing on a clean day, a refund included', async () => {
    await paidTopUp(30);
    const refunded = await paidTopUp(6);
    const refundNo = (await money.refund(refunded)).body.data.refund.refundNo as string;
    simulator.finishRefund(refundNo);
    await simulator.notifyRefund(refundNo);
    await money.settled(refunded);
    const run = await runOf(server, finance, today);
    expect(run.mismatches).toEqual([]);
    expect(run.orders).toBeGreaterThanOrEqual(2);
    expect(run.refunds).toBe(1);
    expect(simulator.calls.filter((c) => c.path === '/v3/billdownload/file').length).toBeGreaterThan(0);
  });

  it('finds what was planted in the bill, each with its kind and number, and moves no money', async () => {
    const changed = await paidTopUp(12);
    simulator.bills.changeAmount(changed, 1100);
    simulator.bills.plantPayment({ outTradeNo: 'FXPLANTED0000000000001', total: 888, day: today });
    simulator.bills.plantRefund({
      outRefundNo: 'RFPLANTED000000000001',
      outTradeNo: changed,
      refund: 100,
      total: 1200,
      day: today,
    });
    const before = await ledgerState(server);
    const run = await runOf(server, finance, today);
    expect(run.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'orderAmount', ref: changed, ledger: 12, provider: 11 }),
        expect.objectContaining({
          kind: 'orderMissingInLedger',
          ref: 'FXPLANTED0000000000001',
          ledger: null,
          provider: 8.88,
          note: '我方没有这笔记录',
        }),
        expect.objectContaining({ kind: 'refundMissingInLedger', ref: 'RFPLANTED000000000001', provider: 1 }),
      ]),
    );
    expect(run.mismatchCount).toBe(3);
    expect(await ledgerState(server)).toEqual(before);
  });

  it('a payment the bill leaves out is asked about by number before it counts as missing', async () => {
    const left = await paidTopUp(6);
    simulator.bills.leaveOut(left);
    const run = await runOf(server, finance, today);
    expect(run.mismatches).toEqual([]);
    expect(simulator.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/v3/pay/transactions/out-trade-no/${left}` }),
    );
  });

  it('says so while WeChat is still making the bill, and records no run', async () => {
    simulator.bills.creating(today);
    const answer = await reconcileNow(server, finance, today);
    expect(answer.body.code).toBe(409);
    expect(answer.body.msg).toBe(`支付渠道尚未生成 ${today} 的账单，请稍后再试`);
  });

  it('the daily job gives the day back while the bill is being made, and reconciles it once it is', async () => {
    const sides = reconcileSidesOf(server.platform, null);
    const db = server.platform.database.db;
    const at = Date.parse(`${chinaToday(Date.now() + 86_400_000)}T03:00:00+08:00`);
    simulator.bills.creating(today);
    expect(await runDailyReconcile(db, sides, server.platform.log, at)).toBe('notReady');
    const jobRuns = () =>
      server.db
        .selectFrom('reconcileRuns')
        .select(['id', 'finishedAt'])
        .where('source', '=', 'job')
        .where('day', '=', Number(today.replaceAll('-', '')))
        .execute();
    expect(await jobRuns()).toEqual([]);
    simulator.bills.creating(today, false);
    expect(await runDailyReconcile(db, sides, server.platform.log, at + 15 * 60_000)).toBe('done');
    expect(await jobRuns()).toHaveLength(1);
  });

  it('the command line finds the planted payment and exits 1', async () => {
    simulator.bills.plantPayment({ outTradeNo: 'FXPLANTED0000000000002', total: 100, day: today });
    const found = await runReconcileCli(server, [`--date=${today}`], wechatEnv);
    expect(found.code, found.stderr).toBe(1);
    expect(found.stdout).toMatch(
      /orderMissingInLedger\s+FXPLANTED0000000000002\s+ledger\s+-\s+provider\s+1\.00/,
    );
  }, 180_000);
});
