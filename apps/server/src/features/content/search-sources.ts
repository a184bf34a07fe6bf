import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { ContentTables } from './tables.js';

/** The kinds of content search finds, the table of each and the columns it is found by. */
const SOURCES = {
  Video: { table: 'videos', plain: ['title'], html: [] },
  Article: { table: 'articles', plain: ['title'], html: ['contentHtml'] },
  Question: { table: 'questions', plain: ['title'], html: ['contentHtml'] },
} as const;

export type SearchableKind = keyof typeof SOURCES;
export const SEARCHABLE_KINDS = Object.keys(SOURCES) as SearchableKind[];

/** The text of one item search indexes: plain columns as they are, rich text still as HTML. */
export interface SearchableItem {
  id: number;
  createdAt: number;
  updatedAt: number;
  plain: string[];
  html: string[];
}

/** Where a reading of the items goes on from: past an id (new items), or past a change (edited ones). */
export type SearchableAfter = { id: number } | { updatedAt: number; id: number };

interface SourceRow {
  id: number;
  createdAt: number;
  updatedAt: number;
  [column: string]: unknown;
}

/**
 * The next items of a kind in id order after an id, or in order of change after a change, `limit` at a
 * time, with the text search indexes. Shelf state is not part of it: a search reads it live.
 */
export async function searchableItems(
  db: Db,
  kind: SearchableKind,
  after: SearchableAfter,
  limit: number,
): Promise<SearchableItem[]> {
  const source = SOURCES[kind];
  const columns = ['id', 'createdAt', 'updatedAt', ...source.plain, ...source.html].map((c) => sql.ref(c));
  const [where, order] =
    'updatedAt' in after
      ? [
          // A row value, sought in the (updatedAt, id) index; the equivalent OR scans the table.
          sql`(${sql.ref('updatedAt')}, id) > (${after.updatedAt}, ${after.id})`,
          sql`${sql.ref('updatedAt')}, id`,
        ]
      : [sql`id > ${after.id}`, sql`id`];
  const { rows } = await sql<SourceRow>`select ${sql.join(columns)} from ${sql.table(source.table)}
    where ${where} order by ${order} limit ${limit}`.execute(tablesOf<ContentTables>(db));
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    plain: source.plain.map((column) => String(row[column] ?? '')),
    html: source.html.map((column) => String(row[column] ?? '')),
  }));
}

/**
 * True in a statement of another feature's when the item of `kind` whose id is `itemId` (a column of that
 * statement) is on the shelf: the state is read live, so taking an item off the shelf hides it at once.
 */
export function onShelfCondition(kind: SearchableKind, itemId: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from ${sql.table(SOURCES[kind].table)} c where c.id = ${itemId} and c.state = 'OnShelf')`;
}

/** Videos, articles and questions as search's sources (the app hands them to search). */
export const contentSearchSources = SEARCHABLE_KINDS.map((kind) => ({
  kind,
  watermark: SOURCES[kind].table,
  items: (db: Db, after: SearchableAfter, limit: number) => searchableItems(db, kind, after, limit),
  onShelf: (itemId: RawBuilder<unknown>) => onShelfCondition(kind, itemId),
}));
