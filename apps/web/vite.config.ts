/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Every API family the server answers; the dev server hands them to the local server so the client can
// use same-origin relative URLs in development and in production alike. The patterns match whole path
// segments: a bare prefix '/im' would also swallow the page route '/imageTextDetail'.
const apiFamilies = ['app', 'auth', 'system', 'im', 'resource', 'pay', 'admin', 'healthz', 'api'];
const serverOrigin = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
        // The UI kit and the framework change far less often than our pages: separate chunks keep them
        // cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'antd', test: /node_modules[\\/]antd[\\/]/, priority: 1 },
            { name: 'antd-parts', test: /node_modules[\\/](@rc-component|rc-[^\\/]+)[\\/]/, priority: 3 },
            {
              name: 'antd-style',
              test: /node_modules[\\/](@ant-design|@emotion|stylis|dayjs)[\\/]/,
              priority: 2,
            },
            {
              name: 'framework',
              priority: 4,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
