import { formatChinaTime, type novels } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { coinCentsOf, coinsOf } from '../wallet/index.js';
import { visibleBook, type BookRow, type NovelsDb } from './books.js';
import { readerRow } from './readers.js';

/** The paid chapters among `chapterIds` that a reader has unlocked. */
export async function unlockedAmong(
  db: NovelsDb,
  userId: number | null,
  bookId: number,
  chapterIds: number[],
): Promise<Set<number>> {
  if (userId === null || chapterIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('novelUnlocks')
    .select('chapterId')
    .where('userId', '=', userId)
    .where('bookId', '=', bookId)
    .where('chapterId', 'in', chapterIds)
    .execute();
  return new Set(rows.map((row) => Number(row.chapterId)));
}

export async function volumesOf(db: NovelsDb, bookId: number): Promise<novels.Volume[]> {
  const rows = await db
    .selectFrom('novelVolumes')
    .selectAll()
    .where('bookId', '=', bookId)
    .orderBy('volumeNumber')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    bookId: Number(row.bookId),
    volumeNumber: Number(row.volumeNumber),
    title: row.title,
    firstChapterNumber: Number(row.firstChapterNumber),
    chapterCount: Number(row.chapterCount),
  }));
}

/**
 * A page of the catalogue from a chapter number, by the (book, chapter number) index: the same cost at
 * chapter 5,000 as at chapter 1, and never a chapter's text.
 */
export async function cataloguePage(
  db: NovelsDb,
  viewerId: number | null,
  query: { id: number; fromNumber: number; pageSize: number },
): Promise<{ rows: novels.CatalogueEntry[]; total: number }> {
  const book = await visibleBook(db, query.id, viewerId);
  const chapters = await db
    .selectFrom('novelChapters')
    .select(['id', 'chapterNumber', 'volumeNumber', 'title', 'wordCount', 'price', 'createdAt'])
    .where('bookId', '=', query.id)
    .where('chapterNumber', '>=', query.fromNumber)
    .orderBy('chapterNumber')
    .limit(query.pageSize)
    .execute();
  const mine = Number(book.authorId) === viewerId;
  const paidIds = chapters
    .filter((chapter) => Number(chapter.price) > 0)
    .map((chapter) => Number(chapter.id));
  const unlocked = mine ? new Set<number>() : await unlockedAmong(db, viewerId, query.id, paidIds);
  const rows = chapters.map((chapter) => {
    const price = Number(chapter.price);
    return {
      chapterNumber: Number(chapter.chapterNumber),
      title: chapter.title,
      wordCount: Number(chapter.wordCount),
      volumeNumber: Number(chapter.volumeNumber),
      paid: price > 0,
      price,
      readable: price === 0 || mine || unlocked.has(Number(chapter.id)),
      createTime: formatChinaTime(Number(chapter.createdAt)),
    };
  });
  return { rows, total: Number(book.chapterCount) };
}

/** One chapter's row and its volume's title, by the (book, chapter number) index. */
export async function chapterAt(db: NovelsDb, bookId: number, chapterNumber: number) {
  const chapter = await db
    .selectFrom('novelChapters as c')
    .leftJoin('novelVolumes as v', (join) =>
      join.onRef('v.bookId', '=', 'c.bookId').onRef('v.volumeNumber', '=', 'c.volumeNumber'),
    )
    .select([
      'c.id',
      'c.chapterNumber',
      'c.volumeNumber',
      'c.title',
      'c.wordCount',
      'c.price',
      'c.createdAt',
      'v.title as volumeTitle',
    ])
    .where('c.bookId', '=', bookId)
    .where('c.chapterNumber', '=', chapterNumber)
    .executeTakeFirst();
  if (!chapter) throw new AppError(404, 'novels.chapterMissing');
  return chapter;
}

export type ChapterRow = Awaited<ReturnType<typeof chapterAt>>;

/** Whether a viewer may read a chapter: free, their own book, or unlocked by them. */
export async function mayRead(
  db: NovelsDb,
  viewerId: number | null,
  book: BookRow,
  chapter: ChapterRow,
): Promise<boolean> {
  if (Number(chapter.price) === 0 || Number(book.authorId) === viewerId) return true;
  const unlocked = await unlockedAmong(db, viewerId, Number(book.id), [Number(chapter.id)]);
  return unlocked.size > 0;
}

async function textOf(db: NovelsDb, chapterId: number): Promise<string[]> {
  const row = await db
    .selectFrom('novelChapterTexts')
    .select('text')
    .where('chapterId', '=', chapterId)
    .executeTakeFirst();
  return row ? row.text.split('\n') : [];
}

/**
 * A chapter for the reader. Its text is read only when the viewer may read it; a locked chapter answers
 * its price and the viewer's balance instead, so the text never leaves the server before an unlock.
 */
export async function readChapter(
  db: NovelsDb,
  viewerId: number | null,
  bookId: number,
  chapterNumber: number,
): Promise<novels.ChapterView> {
  const book = await visibleBook(db, bookId, viewerId);
  const chapter = await chapterAt(db, bookId, chapterNumber);
  const [readable, reader] = await Promise.all([
    mayRead(db, viewerId, book, chapter),
    readerRow(db, viewerId, bookId),
  ]);
  return chapterView(db, viewerId, book, chapter, readable, Number(reader?.autoUnlock ?? 0) === 1);
}

export async function chapterView(
  db: NovelsDb,
  viewerId: number | null,
  book: BookRow,
  chapter: ChapterRow,
  readable: boolean,
  autoUnlock: boolean,
): Promise<novels.ChapterView> {
  const price = Number(chapter.price);
  let paragraphs: string[] | null = null;
  let lock: novels.ChapterLock | null = null;
  if (readable) {
    paragraphs = await textOf(db, Number(chapter.id));
  } else {
    const balance = viewerId === null ? null : coinsOf(await coinCentsOf(db, viewerId));
    lock = { price, balance, enough: balance !== null && balance >= price };
  }
  const number = Number(chapter.chapterNumber);
  const count = Number(book.chapterCount);
  return {
    bookId: Number(book.id),
    bookTitle: book.title,
    chapterNumber: number,
    title: chapter.title,
    volumeNumber: Number(chapter.volumeNumber),
    volumeTitle: chapter.volumeTitle ?? '',
    wordCount: Number(chapter.wordCount),
    paid: price > 0,
    price,
    paragraphs,
    lock,
    previousNumber: number > 1 ? number - 1 : null,
    nextNumber: number < count ? number + 1 : null,
    chapterCount: count,
    autoUnlock,
    createTime: formatChinaTime(Number(chapter.createdAt)),
  };
}
