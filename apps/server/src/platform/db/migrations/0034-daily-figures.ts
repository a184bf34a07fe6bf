import type { Kysely } from 'kysely';

/** The dashboard's daily figures and who was active each day (see platform/metrics). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dailyStats')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('metric', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_stats_pk', ['day', 'metric'])
    .execute();
  await db.schema
    .createTable('dailyActives')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('userId', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_actives_pk', ['day', 'userId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dailyActives').execute();
  await db.schema.dropTable('dailyStats').execute();
}
