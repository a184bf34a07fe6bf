import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A server of a spec's own, on a fresh data folder, serving the same built portal and back office as the
 * run's shared server: for a journey whose effects reach every account (a notice to everyone), which
 * would move the unread counts the other specs see on the shared one.
 */
export interface PrivateServer {
  origin: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`private server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`private server not healthy after ${timeoutMs} ms:\n${log()}`);
}

export async function startPrivateServer(
  name: string,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<PrivateServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fox-e2e-${name}-`));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.resolve(repoRoot, process.env.E2E_WEB_DIST_DIR ?? 'apps/web/dist'),
      ADMIN_DIST_DIR: path.resolve(repoRoot, process.env.E2E_ADMIN_DIST_DIR ?? 'apps/admin/dist'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, () => log, timeoutMs);
  } catch (failure) {
    await stop();
    throw failure;
  }
  return { origin, stop };
}
