import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptResource, ResourceUnreadable, type EncryptedResource } from './resource.js';

const API_V3_KEY = 'a7Kq2Zt9Lm4Xc8Vb1Nr6Hs3Jd5Fg0Wp2';
const TRANSACTION = JSON.stringify({
  out_trade_no: 'FX20240520001',
  trade_state: 'SUCCESS',
  note: '狐币充值',
});

function encrypt(
  plaintext: string,
  key = API_V3_KEY,
  associatedData = 'transaction',
  nonce = 'fGx7Qw2Ks9Pz',
) {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    original_type: 'transaction',
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce,
  } satisfies EncryptedResource;
}

function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64');
}

describe('decryptResource', () => {
  it('round-trips a resource encrypted with AES-256-GCM', () => {
    expect(decryptResource(encrypt(TRANSACTION), API_V3_KEY)).toBe(TRANSACTION);
    expect(
      decryptResource({ ...encrypt(TRANSACTION, API_V3_KEY, ''), associated_data: undefined }, API_V3_KEY),
    ).toBe(TRANSACTION);
  });

  it('rejects a changed ciphertext, tag, associated data, nonce or key', () => {
    const resource = encrypt(TRANSACTION);
    const attempts: [string, EncryptedResource, string][] = [
      ['ciphertext', { ...resource, ciphertext: flipByte(resource.ciphertext, 3) }, API_V3_KEY],
      ['tag', { ...resource, ciphertext: flipByte(resource.ciphertext, -1) }, API_V3_KEY],
      ['associated data', { ...resource, associated_data: 'certificate' }, API_V3_KEY],
      ['nonce', { ...resource, nonce: 'fGx7Qw2Ks9Py' }, API_V3_KEY],
      ['key', resource, 'b7Kq2Zt9Lm4Xc8Vb1Nr6Hs3Jd5Fg0Wp2'],
    ];
    for (const [what, changed, key] of attempts) {
      expect(() => decryptResource(changed, key), what).toThrow(ResourceUnreadable);
    }
  });

  it('rejects other algorithms and malformed fields', () => {
    const resource = encrypt(TRANSACTION);
    expect(() => decryptResource({ ...resource, algorithm: 'AEAD_SM4_GCM' }, API_V3_KEY)).toThrow(
      /algorithm/,
    );
    expect(() => decryptResource({ ...resource, nonce: 'short' }, API_V3_KEY)).toThrow(/nonce/);
    expect(() => decryptResource({ ...resource, ciphertext: 'AAAA' }, API_V3_KEY)).toThrow(/too short/);
    expect(() => decryptResource(resource, 'too-short-key')).toThrow(/32 bytes/);
  });
});
