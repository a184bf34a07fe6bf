import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import { isSafeKey, type FileStore } from '../../platform/storage/index.js';
import { SIGNED_URL_LIFETIME_S, type FileGrant, type FileSigner, type SignedParams } from './file-signing.js';
import { FILES_PREFIX, sendStoredFile } from './serve.js';

/** A stored file asked for by address: its key and the signature the address carried, if any. */
export interface FileTarget {
  key: string;
  params: SignedParams;
}

/** The file an address names (absolute or a path, as the upload or the episode list answered it), or null. */
export function fileTargetOf(url: string): FileTarget | null {
  let parsed: URL;
  let pathname: string;
  try {
    parsed = new URL(url, 'http://local');
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith(FILES_PREFIX)) return null;
  const key = pathname.slice(FILES_PREFIX.length);
  if (!isSafeKey(key)) return null;
  const param = (name: string) => parsed.searchParams.get(name) ?? undefined;
  return { key, params: { uid: param('uid'), exp: param('exp'), sig: param('sig') } };
}

/** Why a private file is not served: a paid episode is bought, an ID card photo is nobody else's. */
export const refusalOf = (access: string | undefined) =>
  access === 'identityDocument' ? 'uploads.identityDocument' : 'uploads.privateFile';

/**
 * Whether the file is private, and if so the grant its address carries; a private file without a valid
 * signature is refused (403, in the envelope). Public files, and keys with no upload row (the demo media),
 * answer null: anyone may fetch them.
 */
export async function privateGrant(
  signer: () => Promise<FileSigner>,
  target: FileTarget,
  access: string | undefined,
): Promise<FileGrant | null> {
  if (access === undefined || access === 'public') return null;
  const grant = (await signer()).verify(target.key, target.params);
  if (!grant) throw new AppError(403, refusalOf(access));
  return grant;
}

/**
 * Sends a private file its signature allows. From local disk the bytes go out here, with Range support and
 * a cache lifetime ending with the address. From S3 the answer is a redirect to a presigned address of the
 * object, valid for the same window: the check stays here, on every request, while the bytes (and every
 * Range request after the redirect) go from the bucket straight to the browser, so a paid video does not
 * pass through the server. Within one time bucket the presigned address is the same, so the browser caches
 * the redirect and the object alike.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  store: FileStore,
  key: string,
  grant: FileGrant,
  rangeHeader: string | undefined,
): Promise<boolean> {
  const maxAge = Math.max(0, grant.expires - Math.ceil(Date.now() / 1000));
  const cacheControl = `private, max-age=${maxAge}`;
  if (store.presignedUrl) {
    const window = { from: grant.expires - SIGNED_URL_LIFETIME_S, until: grant.expires };
    reply.header('cache-control', cacheControl);
    await reply.redirect(store.presignedUrl(key, window), 302);
    return true;
  }
  return sendStoredFile(reply, store, key, rangeHeader, { cacheControl });
}
