import {
  constants,
  createCipheriv,
  createSign,
  createVerify,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';

/**
 * WeChat Pay's side of the API v3 crypto, for the merchant-transfer simulator: checking the merchant's
 * Authorization, signing answers and notifications, sealing resources, opening sensitive fields. Written
 * without the adapter's code so the two check each other.
 */

export class SimulatedFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export const SKEW_S = 300;

const lines = (...fields: string[]) => fields.map((field) => `${field}\n`).join('');

export function signedHeaders(body: string, keyPem: string, serial: string, timestamp: number) {
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(lines(String(timestamp), nonce, body))
    .sign(keyPem, 'base64');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': serial,
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

export interface MerchantIdentity {
  mchId: string;
  merchantSerial: string;
  merchantPublicKeyPem: string;
}

/** Throws 401 SIGN_ERROR as WeChat does when the Authorization header does not hold. */
export function checkAuthorization(
  merchant: MerchantIdentity,
  request: { method: string; target: string; header: string | undefined; body: string },
  nowS: number,
): void {
  const refuse = (why: string) => new SimulatedFailure(401, 'SIGN_ERROR', `签名错误，${why}`);
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(request.header ?? '');
  if (!match) throw refuse('Authorization 缺失或认证类型错误');
  const params = Object.fromEntries([...match[1]!.matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (params.mchid !== merchant.mchId) throw refuse('商户号不匹配');
  if (params.serial_no !== merchant.merchantSerial) throw refuse('商户证书序列号不匹配');
  if (!params.nonce_str || !params.signature || !/^\d+$/.test(params.timestamp ?? '')) {
    throw refuse('Authorization 参数不完整');
  }
  if (Math.abs(nowS - Number(params.timestamp)) > SKEW_S) throw refuse('时间戳过期');
  const message = lines(request.method, request.target, params.timestamp!, params.nonce_str, request.body);
  const good = createVerify('RSA-SHA256')
    .update(message)
    .verify(merchant.merchantPublicKeyPem, params.signature, 'base64');
  if (!good) throw refuse('请检查签名参数和方法是否都符合签名算法要求');
}

/** AEAD_AES_256_GCM with the API v3 key, the resource's type as associated data: a notification's resource. */
export function sealResource(plain: unknown, originalType: string, apiV3Key: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), nonce);
  cipher.setAAD(Buffer.from(originalType));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(plain), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    original_type: originalType,
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: originalType,
    nonce,
  };
}

/** Opens a field the merchant encrypted with the platform public key (RSA-OAEP); undefined when it cannot. */
export function openSensitive(cipherText: string, platformPrivateKeyPem: string): string | undefined {
  try {
    return privateDecrypt(
      { key: platformPrivateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(cipherText, 'base64'),
    ).toString('utf8');
  } catch {
    return undefined;
  }
}
