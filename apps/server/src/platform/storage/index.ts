import path from 'node:path';
import type { Platform } from '../platform.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

const stores = new WeakMap<Pick<Platform, 'config'>, FileStore>();

/** The platform's one file store: the S3 bucket when S3_ENDPOINT is set, else local disk under DATA_DIR/files. */
export function fileStoreOf(platform: Pick<Platform, 'config'>): FileStore {
  let store = stores.get(platform);
  if (!store) {
    const { config } = platform;
    store = config.s3
      ? new S3FileStore(config.s3, path.join(config.dataDir, 'tmp'))
      : new LocalFileStore(path.join(config.dataDir, 'files'));
    stores.set(platform, store);
  }
  return store;
}

export type { ByteRange, FileStat, FileStore, StoredFile } from './file-store.js';
export { isSafeKey } from './file-store.js';
