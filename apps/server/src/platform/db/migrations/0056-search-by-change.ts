import type { Kysely } from 'kysely';

/**
 * Search catches up with edited dramas by (updatedAt, id), and with new games by (createdAt, id, the time
 * a game's words last changed): these indexes keep both a seek, as wishes' (0038) and books' (0048) are,
 * instead of a scan of every drama or game. 0053 led the games' time index with the shelf state, which
 * the catch-up does not filter by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('dramas_updated_idx').on('dramas').columns(['updatedAt', 'id']).execute();
  await db.schema.createIndex('games_listed_idx').on('games').columns(['createdAt', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('games_listed_idx').execute();
  await db.schema.dropIndex('dramas_updated_idx').execute();
}
