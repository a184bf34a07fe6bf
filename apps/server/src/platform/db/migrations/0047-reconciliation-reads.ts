import { sql, type Kysely } from 'kysely';

/**
 * What the daily reconciliation reads by time: orders by when they were paid, refunds by when they
 * succeeded, withdrawals by when they finished, and the sandbox provider's own book by day; and who ran a
 * reconciliation, so the daily job's run of a day is unique and several server processes do it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('pay_orders_paid_idx').on('payOrders').columns(['paidAt', 'id']).execute();
  await db.schema
    .createIndex('pay_refunds_completed_idx')
    .on('payRefunds')
    .columns(['completedAt', 'id'])
    .execute();
  await db.schema
    .createIndex('sandbox_payments_paid_idx')
    .on('sandboxPayments')
    .columns(['paidAt', 'orderNo'])
    .execute();
  await db.schema
    .createIndex('sandbox_refunds_created_idx')
    .on('sandboxRefunds')
    .columns(['createdAt', 'refundNo'])
    .execute();
  await db.schema
    .createIndex('withdrawals_finished_idx')
    .on('withdrawals')
    .columns(['finishedAt', 'id'])
    .execute();
  await db.schema
    .alterTable('reconcileRuns')
    .addColumn('source', 'varchar(8)', (c) => c.notNull().defaultTo('console'))
    .execute();
  // The daily job claims a day by inserting its run: a second process's insert conflicts and it stands by.
  await db.schema
    .createIndex('reconcile_runs_job_day_idx')
    .unique()
    .on('reconcileRuns')
    .column('day')
    .where(sql.ref('source'), '=', 'job')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reconcile_runs_job_day_idx').execute();
  await db.schema.alterTable('reconcileRuns').dropColumn('source').execute();
  for (const name of [
    'withdrawals_finished_idx',
    'sandbox_refunds_created_idx',
    'sandbox_payments_paid_idx',
    'pay_refunds_completed_idx',
    'pay_orders_paid_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
