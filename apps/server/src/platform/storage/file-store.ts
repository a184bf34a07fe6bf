import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive, as HTTP Range speaks it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** The whole file, or only the requested range. */
  stream: Readable;
  /** Size of the whole file. */
  size: number;
  contentType: string;
}

export interface FileStat {
  size: number;
  contentType: string;
}

/**
 * Where uploaded bytes live: local disk by default, an S3-compatible bucket when configured. Keys are
 * relative paths made by the server (`2026/11/<uuid>.png`), never taken from a client.
 */
export interface FileStore {
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }>;
  /** Null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  stat(key: string): Promise<FileStat | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores that browsers can fetch from directly (S3) answer an address of the file valid from `from` to
   * `until` (Unix seconds) without further credentials; local disk has none, and its files go through the
   * server.
   */
  presignedUrl?(key: string, window: { from: number; until: number }): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,254}$/i;

/** Keys come from the server, but the serving routes read them from URLs: refuse anything path-like. */
export function isSafeKey(key: string): boolean {
  return (
    KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '' || part === '.' || part === '..')
  );
}
