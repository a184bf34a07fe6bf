import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Ratings after settlement: on a settled order the publisher rates the taker and the taker rates the
 * publisher, each once (unique on the order and the rater, so double submits store one). A user's ratings
 * received are read newest first by (rateeId, id); their count and sum are kept in wishRatingSums, moved
 * in the rating's transaction, so an average is one row's read however many ratings there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('wishRatings'), db)
    .addColumn('receptionId', 'bigint', (c) =>
      c.notNull().references('wishReceptions.id').onDelete('cascade'),
    )
    .addColumn('wishId', 'bigint', (c) => c.notNull().references('wishes.id').onDelete('cascade'))
    .addColumn('raterId', 'bigint', (c) => c.notNull())
    .addColumn('rateeId', 'bigint', (c) => c.notNull())
    .addColumn('side', 'varchar(16)', (c) => c.notNull())
    .addColumn('score', 'smallint', (c) => c.notNull().check(sql`${sql.ref('score')} between 1 and 5`))
    .addColumn('comment', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wish_ratings_rater_idx')
    .unique()
    .on('wishRatings')
    .columns(['receptionId', 'raterId'])
    .execute();
  await db.schema
    .createIndex('wish_ratings_ratee_idx')
    .on('wishRatings')
    .columns(['rateeId', 'id'])
    .execute();

  await db.schema
    .createTable('wishRatingSums')
    .addColumn('userId', 'bigint', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wishRatingSums').execute();
  await db.schema.dropTable('wishRatings').execute();
}
