import path from 'node:path';
import multipart from '@fastify/multipart';
import { uploads } from '@fox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { Platform } from '../../platform/platform.js';
import { fileStoreOf, isSafeKey } from '../../platform/storage/index.js';
import type { Feature } from '../feature.js';
import { receiveUpload } from './receive.js';
import { findUploadByKey } from './repo.js';
import { FILES_PREFIX, sendStoredFile } from './serve.js';

export const uploadsFeature: Feature = {
  name: 'uploads',
  routes(router, platform) {
    const { db } = platform.database;
    const store = fileStoreOf(platform);
    const deps = {
      db,
      store,
      tempDir: path.join(platform.config.dataDir, 'tmp'),
      maxMb: platform.config.uploadMaxMb,
    };
    router.handle(uploads.uploadFile, ({ user, request }) => receiveUpload(deps, user.id, request));
    router.handle(
      uploads.downloadFile,
      async ({ query, request, reply }) => {
        const key = keyOfUrl(query.pathUrl);
        if (!key) throw new AppError(404, 'uploads.fileExpired');
        const row = await findUploadByKey(db, key);
        const downloadName = row?.fileName ?? key.split('/').pop() ?? key;
        const sent = await sendStoredFile(reply, store, key, request.headers.range, { downloadName });
        if (!sent) throw new AppError(404, 'uploads.fileExpired');
        return reply;
      },
      { raw: true },
    );
  },
};

/**
 * What the upload feature needs outside the contract router: the multipart parser (with its own limits,
 * as the JSON body limit is 1 MB), and the public file address, which `<img>` and `<video>` load without
 * a signed header.
 */
export async function installUploads(app: FastifyInstance, platform: Platform): Promise<void> {
  const maxBytes = platform.config.uploadMaxMb * 1024 * 1024;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
  const store = fileStoreOf(platform);
  app.get(`${FILES_PREFIX}*`, async (request, reply) => {
    const key = keyOfUrl(request.url);
    if (key && (await sendStoredFile(reply, store, key, request.headers.range))) return reply;
    throw new AppError(404, 'uploads.fileExpired');
  });
}

/** The store key of a file URL (absolute or a path, as the upload answered it), or null. */
function keyOfUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local').pathname;
    pathname = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith(FILES_PREFIX)) return null;
  const key = pathname.slice(FILES_PREFIX.length);
  return isSafeKey(key) ? key : null;
}
