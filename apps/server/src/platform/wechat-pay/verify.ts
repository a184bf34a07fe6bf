import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import { signatureMessage } from './request-signing.js';

/** WeChat Pay's keys by the serial it names in Wechatpay-Serial. */
export type PlatformKeys = ReadonlyMap<string, KeyObject>;

/** WeChat's own window: a message signed more than 5 minutes away from now may be a replay. */
export const MAX_CLOCK_SKEW_S = 5 * 60;

export class SignatureRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignatureRejected';
  }
}

/** Accepts public key PEMs or platform certificate PEMs, as configured. */
export function platformKeysOf(pems: Readonly<Record<string, string>>): PlatformKeys {
  return new Map(Object.entries(pems).map(([serial, pem]) => [serial, createPublicKey(pem)]));
}

/** Header lookup without regard to case, whoever built the record. */
export function headerReader(headers: Readonly<Record<string, string | string[] | undefined>>) {
  const lower = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    lower.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
  }
  return (name: string): string | undefined => lower.get(name.toLowerCase());
}

/**
 * Checks a message WeChat Pay signed (an API answer or a notification) against the Wechatpay-* headers.
 * Throws SignatureRejected saying why; returns the serial of the key that verified it.
 */
export function verifyWechatSignature(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  body: string,
  keys: PlatformKeys,
  nowMs: number = Date.now(),
): string {
  const header = headerReader(headers);
  const timestamp = header('wechatpay-timestamp');
  const nonce = header('wechatpay-nonce');
  const signature = header('wechatpay-signature');
  const serial = header('wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) {
    throw new SignatureRejected('a Wechatpay-Timestamp, -Nonce, -Signature or -Serial header is missing');
  }
  if (!/^\d{1,12}$/.test(timestamp)) throw new SignatureRejected('Wechatpay-Timestamp is not a number');
  const skew = Math.abs(nowMs / 1000 - Number(timestamp));
  if (skew > MAX_CLOCK_SKEW_S) {
    throw new SignatureRejected(`Wechatpay-Timestamp is ${Math.round(skew)} s away from now`);
  }
  const key = keys.get(serial);
  if (!key) throw new SignatureRejected(`Wechatpay-Serial ${serial} names no configured WeChat Pay key`);
  const good = createVerify('RSA-SHA256')
    .update(signatureMessage([timestamp, nonce, body]), 'utf8')
    .verify(key, signature, 'base64');
  if (!good) throw new SignatureRejected('Wechatpay-Signature does not match the message');
  return serial;
}
