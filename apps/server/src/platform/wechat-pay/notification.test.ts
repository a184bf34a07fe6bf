import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NotificationRejected } from '../notification-rejected.js';
import { openWechatNotification } from './notification.js';

const API_V3_KEY = 'k'.repeat(32);
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platformKeys = new Map([['SERIAL1', platform.publicKey]]);
const kind = { events: ['MCHTRANSFER.BATCH.FINISHED'], originalType: 'mch_payment', what: 'payout' };

function notification(
  plain: unknown,
  eventType = 'MCHTRANSFER.BATCH.FINISHED',
  originalType = 'mch_payment',
) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), nonce);
  cipher.setAAD(Buffer.from(originalType));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id: 'N1',
    event_type: eventType,
    resource_type: 'encrypt-resource',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: originalType,
      original_type: originalType,
      nonce,
    },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\nNONCE\n${body}\n`)
    .sign(platform.privateKey, 'base64');
  const headers = {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': 'NONCE',
    'wechatpay-signature': signature,
    'wechatpay-serial': 'SERIAL1',
  };
  return { headers, body };
}

const open = (headers: Record<string, string | undefined>, body: string) =>
  openWechatNotification(headers, body, kind, { platformKeys, apiV3Key: API_V3_KEY, nowMs: Date.now() });

describe('openWechatNotification', () => {
  it('answers the decrypted resource of a genuine notification', () => {
    const { headers, body } = notification({ out_batch_no: 'W1', batch_status: 'FINISHED' });
    expect(open(headers, body)).toEqual({ out_batch_no: 'W1', batch_status: 'FINISHED' });
  });

  it('rejects another event, another resource type, a changed body and a missing signature', () => {
    const other = notification({}, 'TRANSACTION.SUCCESS');
    expect(() => open(other.headers, other.body)).toThrow(NotificationRejected);
    expect(() => open(other.headers, other.body)).toThrow(/not a payout notification: TRANSACTION.SUCCESS/);
    const wrongType = notification({}, 'MCHTRANSFER.BATCH.FINISHED', 'transaction');
    expect(() => open(wrongType.headers, wrongType.body)).toThrow(/no mch_payment resource/);
    const genuine = notification({ out_batch_no: 'W1' });
    expect(() => open(genuine.headers, genuine.body.replace('"N1"', '"N2"'))).toThrow(/does not match/);
    expect(() => open({}, genuine.body)).toThrow(/missing/);
  });
});
