import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Short dramas, their episodes and who unlocked which; the fox-coin ledger (accounts and immutable
 * transfers); payment orders; top-up packages; pay accounts and bank cards. Money is integer fen, coins
 * integer hundredths of a coin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('dramas'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('intro', 'varchar(600)', (c) => c.notNull().defaultTo(''))
    .addColumn('coverUrl', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('categoryName', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('singlePriceCents', 'bigint', (c) => c.notNull().check(sql`"single_price_cents" >= 0`))
    .addColumn('playletPriceCents', 'bigint', (c) => c.notNull().check(sql`"playlet_price_cents" >= 0`))
    .addColumn('freeCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isPlatform', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('episodeCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('playCount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('siteId', 'bigint', (c) => c.notNull().defaultTo(11))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dramas_shelf_idx')
    .on('dramas')
    .columns(['state', 'playCount', 'id'])
    .execute();
  await db.schema.createIndex('dramas_user_idx').on('dramas').columns(['userId', 'id']).execute();

  await idColumn(db.schema.createTable('dramaEpisodes'), db)
    .addColumn('dramaId', 'bigint', (c) => c.notNull().references('dramas.id').onDelete('cascade'))
    .addColumn('episodeNumber', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('videoUrl', 'varchar(512)', (c) => c.notNull())
    .addColumn('coverUrl', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('drama_episodes_number_idx')
    .on('dramaEpisodes')
    .columns(['dramaId', 'episodeNumber'])
    .unique()
    .execute();

  // One unlock per (user, episode): a second purchase of the same episode cannot be written.
  await idColumn(db.schema.createTable('episodeUnlocks'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('episodeId', 'bigint', (c) => c.notNull().references('dramaEpisodes.id').onDelete('cascade'))
    .addColumn('dramaId', 'bigint', (c) => c.notNull())
    .addColumn('orderId', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('episode_unlocks_once_idx')
    .on('episodeUnlocks')
    .columns(['userId', 'episodeId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('episode_unlocks_drama_idx')
    .on('episodeUnlocks')
    .columns(['userId', 'dramaId'])
    .execute();

  // Ledger accounts: a user's wallet, a creator's revenue, the platform's revenue, payment clearing and
  // coin issuance. Only the two system counter-accounts may go below zero.
  await idColumn(db.schema.createTable('ledgerAccounts'), db)
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('ownerId', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('mayGoNegative', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('ledger_accounts_not_negative', sql`"balance" >= 0 or "may_go_negative" = 1`)
    .execute();
  await db.schema
    .createIndex('ledger_accounts_owner_idx')
    .on('ledgerAccounts')
    .columns(['kind', 'ownerId', 'currency'])
    .unique()
    .execute();

  // Transfers are written once and never changed; the idempotency key makes a retried movement a no-op.
  await idColumn(db.schema.createTable('ledgerTransfers'), db)
    .addColumn('idempotencyKey', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('fromAccountId', 'bigint', (c) => c.notNull().references('ledgerAccounts.id'))
    .addColumn('toAccountId', 'bigint', (c) => c.notNull().references('ledgerAccounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`"amount" > 0`))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('orderId', 'bigint')
    .addColumn('memo', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_transfers_from_idx')
    .on('ledgerTransfers')
    .columns(['fromAccountId', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_transfers_to_idx')
    .on('ledgerTransfers')
    .columns(['toAccountId', 'id'])
    .execute();

  await idColumn(db.schema.createTable('payOrders'), db)
    .addColumn('orderNo', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paySource', 'integer', (c) => c.notNull())
    .addColumn('payType', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addColumn('coinCents', 'bigint')
    .addColumn('dramaId', 'bigint')
    .addColumn('episodeId', 'bigint')
    .addColumn('packageId', 'bigint')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('codeUrl', 'varchar(512)')
    .addColumn('providerTxnId', 'varchar(64)')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint')
    .addColumn('paidAt', 'bigint')
    .addColumn('fulfilledAt', 'bigint')
    .addColumn('closedAt', 'bigint')
    .execute();
  await db.schema.createIndex('pay_orders_user_idx').on('payOrders').columns(['userId', 'id']).execute();
  await db.schema
    .createIndex('pay_orders_open_idx')
    .on('payOrders')
    .columns(['state', 'expiresAt'])
    .execute();

  // The sandbox provider's own book of payments: what the payer did on its page, apart from our orders.
  await db.schema
    .createTable('sandboxPayments')
    .addColumn('orderNo', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(128)', (c) => c.notNull())
    .addColumn('notifyUrl', 'varchar(512)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('transactionId', 'varchar(64)')
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('paidAt', 'bigint')
    .execute();
  // Secrets a provider needs on every server process alike (the sandbox's notification key).
  await db.schema
    .createTable('paymentKeys')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('rechargePackages'), db)
    .addColumn('amountCents', 'bigint', (c) => c.notNull().unique())
    .addColumn('sortOrder', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payAccounts')
    .addColumn('userId', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('identityValidityType', 'varchar(8)')
    .addColumn('identityEndDate', 'bigint')
    .addColumn('licenseValidityType', 'varchar(8)')
    .addColumn('licenseEndDate', 'bigint')
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('bankCards')
    .addColumn('userId', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'bankCards',
    'payAccounts',
    'rechargePackages',
    'paymentKeys',
    'sandboxPayments',
    'payOrders',
    'ledgerTransfers',
    'ledgerAccounts',
    'episodeUnlocks',
    'dramaEpisodes',
    'dramas',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
