/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './vite-precompress.js';

// Every API family the server answers; the dev server hands them to the local server so the client can
// use same-origin relative URLs in development and in production alike. The patterns match whole path
// segments: a bare prefix '/im' would also swallow the page route '/imageTextDetail'.
const apiFamilies = ['app', 'auth', 'system', 'im', 'resource', 'pay', 'admin', 'healthz', 'api'];
const serverOrigin = 'http://localhost:8080';

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
