/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { allEndpoints } from '../../packages/contracts/src/registry.js';
import { precompressAssets } from '../web/vite-precompress.js';

/** Where the server serves the back office (apps/server/src/platform/http/console-app.ts). */
const BASE = '/admin/';
const serverOrigin = 'http://localhost:8080';

// The API families the dev server hands to the local server. Under /admin/ only the API's own segments
// go there (`/admin/api/...`, `/admin/video/...`: read from the declarations, as the server does), so the
// console's pages and modules stay with Vite.
const apiFamilies = ['app', 'auth', 'system', 'im', 'resource', 'pay', 'healthz', 'api', 'dev'];
const consoleApiSegments = [
  ...new Set([
    'api',
    ...allEndpoints.filter((e) => e.path.startsWith(BASE)).map((e) => e.path.split('/')[2] ?? ''),
  ]),
].filter(Boolean);

export default defineConfig({
  base: BASE,
  plugins: [react(), precompressAssets()],
  server: {
    port: 5174,
    proxy: {
      [`^/(${apiFamilies.join('|')})(/|\\?|$)`]: { target: serverOrigin, changeOrigin: true },
      [`^/admin/(${consoleApiSegments.join('|')})(/|\\?|$)`]: { target: serverOrigin, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // An operator's browser fetches the libraries once (hashed, cached for a year); antd's whole table,
    // form and drawer set is most of them, so the one libraries chunk is larger than a portal page's.
    chunkSizeWarningLimit: 1400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the libraries the first load needs ($initial): one a single page imports (the dashboard's
          // charts) stays with that page's chunk, fetched when the page is first opened.
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 }],
        },
      },
      treeshake: {
        // The contracts are barrels: a page that reads one list's route must not bring every schema.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/, sideEffects: false }],
      },
    },
  },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 15_000,
  },
});
