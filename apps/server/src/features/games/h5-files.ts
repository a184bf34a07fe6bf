import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStore } from '../../platform/storage/index.js';
import { FILES_PREFIX } from '../uploads/index.js';

/** The shipped H5 games, one folder each, and the bridge script every game loads as `bridge.js`. */
const H5_DIR = fileURLToPath(new URL('./h5/', import.meta.url));
const BRIDGE = 'fox-bridge.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A game's files once in the store: the address of its folder (ends with '/'). */
export interface StoredGame {
  base: string;
}

/**
 * Puts one shipped game into the file store, served like any upload. Stored files are cached as immutable,
 * so the folder's key carries a digest of its contents: a changed game gets a new folder, and an unchanged
 * one is found already there (by size) and not copied again, so seeding many test servers copies little.
 */
export async function storeGame(files: FileStore, slug: string): Promise<StoredGame> {
  const folder = path.join(H5_DIR, slug);
  const names = (await fs.readdir(folder)).filter((name) => CONTENT_TYPES[path.extname(name)]).sort();
  const bodies = new Map<string, Buffer>();
  await Promise.all(
    [...names, BRIDGE].map(async (name) =>
      bodies.set(
        name === BRIDGE ? 'bridge.js' : name,
        await fs.readFile(path.join(name === BRIDGE ? H5_DIR : folder, name)),
      ),
    ),
  );
  const digest = createHash('sha256');
  for (const [name, body] of [...bodies].sort(([a], [b]) => a.localeCompare(b))) {
    digest.update(name).update('\0').update(body);
  }
  const prefix = `demo/games/${slug}-${digest.digest('hex').slice(0, 10)}/`;
  await Promise.all(
    [...bodies].map(async ([name, body]) => {
      const key = prefix + name;
      const stored = await files.stat(key);
      if (stored?.size !== body.length) await files.put(key, body, CONTENT_TYPES[path.extname(name)]!);
    }),
  );
  return { base: FILES_PREFIX + prefix };
}
