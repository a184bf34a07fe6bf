import { reconcilePayoutProvider } from './compose.js';
import { AppError } from './platform/http/app-error.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { createLogger } from './platform/log.js';
import {
  chinaDayText,
  noteOf,
  reconcileDay,
  reconcileMessageText,
  reconcileSidesOf,
  saveRun,
  type Mismatch,
} from './features/reconciliation/index.js';

const USAGE = `Usage: npm run reconcile -- [--date=YYYY-MM-DD] [--lang=zh|en]

Reconciles one China-time day (yesterday unless --date is given): the ledger's orders paid, refunds
succeeded and withdrawals paid out against the configured payment and payout providers' records. It
opens the database the server is configured with (DATA_DIR, DATABASE_URL), records the run for the
back office's reconciliation page, prints every mismatch, and never changes money.

Exit codes: 0 no mismatch, 1 mismatches found (listed), 2 the day could not be reconciled (bad date, the
provider's bill not ready, a provider that cannot be reached).
`;

const yuan = (cents: number | null) => (cents === null ? '-' : (cents / 100).toFixed(2));

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function mismatchLine(m: Mismatch, lang: 'zh' | 'en'): string {
  const note = noteOf(JSON.stringify(m.note), lang);
  return `  ${m.kind.padEnd(24)} ${m.ref.padEnd(30)} ledger ${yuan(m.ledgerCents).padStart(10)}  provider ${yuan(m.providerCents).padStart(10)}  ${note}`;
}

async function run(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  const asked = option('lang') ?? (process.env.LANG?.startsWith('zh') ? 'zh' : 'en');
  const lang = asked === 'zh' ? 'zh' : 'en';
  const day = option('date') ?? chinaDayText(Date.now(), -1);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    process.stderr.write(`--date must be YYYY-MM-DD, not ${day}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const log = createLogger('warn', process.stderr);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  try {
    const platform = { config, database, log };
    const sides = reconcileSidesOf(platform, reconcilePayoutProvider(platform));
    const startedAt = Date.now();
    const findings = await reconcileDay(database.db, sides, day, startedAt);
    const runId = await saveRun(database.db, {
      day: Number(day.replaceAll('-', '')),
      source: 'cli',
      operatorId: 0,
      startedAt,
      findings,
    });
    const { mismatches } = findings;
    process.stdout.write(
      `Reconciled ${day} against ${sides.payments.name} (run ${runId}): ${findings.orders} orders, ${findings.refunds} refunds, ${findings.payouts} payouts compared; ${mismatches.length} mismatch(es).\n`,
    );
    for (const mismatch of mismatches) process.stdout.write(`${mismatchLine(mismatch, lang)}\n`);
    return mismatches.length > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`${reconcileMessageText(error, lang)}\n`);
    return 2;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Reconciliation failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(2);
  },
);
