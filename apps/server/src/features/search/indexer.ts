import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/database.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { SearchableItem, SearchSource } from './sources.js';
import type { SearchTables } from './tables.js';
import { documentTokens, plainText } from './words.js';

type SearchDb = Kysely<SearchTables>;

const BATCH = 200;

interface Watermark {
  lastId: number;
  updatedAt: number;
  updatedId: number;
}

async function watermarkOf(db: SearchDb, source: string): Promise<Watermark> {
  const row = await db
    .selectFrom('searchWatermarks')
    .selectAll()
    .where('source', '=', source)
    .executeTakeFirst();
  return row
    ? { lastId: Number(row.lastId), updatedAt: Number(row.updatedAt), updatedId: Number(row.updatedId) }
    : { lastId: 0, updatedAt: 0, updatedId: 0 };
}

async function saveWatermark(db: SearchDb, source: string, mark: Watermark): Promise<void> {
  await db
    .insertInto('searchWatermarks')
    .values({ source, ...mark })
    .onConflict((conflict) => conflict.column('source').doUpdateSet(mark))
    .execute();
}

/** Writes the documents of some items, replacing what was indexed for them before. */
async function indexItems(
  db: SearchDb,
  dialect: Dialect,
  kind: string,
  items: SearchableItem[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      const tokens = documentTokens([...item.plain, ...item.html.map((html) => plainText(html))]);
      const document = await trx
        .insertInto('searchDocuments')
        .values({ kind, itemId: item.id, tokens, sortAt: item.createdAt })
        .onConflict((conflict) =>
          conflict.columns(['kind', 'itemId']).doUpdateSet({ tokens, sortAt: item.createdAt }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      if (dialect === 'sqlite') {
        await sql`delete from "searchFts" where rowid = ${Number(document.id)}`.execute(trx);
        await sql`insert into "searchFts" (rowid, tokens) values (${Number(document.id)}, ${tokens})`.execute(
          trx,
        );
      }
    }
  });
}

/**
 * Brings the index up to date with one source. Items are written by many paths (the API, the admin, the
 * seeder inserting rows directly), so rather than trusting every one of them to tell search, the index
 * catches up from the items themselves: first items with an id beyond what was indexed (a row inserted
 * with an old updatedAt is still new), then items changed after the last indexed change. Shelf state is
 * not indexed at all: queries read it live from the source.
 */
async function catchUpSource(database: Db, dialect: Dialect, source: SearchSource): Promise<void> {
  const db = tablesOf<SearchTables>(database);
  const { kind } = source;
  const mark = await watermarkOf(db, source.watermark);
  for (;;) {
    const items = await source.items(database, { id: mark.lastId }, BATCH);
    if (items.length === 0) break;
    await indexItems(db, dialect, kind, items);
    mark.lastId = items[items.length - 1]!.id;
    await saveWatermark(db, source.watermark, mark);
    if (items.length < BATCH) break;
  }
  for (;;) {
    const after = { updatedAt: mark.updatedAt, id: mark.updatedId };
    const items = await source.items(database, after, BATCH);
    if (items.length === 0) break;
    // Items new in the first pass come round again here once; indexing is idempotent.
    await indexItems(db, dialect, kind, items);
    const last = items[items.length - 1]!;
    mark.updatedAt = last.updatedAt;
    mark.updatedId = last.id;
    await saveWatermark(db, source.watermark, mark);
    if (items.length < BATCH) break;
  }
}

/** Brings the search index up to date with its sources; made once per server when search is installed. */
export type CatchUp = () => Promise<void>;

/**
 * One catch-up at a time; a caller always gets one that started after it asked. Callers who ask while one
 * runs share the single catch-up queued behind it, so a burst of searches costs two catch-ups, not one each.
 */
export function createCatchUp(db: Db, dialect: Dialect, sources: readonly SearchSource[]): CatchUp {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = (async () => {
      for (const source of sources) await catchUpSource(db, dialect, source);
    })();
    running = run;
    void run.then(
      () => (running === run ? (running = null) : null),
      () => (running === run ? (running = null) : null),
    );
    return run;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
