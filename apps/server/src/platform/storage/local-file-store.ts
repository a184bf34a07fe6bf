import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeKey, type ByteRange, type FileStat, type FileStore, type StoredFile } from './file-store.js';

/**
 * Files on local disk under `<root>`; the content type is kept beside each file in `<file>.type`. A file is
 * written under a temporary name and renamed, so a reader never sees half of it.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}-${Date.now()}`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
      await fs.writeFile(`${target}.type`, contentType);
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return { size: (await fs.stat(target)).size };
  }

  async stat(key: string): Promise<FileStat | null> {
    const file = this.pathOf(key);
    try {
      const [info, contentType] = await Promise.all([fs.stat(file), fs.readFile(`${file}.type`, 'utf8')]);
      return info.isFile() ? { size: info.size, contentType } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const found = await this.stat(key);
    if (!found) return null;
    const stream = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { stream, size: found.size, contentType: found.contentType };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.type`, { force: true })]);
  }
}
