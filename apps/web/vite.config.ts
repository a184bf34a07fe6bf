/// <reference types="vitest/config" />
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Every API family the server answers; the dev server hands them to the local server so the client can
// use same-origin relative URLs in development and in production alike. The patterns match whole path
// segments: a bare prefix '/im' would also swallow the page route '/imageTextDetail'.
const apiFamilies = ['app', 'auth', 'system', 'im', 'resource', 'pay', 'admin', 'healthz', 'api'];
const serverOrigin = 'http://localhost:8080';

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
function precompressAssets(): Plugin {
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

// `$initial` marks every module the entry reaches by static imports, even through a binding it never
// uses: antd's input reaches the whole form library that way, for the one context it reads (kept), while
// the rest runs only in the login, publishing and other dialogs, so it stays with them.
const reachedButUnused =
  /[\\/]node_modules[\\/]@rc-component[\\/](form[\\/](?!es[\\/]FormContext\.js$)|async-validator[\\/])/;
const isLibrary = /[\\/]node_modules[\\/]/;

export default defineConfig({
  plugins: [react(), precompressAssets()],
  server: {
    proxy: {
      [`^/(${apiFamilies.join('|')})(/|\\?|$)`]: { target: serverOrigin, changeOrigin: true },
      '^/ws(/|\\?|$)': { target: serverOrigin, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the first page runs arrives in two files, the libraries (cached while only the app's code
        // changes) and the app's shell, rather than in dozens of small ones, each a round trip on a slow
        // network. `$initial` is what the entry imports; whatever only later pages use is split by route
        // as usual.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id) => isLibrary.test(id) && !reachedButUnused.test(id),
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              priority: 2,
            },
            {
              name: 'shell',
              test: (id) => !reachedButUnused.test(id),
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        // Modules that do nothing when imported, though their packages do not say so: the shared UI kit
        // and the contracts are barrels (a page that takes one input from them must not pull in the
        // pagination or every endpoint's schemas), and antd's rc-component parts would otherwise bring
        // a whole form library along with an input's form context.
        moduleSideEffects: [
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]ui[\\/].*\.tsx?$/, sideEffects: false },
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Rendering antd in jsdom beside the integration suite's servers can take a few seconds on two cores.
    testTimeout: 15_000,
  },
});
