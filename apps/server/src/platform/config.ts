import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A proxy address, a CIDR range, or one of proxy-addr's names for the private ranges. */
const proxyEntry = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  /** PostgreSQL schema to use instead of `public`; the test suite gives every run its own. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  MOBILE_SITE_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  SEED_DEMO: booleanText.default(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Proxies whose X-Forwarded-For names the client; unset, the client is the socket's peer. */
  TRUST_PROXY: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine((entries) => entries.every(proxyEntry), {
      message:
        'must be proxy addresses or CIDR ranges separated by commas (or loopback, linklocal, uniquelocal)',
    })
    .optional(),
  /**
   * `on`: every request carries the signed header. `legacy`: a client declaring a Version below 1.5.4 may
   * send none, as the real platform allows. `off`: none is required (exploring the API by hand only).
   */
  SIGNATURE_CHECK: z.enum(['on', 'legacy', 'off']).default('on'),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  /**
   * The back office, opened with the token and a roleIdentifier from the portal's header entry and for
   * agents after login: this server's own console by default, or another site's absolute address.
   */
  ADMIN_SITE_URL: z
    .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)/)], {
      error: 'must be an absolute http(s) URL or a path on this site starting with /',
    })
    .default('/admin/'),
  /** The built back office, served at /admin/. */
  ADMIN_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/admin/dist')),
  /**
   * When published works are reviewed: `after` (post-moderation) puts them out at once and queues them for
   * a look; `before` keeps them from everyone but their authors until an operator approves them.
   */
  CONTENT_REVIEW: z.enum(['after', 'before']).default('after'),
  /** WeChat website-application login: on when WECHAT_APP_ID is set (then SECRET and REDIRECT_URI too). */
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_QR_BASE: z.url().default('https://open.weixin.qq.com'),
  /** The portal address WeChat sends the browser back to with ?code=&state= (its domain must be registered). */
  WECHAT_REDIRECT_URI: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  /** Largest accepted upload, in MB (spec default 200). */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(200),
  /** Files go to this S3-compatible endpoint (path-style requests) instead of DATA_DIR/files when set. */
  S3_ENDPOINT: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** A chat socket silent this long is closed: three missed 15 s heartbeats by default. */
  WS_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(45_000),
  /** Sends one chat socket may make per second, and how many it may make at once (a token bucket). */
  WS_SENDS_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(20),
  WS_SEND_BURST: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Sends one chat socket may have waiting for their answer; one more is refused with an error frame. */
  WS_SEND_QUEUE: z.coerce.number().int().min(1).max(100_000).default(256),
  /**
   * A notice to many users is delivered in pages of this many recipients, one transaction each (a page
   * holds SQLite's one writer for about 2 ms, so a chat send waits at most that), resting at least
   * NOTICE_FANOUT_PAUSE_MS (and three times as long as the page took) between pages so chat is served
   * between: 10^5 users in well under a minute.
   */
  NOTICE_FANOUT_PAGE_SIZE: z.coerce.number().int().min(1).max(5_000).default(250),
  NOTICE_FANOUT_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(20),
  /** How often each server process looks for a scheduled notice that has come due. */
  NOTICE_BROADCAST_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
  /** A process that stops renewing its claim on a broadcast (it died) loses it after this long. */
  NOTICE_BROADCAST_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** The platform's cut of each wish settlement, in thousandths (100 = 10 %). */
  WISH_PLATFORM_FEE_PERMILLE: z.coerce.number().int().min(0).max(1000).default(100),
  /** The platform's commission on a creator's drama sales, in percent; the rest is the creator's earnings. */
  DRAMA_COMMISSION_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  /** Days a credit to earnings is held before it can be withdrawn. */
  EARNINGS_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** Days a promotion link's attribution lasts: a purchase within them earns the promoter's commission. */
  DISTRIBUTION_WINDOW_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  WITHDRAW_MIN_CENTS: z.coerce.number().int().min(1).max(100_000_000).default(100),
  WITHDRAW_DAILY_LIMIT_CENTS: z.coerce.number().int().min(1).max(1_000_000_000).default(500_000),
  /** The cash-out fee in thousandths of the amount, at least WITHDRAW_FEE_MIN_CENTS. */
  WITHDRAW_FEE_PERMILLE: z.coerce.number().int().min(0).max(1000).default(1),
  WITHDRAW_FEE_MIN_CENTS: z.coerce.number().int().min(0).max(100_000).default(10),
  /** sandbox: payouts complete on this machine; wechat: WeChat Pay merchant transfer (the WECHATPAY_* keys). */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  /** How long the sandbox takes to complete a payout. */
  SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  /**
   * The key ID and card numbers are encrypted with at rest: 32 bytes in base64. Required in production;
   * elsewhere a key is made once and kept in DATA_DIR when it is not set.
   */
  IDENTITY_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  /** sandbox: the portal's own payment page; wechat: WeChat Pay API v3 Native (then every WECHATPAY_* too). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  /** The public origin WeChat Pay posts notifications to (it cannot reach a portal behind a private address). */
  PAY_NOTIFY_BASE_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  WECHATPAY_MCH_ID: z.string().min(1).optional(),
  WECHATPAY_APP_ID: z.string().min(1).optional(),
  WECHATPAY_API_V3_KEY: z.string().length(32, 'must be exactly 32 characters').optional(),
  WECHATPAY_MERCHANT_SERIAL: z.string().min(1).optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_SERIAL: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  WECHATPAY_API_BASE: z.url().default('https://api.mch.weixin.qq.com'),
});

/** See SIGNATURE_CHECK. */
export type SignaturePolicy = 'on' | 'legacy' | 'off';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  mobileSiteUrl: string | undefined;
  seedDemo: boolean;
  shutdownTimeoutMs: number;
  /** Addresses and ranges of trusted reverse proxies; empty when requests come straight from clients. */
  trustProxy: string[];
  /** When a request without the signed header is served; a header that is sent is always checked. */
  signatureCheck: SignaturePolicy;
  sms: {
    provider: 'console' | 'aliyun';
    aliyun: {
      endpoint: string;
      accessKeyId: string | undefined;
      accessKeySecret: string | undefined;
      signName: string | undefined;
      templateCode: string | undefined;
    };
  };
  adminSiteUrl: string;
  adminDistDir: string;
  /** CONTENT_REVIEW: whether new works are reviewed after they are out, or before. */
  contentReview: 'after' | 'before';
  /** Undefined when WeChat login is not configured. */
  wechat: WechatConfig | undefined;
  uploadMaxMb: number;
  /** Undefined when files are kept on local disk. */
  s3: S3Config | undefined;
  wsIdleTimeoutMs: number;
  wsSendRate: { perSecond: number; burst: number; queue: number };
  noticeFanout: { pageSize: number; pauseMs: number; pollMs: number; leaseMs: number };
  payments: PaymentsConfig;
  /** WISH_PLATFORM_FEE_PERMILLE: the platform's cut of each wish settlement, in thousandths. */
  wishFeePermille: number;
  earnings: EarningsConfig;
  /** DISTRIBUTION_WINDOW_DAYS: how long a promotion link's attribution lasts (last click wins). */
  distributionWindowDays: number;
  /** IDENTITY_KEY, decoded; undefined when the key file in DATA_DIR is to be used. */
  identityKey: Buffer | undefined;
}

export interface EarningsConfig {
  commissionPercent: number;
  holdDays: number;
  withdraw: { minCents: number; dailyLimitCents: number; feePermille: number; feeMinCents: number };
  payoutProvider: 'sandbox' | 'wechat';
  sandboxPayoutDelayMs: number;
  /** Set exactly when payoutProvider is 'wechat': the same merchant settings as WeChat Pay payments. */
  wechat?: WechatPayConfig;
}

export interface PaymentsConfig {
  provider: 'sandbox' | 'wechat';
  /** PAY_NOTIFY_BASE_URL: the public origin notify_url is built on, when set. */
  notifyBaseUrl?: string;
  /** Set exactly when provider is 'wechat'. */
  wechat?: WechatPayConfig;
}

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** The 32-character API v3 key: the AES-256 key of notification resources. */
  apiV3Key: string;
  /** Serial number of the merchant API certificate, sent as serial_no in Authorization. */
  merchantSerial: string;
  merchantPrivateKeyPem: string;
  /** WeChat's signing keys by serial (Wechatpay-Serial): platform certificate keys or the WeChat Pay public key. */
  platformPublicKeys: Record<string, string>;
  apiBase: string;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface WechatConfig {
  appId: string;
  appSecret: string;
  apiBase: string;
  qrBase: string;
  redirectUri: string;
}

export class ConfigError extends Error {}

/** Reads the configuration from environment variables; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    mobileSiteUrl: e.MOBILE_SITE_URL,
    seedDemo: e.SEED_DEMO,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY ?? [],
    signatureCheck: e.SIGNATURE_CHECK,
    sms: {
      provider: e.SMS_PROVIDER,
      aliyun: {
        endpoint: e.ALIYUN_SMS_ENDPOINT,
        accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET,
        signName: e.ALIYUN_SMS_SIGN_NAME,
        templateCode: e.ALIYUN_SMS_TEMPLATE_CODE,
      },
    },
    adminSiteUrl: e.ADMIN_SITE_URL,
    adminDistDir: path.resolve(e.ADMIN_DIST_DIR),
    contentReview: e.CONTENT_REVIEW,
    wechat: wechatConfigOf(e),
    uploadMaxMb: e.UPLOAD_MAX_MB,
    s3: s3ConfigOf(e),
    wsIdleTimeoutMs: e.WS_IDLE_TIMEOUT_MS,
    wsSendRate: { perSecond: e.WS_SENDS_PER_SECOND, burst: e.WS_SEND_BURST, queue: e.WS_SEND_QUEUE },
    noticeFanout: {
      pageSize: e.NOTICE_FANOUT_PAGE_SIZE,
      pauseMs: e.NOTICE_FANOUT_PAUSE_MS,
      pollMs: e.NOTICE_BROADCAST_POLL_MS,
      leaseMs: e.NOTICE_BROADCAST_LEASE_MS,
    },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      notifyBaseUrl: e.PAY_NOTIFY_BASE_URL,
      wechat: e.PAYMENT_PROVIDER === 'wechat' ? wechatPayConfigOf(e, 'PAYMENT_PROVIDER=wechat') : undefined,
    },
    wishFeePermille: e.WISH_PLATFORM_FEE_PERMILLE,
    earnings: {
      commissionPercent: e.DRAMA_COMMISSION_PERCENT,
      holdDays: e.EARNINGS_HOLD_DAYS,
      withdraw: {
        minCents: e.WITHDRAW_MIN_CENTS,
        dailyLimitCents: e.WITHDRAW_DAILY_LIMIT_CENTS,
        feePermille: e.WITHDRAW_FEE_PERMILLE,
        feeMinCents: e.WITHDRAW_FEE_MIN_CENTS,
      },
      payoutProvider: e.PAYOUT_PROVIDER,
      sandboxPayoutDelayMs: e.SANDBOX_PAYOUT_DELAY_MS,
      wechat: e.PAYOUT_PROVIDER === 'wechat' ? wechatPayConfigOf(e, 'PAYOUT_PROVIDER=wechat') : undefined,
    },
    distributionWindowDays: e.DISTRIBUTION_WINDOW_DAYS,
    identityKey: e.IDENTITY_KEY === undefined ? undefined : Buffer.from(e.IDENTITY_KEY, 'base64'),
  };
}

/**
 * WeChat login is on when WECHAT_APP_ID is set. The secret and the redirect address are then required: the
 * server builds the qrconnect URL, and WeChat refuses a redirect_uri outside the registered callback domain,
 * which the server cannot guess from a request behind proxies.
 */
function wechatConfigOf(e: z.infer<typeof envSchema>): WechatConfig | undefined {
  if (!e.WECHAT_APP_ID) {
    if (e.WECHAT_APP_SECRET) throw new ConfigError('WECHAT_APP_SECRET is set but WECHAT_APP_ID is not');
    return undefined;
  }
  const missing = [
    e.WECHAT_APP_SECRET ? '' : 'WECHAT_APP_SECRET',
    e.WECHAT_REDIRECT_URI ? '' : 'WECHAT_REDIRECT_URI',
  ].filter(Boolean);
  if (!e.WECHAT_APP_SECRET || !e.WECHAT_REDIRECT_URI) {
    throw new ConfigError(`WECHAT_APP_ID is set, so WeChat login also needs ${missing.join(' and ')}`);
  }
  return {
    appId: e.WECHAT_APP_ID,
    appSecret: e.WECHAT_APP_SECRET,
    apiBase: e.WECHAT_API_BASE,
    qrBase: e.WECHAT_QR_BASE,
    redirectUri: e.WECHAT_REDIRECT_URI,
  };
}

/** S3 storage is on when S3_ENDPOINT is set; the bucket and both keys are then required. */
function s3ConfigOf(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_ENDPOINT) return undefined;
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = [
      bucket ? '' : 'S3_BUCKET',
      accessKeyId ? '' : 'S3_ACCESS_KEY_ID',
      secretAccessKey ? '' : 'S3_SECRET_ACCESS_KEY',
    ].filter(Boolean);
    throw new ConfigError(`S3_ENDPOINT is set, so S3 storage also needs ${missing.join(' and ')}`);
  }
  return { endpoint: e.S3_ENDPOINT, bucket, accessKeyId, secretAccessKey, region: e.S3_REGION };
}

/**
 * WeChat Pay needs every WECHATPAY_* setting; the key files are read now so a bad path stops the start.
 * `because` names the setting that asked for it (payments, payouts or both use one merchant).
 */
function wechatPayConfigOf(e: z.infer<typeof envSchema>, because: string): WechatPayConfig {
  const required = {
    WECHATPAY_MCH_ID: e.WECHATPAY_MCH_ID,
    WECHATPAY_APP_ID: e.WECHATPAY_APP_ID,
    WECHATPAY_API_V3_KEY: e.WECHATPAY_API_V3_KEY,
    WECHATPAY_MERCHANT_SERIAL: e.WECHATPAY_MERCHANT_SERIAL,
    WECHATPAY_PRIVATE_KEY_FILE: e.WECHATPAY_PRIVATE_KEY_FILE,
    WECHATPAY_PLATFORM_SERIAL: e.WECHATPAY_PLATFORM_SERIAL,
    WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: e.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(`${because}, so WeChat Pay also needs ${missing.join(', ')}`);
  }
  const r = required as Record<keyof typeof required, string>;
  return {
    mchId: r.WECHATPAY_MCH_ID,
    appId: r.WECHATPAY_APP_ID,
    apiV3Key: r.WECHATPAY_API_V3_KEY,
    merchantSerial: r.WECHATPAY_MERCHANT_SERIAL,
    merchantPrivateKeyPem: readPem('WECHATPAY_PRIVATE_KEY_FILE', r.WECHATPAY_PRIVATE_KEY_FILE, 'private'),
    platformPublicKeys: {
      [r.WECHATPAY_PLATFORM_SERIAL]: readPem(
        'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE',
        r.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE,
        'public',
      ),
    },
    apiBase: e.WECHATPAY_API_BASE,
  };
}

/** A public key file may also be the platform certificate itself: node reads the key out of it. */
function readPem(variable: string, file: string, kind: 'private' | 'public'): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`${variable}=${JSON.stringify(file)}: cannot read the file (${reason})`);
  }
  if (!text.includes('-----BEGIN ')) {
    throw new ConfigError(`${variable}=${JSON.stringify(file)}: the file is not PEM (no -----BEGIN line)`);
  }
  let type: string | undefined;
  try {
    type = (kind === 'private' ? createPrivateKey(text) : createPublicKey(text)).asymmetricKeyType;
  } catch {
    type = undefined;
  }
  if (type !== 'rsa') {
    throw new ConfigError(`${variable}=${JSON.stringify(file)}: the file holds no RSA ${kind} key`);
  }
  return text;
}
