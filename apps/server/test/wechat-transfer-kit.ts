import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { PayoutReport, PayoutRequest } from '../src/features/earnings/payout-provider.js';
import {
  createWechatTransferProvider,
  type WechatTransferProvider,
} from '../src/features/earnings/wechat-transfer/wechat-transfer-provider.js';
import type { WechatPayConfig } from '../src/platform/config.js';
import { NotificationRejected } from '../src/platform/notification-rejected.js';
import {
  generateMerchantKeys,
  startWechatTransferSimulator,
  type WechatTransferSimulator,
} from './simulators/wechat-transfer-simulator.js';

/**
 * The merchant-transfer simulator, the adapter configured for it, and a stand-in for the portal's payout
 * notify endpoint (reads with the adapter, answers as WeChat expects), shared by the adapter-level tests.
 */

export const MCH_ID = '1900009191';
export const APP_ID = 'wxd678efh567hg6787';
export const API_V3_KEY = 'a7Kq2Zt9Lm4Xc8Vb1Nr6Hs3Jd5Fg0Wp2';

export interface TransferKit {
  simulator: WechatTransferSimulator;
  provider: WechatTransferProvider;
  config: WechatPayConfig;
  merchant: ReturnType<typeof generateMerchantKeys>;
  notifyUrl: string;
  /** What the notify endpoint made of each notification it got. */
  received: (PayoutReport | string)[];
  /** Bodies the adapter sent to POST /v3/transfer/batches, as sent. */
  sentBatches: string[];
  newPayout(overrides?: Partial<PayoutRequest>): PayoutRequest;
  stop(): Promise<void>;
}

export async function startTransferKit(): Promise<TransferKit> {
  const merchant = generateMerchantKeys();
  const simulator = await startWechatTransferSimulator({
    mchId: MCH_ID,
    appId: APP_ID,
    apiV3Key: API_V3_KEY,
    merchantSerial: merchant.serial,
    merchantPublicKeyPem: merchant.publicKeyPem,
  });
  const config: WechatPayConfig = {
    mchId: MCH_ID,
    appId: APP_ID,
    apiV3Key: API_V3_KEY,
    merchantSerial: merchant.serial,
    merchantPrivateKeyPem: merchant.privateKeyPem,
    platformPublicKeys: { [simulator.platformSerial]: simulator.platformPublicKeyPem },
    apiBase: simulator.base,
  };
  const sentBatches: string[] = [];
  const received: (PayoutReport | string)[] = [];
  const provider = createWechatTransferProvider(config, {
    openIdOf: async (userId) => (userId === 8 ? 'oFromIdentity8' : null),
    fetch: async (url, init) => {
      if (init?.method === 'POST') sentBatches.push(String(init.body));
      return fetch(url, init);
    },
  });
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      provider.readNotification(req.headers as Record<string, string | undefined>, raw).then(
        (report) => {
          received.push(report);
          res.writeHead(provider.acknowledgement.status).end();
        },
        (error: unknown) => {
          const rejected = error instanceof NotificationRejected;
          received.push(rejected ? `rejected: ${error.message}` : String(error));
          res.writeHead(rejected ? 400 : 500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'FAIL', message: '失败' }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pay/notify/payout/wechat`;
  let sequence = 0;
  return {
    simulator,
    provider,
    config,
    merchant,
    notifyUrl,
    received,
    sentBatches,
    newPayout(overrides = {}) {
      sequence += 1;
      return {
        withdrawNo: `WD${Date.now()}${String(sequence).padStart(3, '0')}`,
        amountCents: 9_990,
        userId: 7,
        realName: '张三',
        openid: `oUser${sequence}`,
        remark: '狐狸网收益提现',
        notifyUrl,
        ...overrides,
      };
    },
    async stop() {
      await simulator.close();
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}

/** The error a promise rejects with, checked to be of `type`. */
export async function failure<T extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => T,
): Promise<T> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}
