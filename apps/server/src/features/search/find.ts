import { search } from '@fox/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../platform/db/database.js';
import type { DatabaseSchema } from '../../schema.js';
import { loadMixedItems, type ItemRef } from '../content/index.js';
import { catchUpIndex } from './indexer.js';

type Db = Kysely<DatabaseSchema>;

const KIND_OF_DOCUMENT = { Video: 'video', Article: 'article', Question: 'question' } as const;
const DOCUMENT_KINDS = [
  { kind: 'Video', table: 'videos' },
  { kind: 'Article', table: 'articles' },
  { kind: 'Question', table: 'questions' },
] as const;

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
  const kinds = DOCUMENT_KINDS.filter((entry) => kind === 'all' || KIND_OF_DOCUMENT[entry.kind] === kind);
  return sql<SqlBool>`(${sql.join(
    kinds.map(
      (entry) =>
        sql`(d.kind = ${entry.kind} and exists (select 1 from ${sql.table(entry.table)} c where c.id = d.${sql.ref('itemId')} and c.state = 'OnShelf'))`,
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
  query: { keyword: string; kind: search.SearchKind; pageNum: number; pageSize: number },
  viewerId: number | null,
): Promise<{ rows: Awaited<ReturnType<typeof loadMixedItems>>; total: number }> {
  const words = search.queryWords(query.keyword);
  if (words.length === 0) return { rows: [], total: 0 };
  await catchUpIndex(db, dialect);

  const where = sql<SqlBool>`${matches(dialect, words)} and ${onShelf(query.kind)}`;
  const [page, count] = await Promise.all([
    sql<{
      kind: keyof typeof KIND_OF_DOCUMENT;
      itemId: number;
    }>`select d.kind, d.${sql.ref('itemId')} from ${sql.table('searchDocuments')} d
      where ${where} order by d.${sql.ref('sortAt')} desc, d.id desc
      limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`.execute(db),
    sql<{
      total: number | string;
    }>`select count(*) as total from ${sql.table('searchDocuments')} d where ${where}`.execute(db),
  ]);
  const refs: ItemRef[] = page.rows.map((row) => ({
    kind: KIND_OF_DOCUMENT[row.kind],
    id: Number(row.itemId),
  }));
  return { rows: await loadMixedItems(db, refs, viewerId), total: Number(count.rows[0]?.total ?? 0) };
}
