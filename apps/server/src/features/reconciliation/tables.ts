import type { finance } from '@fox/contracts';
import type { Generated } from 'kysely';

export interface ReconcileRunTable {
  id: Generated<number>;
  /** YYYYMMDD in China time. */
  day: number;
  startedAt: number;
  finishedAt: number | null;
  orders: Generated<number>;
  refunds: Generated<number>;
  payouts: Generated<number>;
  mismatchCount: Generated<number>;
  /** Who asked: 0 for the daily job and the command line. */
  operatorId: Generated<number>;
  /** What ran it: the daily job's run of a day is unique (migration 0047). */
  source: Generated<ReconcileSource>;
}

export type ReconcileSource = 'job' | 'console' | 'cli';

export interface ReconcileMismatchTable {
  id: Generated<number>;
  runId: number;
  kind: (typeof finance.MISMATCH_KINDS)[number];
  ref: string;
  ledgerCents: number | null;
  providerCents: number | null;
  note: Generated<string>;
}

export interface ReconciliationTables {
  reconcileRuns: ReconcileRunTable;
  reconcileMismatches: ReconcileMismatchTable;
}
