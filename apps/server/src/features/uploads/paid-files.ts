import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/tables.js';
import type { FileStore } from '../../platform/storage/index.js';
import { fileSignerOf } from './file-signing.js';
import { fileTargetOf } from './private-files.js';
import { insertUploads, setAccess } from './repo.js';
import { FILES_PREFIX } from './serve.js';
import type { UploadAccess } from './tables.js';

/** Signs stored-file addresses for one viewer at a time; other addresses pass through unchanged. */
export type FileUrlSigner = (url: string, viewerId: number | null) => string;

/**
 * A signer for addresses handed to viewers who may fetch them (the videos of watchable episodes). The
 * signature names the viewer (0 for a guest) and expires within two hours; within one hour the same viewer
 * gets the same address. Sign only for a viewer who may fetch the file: the file route then serves it to
 * whoever holds the address, without asking who they are.
 */
export async function fileUrlSigner(db: Db): Promise<FileUrlSigner> {
  const signer = await fileSignerOf(db);
  const now = Date.now();
  return (url, viewerId) => {
    const target = url.startsWith(FILES_PREFIX) && !url.includes('?') ? fileTargetOf(url) : null;
    return target ? `${url}?${signer.queryFor(target.key, viewerId ?? 0, now)}` : url;
  };
}

const keysOf = (urls: string[]) =>
  urls.flatMap((url) => {
    const target = fileTargetOf(url);
    return target ? [target.key] : [];
  });

/**
 * Makes the uploaded files behind these addresses private to paid-episode viewers (call it in the
 * transaction that puts the episodes on sale). Addresses that are not uploads are left alone.
 */
export async function makePaidEpisodeFiles(db: Db, urls: string[]): Promise<void> {
  await setAccess(db, keysOf(urls), 'paidEpisode');
}

/**
 * Makes the uploaded photos behind these addresses ID documents (call it in the transaction that submits
 * the verification): from then on no address of theirs is served without a signature, and no other field
 * accepts them (checkFileUrls refuses a private file).
 */
export async function makeIdentityDocumentFiles(db: Db, urls: string[]): Promise<void> {
  await setAccess(db, keysOf(urls), 'identityDocument');
}

/**
 * Copies a stored file under a new random key and records the copy as a private file of `ownerId`, a
 * paid-episode file unless told (the demo world's paid episodes and ID card photos get files of their own
 * this way). Answers the copy's address.
 */
export async function storePrivateCopy(
  db: Db,
  store: FileStore,
  copy: {
    fromUrl: string;
    ownerId: number;
    fileName: string;
    now: number;
    access?: Exclude<UploadAccess, 'public'>;
  },
): Promise<string> {
  const source = fileTargetOf(copy.fromUrl);
  const file = source && (await store.get(source.key));
  if (!source || !file) throw new Error(`no stored file to copy at ${copy.fromUrl}`);
  const ext = source.key.split('.').pop() ?? 'bin';
  const month = new Date(copy.now).toISOString().slice(0, 7).replace('-', '/');
  const key = `${month}/${randomUUID()}.${ext}`;
  const { size } = await store.put(key, file.stream, file.contentType);
  await insertUploads(db, [
    {
      userId: copy.ownerId,
      key,
      fileName: copy.fileName,
      size,
      contentType: file.contentType,
      kind: file.contentType.startsWith('video/') ? 'video' : 'image',
      access: copy.access ?? 'paidEpisode',
      createdAt: copy.now,
    },
  ]);
  return FILES_PREFIX + key;
}
