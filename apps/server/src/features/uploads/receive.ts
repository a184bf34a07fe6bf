import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { uploads } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { FileStore } from '../../platform/storage/index.js';
import type { Db } from '../../platform/db/tables.js';
import { extractPoster, reencodeImage, thumbnailOf, videoDuration } from './media.js';
import { insertUploads } from './repo.js';
import { bumpDaily } from '../../platform/metrics/daily.js';
import { SNIFF_BYTES, sniff, type Sniffed } from './sniff.js';
import { FILES_PREFIX } from './serve.js';

export interface UploadDeps {
  db: Db;
  store: FileStore;
  /** Where a file waits while it is checked: DATA_DIR/tmp. */
  tempDir: string;
  maxMb: number;
}

/**
 * Takes the `file` part of a multipart request: streams it to a temporary file (the size limit cuts it off
 * there, so a huge video never sits in memory), decides its type from its first bytes, re-encodes images
 * and makes their thumbnail, probes videos, then moves the result into the store and records it.
 */
export async function receiveUpload(deps: UploadDeps, userId: number, request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(400, 'uploads.noFile');
  const part = await request.file({ limits: { fileSize: deps.maxMb * 1024 * 1024, files: 1 } });
  if (!part) throw new AppError(400, 'uploads.noFile');

  await fs.mkdir(deps.tempDir, { recursive: true });
  const temp = path.join(deps.tempDir, randomUUID());
  const scratch = [temp];
  try {
    try {
      await pipeline(part.file, createWriteStream(temp));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(deps.maxMb);
      throw error;
    }
    if (part.file.truncated) throw tooLarge(deps.maxMb);

    const type = sniff(await headOf(temp), part.filename);
    if (!type) throw new AppError(400, 'uploads.badFormat');
    const folder = datePath(new Date());
    const base = `${folder}/${randomUUID()}`;
    const key = `${base}.${type.ext}`;
    const fileName = cleanName(part.filename, type.ext);
    const answer = await storeByKind(deps, { temp, type, folder, base, key, scratch });
    const size = answer.size;
    const createdAt = Date.now();
    // The poster and the thumbnail are files of the user's too: covers and pictures may name them.
    await insertUploads(deps.db, [
      { userId, key, fileName, size, contentType: type.contentType, kind: type.kind, createdAt },
      ...answer.derived.map((file) => ({
        userId,
        key: file.key,
        fileName: `${stemOf(fileName).slice(0, 240)}${file.suffix}`,
        size: file.size,
        contentType: file.contentType,
        kind: 'image' as const,
        createdAt,
      })),
    ]);
    await bumpDaily(deps.db, 'uploads', 1, createdAt);
    return {
      ...answer.extra,
      url: FILES_PREFIX + key,
      fileName,
      size,
      contentType: type.contentType,
      kind: type.kind,
    };
  } finally {
    await Promise.all(scratch.map((file) => fs.rm(file, { force: true })));
  }
}

interface Pending {
  temp: string;
  type: Sniffed;
  /** The date folder of the upload; a poster gets a name of its own there. */
  folder: string;
  base: string;
  key: string;
  scratch: string[];
}

async function storeByKind(deps: UploadDeps, job: Pending) {
  const { store } = deps;
  const extra: Partial<uploads.UploadedFile> = {};
  const derived: Derived[] = [];
  let source = job.temp;
  if (job.type.kind === 'image') {
    source = `${job.temp}.out`;
    job.scratch.push(source);
    let thumbnail: Buffer;
    try {
      await reencodeImage(job.temp, source, job.type);
      thumbnail = await thumbnailOf(source);
    } catch {
      // The header said image but the decoder could not read it.
      throw new AppError(400, 'uploads.badFormat');
    }
    const thumbKey = `${job.base}-thumb.webp`;
    const stored = await store.put(thumbKey, thumbnail, 'image/webp');
    derived.push({ key: thumbKey, size: stored.size, contentType: 'image/webp', suffix: '-thumb.webp' });
    extra.thumbnailUrl = FILES_PREFIX + thumbKey;
  } else if (job.type.kind === 'video') {
    extra.duration = await videoDuration(job.temp);
    const poster = `${job.temp}.jpg`;
    job.scratch.push(poster);
    if (await extractPoster(job.temp, poster)) {
      // A random name of its own: a poster shown on a locked episode must not lead to the video's key.
      const posterKey = `${job.folder}/${randomUUID()}.jpg`;
      const stored = await store.put(posterKey, createReadStream(poster), 'image/jpeg');
      derived.push({ key: posterKey, size: stored.size, contentType: 'image/jpeg', suffix: '-poster.jpg' });
      extra.posterUrl = FILES_PREFIX + posterKey;
    }
  }
  const { size } = await store.put(job.key, createReadStream(source), job.type.contentType);
  return { size, extra, derived };
}

/** A file made from the upload (thumbnail, poster), stored and recorded beside it. */
interface Derived {
  key: string;
  size: number;
  contentType: string;
  /** Added to the upload's name (without its extension) to name this file. */
  suffix: string;
}

const stemOf = (fileName: string) => fileName.replace(/\.[^.]*$/, '');

async function headOf(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const tooLarge = (maxMb: number) => new AppError(400, 'uploads.tooLarge', { n: maxMb });

const datePath = (now: Date) => `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** The user's file name without any folder part or control characters; a name is made when none is left. */
function cleanName(name: string, ext: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || `file.${ext}`).slice(-255);
}
