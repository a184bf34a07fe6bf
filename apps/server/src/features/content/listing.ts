import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userCardsOf, type UserCard } from '../users/index.js';
import type { CountedBusyType } from './counters.js';
import type { ContentTableName, ContentTables } from './tables.js';
import { viewerFlags, type ViewerFlags } from './viewer-flags.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

/** Which slice of a list to read: a page by number, or the items after a keyset cursor. */
export interface ListWindow {
  offset: number;
  limit: number;
  beforeId: number | undefined;
}

export const windowOf = (query: { pageNum: number; pageSize: number; beforeId?: number | undefined }) => ({
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
  beforeId: query.beforeId,
});

/** The columns every content query selects; `c` is the content table (the author comes from users). */
export const AUTHORED_COLUMNS = [
  'c.id',
  'c.userId',
  'c.state',
  'c.rejectReason',
  'c.praiseCount',
  'c.collectCount',
  'c.commentCount',
  'c.shareCount',
  'c.viewCount',
  'c.siteId',
  'c.createdAt',
  'c.updatedAt',
] as const;

/** The author's public ID, nickname and avatar beside each row; a row whose author is gone is left out. */
export function withAuthorCards<Row extends { userId: number }>(rows: Row[], cards: Map<number, UserCard>) {
  return rows.flatMap((row) => {
    const card = cards.get(Number(row.userId));
    return card
      ? [{ ...row, userName: card.userName, nickName: card.nickName, userAvatar: card.avatar }]
      : [];
  });
}

/** Rows with their authors and their flags (in the rows' order); a row whose author is gone is left out. */
export function withAuthorsFlagged<Row extends { id: number; userId: number }>(
  found: Row[],
  cards: Map<number, UserCard>,
  flags: ViewerFlags[],
) {
  const flagsOf = new Map(found.map((row, index) => [row.id, flags[index]!]));
  return withAuthorCards(found, cards).map((row) => ({ row, flags: flagsOf.get(row.id)! }));
}

/**
 * A page's rows with their authors and the viewer's flags, read side by side (one users query, and the
 * flags' reactions and follows queries).
 */
export async function withAuthorsAndFlags<Row extends { id: number; userId: number }>(
  db: Db,
  viewerId: number | null,
  busyType: CountedBusyType,
  found: Row[],
) {
  const [cards, flags] = await Promise.all([
    userCardsOf(
      db,
      found.map((row) => Number(row.userId)),
    ),
    viewerFlags(db, viewerId, busyType, found),
  ]);
  return withAuthorsFlagged(found, cards, flags);
}

/** The authors of a page of rows, in one query for the page. */
export async function withAuthors<Row extends { userId: number }>(db: Db, rows: Row[]) {
  const cards = await userCardsOf(
    db,
    rows.map((row) => Number(row.userId)),
  );
  return withAuthorCards(rows, cards);
}

/**
 * Lists are ordered newest first by (createdAt, id), which the feed indexes cover. The condition keeps the
 * items strictly after the cursor item in that order; an unknown cursor falls back to the id alone.
 */
export async function afterCursor(
  db: Db,
  table: ContentTableName,
  beforeId: number | undefined,
): Promise<RawBuilder<SqlBool> | null> {
  if (beforeId === undefined) return null;
  const found = await sql<{
    createdAt: number;
  }>`select ${sql.ref('createdAt')} from ${sql.table(table)} where id = ${beforeId}`.execute(contentDb(db));
  const createdAt = found.rows[0]?.createdAt;
  const id = sql.ref('c.id');
  if (createdAt === undefined) return sql<SqlBool>`${id} < ${beforeId}`;
  const at = sql.ref('c.createdAt');
  return sql<SqlBool>`(${at} < ${Number(createdAt)} or (${at} = ${Number(createdAt)} and ${id} < ${beforeId}))`;
}

/** The offset of a page; a cursor replaces paging by number. */
export const offsetOf = (window: ListWindow) => (window.beforeId === undefined ? window.offset : 0);

/** `c.column = value`, for the content table aliased `c` whatever its row type. */
const contentEquals = (column: 'state' | 'siteId', value: string | number) =>
  sql<SqlBool>`${sql.ref(`c.${column}`)} = ${value}`;

/**
 * One page of the items on shelf, newest first, with the total over all pages. `base` selects from the
 * content table aliased `c`; the cursor, if any, narrows the page but not the total.
 */
export async function listOnShelf<DB, TB extends keyof DB, O>(
  db: Db,
  table: ContentTableName,
  base: SelectQueryBuilder<DB, TB, O>,
  siteId: number | undefined,
  window: ListWindow,
) {
  let query = base.where(contentEquals('state', 'OnShelf'));
  if (siteId !== undefined) query = query.where(contentEquals('siteId', siteId));
  const cursor = await afterCursor(db, table, window.beforeId);
  const [rows, count] = await Promise.all([
    (cursor ? query.where(cursor) : query)
      .orderBy(sql.ref('c.createdAt'), 'desc')
      .orderBy(sql.ref('c.id'), 'desc')
      .offset(offsetOf(window))
      .limit(window.limit)
      .execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: totalOf(count) };
}

/** The `total` a count query selects; its row type is not known to the generic list above. */
function totalOf(row: unknown): number {
  if (typeof row !== 'object' || row === null || !('total' in row)) throw new Error('count has no total');
  return Number(row.total);
}
