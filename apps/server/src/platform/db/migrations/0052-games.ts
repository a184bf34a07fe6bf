import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * The game centre: games (listed by category and by heat or newness), the items they sell, each player's
 * plays of a game (recent games and play time), item purchases (one per order number, one per player and
 * permanent item), rebate claims (one per player, game and period) with the review queue's waiting count,
 * and the secret game-scoped tokens are signed with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('games'), db)
    .addColumn('slug', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('icon', 'varchar(500)', (c) => c.notNull())
    .addColumn('banner', 'varchar(500)', (c) => c.notNull())
    .addColumn('screenshots', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('tags', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('developer', 'varchar(60)', (c) => c.notNull())
    .addColumn('entryUrl', 'varchar(500)', (c) => c.notNull())
    .addColumn('orientation', 'varchar(10)', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('playCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rebatePercent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rebateThresholdCents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_hot_idx').on('games').columns(['playCount', 'id']).execute();
  await db.schema.createIndex('games_new_idx').on('games').columns(['createdAt', 'id']).execute();
  await db.schema
    .createIndex('games_category_hot_idx')
    .on('games')
    .columns(['category', 'playCount', 'id'])
    .execute();
  await db.schema
    .createIndex('games_category_new_idx')
    .on('games')
    .columns(['category', 'createdAt', 'id'])
    .execute();

  await idColumn(db.schema.createTable('gameItems'), db)
    .addColumn('gameId', 'integer', (c) => c.notNull())
    .addColumn('itemKey', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('priceCents', 'bigint', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_items_key_idx')
    .unique()
    .on('gameItems')
    .columns(['gameId', 'itemKey'])
    .execute();

  await db.schema
    .createTable('gamePlays')
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('gameId', 'integer', (c) => c.notNull())
    .addColumn('playSeconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastPlayedAt', 'bigint', (c) => c.notNull())
    .addColumn('lastBeatAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_plays_pk', ['userId', 'gameId'])
    .execute();
  await db.schema
    .createIndex('game_plays_recent_idx')
    .on('gamePlays')
    .columns(['userId', 'lastPlayedAt'])
    .execute();

  await idColumn(db.schema.createTable('gamePurchases'), db)
    .addColumn('orderNo', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('gameId', 'integer', (c) => c.notNull())
    .addColumn('itemKey', 'varchar(32)', (c) => c.notNull())
    .addColumn('coinCents', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  // A permanent item is owned once: the database refuses a second purchase of it, whatever the order number.
  await db.schema
    .createIndex('game_purchases_owned_idx')
    .unique()
    .on('gamePurchases')
    .columns(['userId', 'gameId', 'itemKey'])
    .execute();
  await db.schema
    .createIndex('game_purchases_period_idx')
    .on('gamePurchases')
    .columns(['userId', 'gameId', 'createdAt'])
    .execute();

  await idColumn(db.schema.createTable('gameRebateClaims'), db)
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('gameId', 'integer', (c) => c.notNull())
    .addColumn('periodStart', 'varchar(10)', (c) => c.notNull())
    .addColumn('spentCents', 'bigint', (c) => c.notNull())
    .addColumn('rebateCents', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('rejectReason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('reviewedAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('game_rebate_claims_period_idx')
    .unique()
    .on('gameRebateClaims')
    .columns(['userId', 'gameId', 'periodStart'])
    .execute();
  await db.schema
    .createIndex('game_rebate_claims_state_idx')
    .on('gameRebateClaims')
    .columns(['state', 'id'])
    .execute();
  await db.schema
    .createTable('gameCounters')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into game_counters (name, value) values ('rebatePending', 0)`.execute(db);

  await db.schema
    .createTable('gameTokenKeys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'gameTokenKeys',
    'gameCounters',
    'gameRebateClaims',
    'gamePurchases',
    'gamePlays',
    'gameItems',
    'games',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
