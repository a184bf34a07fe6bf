import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Distribution (分销) of dramas: the items opened to promoters (one per item, indexed for the plaza's three
 * orders), each promoter's promotion of an item with its attribution code and rolled-up figures, the
 * buyers' attributions (one per buyer and item: last click wins), the orders that paid a commission (one per
 * order), and the buyers counted per promotion. Orders record the promoter they were bought through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('distributionItems'), db)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('itemId', 'integer', (c) => c.notNull())
    .addColumn('ownerId', 'integer', (c) => c.notNull())
    .addColumn('commissionPercent', 'integer', (c) => c.notNull())
    .addColumn('endsAt', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commissionCents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('distribution_items_item_idx')
    .unique()
    .on('distributionItems')
    .columns(['kind', 'itemId'])
    .execute();
  for (const [name, column] of [
    ['commission', 'commissionPercent'],
    ['sales', 'sales'],
    ['newest', 'createdAt'],
  ] as const) {
    await db.schema
      .createIndex(`distribution_items_${name}_idx`)
      .on('distributionItems')
      .columns(['kind', 'state', column, 'id'])
      .execute();
  }

  await idColumn(db.schema.createTable('promotions'), db)
    .addColumn('distributionId', 'integer', (c) => c.notNull())
    .addColumn('promoterId', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buyers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commissionCents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promotions_promoter_item_idx')
    .unique()
    .on('promotions')
    .columns(['promoterId', 'distributionId'])
    .execute();
  await db.schema
    .createIndex('promotions_promoter_idx')
    .on('promotions')
    .columns(['promoterId', 'id'])
    .execute();

  await db.schema
    .createTable('promotionAttributions')
    .addColumn('buyerId', 'integer', (c) => c.notNull())
    .addColumn('distributionId', 'integer', (c) => c.notNull())
    .addColumn('promotionId', 'integer', (c) => c.notNull())
    .addColumn('visitedAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_attributions_pk', ['buyerId', 'distributionId'])
    .execute();

  await db.schema
    .createTable('promotionBuyers')
    .addColumn('promotionId', 'integer', (c) => c.notNull())
    .addColumn('buyerId', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_buyers_pk', ['promotionId', 'buyerId'])
    .execute();

  await idColumn(db.schema.createTable('promotionOrders'), db)
    .addColumn('orderNo', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('orderId', 'integer', (c) => c.notNull())
    .addColumn('promotionId', 'integer', (c) => c.notNull())
    .addColumn('promoterId', 'integer', (c) => c.notNull())
    .addColumn('buyerId', 'integer', (c) => c.notNull())
    .addColumn('distributionId', 'integer', (c) => c.notNull())
    .addColumn('amountCents', 'bigint', (c) => c.notNull())
    .addColumn('commissionCents', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promotion_orders_promotion_idx')
    .on('promotionOrders')
    .columns(['promotionId', 'id'])
    .execute();

  await db.schema.alterTable('payOrders').addColumn('independentUserId', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payOrders').dropColumn('independentUserId').execute();
  for (const table of [
    'promotionOrders',
    'promotionBuyers',
    'promotionAttributions',
    'promotions',
    'distributionItems',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
