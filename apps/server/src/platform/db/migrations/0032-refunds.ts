import { SqliteAdapter, type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Refunds of paid orders, and the sandbox provider's own book of them; episode unlocks by order. `liveOrderId` holds the order's id
 * while a refund is processing or once it went through, and is cleared when the provider refused it: its
 * unique index lets an order have one live refund at most, however many clicks or processes ask at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // An order's state may now be partiallyRefunded (17 characters). SQLite does not hold text to a length.
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await db.schema
      .alterTable('payOrders')
      .alterColumn('state', (c) => c.setDataType('varchar(24)'))
      .execute();
  }
  await idColumn(db.schema.createTable('payRefunds'), db)
    .addColumn('refundNo', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('orderId', 'bigint', (c) => c.notNull().references('payOrders.id').onDelete('cascade'))
    .addColumn('liveOrderId', 'bigint', (c) => c.unique())
    .addColumn('userId', 'bigint', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addColumn('coinCents', 'bigint')
    .addColumn('episodeIds', 'text', (c) => c.notNull())
    .addColumn('episodeNumbers', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('operatorId', 'bigint', (c) => c.notNull())
    .addColumn('providerRefundId', 'varchar(64)')
    .addColumn('providerStatus', 'varchar(32)')
    .addColumn('note', 'varchar(300)')
    .addColumn('notifyUrl', 'varchar(512)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('completedAt', 'bigint')
    .execute();
  await db.schema.createIndex('pay_refunds_order_idx').on('payRefunds').columns(['orderId', 'id']).execute();
  await db.schema
    .createIndex('pay_refunds_open_idx')
    .on('payRefunds')
    .columns(['state', 'createdAt'])
    .execute();

  // The episodes an order unlocked are read (the back office's orders) and taken back (its refund) by order.
  await db.schema.createIndex('episode_unlocks_order_idx').on('episodeUnlocks').column('orderId').execute();

  // What the sandbox provider refunded, apart from our refunds as a real gateway's records are.
  await db.schema
    .createTable('sandboxRefunds')
    .addColumn('refundNo', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('orderNo', 'varchar(64)', (c) => c.notNull())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addColumn('refundId', 'varchar(64)', (c) => c.notNull())
    .addColumn('notifyUrl', 'varchar(512)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('succeededAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_refunds_order_idx').on('sandboxRefunds').column('orderNo').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('episode_unlocks_order_idx').execute();
  await db.schema.dropTable('sandboxRefunds').execute();
  await db.schema.dropTable('payRefunds').execute();
}
