import type { Kysely } from 'kysely';

/**
 * A promoter's figures per China-time day and per China-time month (visits, new buyers, orders,
 * commission), moved in the transactions that move the promotions' running totals, so the dashboard
 * reads a month of days and its rank without scanning visits or orders. The month's index on
 * (month, commission) lets the rank be a count of the promoters above, read along the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, period] of [
    ['promoterDays', 'day'],
    ['promoterMonths', 'month'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('promoterId', 'integer', (c) => c.notNull())
      .addColumn(period, 'integer', (c) => c.notNull())
      .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('buyers', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('commissionCents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table === 'promoterDays' ? 'promoter_days' : 'promoter_months'}_pk`, [
        'promoterId',
        period,
      ])
      .execute();
  }
  await db.schema
    .createIndex('promoter_months_rank_idx')
    .on('promoterMonths')
    .columns(['month', 'commissionCents'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promoterMonths').execute();
  await db.schema.dropTable('promoterDays').execute();
}
