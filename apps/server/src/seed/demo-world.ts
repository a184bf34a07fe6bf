import { sql } from 'kysely';
import { features } from '../compose.js';
import type { Database } from '../platform/db/database.js';
import { registerMessages } from '../platform/http/messages.js';
import type { Db } from '../platform/db/tables.js';
import { allTables } from '../schema.js';
import type { FileStore } from '../platform/storage/index.js';

/** True when the database holds no users: only then does a start seed the demo world. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await allTables(db).selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Seeds every feature's demo data in one transaction, so a failed seed leaves no rows half-made. Demo media
 * go into `files` (the platform's store). The features' texts are registered first: some demo rows (bills,
 * notices) are written in the catalogue's words, and the seed may run without an app (`npm run seed`).
 */
export async function seedDemoWorld(database: Database, files: FileStore, now = Date.now()): Promise<void> {
  for (const feature of features) if (feature.messages) registerMessages(feature.messages);
  await allTables(database.db)
    .transaction()
    .execute(async (trx) => {
      for (const feature of features) await feature.seed?.(trx, now, files);
    });
}

/** Empties every table of the portal (migrations stay applied) so the demo world can be seeded anew. */
export async function emptyDatabase(database: Database): Promise<void> {
  const db = allTables(database.db);
  const tables = (await db.introspection.getTables())
    .filter((t) => !t.name.startsWith('kysely_'))
    // SQLite keeps a full-text index in shadow tables it alone may write; emptying the index table empties them.
    .filter((t) => !/^searchFts_/.test(t.name))
    .filter((t) => database.dialect === 'sqlite' || t.schema === (database.schema ?? 'public'))
    .map((t) => t.name);
  if (tables.length === 0) return;
  if (database.dialect === 'postgres') {
    const list = tables.map((t) => `"${t}"`).join(', ');
    await sql.raw(`truncate table ${list} restart identity cascade`).execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const table of tables) await sql.raw(`delete from "${table}"`).execute(trx);
    const hasSequences = await sql<{
      n: number;
    }>`select count(*) as n from sqlite_master where name = 'sqlite_sequence'`.execute(trx);
    if (Number(hasSequences.rows[0]?.n ?? 0) > 0) await sql`delete from sqlite_sequence`.execute(trx);
  });
}
