import type { signing as signingSchemas } from '@fox/contracts';
import { ErrorCode, signing } from '@fox/contracts/client';
import { create } from 'zustand';
import { SIGNING_KEY_REFUSED } from '../i18n/server-messages';
import { apiSession } from './api-session';
import { api } from './client';
import { addRequestSigner, addRetryCheck, type RefusedRequest } from './request-signers';
import { buildEncryptKey } from './signing';

type SigningKeys = signingSchemas.SigningKeys;

/** Spec 002 §4.6 and §9: the encryption keys are refreshed every hour. */
export const KEY_REFRESH_MS = 3_600_000;

interface SigningKeysState {
  keys: SigningKeys | null;
  fetchedAt: number;
}

/** The crypto keys the server hands out (spec 002 §3, Store); refreshed by age and on a key refusal. */
export const useSigningKeys = create<SigningKeysState>()(() => ({ keys: null, fetchedAt: 0 }));

let inFlight: Promise<SigningKeys> | null = null;

/** Fetches new keys now; concurrent callers share one request. */
export function refreshSigningKeys(): Promise<SigningKeys> {
  inFlight ??= api(signing.aesKey, undefined, { silent: true })
    .then((keys) => {
      useSigningKeys.setState({ keys, fetchedAt: Date.now() });
      return keys;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The current keys, fetched first when there are none or they are an hour old. */
export async function currentSigningKeys(now = Date.now()): Promise<SigningKeys> {
  const { keys, fetchedAt } = useSigningKeys.getState();
  if (keys && now - fetchedAt < KEY_REFRESH_MS) return keys;
  return refreshSigningKeys();
}

/**
 * The server's refusal that means "your keys are gone" (a header no live key decrypts): only then do new
 * keys help. Stale clocks, replays and bad signatures would fail again with any keys.
 */
export function isKeyRefusal(refusal: RefusedRequest): boolean {
  if (refusal.code !== ErrorCode.unauthorized) return false;
  const reason = (refusal.data as { signature?: unknown } | null | undefined)?.signature;
  if (reason !== undefined) return reason === 'badKey';
  return KEY_REFUSAL_MESSAGES.includes(refusal.msg);
}

/** The server's texts for the key refusal, for an answer that lacks `data.signature`. */
const KEY_REFUSAL_MESSAGES = [
  SIGNING_KEY_REFUSED,
  'The request signature cannot be decrypted: the key may have expired, fetch a new one',
];

/**
 * Signs every request but the key query itself with `x-encrypt-key`, and answers a key refusal by
 * fetching new keys and sending the request once more. Returns the function that uninstalls both. The
 * token and user id signed in are the session's the app connected (`configureApi`): the portal's user or
 * the back office's operator.
 */
export function installRequestSigning(): () => void {
  const removeSigner = addRequestSigner(async (request) => {
    if (request.path === signing.aesKey.path) return;
    const keys = await currentSigningKeys();
    const session = apiSession();
    const [token, userId] = [session.token(), session.userId()];
    request.headers.set(signing.SIGNED_HEADER, buildEncryptKey(keys, { token, userId, url: request.path }));
  });
  const removeRetry = addRetryCheck(async (refusal) => {
    if (!isKeyRefusal(refusal)) return false;
    try {
      await refreshSigningKeys();
      return true;
    } catch {
      return false;
    }
  });
  return () => {
    removeSigner();
    removeRetry();
  };
}
