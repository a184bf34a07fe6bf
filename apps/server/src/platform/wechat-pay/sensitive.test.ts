import { constants, createPublicKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptSensitiveField } from './sensitive.js';

describe('encryptSensitiveField', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  it('is opened by the platform private key with RSA-OAEP (SHA-1), and differs every time', () => {
    const name = '\u5f20\u4e09';
    const sealed = encryptSensitiveField(
      name,
      createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })),
    );
    const again = encryptSensitiveField(name, publicKey);
    expect(sealed).not.toBe(again);
    expect(Buffer.from(sealed, 'base64')).toHaveLength(256);
    const opened = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(sealed, 'base64'),
    );
    expect(opened.toString('utf8')).toBe(name);
  });

  it('is not opened with PKCS#1 v1.5 padding', () => {
    const sealed = Buffer.from(encryptSensitiveField('Li Si', publicKey), 'base64');
    expect(() => privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, sealed)).toThrow();
  });
});
