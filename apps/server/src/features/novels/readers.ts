import { formatChinaTime, type novels } from '@fox/contracts';
import type { Selectable } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { booksByIds, presentCards, visibleBook, type BookRow, type NovelsDb } from './books.js';
import type { NovelReaderTable } from './tables.js';

type ReaderRow = Selectable<NovelReaderTable>;

const PPM = 1_000_000;

export async function readerRow(db: NovelsDb, userId: number | null, bookId: number) {
  if (userId === null) return undefined;
  return db
    .selectFrom('novelReaders')
    .selectAll()
    .where('userId', '=', userId)
    .where('bookId', '=', bookId)
    .executeTakeFirst();
}

/** The reader's place in a book, with the chapter's title; null before their first read. */
export async function progressOf(
  db: NovelsDb,
  row: ReaderRow | undefined,
): Promise<novels.ReadingProgress | null> {
  const [progress] = await progressesOf(db, row ? [row] : []);
  return progress ?? null;
}

/** The places of many reader rows, the chapter titles read in one query. */
async function progressesOf(db: NovelsDb, rows: ReaderRow[]): Promise<Array<novels.ReadingProgress | null>> {
  const read = rows.filter((row) => row.chapterNumber !== null && row.readAt !== null);
  const titles = new Map<string, string>();
  if (read.length > 0) {
    const found = await db
      .selectFrom('novelChapters')
      .select(['bookId', 'chapterNumber', 'title'])
      .where((eb) =>
        eb.or(
          read.map((row) =>
            eb.and([eb('bookId', '=', row.bookId), eb('chapterNumber', '=', row.chapterNumber!)]),
          ),
        ),
      )
      .execute();
    for (const chapter of found)
      titles.set(`${Number(chapter.bookId)}:${Number(chapter.chapterNumber)}`, chapter.title);
  }
  return rows.map((row) =>
    row.chapterNumber === null || row.readAt === null
      ? null
      : {
          bookId: Number(row.bookId),
          chapterNumber: Number(row.chapterNumber),
          chapterTitle: titles.get(`${Number(row.bookId)}:${Number(row.chapterNumber)}`) ?? '',
          position: Number(row.positionPpm) / PPM,
          offset: Number(row.charOffset),
          updateTime: formatChinaTime(Number(row.readAt)),
        },
  );
}

/**
 * Saves where a reader is: one row per reader and book, the latest save wins whatever device sent it.
 * The first save of a reader counts them as one more reader of the book, in the same transaction.
 */
export async function saveProgress(
  db: NovelsDb,
  userId: number,
  input: { id: number; chapter: number; position: number; offset: number },
  now: number,
): Promise<novels.ReadingProgress> {
  const book = await visibleBook(db, input.id, userId);
  if (input.chapter > Number(book.chapterCount)) throw new AppError(404, 'novels.chapterMissing');
  const values = {
    chapterNumber: input.chapter,
    positionPpm: Math.round(input.position * PPM),
    charOffset: input.offset,
    readAt: now,
  };
  await inTransaction(db, async (trx) => {
    const mine = trx.updateTable('novelReaders').set(values).where('userId', '=', userId);
    // Conditional writes decide who counts the reader, so two first saves at once count them once.
    const first = await mine.where('bookId', '=', input.id).where('readAt', 'is', null).executeTakeFirst();
    let counts = Number(first.numUpdatedRows) === 1;
    if (!counts) {
      const again = await mine.where('bookId', '=', input.id).executeTakeFirst();
      if (Number(again.numUpdatedRows) === 0) {
        // A concurrent first save inserting the same row fails at the primary key and runs again.
        await trx
          .insertInto('novelReaders')
          .values({ userId, bookId: input.id, collectedAt: null, ...values })
          .execute();
        counts = true;
      }
    }
    if (counts) {
      await trx
        .updateTable('novelBooks')
        .set((eb) => ({ readCount: eb('readCount', '+', 1) }))
        .where('id', '=', input.id)
        .execute();
    }
  });
  return (await progressOf(db, await readerRow(db, userId, input.id)))!;
}

/** Puts a book on the bookshelf or takes it off; the book's collect count moves with the row. */
export async function setCollected(
  db: NovelsDb,
  userId: number,
  bookId: number,
  collected: boolean,
  now: number,
): Promise<{ id: number; collected: boolean; collectCount: number }> {
  await visibleBook(db, bookId, userId);
  await inTransaction(db, async (trx) => {
    // Only the request that changes the flag moves the count: a double click moves it once.
    const changed = await trx
      .updateTable('novelReaders')
      .set({ collectedAt: collected ? now : null })
      .where('userId', '=', userId)
      .where('bookId', '=', bookId)
      .where('collectedAt', collected ? 'is' : 'is not', null)
      .executeTakeFirst();
    let moved = Number(changed.numUpdatedRows) === 1;
    if (!moved && collected && !(await readerRow(trx, userId, bookId))) {
      await trx
        .insertInto('novelReaders')
        .values({ userId, bookId, collectedAt: now, chapterNumber: null, readAt: null })
        .execute();
      moved = true;
    }
    if (!moved) return;
    await trx
      .updateTable('novelBooks')
      .set((eb) => ({ collectCount: eb('collectCount', '+', collected ? 1 : -1) }))
      .where('id', '=', bookId)
      .execute();
  });
  const book = await visibleBook(db, bookId, userId);
  return { id: bookId, collected, collectCount: Number(book.collectCount) };
}

export async function setAutoUnlock(db: NovelsDb, userId: number, bookId: number, on: boolean) {
  await visibleBook(db, bookId, userId);
  await db
    .insertInto('novelReaders')
    .values({ userId, bookId, collectedAt: null, chapterNumber: null, readAt: null, autoUnlock: on ? 1 : 0 })
    .onConflict((oc) => oc.columns(['userId', 'bookId']).doUpdateSet({ autoUnlock: on ? 1 : 0 }))
    .execute();
  return { id: bookId, autoUnlock: on };
}

/**
 * The bookshelf: collected books by collect time, or read books by read time, each paged by the reader's
 * own index. A book is `updated` when its newest chapter came out after the reader last read it.
 */
export async function shelfPage(
  db: NovelsDb,
  userId: number,
  tab: novels.ShelfTab,
  page: { cursor?: string | undefined; offset: number; limit: number },
): Promise<{ rows: novels.ShelfItem[]; total: number }> {
  const column = tab === 'collected' ? 'collectedAt' : 'readAt';
  const base = db.selectFrom('novelReaders').where('userId', '=', userId).where(column, 'is not', null);
  let rowsQuery = base.selectAll().orderBy(column, 'desc').orderBy('bookId', 'desc').limit(page.limit);
  if (page.cursor) {
    const match = /^(\d{1,15})\.(\d{1,15})$/.exec(page.cursor);
    if (!match) throw new AppError(400, 'novels.badCursor');
    const [value, id] = [Number(match[1]), Number(match[2])];
    rowsQuery = rowsQuery.where((eb) =>
      eb.or([eb(column, '<', value), eb.and([eb(column, '=', value), eb('bookId', '<', id)])]),
    );
  } else {
    rowsQuery = rowsQuery.offset(page.offset);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await presentShelf(db, rows, column), total: Number(count.n) };
}

async function presentShelf(
  db: NovelsDb,
  rows: ReaderRow[],
  column: 'collectedAt' | 'readAt',
): Promise<novels.ShelfItem[]> {
  const books = await booksByIds(
    db,
    rows.map((row) => Number(row.bookId)),
  );
  // A book taken down stays listed on its readers' shelves, its card saying so; one deleted does not.
  const shown = rows.filter((row) => books.has(Number(row.bookId)));
  const [cards, progresses] = await Promise.all([
    presentCards(
      db,
      shown.map((row) => books.get(Number(row.bookId))!),
    ),
    progressesOf(db, shown),
  ]);
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  return shown.flatMap((row, index) => {
    const book = cardOf.get(Number(row.bookId));
    if (!book) return [];
    const bookRow = books.get(Number(row.bookId)) as BookRow;
    return [
      {
        book,
        collected: row.collectedAt !== null,
        progress: progresses[index] ?? null,
        updated: row.readAt !== null && Number(bookRow.latestChapterAt) > Number(row.readAt),
        lastReadTime: row.readAt === null ? null : formatChinaTime(Number(row.readAt)),
        cursor: `${Number(row[column])}.${Number(row.bookId)}`,
      },
    ];
  });
}

/** The reader's latest reads for the home's continue reading. */
export async function continueReading(db: NovelsDb, userId: number | null, limit: number) {
  if (userId === null) return [];
  return (await shelfPage(db, userId, 'recent', { offset: 0, limit })).rows;
}

/** Collect flag and auto-unlock choice of one reader for a book. */
export const flagsOf = (row: ReaderRow | undefined) => ({
  collected: row?.collectedAt != null,
  autoUnlock: Number(row?.autoUnlock ?? 0) === 1,
});
