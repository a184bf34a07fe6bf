import type { Kysely } from 'kysely';

/**
 * Wrong passwords were counted by the name typed alone, so anyone who knew a name could lock its owner out.
 * They are now counted twice: per name and client address, which locks, and per name, which only slows
 * further tries down. The old counts are dropped: at worst a name that was locked is free again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loginPairThrottle')
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('lockedUntil', 'bigint')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_pair_throttle_pk', ['account', 'address'])
    .execute();
  // The sweep of forgotten failures reads by age.
  await db.schema
    .createIndex('login_pair_throttle_updated_idx')
    .on('loginPairThrottle')
    .column('updatedAt')
    .execute();

  await db.schema
    .createTable('loginNameThrottle')
    .addColumn('account', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_name_throttle_updated_idx')
    .on('loginNameThrottle')
    .column('updatedAt')
    .execute();

  await db.schema.dropTable('loginThrottle').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loginThrottle')
    .addColumn('account', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('lockedUntil', 'bigint')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('loginNameThrottle').execute();
  await db.schema.dropTable('loginPairThrottle').execute();
}
