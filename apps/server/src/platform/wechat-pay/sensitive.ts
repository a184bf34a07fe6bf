import { constants, publicEncrypt, type KeyObject } from 'node:crypto';

/**
 * Encrypts a sensitive request field (a payee's name, an ID number) as WeChat Pay API v3 asks: RSA with
 * OAEP padding (SHA-1 and MGF1, the scheme its SDKs use) under the WeChat Pay platform public key, Base64.
 * The request then names that key's serial in Wechatpay-Serial so WeChat knows which private key opens it.
 */
export function encryptSensitiveField(plaintext: string, platformKey: KeyObject): string {
  return publicEncrypt(
    { key: platformKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    Buffer.from(plaintext, 'utf8'),
  ).toString('base64');
}
