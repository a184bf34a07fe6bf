import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { bearer } from './auth-helpers.js';
import type { TestServer } from './harness.js';

export const RECONCILE = '/admin/api/console/money/reconcile';

/** Today's China-time day, 'YYYY-MM-DD'. */
export const chinaToday = (ms = Date.now()) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/** Reconciles a day through the console as an operator and answers the envelope. */
export const reconcileNow = (server: TestServer, token: string, day: string, note?: string) =>
  server.post(RECONCILE, { day, ...(note ? { note } : {}) }, bearer(token));

/** Reconciles a day and answers its run, which must be given. */
export async function runOf(server: TestServer, token: string, day: string) {
  const answer = await reconcileNow(server, token, day);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.run as {
    id: number;
    orders: number;
    refunds: number;
    mismatchCount: number;
    mismatches: Array<{
      kind: string;
      ref: string;
      ledger: number | null;
      provider: number | null;
      note: string;
    }>;
  };
}

/** Every ledger balance and the number of transfers: what reconciliation must leave as it found. */
export async function ledgerState(server: TestServer) {
  const balances = await server.db
    .selectFrom('ledgerAccounts')
    .select(['id', 'balance'])
    .orderBy('id')
    .execute();
  const transfers = await server.db
    .selectFrom('ledgerTransfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { balances: balances.map((b) => [Number(b.id), Number(b.balance)]), transfers: Number(transfers.n) };
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `npm run reconcile`'s program against a server's database; answers its exit code and output. */
export function runReconcileCli(
  server: TestServer,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/reconcile-cli.ts'), ...args],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: server.config.dataDir,
          ...(server.config.databaseUrl
            ? { DATABASE_URL: server.config.databaseUrl, DATABASE_SCHEMA: server.config.databaseSchema ?? '' }
            : {}),
          ...env,
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
