import type { Generated } from 'kysely';

/**
 * One generation of the keys of the signed header. Every server process reads the same rows, so a client
 * may fetch its keys from one process and be checked by another.
 */
export interface SigningKeyTable {
  id: Generated<number>;
  hmacKey: string;
  /** 16 characters: the AES-128 key as Latin-1 bytes. */
  aesKey: string;
  /** 16 characters: the CBC initial vector as UTF-8 bytes. */
  iv: string;
  /** Milliseconds since the epoch; the newest generation is the current one. */
  createdAt: number;
}

export interface SigningTables {
  signingKeys: SigningKeyTable;
}
