import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free port on 127.0.0.1, found by listening on port 0 and letting it go. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The portal as `npm start` runs it (src/main.ts), in a process of its own that a test can kill outright
 * and start again on the same port. Everything it logs is kept, one line per entry.
 */
export class ServerProcess {
  readonly lines: string[] = [];
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The running process's id, while there is one. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(this.port), ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let rest = '';
    const keep = (chunk: Buffer) => {
      const text = rest + chunk.toString('utf8');
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      this.lines.push(...parts.filter((line) => line !== ''));
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`server exited (${code}): ${this.lines.slice(-5).join('\n')}`)),
      ),
    );
    exited.catch(() => undefined);
    const started = Date.now();
    for (;;) {
      const up = await fetch(`${this.url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      if (Date.now() - started > timeoutMs)
        throw new Error(`server did not start: ${this.lines.slice(-5).join('\n')}`);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  }

  /** Ends the process at once (SIGKILL): no shutdown, open sockets just stop. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
}
