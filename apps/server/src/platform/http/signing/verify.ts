import { signing, system, type Endpoint } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../platform.js';
import { AppError } from '../app-error.js';
import type { RequestGuard } from '../contract-routes.js';
import type { MessageKey } from '../messages.js';
import type { Keyring } from './keyring.js';
import type { NonceStore } from './nonces.js';
import { checkPayload, type PayloadFault } from './signature.js';

/** Why a signed request was refused: the message, and a short reason a client can act on. */
export type SignatureRefusal = 'missing' | 'badKey' | 'replayed' | PayloadFault;

const messageKeys: Record<SignatureRefusal, MessageKey> = {
  missing: 'signature.missing',
  badKey: 'signature.badKey',
  malformed: 'signature.malformed',
  badSign: 'signature.badSign',
  stale: 'signature.stale',
  urlMismatch: 'signature.urlMismatch',
  tokenMismatch: 'signature.tokenMismatch',
  replayed: 'signature.replayed',
};

/** The key endpoint must be reachable before a client has keys; health checks come from load balancers. */
const unsigned = new Set([key(signing.aesKey), key(system.health)]);

/**
 * Clients before this app version never sent the signed header, and the real platform served them; in the
 * `legacy` policy they still are.
 */
export const FIRST_SIGNING_VERSION = [1, 5, 4] as const;

/**
 * Refuses a contract request whose `x-encrypt-key` header is unreadable with the live keys, stale, made for
 * another URL or token, badly signed, or already used, whatever the policy: a header that is sent is always
 * checked in full. The policy only decides when a request may come without one: never (`on`), from a
 * client declaring a `Version` older than signing (`legacy`), or always (`off`). Refusals carry code 401
 * with the reason in `data.signature` (`badKey` tells the client to fetch the keys again and retry).
 */
export function createSignatureGuard(
  platform: Pick<Platform, 'config'>,
  keyring: Keyring,
  nonces: NonceStore,
  options: { now?: () => number } = {},
): RequestGuard {
  const now = options.now ?? Date.now;
  const policy = platform.config.signatureCheck;
  return async (request, endpoint) => {
    if (unsigned.has(key(endpoint))) return;
    const header = headerValue(request.headers['x-encrypt-key']);
    if (!header) {
      if (policy === 'off') return;
      if (policy === 'legacy' && isClientBeforeSigning(request)) return;
      throw refusal('missing');
    }
    const opened = await keyring.open(header);
    if (!opened) throw refusal('badKey');
    const fault = checkPayload(opened.payload, opened.generation.hmacKey, {
      path: request.url,
      bearerToken: headerValue(request.headers.authorization),
      now: now(),
    });
    if (fault) throw refusal(fault);
    // Only a header that passed every other check may use up its nonce, so garbage cannot burn nonces.
    if (!(await nonces.claim(opened.payload.nonce as string))) throw refusal('replayed');
  };
}

/** True for a declared version such as `1.5.0` that is older than 1.5.4; false when none or unreadable. */
export function predatesSigning(version: string | undefined): boolean {
  const match = /^v?(\d{1,4})(?:\.(\d{1,4}))?(?:\.(\d{1,4}))?/i.exec(version ?? '');
  if (!match) return false;
  const parts = [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
  for (let i = 0; i < FIRST_SIGNING_VERSION.length; i += 1) {
    const difference = (parts[i] ?? 0) - FIRST_SIGNING_VERSION[i]!;
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/**
 * A request from an app before signing: no signed header, and a declared `Version` older than 1.5.4. The
 * guard serves it in the `legacy` policy, and the login reads its password as sent (it predates that too).
 */
export function isClientBeforeSigning(request: FastifyRequest): boolean {
  return (
    headerValue(request.headers['x-encrypt-key']) === undefined &&
    predatesSigning(headerValue(request.headers.version))
  );
}

function refusal(reason: SignatureRefusal): AppError {
  return new AppError(401, messageKeys[reason], {}, { data: { signature: reason } });
}

function headerValue(value: FastifyRequest['headers'][string]): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

function key(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
