import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Three tiers share one runner: pure logic (unit), the real server over HTTP (integration), and the
// web app's and the back office's components in jsdom (web, admin). End-to-end journeys run in Playwright, not here.
export default defineConfig({
  test: {
    // One worker more than the cores: the integration files spend much of their time waiting on sockets,
    // timers and the databases, so a spare worker keeps the CPU busy (vitest's default is one fewer).
    maxWorkers: Math.max(2, os.availableParallelism() + 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          environment: 'node',
          // Each file starts servers of its own on fresh databases, so the files of one worker share its
          // loaded modules rather than each importing the whole server again (most of this tier's time
          // went on imports). A file that fakes the clock or the environment puts it back in its afterAll.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
      './apps/admin/vite.config.ts',
    ],
  },
});
