import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then refuses new ones and closes the database', async () => {
    const server = await startTestServer('sqlite', {
      extend(app) {
        app.get('/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { code: 200, msg: 'ok', data: 'finished' };
        });
      },
    });
    const inFlight = fetch(`${server.url}/test/slow`).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.app.close();
    expect(await inFlight).toEqual({ code: 200, msg: 'ok', data: 'finished' });
    await closing;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(await server.platform.database.ping()).toBe(false);
    await server.stop();
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the real process on %s with exit code 0',
    { timeout: 70_000 },
    async (signal) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-signal-'));
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        const url = await waitFor(
          () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1],
          // A fresh data folder: the process migrates and seeds the whole demo world before it listens.
          50_000,
        );
        const health = (await (await fetch(`${url}/healthz`)).json()) as { code: number };
        expect(health.code).toBe(200);
        const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
        child.kill(signal);
        expect(await exited).toBe(0);
        expect(output).toContain('shutting down');
        expect(output).toContain('"msg":"stopped"');
      } finally {
        child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('refuses to start with a bad setting and says which', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('Invalid configuration');
    expect(errors).toContain('PORT="eighty": must be a whole number between 0 and 65535');
    expect(errors).toContain('DATABASE_URL="mysql://nope": must be a postgres:// or postgresql:// URL');
  });
});

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting for the server');
}
