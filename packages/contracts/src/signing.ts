import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
export * from './signing-constants.js';

/**
 * The current key generation. `aesKey` and `iv` are 16 characters (AES-128-CBC: key as Latin-1 bytes, IV as
 * UTF-8 bytes); `hmacKey` keys the HMAC-SHA256 signature.
 */
export const signingKeysSchema = z.object({
  hmacKey: z.string().min(16),
  aesKey: z.string().length(16),
  iv: z.string().length(16),
});
export type SigningKeys = z.infer<typeof signingKeysSchema>;

export const aesKey = defineEndpoint({
  method: 'GET',
  path: '/app/v1/query/aesKey',
  auth: 'public',
  tag: 'auth',
  summary:
    'The current keys for the signed x-encrypt-key header and encrypted passwords (no signature needed)',
  kind: 'object',
  response: signingKeysSchema,
});
