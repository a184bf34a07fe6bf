import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('passwordHash', 'varchar(256)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('guideDone', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db.schema.createTable('sessions'), db)
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deviceType', 'varchar(16)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('revokedAt', 'bigint')
    .addColumn('revokeReason', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('userId').execute();

  await idColumn(db.schema.createTable('smsCodes'), db)
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('codeHash', 'varchar(64)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('consumedAt', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_idx')
    .on('smsCodes')
    .columns(['phone', 'purpose', 'createdAt'])
    .execute();

  await db.schema
    .createTable('loginThrottle')
    .addColumn('account', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('lockedUntil', 'bigint')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('devices'), db)
    .addColumn('imei', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('firstSeen', 'bigint', (c) => c.notNull())
    .addColumn('lastSeen', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('qrLogins'), db)
    .addColumn('qrCodeId', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('userId', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['qrLogins', 'devices', 'loginThrottle', 'smsCodes', 'sessions']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['guideDone', 'state', 'passwordHash']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
