import type { Kysely } from 'kysely';

/**
 * Search catches up with edited wishes by (updatedAt, id) before every keyword on the square: this index
 * keeps that a seek, as the content tables' updatedAt indexes do (0009), instead of a scan of every wish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('wishes_updated_idx').on('wishes').columns(['updatedAt', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wishes_updated_idx').execute();
}
