import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Earnings and cash-out: the finance statement (one row per credit, withdrawal or clawback, paged by user
 * and id, by kind or month), the chart's daily sums and the running totals, withdrawals with their steps
 * and the per-day sums the daily limit is held on, the release queue of pending credits, and the sandbox
 * payout provider's own book.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('earningsRecords'), db)
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addColumn('feeCents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sourceType', 'varchar(16)', (c) => c.notNull())
    .addColumn('sourceId', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('orderNo', 'varchar(64)')
    .addColumn('transferKey', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('availableAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('earnings_records_user_idx')
    .on('earningsRecords')
    .columns(['userId', 'id'])
    .execute();
  await db.schema
    .createIndex('earnings_records_kind_idx')
    .on('earningsRecords')
    .columns(['userId', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('earnings_records_month_idx')
    .on('earningsRecords')
    .columns(['userId', 'month', 'id'])
    .execute();
  // Pending credits by the time they are released: the release job and a user's lazy release read this.
  await db.schema
    .createIndex('earnings_records_release_idx')
    .on('earningsRecords')
    .columns(['state', 'availableAt'])
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('earnings_records_user_release_idx')
    .on('earningsRecords')
    .columns(['userId', 'availableAt'])
    .where(sql.ref('state'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('earningsDaily')
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('earnedCents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('earnings_daily_pk', ['userId', 'day'])
    .execute();
  await db.schema
    .createTable('earningsTotals')
    .addColumn('userId', 'integer', (c) => c.primaryKey())
    .addColumn('earnedCents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawnCents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db.schema.createTable('withdrawals'), db)
    .addColumn('withdrawNo', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('requestId', 'varchar(64)', (c) => c.notNull())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addColumn('feeCents', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('providerRef', 'varchar(64)')
    .addColumn('failReason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('bankName', 'varchar(60)', (c) => c.notNull())
    .addColumn('cardTail', 'varchar(4)', (c) => c.notNull())
    .addColumn('recordId', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('finishedAt', 'bigint')
    .addColumn('nextCheckAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('withdrawals_request_idx')
    .unique()
    .on('withdrawals')
    .columns(['userId', 'requestId'])
    .execute();
  await db.schema.createIndex('withdrawals_created_idx').on('withdrawals').columns(['createdAt']).execute();
  await db.schema
    .createIndex('withdrawals_check_idx')
    .on('withdrawals')
    .columns(['nextCheckAt'])
    .where(sql.ref('state'), '=', 'processing')
    .execute();
  await idColumn(db.schema.createTable('withdrawalSteps'), db)
    .addColumn('withdrawalId', 'integer', (c) => c.notNull())
    .addColumn('step', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawal_steps_idx')
    .on('withdrawalSteps')
    .columns(['withdrawalId', 'id'])
    .execute();
  await db.schema
    .createTable('withdrawalDays')
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('withdrawal_days_pk', ['userId', 'day'])
    .execute();

  await db.schema
    .createTable('sandboxPayouts')
    .addColumn('outBatchNo', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('failReason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('dueAt', 'bigint', (c) => c.notNull())
    .addColumn('finishedAt', 'bigint')
    .addColumn('notifyUrl', 'varchar(500)', (c) => c.notNull())
    .addColumn('notified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sandbox_payouts_due_idx')
    .on('sandboxPayouts')
    .columns(['dueAt'])
    .where(sql.ref('state'), '=', 'PROCESSING')
    .execute();
  await db.schema
    .createIndex('sandbox_payouts_created_idx')
    .on('sandboxPayouts')
    .columns(['createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sandboxPayouts',
    'withdrawalDays',
    'withdrawalSteps',
    'withdrawals',
    'earningsTotals',
    'earningsDaily',
    'earningsRecords',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
