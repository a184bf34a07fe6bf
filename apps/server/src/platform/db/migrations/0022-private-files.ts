import { sql, type Kysely } from 'kysely';

/**
 * Private files. An upload is public (served to anyone by its address) until something it belongs to makes
 * it private: today a paid episode of a drama. A private file is served only with a signed, short-lived
 * address, and the secret of those signatures is kept here so every server process signs and checks alike.
 * Episodes already on sale have their uploaded files marked as they stand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('access', 'varchar(16)', (c) => c.notNull().defaultTo('public'))
    .execute();

  // One row (id 1): the secret is made by the first process that needs it, the others read it.
  await db.schema
    .createTable('fileSigningKeys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await sql`
    update uploads set access = 'paidEpisode'
    where "key" in (
      select substr(e.video_url, 17)
      from drama_episodes e join dramas d on d.id = e.drama_id
      where e.episode_number > d.free_count and e.video_url like '/resource/files/%'
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fileSigningKeys').execute();
  await db.schema.alterTable('uploads').dropColumn('access').execute();
}
