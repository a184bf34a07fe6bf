import { createDecipheriv } from 'node:crypto';

/** The encrypted `resource` of a WeChat Pay notification. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

export class ResourceUnreadable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ResourceUnreadable';
  }
}

const TAG_BYTES = 16;
const NONCE_BYTES = 12;

/** The API v3 key is used as-is: its 32 characters are the 32 bytes of the AES-256 key. */
export function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new ResourceUnreadable('the API v3 key must be exactly 32 bytes');
  return key;
}

/**
 * Decrypts an AEAD_AES_256_GCM resource into its plaintext (JSON text). GCM authenticates the ciphertext,
 * the nonce and the associated data together, so any change to one of them fails here.
 */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw new ResourceUnreadable(`unsupported resource algorithm ${JSON.stringify(resource.algorithm)}`);
  }
  const nonce = Buffer.from(resource.nonce ?? '', 'utf8');
  if (nonce.length !== NONCE_BYTES) throw new ResourceUnreadable('the resource nonce is not 12 bytes');
  const sealed = Buffer.from(resource.ciphertext ?? '', 'base64');
  if (sealed.length <= TAG_BYTES) throw new ResourceUnreadable('the resource ciphertext is too short');
  const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), nonce, {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  try {
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch (error) {
    throw new ResourceUnreadable('the resource failed authentication (wrong key or tampered)', {
      cause: error,
    });
  }
}
