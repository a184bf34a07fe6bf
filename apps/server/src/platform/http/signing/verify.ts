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
 * Refuses a contract request whose `x-encrypt-key` header is missing, unreadable with the live keys,
 * stale, made for another URL or token, badly signed, or already used. Refusals are 401 with the reason in
 * `data.signature` (`badKey` tells the client to fetch the keys again and retry).
 */
export function createSignatureGuard(
  platform: Pick<Platform, 'config'>,
  keyring: Keyring,
  nonces: NonceStore,
  options: { now?: () => number } = {},
): RequestGuard {
  const now = options.now ?? Date.now;
  return async (request, endpoint) => {
    if (!platform.config.signatureCheck || unsigned.has(key(endpoint))) return;
    const header = headerValue(request.headers['x-encrypt-key']);
    if (!header) throw refusal('missing');
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

function refusal(reason: SignatureRefusal): AppError {
  return new AppError(401, messageKeys[reason], {}, { httpStatus: 401, data: { signature: reason } });
}

function headerValue(value: FastifyRequest['headers'][string]): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

function key(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
