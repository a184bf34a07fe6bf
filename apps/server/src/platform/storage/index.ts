import path from 'node:path';
import type { Config } from '../config.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The store files go to: the S3 bucket when S3_ENDPOINT is set, else local disk under DATA_DIR/files. */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  return config.s3
    ? new S3FileStore(config.s3, path.join(config.dataDir, 'tmp'))
    : new LocalFileStore(path.join(config.dataDir, 'files'));
}

export type { ByteRange, FileStat, FileStore, StoredFile } from './file-store.js';
export { isSafeKey } from './file-store.js';
