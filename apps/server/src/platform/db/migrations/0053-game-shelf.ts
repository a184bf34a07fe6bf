import type { Kysely } from 'kysely';

/**
 * A game's shelf state: OnShelf, or OffShelf once the back office took it down (from the games page or a
 * report), with who did it, why and when. The lists read on-shelf games only, so their indexes lead with
 * the state. Players keep what they bought of a game taken down, and its rebate claims are still decided.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema
    .alterTable('games')
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('OnShelf'))
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('stateReason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('games').addColumn('stateBy', 'integer').execute();
  await db.schema.alterTable('games').addColumn('stateAt', 'bigint').execute();

  for (const name of ['games_hot_idx', 'games_new_idx', 'games_category_hot_idx', 'games_category_new_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema
    .createIndex('games_shelf_hot_idx')
    .on('games')
    .columns(['state', 'playCount', 'id'])
    .execute();
  await db.schema
    .createIndex('games_shelf_new_idx')
    .on('games')
    .columns(['state', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('games_shelf_category_hot_idx')
    .on('games')
    .columns(['state', 'category', 'playCount', 'id'])
    .execute();
  await db.schema
    .createIndex('games_shelf_category_new_idx')
    .on('games')
    .columns(['state', 'category', 'createdAt', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'games_shelf_hot_idx',
    'games_shelf_new_idx',
    'games_shelf_category_hot_idx',
    'games_shelf_category_new_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
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
  for (const column of ['stateAt', 'stateBy', 'stateReason', 'state']) {
    await db.schema.alterTable('games').dropColumn(column).execute();
  }
}
