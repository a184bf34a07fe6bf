import type { search } from '@fox/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../platform/db/database.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { loadMixedItems, type ItemRef } from '../content/index.js';
import type { SearchSource } from './sources.js';
import type { SearchTables } from './tables.js';

/** The content kinds of the mixed results, by the document kind they are indexed under. */
const CONTENT_KIND_OF: Record<string, ItemRef['kind']> = {
  Video: 'video',
  Article: 'article',
  Question: 'question',
};

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

/**
 * The ids of one kind's items whose text holds every word. SQLite is led from the FTS index's matches to
 * the documents by their key; asked as a membership test on the documents instead, it reads every
 * document of the kind to test each one.
 */
export function matchingItemIds(dialect: Dialect, kind: string, words: string[]): RawBuilder<unknown> {
  return dialect === 'sqlite'
    ? sql`select d.${sql.ref('itemId')} from "searchFts" f cross join ${sql.table('searchDocuments')} d
        where "searchFts" match ${ftsQuery(words)} and d.id = f.rowid and d.kind = ${kind}`
    : sql`select d.${sql.ref('itemId')} from ${sql.table('searchDocuments')} d
        where d.kind = ${kind} and d.tsv @@ cast(${tsQuery(words)} as tsquery)`;
}

/** Only items on shelf are found; each source reads its state live, so a taken-down item is hidden at once. */
function onShelf(sources: readonly SearchSource[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    sources.map(
      (source) => sql`(d.kind = ${source.kind} and ${source.onShelf(sql`d.${sql.ref('itemId')}`)})`,
    ),
    sql` or `,
  )})`;
}

export interface FoundPage {
  refs: Array<{ kind: string; id: number }>;
  total: number;
}

export interface SearchPage {
  words: string[];
  pageNum: number;
  pageSize: number;
}

/**
 * One page of the items of some sources whose text holds every word, newest first (ties by document id,
 * so pages never overlap), with the count of all of them.
 */
export async function findDocuments(
  database: Db,
  dialect: Dialect,
  sources: readonly SearchSource[],
  page: SearchPage,
): Promise<FoundPage> {
  if (page.words.length === 0 || sources.length === 0) return { refs: [], total: 0 };
  const db = tablesOf<SearchTables>(database);
  const where = sql<SqlBool>`${matches(dialect, page.words)} and ${onShelf(sources)}`;
  const [rows, count] = await Promise.all([
    sql<{
      kind: string;
      itemId: number;
    }>`select d.kind, d.${sql.ref('itemId')} from ${sql.table('searchDocuments')} d
      where ${where} order by d.${sql.ref('sortAt')} desc, d.id desc
      limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`.execute(db),
    sql<{ total: number | string }>`select count(*) as total from ${sql.table('searchDocuments')} d
      where ${where}`.execute(db),
  ]);
  return {
    refs: rows.rows.map((row) => ({ kind: row.kind, id: Number(row.itemId) })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/** The content sources a search kind covers: all three, or the one it names. */
export function contentSourcesOf(sources: readonly SearchSource[], kind: search.SearchKind): SearchSource[] {
  return sources.filter((source) => {
    const contentKind = CONTENT_KIND_OF[source.kind];
    return contentKind !== undefined && (kind === 'all' || contentKind === kind);
  });
}

/** Videos, articles and questions as their own lists answer them, in the order found. */
export async function loadContentResults(db: Db, found: FoundPage, viewerId: number | null) {
  const refs: ItemRef[] = found.refs.flatMap((ref) => {
    const kind = CONTENT_KIND_OF[ref.kind];
    return kind ? [{ kind, id: ref.id }] : [];
  });
  return { rows: await loadMixedItems(db, refs, viewerId), total: found.total };
}
