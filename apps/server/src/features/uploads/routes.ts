import path from 'node:path';
import multipart from '@fastify/multipart';
import { uploads } from '@fox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { Platform } from '../../platform/platform.js';
import type { Feature } from '../../platform/feature.js';
import { cachedFileSigner, type FileSigner } from './file-signing.js';
import { fileTargetOf, privateGrant, refusalOf, sendPrivateFile } from './private-files.js';
import { receiveUpload } from './receive.js';
import { accessOfKey, findUploadByKey } from './repo.js';
import { FILES_PREFIX, sendStoredFile } from './serve.js';
import { uploadsMessages } from './messages.js';

export const uploadsFeature: Feature = {
  name: 'uploads',
  messages: uploadsMessages,
  async install({ router, http, platform }) {
    const { db } = platform.database;
    const signer = cachedFileSigner(db);
    await installUploads(http, platform, signer);
    const store = platform.files;
    const deps = {
      db,
      store,
      tempDir: path.join(platform.config.dataDir, 'tmp'),
      maxMb: platform.config.uploadMaxMb,
    };
    router.handle(uploads.uploadFile, ({ user, request }) => receiveUpload(deps, user.id, request));
    router.handle(
      uploads.downloadFile,
      async ({ query, user, request, reply }) => {
        const target = fileTargetOf(query.pathUrl);
        if (!target) throw new AppError(404, 'uploads.fileExpired');
        const row = await findUploadByKey(db, target.key);
        // A private file downloads for its uploader, or with an address signed for this very user. The
        // bytes go through the server from either store: this is an API call, so a redirect to the bucket
        // would need the bucket to answer cross-origin requests.
        const own = row !== undefined && Number(row.userId) === user.id;
        const grant = own ? null : await privateGrant(signer, target, row?.access);
        if (grant && grant.viewer !== user.id) throw new AppError(403, refusalOf(row?.access));
        const downloadName = row?.fileName ?? target.key.split('/').pop() ?? target.key;
        const cacheControl = row && row.access !== 'public' ? 'private, no-store' : undefined;
        const sent = await sendStoredFile(reply, store, target.key, request.headers.range, {
          downloadName,
          ...(cacheControl ? { cacheControl } : {}),
        });
        if (!sent) throw new AppError(404, 'uploads.fileExpired');
        return reply;
      },
      { raw: true },
    );
  },
};

/**
 * What the upload feature needs outside the contract router: the multipart parser (with its own limits,
 * as the JSON body limit is 1 MB), and the file address, which `<img>` and `<video>` load without a signed
 * header. A private file is checked on every request for it: its address must carry a valid signature.
 */
async function installUploads(
  app: FastifyInstance,
  platform: Platform,
  signer: () => Promise<FileSigner>,
): Promise<void> {
  const maxBytes = platform.config.uploadMaxMb * 1024 * 1024;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
  const store = platform.files;
  const { db } = platform.database;
  app.get(`${FILES_PREFIX}*`, async (request, reply) => {
    try {
      const target = fileTargetOf(request.url);
      if (!target) throw new AppError(404, 'uploads.fileExpired');
      const grant = await privateGrant(signer, target, await accessOfKey(db, target.key));
      const range = request.headers.range;
      const sent = grant
        ? await sendPrivateFile(reply, store, target.key, grant, range)
        : await sendStoredFile(reply, store, target.key, range);
      if (sent) return reply;
      throw new AppError(404, 'uploads.fileExpired');
    } catch (error) {
      throw withFileStatus(error);
    }
  });
}

/**
 * File bytes are not API answers: <img>, <video> and caches need a real 403 or 404, so a refusal here
 * carries its code as the HTTP status too.
 */
function withFileStatus(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code < 400 || error.code >= 500) return error;
  return new AppError(error.code, error.messageKey, error.params, {
    httpStatus: error.code,
    data: error.data,
  });
}
