import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wechatOpenIdOf } from '../src/features/auth/index.js';
import { payoutDeskOf, sweepWithdrawals, wechatTransferMaker } from '../src/features/earnings/index.js';
import type { SessionUserForTest } from './auth-helpers.js';
import {
  auth,
  credit,
  expectSoundLedger,
  F,
  makeEarners,
  ok,
  requestId,
  walletNotices,
} from './earnings-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  generateMerchantKeys,
  startWechatTransferSimulator,
  type WechatTransferSimulator,
} from './simulators/wechat-transfer-simulator.js';

const MCH_ID = '1900008811';
const APP_ID = 'wx8888888888888888';
const API_V3_KEY = 'Qw3Er5Ty7Ui9Op1As2Df4Gh6Jk8Lz0Xc';

/**
 * Withdrawals paid by WeChat Pay merchant transfer to balance (PAYOUT_PROVIDER=wechat), against the local
 * simulator of its documented API: the server creates the batch, WeChat's signed notification completes
 * the withdrawal once however often it comes, a failed transfer returns the amount, and a user WeChat
 * cannot pay (no openid under the merchant's app) gets the amount back at once.
 */
describe.each(databaseKinds())('payouts through WeChat Pay (simulated) on %s', (kind) => {
  let simulator: WechatTransferSimulator;
  let server: TestServer;
  let users: SessionUserForTest[];
  let next = 0;
  const fresh = () => users[next++]!;
  const openidOf = (user: SessionUserForTest) => `oPayee${user.userId}`;
  const withdraw = async (user: SessionUserForTest, amount: string) =>
    ok(await server.post(F.cashOut, { amount, requestId: requestId() }, auth(user)));
  const withdrawalOf = (withdrawNo: string) =>
    server.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('withdrawNo', '=', withdrawNo)
      .executeTakeFirstOrThrow();
  const detailOf = async (user: SessionUserForTest, recordId: number) =>
    ok(await server.get(F.record(recordId), auth(user)));

  beforeAll(async () => {
    const merchant = generateMerchantKeys();
    simulator = await startWechatTransferSimulator({
      mchId: MCH_ID,
      appId: APP_ID,
      apiV3Key: API_V3_KEY,
      merchantSerial: merchant.serial,
      merchantPublicKeyPem: merchant.publicKeyPem,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wechat-payout-keys-'));
    writeFileSync(path.join(dir, 'merchant.pem'), merchant.privateKeyPem);
    writeFileSync(path.join(dir, 'platform.pem'), simulator.platformPublicKeyPem);
    server = await startTestServer(kind, {
      env: {
        PAYOUT_PROVIDER: 'wechat',
        // WeChat login through the merchant's own app: its openids are the payees.
        WECHAT_APP_ID: APP_ID,
        WECHAT_APP_SECRET: 'secret-of-the-login-app',
        WECHAT_REDIRECT_URI: 'https://portal.test/wechat/callback',
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
    users = await makeEarners(server, 5, '1396611');
    const now = Date.now();
    // Every user but the last logged in with WeChat once (their identity is bound to them).
    for (const user of users.slice(0, -1)) {
      await server.db
        .insertInto('socialIdentities')
        .values({
          provider: 'wechat',
          openId: openidOf(user),
          unionId: null,
          userId: user.userId,
          nickName: '',
          avatar: '',
          uuidHash: null,
          uuidExpiresAt: null,
          createdAt: now,
          updatedAt: now,
        } as never)
        .execute();
    }
  });
  afterAll(async () => {
    await server?.stop();
    await simulator?.close();
  });
  afterEach(() => expectSoundLedger(server));

  it('creates the transfer batch, and completes the withdrawal once on the notification', async () => {
    const user = fresh();
    await credit(server, user.userId, 5_000);
    const { recordId, withdrawal } = await withdraw(user, '20');
    expect(withdrawal).toMatchObject({ state: 'processing', arrival: 19.9 });
    const batch = simulator.batch(withdrawal.withdrawNo)!;
    expect(batch).toMatchObject({ status: 'ACCEPTED', totalAmount: 1_990, appid: APP_ID });
    expect(batch.details[0]).toMatchObject({
      outDetailNo: withdrawal.withdrawNo,
      amount: 1_990,
      openid: openidOf(user),
      userName: null,
    });
    expect(batch.notifyUrl).toBe(`${server.url}/pay/notify/payout/wechat`);
    expect((await withdrawalOf(withdrawal.withdrawNo)).providerRef).toBe(batch.batchId);

    expect((await simulator.complete(withdrawal.withdrawNo)).status).toBe(204);
    // WeChat repeats notifications: each is answered, none moves money again.
    const repeats = await Promise.all([1, 2, 3].map(() => simulator.notify(withdrawal.withdrawNo)));
    expect(repeats.map((answer) => answer.status)).toEqual([204, 204, 204]);

    const detail = await detailOf(user, recordId);
    expect(detail.withdrawal).toMatchObject({ state: 'succeeded', failReason: '' });
    expect(detail.withdrawal.steps.map((s: { step: string }) => s.step)).toEqual([
      'applied',
      'sent',
      'succeeded',
    ]);
    expect(detail.transfers.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['withdraw', 20],
      ['payout', 19.9],
      ['withdrawFee', 0.1],
    ]);
    expect((await withdrawalOf(withdrawal.withdrawNo)).providerRef).toBe(batch.details[0]!.detailId);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({
      available: 30,
      frozen: 0,
      totalWithdrawn: 20,
    });
    const notices = await walletNotices(server, user.userId);
    expect(notices.map((notice) => notice.type)).toEqual(['incomeSuccess']);
  });

  it('returns the amount when WeChat fails the transfer, with its reason', async () => {
    const user = fresh();
    simulator.failPayee(openidOf(user), 'ACCOUNT_FROZEN');
    await credit(server, user.userId, 5_000);
    const { recordId, withdrawal } = await withdraw(user, '10.50');
    expect((await simulator.complete(withdrawal.withdrawNo)).status).toBe(204);

    const detail = await detailOf(user, recordId);
    // WeChat's code, read as its owner understands it, on the record and in the notice.
    expect(detail.withdrawal).toMatchObject({ state: 'failed', failReason: '收款账户已冻结' });
    expect(detail.withdrawal.steps.find((s: { step: string }) => s.step === 'failed').note).toContain(
      '收款账户已冻结',
    );
    expect(detail.withdrawal.steps.map((s: { step: string }) => s.step)).toEqual([
      'applied',
      'sent',
      'failed',
      'returned',
    ]);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({
      available: 50,
      frozen: 0,
      totalWithdrawn: 0,
    });
    const notices = await walletNotices(server, user.userId);
    expect(notices.map((notice) => notice.type)).toEqual(['incomeRefund']);
    expect(notices[0]!.content).toContain('收款账户已冻结');
  });

  it('refuses a forged notification and changes nothing', async () => {
    const user = fresh();
    await credit(server, user.userId, 5_000);
    const { withdrawal } = await withdraw(user, '12');
    simulator.finish(withdrawal.withdrawNo);
    const forger = generateMerchantKeys();
    expect(
      (await simulator.notify(withdrawal.withdrawNo, { signingKeyPem: forger.privateKeyPem })).status,
    ).toBe(400);
    expect((await simulator.notify(withdrawal.withdrawNo, { apiV3Key: 'f'.repeat(32) })).status).toBe(400);
    expect((await withdrawalOf(withdrawal.withdrawNo)).state).toBe('processing');
    expect(await walletNotices(server, user.userId)).toEqual([]);
    // The genuine one then completes it.
    expect((await simulator.notify(withdrawal.withdrawNo)).status).toBe(204);
    expect((await withdrawalOf(withdrawal.withdrawNo)).state).toBe('succeeded');
  });

  it('asks WeChat about a payout whose notification never came', async () => {
    const user = fresh();
    await credit(server, user.userId, 5_000);
    const { withdrawal } = await withdraw(user, '9');
    // The desk as compose.ts wires it.
    const desk = payoutDeskOf(server.platform, server.app, { wechat: wechatTransferMaker(wechatOpenIdOf) });
    const later = Date.now() + 2 * 60_000;
    // Still paying at WeChat: asked, and left processing.
    simulator.process(withdrawal.withdrawNo);
    await sweepWithdrawals(desk, later);
    expect((await withdrawalOf(withdrawal.withdrawNo)).state).toBe('processing');
    simulator.finish(withdrawal.withdrawNo);
    expect(await sweepWithdrawals(desk, later + 10 * 60_000)).toBe(1);
    expect((await withdrawalOf(withdrawal.withdrawNo)).state).toBe('succeeded');
    expect(simulator.deliveries.filter((d) => d.outBatchNo === withdrawal.withdrawNo)).toEqual([]);
  });

  it('gives the amount back at once to a user WeChat cannot pay (no WeChat identity)', async () => {
    const user = users.at(-1)!;
    await credit(server, user.userId, 5_000);
    const { recordId, withdrawal } = await withdraw(user, '8');
    expect(simulator.batch(withdrawal.withdrawNo)).toBeUndefined();
    const detail = await detailOf(user, recordId);
    expect(detail.withdrawal.state).toBe('failed');
    expect(detail.withdrawal.failReason).toMatch(/openid/);
    expect(ok(await server.get(F.summary, auth(user)))).toMatchObject({ available: 50, frozen: 0 });
  });
});
