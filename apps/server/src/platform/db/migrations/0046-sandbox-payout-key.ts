import type { Kysely } from 'kysely';

/**
 * The sandbox payout provider's signing key, kept in the database so every server process signs its
 * notifications and checks them with the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandboxPayoutKeys')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandboxPayoutKeys').execute();
}
