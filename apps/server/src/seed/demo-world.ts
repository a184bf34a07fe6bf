import { sql, type Kysely } from 'kysely';
import { features } from '../compose.js';
import type { Database } from '../platform/db/database.js';
import type { DatabaseSchema } from '../schema.js';
import type { FileStore } from '../platform/storage/index.js';

/** True when the database holds no users: only then does a start seed the demo world. */
export async function isEmpty(db: Kysely<DatabaseSchema>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Seeds every feature's demo data in one transaction, so a failed seed leaves no rows half-made. Demo media
 * go into `files` (the platform's store, `fileStoreOf`).
 */
export async function seedDemoWorld(database: Database, files: FileStore, now = Date.now()): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (const feature of features) await feature.seed?.(trx, now, files);
  });
}

/** Empties every table of the portal (migrations stay applied) so the demo world can be seeded anew. */
export async function emptyDatabase(database: Database): Promise<void> {
  const tables = (await database.db.introspection.getTables())
    .filter((t) => !t.name.startsWith('kysely_'))
    // SQLite keeps a full-text index in shadow tables it alone may write; emptying the index table empties them.
    .filter((t) => !/^searchFts_/.test(t.name))
    .filter((t) => database.dialect === 'sqlite' || t.schema === (database.schema ?? 'public'))
    .map((t) => t.name);
  if (tables.length === 0) return;
  if (database.dialect === 'postgres') {
    const list = tables.map((t) => `"${t}"`).join(', ');
    await sql.raw(`truncate table ${list} restart identity cascade`).execute(database.db);
    return;
  }
  await database.db.transaction().execute(async (trx) => {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const table of tables) await sql.raw(`delete from "${table}"`).execute(trx);
    const hasSequences = await sql<{
      n: number;
    }>`select count(*) as n from sqlite_master where name = 'sqlite_sequence'`.execute(trx);
    if (Number(hasSequences.rows[0]?.n ?? 0) > 0) await sql`delete from sqlite_sequence`.execute(trx);
  });
}
