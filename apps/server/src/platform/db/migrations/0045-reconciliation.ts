import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/** Reconciliation runs of a China-time day and the mismatches each found (it never changes money). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('reconcileRuns'), db)
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('startedAt', 'bigint', (c) => c.notNull())
    .addColumn('finishedAt', 'bigint')
    .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payouts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mismatchCount', 'integer', (c) => c.notNull().defaultTo(0))
    /** Who asked: 0 for the daily job and the command line. */
    .addColumn('operatorId', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('reconcile_runs_day_idx').on('reconcileRuns').columns(['day', 'id']).execute();
  await idColumn(db.schema.createTable('reconcileMismatches'), db)
    .addColumn('runId', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('ledgerCents', 'bigint')
    .addColumn('providerCents', 'bigint')
    .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('reconcile_mismatches_run_idx')
    .on('reconcileMismatches')
    .columns(['runId', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reconcileMismatches').execute();
  await db.schema.dropTable('reconcileRuns').execute();
}
