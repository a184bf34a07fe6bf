import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.seedDemo).toBe(true);
  });

  it('serves the back office at /admin/ by default, or opens another site given its address', () => {
    const config = loadConfig({});
    expect(config.adminSiteUrl).toBe('/admin/');
    expect(config.adminDistDir).toMatch(/apps[\\/]admin[\\/]dist$/);
    expect(loadConfig({ ADMIN_SITE_URL: 'https://admin.example.com/' }).adminSiteUrl).toBe(
      'https://admin.example.com/',
    );
    for (const bad of ['javascript:alert(1)', '//evil.example.com', 'admin']) {
      expect(() => loadConfig({ ADMIN_SITE_URL: bad }), bad).toThrow(/ADMIN_SITE_URL/);
    }
  });

  it('keeps a promotion link’s attribution 7 days unless told otherwise, 1 to 90', () => {
    expect(loadConfig({}).distributionWindowDays).toBe(7);
    expect(loadConfig({ DISTRIBUTION_WINDOW_DAYS: '3' }).distributionWindowDays).toBe(3);
    for (const bad of ['0', '91', 'week']) {
      expect(() => loadConfig({ DISTRIBUTION_WINDOW_DAYS: bad }), bad).toThrow(/DISTRIBUTION_WINDOW_DAYS/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/srv/portal',
      DATABASE_URL: 'postgresql://app@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      MOBILE_SITE_URL: 'https://m.example.com',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/srv/portal',
      databaseUrl: 'postgresql://app@db:5432/portal',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      mobileSiteUrl: 'https://m.example.com',
      seedDemo: false,
    });
  });

  it('names every bad variable, its value and the rule', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud', REDIS_URL: 'localhost:6379' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="70000": must be a whole number between 0 and 65535');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('REDIS_URL="localhost:6379": must be a redis:// or rediss:// URL');
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['*', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', 'true']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        `TRUST_PROXY=${JSON.stringify(bad)}: must be`,
      );
    }
  });
});

describe('payments configuration', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wechatpay-config-'));
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }) as string;
  writeFileSync(path.join(dir, 'apiclient_key.pem'), privatePem);
  writeFileSync(path.join(dir, 'platform_pub.pem'), publicPem);
  writeFileSync(path.join(dir, 'not-pem.txt'), 'hello');
  const wechat = {
    PAYMENT_PROVIDER: 'wechat',
    WECHATPAY_MCH_ID: '1900009191',
    WECHATPAY_APP_ID: 'wxd678efh567hg6787',
    WECHATPAY_API_V3_KEY: 'a7Kq2Zt9Lm4Xc8Vb1Nr6Hs3Jd5Fg0Wp2',
    WECHATPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'apiclient_key.pem'),
    WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0114232134912410000000000000',
    WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: path.join(dir, 'platform_pub.pem'),
  };

  it('is the sandbox by default, with no WeChat Pay settings needed', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'sandbox',
      notifyBaseUrl: undefined,
      wechat: undefined,
    });
    expect(loadConfig({ PAY_NOTIFY_BASE_URL: 'https://pay.example.com' }).payments.notifyBaseUrl).toBe(
      'https://pay.example.com',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' })).toThrow(/PAYMENT_PROVIDER="alipay"/);
    expect(() => loadConfig({ PAY_NOTIFY_BASE_URL: 'pay.example.com' })).toThrow(/PAY_NOTIFY_BASE_URL/);
  });

  it('reads every WeChat Pay setting and both key files', () => {
    expect(loadConfig(wechat).payments).toEqual({
      provider: 'wechat',
      notifyBaseUrl: undefined,
      wechat: {
        mchId: '1900009191',
        appId: 'wxd678efh567hg6787',
        apiV3Key: 'a7Kq2Zt9Lm4Xc8Vb1Nr6Hs3Jd5Fg0Wp2',
        merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        merchantPrivateKeyPem: privatePem,
        platformPublicKeys: { PUB_KEY_ID_0114232134912410000000000000: publicPem },
        apiBase: 'https://api.mch.weixin.qq.com',
      },
    });
    const custom = loadConfig({ ...wechat, WECHATPAY_API_BASE: 'https://api2.mch.weixin.qq.com' });
    expect(custom.payments.wechat?.apiBase).toBe('https://api2.mch.weixin.qq.com');
  });

  it('names every missing WeChat Pay setting', () => {
    const { WECHATPAY_MCH_ID: _m, WECHATPAY_PLATFORM_SERIAL: _s, ...partial } = wechat;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      'PAYMENT_PROVIDER=wechat, so WeChat Pay also needs WECHATPAY_MCH_ID, WECHATPAY_PLATFORM_SERIAL',
    );
  });

  it('wants a 32-character API v3 key and readable PEM key files', () => {
    expect(() => loadConfig({ ...wechat, WECHATPAY_API_V3_KEY: 'short' })).toThrow(
      /WECHATPAY_API_V3_KEY="short": must be exactly 32 characters/,
    );
    const missingFile = path.join(dir, 'nope.pem');
    expect(() => loadConfig({ ...wechat, WECHATPAY_PRIVATE_KEY_FILE: missingFile })).toThrow(
      `WECHATPAY_PRIVATE_KEY_FILE="${missingFile}": cannot read the file (ENOENT)`,
    );
    expect(() =>
      loadConfig({ ...wechat, WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: path.join(dir, 'not-pem.txt') }),
    ).toThrow(/WECHATPAY_PLATFORM_PUBLIC_KEY_FILE=.*not PEM/);
    // The public key where the private one belongs is caught at start, not at the first payment.
    expect(() =>
      loadConfig({ ...wechat, WECHATPAY_PRIVATE_KEY_FILE: wechat.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE }),
    ).toThrow(/WECHATPAY_PRIVATE_KEY_FILE=.*no RSA private key/);
  });
  it('pays out through WeChat Pay with the same merchant settings when PAYOUT_PROVIDER=wechat', () => {
    const { PAYMENT_PROVIDER: _p, ...merchant } = wechat;
    expect(loadConfig({}).earnings.wechat).toBeUndefined();
    expect(loadConfig(merchant).earnings).toMatchObject({ payoutProvider: 'sandbox', wechat: undefined });
    const payouts = loadConfig({ ...merchant, PAYOUT_PROVIDER: 'wechat' });
    expect(payouts.payments.wechat).toBeUndefined();
    expect(payouts.earnings.payoutProvider).toBe('wechat');
    expect(payouts.earnings.wechat).toEqual(loadConfig(wechat).payments.wechat);
    // Payments and payouts through one merchant read one set of settings.
    const both = loadConfig({ ...wechat, PAYOUT_PROVIDER: 'wechat' });
    expect(both.earnings.wechat).toEqual(both.payments.wechat);
  });

  it('names the missing WeChat Pay settings that PAYOUT_PROVIDER=wechat needs', () => {
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'wechat' })).toThrow(ConfigError);
    const {
      PAYMENT_PROVIDER: _p,
      WECHATPAY_API_V3_KEY: _k,
      WECHATPAY_PRIVATE_KEY_FILE: _f,
      ...partial
    } = wechat;
    expect(() => loadConfig({ ...partial, PAYOUT_PROVIDER: 'wechat' })).toThrow(
      'PAYOUT_PROVIDER=wechat, so WeChat Pay also needs WECHATPAY_API_V3_KEY, WECHATPAY_PRIVATE_KEY_FILE',
    );
    const missingFile = path.join(dir, 'gone.pem');
    expect(() =>
      loadConfig({
        ...wechat,
        PAYMENT_PROVIDER: 'sandbox',
        PAYOUT_PROVIDER: 'wechat',
        WECHATPAY_PRIVATE_KEY_FILE: missingFile,
      }),
    ).toThrow(`WECHATPAY_PRIVATE_KEY_FILE="${missingFile}": cannot read the file (ENOENT)`);
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'alipay' })).toThrow(/PAYOUT_PROVIDER="alipay"/);
  });
});
