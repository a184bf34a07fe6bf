import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/database.js';
import type { DatabaseSchema } from '../../schema.js';
import { documentTokens, plainText } from './words.js';

type Db = Kysely<DatabaseSchema>;

/** The content tables search covers, the kind each document is, and the columns it is found by. */
const SOURCES = [
  { table: 'videos', kind: 'Video', columns: ['title'], html: [] },
  { table: 'articles', kind: 'Article', columns: ['title'], html: ['contentHtml'] },
  { table: 'questions', kind: 'Question', columns: ['title'], html: ['contentHtml'] },
] as const;
type Source = (typeof SOURCES)[number];

export const SEARCH_KIND_OF = { video: 'Video', article: 'Article', question: 'Question' } as const;
export const SEARCH_SOURCE_OF = { Video: 'videos', Article: 'articles', Question: 'questions' } as const;

const BATCH = 200;

interface SourceRow {
  id: number;
  createdAt: number;
  updatedAt: number;
  [column: string]: unknown;
}

interface Watermark {
  lastId: number;
  updatedAt: number;
  updatedId: number;
}

async function watermarkOf(db: Db, source: string): Promise<Watermark> {
  const row = await db
    .selectFrom('searchWatermarks')
    .selectAll()
    .where('source', '=', source)
    .executeTakeFirst();
  return row
    ? { lastId: Number(row.lastId), updatedAt: Number(row.updatedAt), updatedId: Number(row.updatedId) }
    : { lastId: 0, updatedAt: 0, updatedId: 0 };
}

async function saveWatermark(db: Db, source: string, mark: Watermark): Promise<void> {
  await db
    .insertInto('searchWatermarks')
    .values({ source, ...mark })
    .onConflict((conflict) => conflict.column('source').doUpdateSet(mark))
    .execute();
}

function selectRows(db: Db, source: Source, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) {
  const columns = ['id', 'createdAt', 'updatedAt', ...source.columns, ...source.html].map((c) => sql.ref(c));
  return sql<SourceRow>`select ${sql.join(columns)} from ${sql.table(source.table)} where ${where} order by ${order} limit ${BATCH}`.execute(
    db,
  );
}

/** Writes the documents of some rows, replacing what was indexed for them before. */
async function indexRows(db: Db, dialect: Dialect, source: Source, rows: SourceRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const texts = [
        ...source.columns.map((column) => String(row[column] ?? '')),
        ...source.html.map((column) => plainText(String(row[column] ?? ''))),
      ];
      const tokens = documentTokens(texts);
      const document = await trx
        .insertInto('searchDocuments')
        .values({ kind: source.kind, itemId: Number(row.id), tokens, sortAt: Number(row.createdAt) })
        .onConflict((conflict) =>
          conflict.columns(['kind', 'itemId']).doUpdateSet({ tokens, sortAt: Number(row.createdAt) }),
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
 * Brings the index up to date with one content table. Content is written by many paths (the API, the
 * admin, the seeder inserting rows directly), so rather than trusting every one of them to tell search,
 * the index catches up from the tables themselves: first rows with an id beyond what was indexed (a row
 * inserted with an old updatedAt is still new), then rows changed after the last indexed change.
 * Shelf state is not indexed at all: queries read it live from the content table.
 */
async function catchUpSource(db: Db, dialect: Dialect, source: Source): Promise<void> {
  const mark = await watermarkOf(db, source.table);
  for (;;) {
    const { rows } = await selectRows(db, source, sql`id > ${mark.lastId}`, sql`id`);
    if (rows.length === 0) break;
    await indexRows(db, dialect, source, rows);
    mark.lastId = Number(rows[rows.length - 1]!.id);
    await saveWatermark(db, source.table, mark);
    if (rows.length < BATCH) break;
  }
  for (;;) {
    const after = sql`(${sql.ref('updatedAt')} > ${mark.updatedAt} or (${sql.ref('updatedAt')} = ${mark.updatedAt} and id > ${mark.updatedId}))`;
    const { rows } = await selectRows(db, source, after, sql`${sql.ref('updatedAt')}, id`);
    if (rows.length === 0) break;
    // Rows new in the first pass come round again here once; indexing is idempotent.
    await indexRows(db, dialect, source, rows);
    const last = rows[rows.length - 1]!;
    mark.updatedAt = Number(last.updatedAt);
    mark.updatedId = Number(last.id);
    await saveWatermark(db, source.table, mark);
    if (rows.length < BATCH) break;
  }
}

/** One catch-up at a time per process; a caller always gets one that started after it asked. */
let queue: Promise<void> = Promise.resolve();

export function catchUpIndex(db: Db, dialect: Dialect): Promise<void> {
  const run = queue.then(async () => {
    for (const source of SOURCES) await catchUpSource(db, dialect, source);
  });
  queue = run.catch(() => undefined);
  return run;
}
