import { formatChinaTime, novels } from '@fox/contracts';
import type { Kysely, Selectable } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { userCardsOf } from '../users/index.js';
import type { NovelBookTable, NovelsTables } from './tables.js';

export type NovelsDb = Kysely<NovelsTables>;
export type BookRow = Selectable<NovelBookTable>;

export const novelsDb = (db: Db): NovelsDb => tablesOf<NovelsTables>(db);

export const tagsOf = (stored: string): string[] => (stored ? stored.split(',') : []);
export const storedTags = (tags: readonly string[]): string =>
  [...new Set(tags.map((tag) => tag.replace(/,/g, '').trim()).filter(Boolean))].join(',');

/** The column a ranking orders by. 'finished' is the most read among the complete books. */
const SORT_COLUMN = {
  read: 'readCount',
  collect: 'collectCount',
  new: 'latestChapterAt',
  finished: 'readCount',
} as const satisfies Record<novels.NovelSort, keyof NovelBookTable>;

/** A list position: the sort value and id of the last book shown, as `value.id`. */
export function cursorOf(row: BookRow, sort: novels.NovelSort): string {
  return `${Number(row[SORT_COLUMN[sort]])}.${Number(row.id)}`;
}

function parseCursor(cursor: string): { value: number; id: number } {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(cursor);
  if (!match) throw new AppError(400, 'novels.badCursor');
  return { value: Number(match[1]), id: Number(match[2]) };
}

export interface ListFilter {
  sort: novels.NovelSort;
  category?: string | undefined;
  status?: novels.NovelStatus | undefined;
}

/**
 * One page of the books on the shelf in a ranking, by its index: after a cursor (key paging, the same cost
 * however deep) or at an offset for numbered pages. The total is counted on the same filter.
 */
export async function rankedBooks(
  db: NovelsDb,
  filter: ListFilter,
  page: { cursor?: string | undefined; offset: number; limit: number; counted?: boolean },
): Promise<{ rows: BookRow[]; total: number }> {
  const column = SORT_COLUMN[filter.sort];
  const status = filter.sort === 'finished' ? 'finished' : filter.status;
  let query = db.selectFrom('novelBooks').where('state', '=', 'OnShelf');
  if (filter.category) query = query.where('category', '=', filter.category);
  if (status) query = query.where('status', '=', status);
  let rowsQuery = query.selectAll().orderBy(column, 'desc').orderBy('id', 'desc').limit(page.limit);
  if (page.cursor) {
    const after = parseCursor(page.cursor);
    rowsQuery = rowsQuery.where((eb) =>
      eb.or([eb(column, '<', after.value), eb.and([eb(column, '=', after.value), eb('id', '<', after.id)])]),
    );
  } else {
    rowsQuery = rowsQuery.offset(page.offset);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    page.counted === false
      ? { n: 0 }
      : query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function bookById(db: NovelsDb, id: number): Promise<BookRow | undefined> {
  return db.selectFrom('novelBooks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function booksByIds(db: NovelsDb, ids: readonly number[]): Promise<Map<number, BookRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('novelBooks')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/**
 * A book a viewer may open: on the shelf, or their own whatever its state. Others get the same answer as
 * for a book that does not exist.
 */
export async function visibleBook(db: NovelsDb, id: number, viewerId: number | null): Promise<BookRow> {
  const row = await bookById(db, id);
  if (!row || (row.state !== 'OnShelf' && Number(row.authorId) !== viewerId)) {
    throw new AppError(404, 'novels.missing');
  }
  return row;
}

/** A book its author changes: refused to everyone else. */
export async function ownBook(db: NovelsDb, id: number, userId: number): Promise<BookRow> {
  const row = await bookById(db, id);
  if (!row) throw new AppError(404, 'novels.missing');
  if (Number(row.authorId) !== userId) throw new AppError(403, 'novels.notAuthor');
  return row;
}

/**
 * Books in the list's shape, with their authors' cards read in one batch; a book whose author is gone is
 * left out. `full` keeps the whole synopsis (the details page).
 */
export async function presentCards(
  db: NovelsDb,
  rows: BookRow[],
  sort: novels.NovelSort = 'read',
  full = false,
): Promise<novels.NovelCard[]> {
  const cards = await userCardsOf(
    db,
    rows.map((row) => Number(row.authorId)),
  );
  return rows.flatMap((row) => {
    const author = cards.get(Number(row.authorId));
    if (!author) return [];
    const synopsis =
      full || row.synopsis.length <= novels.SYNOPSIS_SHORT
        ? row.synopsis
        : `${row.synopsis.slice(0, novels.SYNOPSIS_SHORT)}…`;
    return [
      {
        id: Number(row.id),
        title: row.title,
        authorId: Number(row.authorId),
        userName: author.userName,
        nickName: author.nickName,
        userAvatar: author.avatar,
        coverUrl: row.coverUrl,
        category: row.category,
        tags: tagsOf(row.tags),
        wordCount: Number(row.wordCount),
        status: row.status,
        synopsis,
        chapterCount: Number(row.chapterCount),
        latestChapterNumber: Number(row.chapterCount),
        latestChapterTitle: row.latestChapterTitle,
        readCount: Number(row.readCount),
        collectCount: Number(row.collectCount),
        state: row.state,
        siteId: Number(row.siteId),
        createTime: formatChinaTime(Number(row.createdAt)),
        updateTime: formatChinaTime(Number(row.latestChapterAt)),
        cursor: cursorOf(row, sort),
      },
    ];
  });
}

/** The books its writer has, latest first, whatever their state. */
export async function authorBooks(db: NovelsDb, authorId: number, offset: number, limit: number) {
  const query = db.selectFrom('novelBooks').where('authorId', '=', authorId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
