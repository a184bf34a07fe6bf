import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Shared by the portal's and the back office's builds (apps/admin/vite.config.ts): the server sends
// both apps' assets as these copies.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text the browser fetches as it is. index.html is left out: the server fills in its settings, then
// compresses it per request with the JSON answers.
const PRECOMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

async function precompress(file: string): Promise<number> {
  const body = await fs.readFile(file);
  if (body.length < PRECOMPRESS_MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    // Once per build, so the slowest and smallest settings of each.
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, packed] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (packed.length >= body.length) continue;
    await fs.writeFile(file + suffix, packed);
    written += 1;
  }
  return written;
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the build, which the server
 * sends by the browser's Accept-Encoding without compressing anything per request.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'fox:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => PRECOMPRESSIBLE.test(file));
      const written = await Promise.all(files.map(precompress));
      const total = written.reduce((sum, count) => sum + count, 0);
      this.info(`${total} precompressed copies (.br, .gz) written for ${files.length} assets`);
    },
  };
}
