import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WechatPayConfig } from '../../../platform/config.js';
import type { Platform } from '../../../platform/platform.js';
import { PayoutRefused, type PayoutRequest } from '../payout-provider.js';
import { wechatTransferMaker } from './wechat-transfer-maker.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant: WechatPayConfig = {
  mchId: '1900009191',
  appId: 'wxMERCHANT',
  apiV3Key: 'k'.repeat(32),
  merchantSerial: 'M1',
  merchantPrivateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  platformPublicKeys: { P1: keys.publicKey.export({ type: 'spki', format: 'pem' }) as string },
  // Nothing listens here: a request that reached it would fail with NETWORK_ERROR, not PayoutRefused.
  apiBase: 'http://127.0.0.1:9',
};

const platformWith = (loginAppId: string | undefined) =>
  ({
    config: { earnings: { wechat: merchant }, wechat: loginAppId ? { appId: loginAppId } : undefined },
    database: { db: {} },
  }) as unknown as Platform;

const payout: PayoutRequest = {
  withdrawNo: 'WD1',
  amountCents: 100,
  userId: 5,
  realName: 'Zhang San',
  openid: null,
  remark: 'Earnings withdrawal',
  notifyUrl: 'https://portal.test/pay/notify/payout/wechat',
};

describe('wechatTransferMaker', () => {
  it('looks the payee up only when WeChat login uses the merchant app', async () => {
    const asked: number[] = [];
    const lookup = async (_db: unknown, userId: number) => {
      asked.push(userId);
      return null;
    };
    for (const login of [undefined, 'wxWEBSITE']) {
      const provider = wechatTransferMaker(lookup)(platformWith(login));
      expect(provider.name).toBe('wechat');
      const refused = await provider.pay(payout).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PayoutRefused);
      expect((refused as PayoutRefused).code).toBe('NO_OPENID');
    }
    expect(asked).toEqual([]);
    await wechatTransferMaker(lookup)(platformWith('wxMERCHANT'))
      .pay(payout)
      .catch(() => undefined);
    expect(asked).toEqual([5]);
  });

  it('stops the start when the WeChat Pay settings are missing', () => {
    const bare = { config: { earnings: {} }, database: { db: {} } } as unknown as Platform;
    expect(() => wechatTransferMaker(async () => null)(bare)).toThrow(/no WeChat Pay settings/);
  });
});
