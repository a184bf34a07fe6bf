import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWechatTransferProvider } from '../src/features/earnings/wechat-transfer/wechat-transfer-provider.js';
import { startWechatTransferSimulator } from './simulators/wechat-transfer-simulator.js';
import { PayoutRefused, type PayoutReport } from '../src/features/earnings/payout-provider.js';
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

describe('WechatTransferProvider against the merchant-transfer simulator: payouts', () => {
  it('pays: processing, the same on a retry, then succeeded by the notification and by a query', async () => {
    const payout = kit.newPayout();
    const first = await kit.provider.pay(payout);
    const batchId = kit.simulator.batch(payout.withdrawNo)!.batchId;
    expect(first).toEqual({
      withdrawNo: payout.withdrawNo,
      state: 'processing',
      amountCents: 9_990,
      providerRef: batchId,
      failReason: '',
      finishedAt: null,
    });
    expect(kit.simulator.batch(payout.withdrawNo)).toMatchObject({
      appid: APP_ID,
      status: 'ACCEPTED',
      totalAmount: 9_990,
      totalNum: 1,
      batchRemark: '狐狸网收益提现',
      notifyUrl: kit.notifyUrl,
      details: [
        {
          outDetailNo: payout.withdrawNo,
          amount: 9_990,
          openid: payout.openid,
          userName: null,
          status: 'INIT',
        },
      ],
    });
    // Below 2,000 yuan the payee's name is not sent at all.
    expect(JSON.parse(kit.sentBatches.at(-1)!).transfer_detail_list[0]).not.toHaveProperty('user_name');

    expect(await kit.provider.pay(payout)).toEqual(first);
    expect(await kit.provider.query(payout.withdrawNo)).toEqual(first);
    kit.simulator.process(payout.withdrawNo);
    expect((await kit.provider.query(payout.withdrawNo))!.state).toBe('processing');

    const before = kit.received.length;
    expect((await kit.simulator.complete(payout.withdrawNo)).status).toBe(204);
    const detail = kit.simulator.batch(payout.withdrawNo)!.details[0]!;
    const succeeded = kit.received[before] as PayoutReport;
    expect(succeeded).toEqual({
      withdrawNo: payout.withdrawNo,
      state: 'succeeded',
      amountCents: 9_990,
      providerRef: detail.detailId,
      failReason: '',
      finishedAt: Date.parse(detail.updateTime),
    });
    expect(await kit.provider.query(payout.withdrawNo)).toEqual(succeeded);
  });

  it('reads a notification delivered twice the same way', async () => {
    const payout = kit.newPayout();
    await kit.provider.pay(payout);
    kit.simulator.finish(payout.withdrawNo);
    const { headers, body } = kit.simulator.notificationFor(payout.withdrawNo);
    const once = await kit.provider.readNotification(headers, body);
    const twice = await kit.provider.readNotification(headers, body);
    expect(twice).toEqual(once);
    expect(once).toMatchObject({ state: 'succeeded', amountCents: 9_990 });
  });

  it('reports a failed detail with WeChat reason, and a closed batch as failed', async () => {
    const frozen = kit.newPayout();
    kit.simulator.failPayee(frozen.openid!, 'ACCOUNT_FROZEN');
    await kit.provider.pay(frozen);
    const before = kit.received.length;
    expect((await kit.simulator.complete(frozen.withdrawNo)).status).toBe(204);
    expect(kit.received[before]).toMatchObject({
      withdrawNo: frozen.withdrawNo,
      state: 'failed',
      failReason: 'ACCOUNT_FROZEN',
    });

    const overdue = kit.newPayout();
    await kit.provider.pay(overdue);
    kit.simulator.closeBatch(overdue.withdrawNo, 'OVERDUE_CLOSE');
    const { headers, body } = kit.simulator.notificationFor(overdue.withdrawNo);
    expect(JSON.parse(body).event_type).toBe('MCHTRANSFER.BATCH.CLOSED');
    expect(await kit.provider.readNotification(headers, body)).toMatchObject({
      state: 'failed',
      failReason: 'OVERDUE_CLOSE',
      amountCents: 9_990,
      providerRef: kit.simulator.batch(overdue.withdrawNo)!.batchId,
    });
  });

  it('encrypts the payee name from 2,000 yuan on, which WeChat checks against the account', async () => {
    const large = kit.newPayout({ amountCents: 200_000, realName: '李四' });
    await kit.provider.pay(large);
    const sent = JSON.parse(kit.sentBatches.at(-1)!).transfer_detail_list[0];
    expect(sent.user_name).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
    expect(kit.sentBatches.at(-1)).not.toContain('李四');
    expect(kit.simulator.batch(large.withdrawNo)!.details[0]!.userName).toBe('李四');

    const wrongName = kit.newPayout({ amountCents: 250_000, realName: '王五' });
    kit.simulator.setRealName(wrongName.openid!, '王武');
    await kit.provider.pay(wrongName);
    kit.simulator.finish(wrongName.withdrawNo);
    expect(await kit.provider.query(wrongName.withdrawNo)).toMatchObject({
      state: 'failed',
      failReason: 'NAME_NOT_CORRECT',
    });

    const noName = await failure(
      kit.provider.pay(kit.newPayout({ amountCents: 300_000, realName: ' ' })),
      PayoutRefused,
    );
    expect(noName.code).toBe('NO_USER_NAME');
  });

  it('knows nothing of a payout WeChat never kit.received, and answers reports by withdrawal numbers', async () => {
    expect(await kit.provider.query('WDNEVERSENT2')).toBeNull();
    const payout = kit.newPayout();
    await kit.provider.pay(payout);
    const reports = await kit.provider.payoutsOf([payout.withdrawNo, 'WDNEVERSENT3']);
    expect(reports).toEqual([
      expect.objectContaining({ withdrawNo: payout.withdrawNo, state: 'processing' }),
    ]);
  });

  it('reports what WeChat says after a planted mismatch', async () => {
    const payout = kit.newPayout();
    await kit.provider.pay(payout);
    kit.simulator.finish(payout.withdrawNo);
    kit.simulator.plantMismatch(payout.withdrawNo, { amount: 9_000 });
    expect(await kit.provider.query(payout.withdrawNo)).toMatchObject({
      state: 'succeeded',
      amountCents: 9_000,
    });
    kit.simulator.plantMismatch(payout.withdrawNo, { status: 'FAIL', failReason: 'TRANSFER_RISK' });
    expect(await kit.provider.query(payout.withdrawNo)).toMatchObject({
      state: 'failed',
      failReason: 'TRANSFER_RISK',
    });
  });

  it('can finish and notify batches by itself, as WeChat does, for tests of the whole server', async () => {
    const posted: string[] = [];
    const endpoint = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        posted.push(String(req.headers['wechatpay-signature'] ? 'signed' : 'unsigned'));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const auto = await startWechatTransferSimulator({
      mchId: MCH_ID,
      appId: APP_ID,
      apiV3Key: API_V3_KEY,
      merchantSerial: kit.merchant.serial,
      merchantPublicKeyPem: kit.merchant.publicKeyPem,
      autoFinishMs: 50,
    });
    try {
      const provider = createWechatTransferProvider({
        ...kit.config,
        apiBase: auto.base,
        platformPublicKeys: { [auto.platformSerial]: auto.platformPublicKeyPem },
      });
      const port = (endpoint.address() as AddressInfo).port;
      const payout = kit.newPayout({ notifyUrl: `http://127.0.0.1:${port}/pay/notify/payout/wechat` });
      expect((await provider.pay(payout)).state).toBe('processing');
      await expect
        .poll(() => auto.deliveries, { timeout: 5_000 })
        .toEqual([{ outBatchNo: payout.withdrawNo, status: 204 }]);
      expect(posted).toEqual(['signed']);
      expect(await provider.query(payout.withdrawNo)).toMatchObject({ state: 'succeeded' });
    } finally {
      await auto.close();
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  });
});
