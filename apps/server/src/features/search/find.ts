import { search } from '@fox/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../platform/db/database.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { loadMixedItems, onShelfCondition, SEARCHABLE_KINDS, type ItemRef } from '../content/index.js';
import type { CatchUp } from './indexer.js';
import type { SearchTables } from './tables.js';

const KIND_OF_DOCUMENT = { Video: 'video', Article: 'article', Question: 'question' } as const;

/** An FTS5 query of whole words, all required: each word a quoted string, so no word is read as syntax. */
const ftsQuery = (words: string[]) => words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');

/** A tsquery of whole words, all required, quoted so no word is read as an operator. */
const tsQuery = (words: string[]) =>
  words.map((word) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`).join(' & ');

function matches(dialect: Dialect, words: string[]): RawBuilder<SqlBool> {
  return dialect === 'sqlite'
    ? sql<SqlBool>`d.id in (select rowid from "searchFts" where "searchFts" match ${ftsQuery(words)})`
    : sql<SqlBool>`d.tsv @@ cast(${tsQuery(words)} as tsquery)`;
}

/** Only items on shelf are found; the state is read live, so taking an item off shelf hides it at once. */
function onShelf(kind: search.SearchKind): RawBuilder<SqlBool> {
  const kinds = SEARCHABLE_KINDS.filter((entry) => kind === 'all' || KIND_OF_DOCUMENT[entry] === kind);
  return sql<SqlBool>`(${sql.join(
    kinds.map(
      (entry) => sql`(d.kind = ${entry} and ${onShelfCondition(entry, sql`d.${sql.ref('itemId')}`)})`,
    ),
    sql` or `,
  )})`;
}

/**
 * One page of the videos, articles and questions whose text holds every word of the keyword, newest
 * first (ties by document id, so pages never overlap), as their own lists answer them.
 */
export async function searchContent(
  db: Db,
  dialect: Dialect,
  catchUp: CatchUp,
  query: { keyword: string; kind: search.SearchKind; pageNum: number; pageSize: number },
  viewerId: number | null,
): Promise<{ rows: Awaited<ReturnType<typeof loadMixedItems>>; total: number }> {
  const words = search.queryWords(query.keyword);
  if (words.length === 0) return { rows: [], total: 0 };
  await catchUp();

  const where = sql<SqlBool>`${matches(dialect, words)} and ${onShelf(query.kind)}`;
  const [page, count] = await Promise.all([
    sql<{
      kind: keyof typeof KIND_OF_DOCUMENT;
      itemId: number;
    }>`select d.kind, d.${sql.ref('itemId')} from ${sql.table('searchDocuments')} d
      where ${where} order by d.${sql.ref('sortAt')} desc, d.id desc
      limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`.execute(
      tablesOf<SearchTables>(db),
    ),
    sql<{
      total: number | string;
    }>`select count(*) as total from ${sql.table('searchDocuments')} d where ${where}`.execute(
      tablesOf<SearchTables>(db),
    ),
  ]);
  const refs: ItemRef[] = page.rows.map((row) => ({
    kind: KIND_OF_DOCUMENT[row.kind],
    id: Number(row.itemId),
  }));
  return { rows: await loadMixedItems(db, refs, viewerId), total: Number(count.rows[0]?.total ?? 0) };
}
