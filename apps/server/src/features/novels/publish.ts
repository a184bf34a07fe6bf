import { novels } from '@fox/contracts';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { checkFileUrls } from '../uploads/index.js';
import { assertSettlementReady } from '../wallet/index.js';
import { ownBook, storedTags, type NovelsDb } from './books.js';
import { paragraphsOf, storedText, wordCountOf } from './chapter-text.js';

/** The volume a book's chapters go into until its writer opens another. */
export const FIRST_VOLUME_TITLE = '正文';

/** Who writes, and the host their request came to (absolute file addresses on it are ours). */
export interface Writer {
  userId: number;
  siteId: number;
  host?: string | undefined;
}

export interface NewBook {
  authorId: number;
  title: string;
  synopsis: string;
  coverUrl: string;
  category: string;
  tags: readonly string[];
  status: novels.NovelStatus;
  siteId: number;
  featured?: boolean;
  createdAt: number;
}

/** A chapter ready to store: its paragraphs already plain. */
export interface NewChapter {
  title: string;
  text: string;
  wordCount: number;
  price: number;
}

export async function insertBook(db: NovelsDb, book: NewBook): Promise<number> {
  const row = await db
    .insertInto('novelBooks')
    .values({
      authorId: book.authorId,
      title: book.title,
      synopsis: book.synopsis,
      coverUrl: book.coverUrl,
      category: book.category,
      tags: storedTags(book.tags),
      status: book.status,
      state: 'OnShelf',
      featured: book.featured ? 1 : 0,
      siteId: book.siteId,
      latestChapterAt: book.createdAt,
      createdAt: book.createdAt,
      updatedAt: book.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A cover must be a public picture of the portal's own store; answered as a site path. */
async function checkedCover(db: NovelsDb, writer: Writer, coverUrl: string | undefined) {
  if (!coverUrl) return undefined;
  const [path] = await checkFileUrls(db, { userId: writer.userId, host: writer.host }, [
    { field: 'coverUrl', url: coverUrl, kind: 'image' },
  ]);
  return path;
}

export async function publishBook(
  db: NovelsDb,
  writer: Writer,
  input: { title: string; synopsis: string; coverUrl?: string | undefined; category: string; tags: string[] },
  siteId: number | undefined,
  now: number,
): Promise<number> {
  const coverUrl = (await checkedCover(db, writer, input.coverUrl)) ?? '';
  return insertBook(db, {
    authorId: writer.userId,
    title: input.title,
    synopsis: storedText(paragraphsOf(input.synopsis)),
    coverUrl,
    category: input.category,
    tags: input.tags,
    status: 'serialising',
    siteId: siteId ?? writer.siteId,
    createdAt: now,
  });
}

export interface BookChanges {
  id: number;
  title?: string | undefined;
  synopsis?: string | undefined;
  coverUrl?: string | undefined;
  category?: string | undefined;
  tags?: string[] | undefined;
  status?: novels.NovelStatus | undefined;
  state?: 'OnShelf' | 'OffShelf' | undefined;
}

/** The author changes their book; a book the platform took down stays down whatever they ask. */
export async function editBook(db: NovelsDb, writer: Writer, changes: BookChanges, now: number) {
  const book = await ownBook(db, changes.id, writer.userId);
  if (changes.state && book.state !== changes.state && !['OnShelf', 'OffShelf'].includes(book.state)) {
    throw new AppError(400, 'novels.compelledOff');
  }
  const coverUrl = await checkedCover(db, writer, changes.coverUrl);
  await db
    .updateTable('novelBooks')
    .set({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.synopsis !== undefined && { synopsis: storedText(paragraphsOf(changes.synopsis)) }),
      ...(coverUrl !== undefined && { coverUrl }),
      ...(changes.category !== undefined && { category: changes.category }),
      ...(changes.tags !== undefined && { tags: storedTags(changes.tags) }),
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.state !== undefined && { state: changes.state }),
      updatedAt: now,
    })
    .where('id', '=', changes.id)
    .execute();
}

/** Opens the book's next volume; later chapters belong to it. */
export async function addVolume(db: NovelsDb, writer: Writer, bookId: number, title: string, now: number) {
  await ownBook(db, bookId, writer.userId);
  return inTransaction(db, async (trx) => {
    const last = await trx
      .selectFrom('novelVolumes')
      .select('volumeNumber')
      .where('bookId', '=', bookId)
      .orderBy('volumeNumber', 'desc')
      .executeTakeFirst();
    const volumeNumber = Number(last?.volumeNumber ?? 0) + 1;
    // Two volumes opened at once take the same number: the unique index refuses one, which runs again.
    const row = await trx
      .insertInto('novelVolumes')
      .values({ bookId, volumeNumber, title, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('novelBooks')
      .set((eb) => ({ volumeCount: eb('volumeCount', '+', 1), updatedAt: now }))
      .where('id', '=', bookId)
      .execute();
    return {
      id: Number(row.id),
      bookId,
      volumeNumber,
      title,
      firstChapterNumber: 0,
      chapterCount: 0,
    };
  });
}

/** A chapter as a writer sends it, reduced to plain paragraphs. */
export function newChapterOf(title: string, text: string, price: number): NewChapter {
  const stored = storedText(paragraphsOf(text));
  if (!stored) throw new AppError(400, 'novels.emptyText');
  return { title, text: stored, wordCount: wordCountOf(stored), price };
}

/** Paid chapters earn their author money: like paid dramas, they need a verified pay account and a card. */
export async function assertMaySell(db: NovelsDb, userId: number, chapters: readonly NewChapter[]) {
  if (chapters.some((chapter) => chapter.price > 0)) await assertSettlementReady(db, userId);
}

/**
 * Adds chapters after the book's last one, into its latest volume (opened as 正文 when it has none), with
 * the book's and the volume's counts, in one transaction. Numbers follow on without gaps: two writes at
 * once meet at the (book, chapter number) unique index and the later one runs again after the first.
 */
export async function appendChapters(
  db: NovelsDb,
  bookId: number,
  chapters: readonly NewChapter[],
  now: number,
): Promise<{ firstNumber: number; lastNumber: number }> {
  return inTransaction(db, async (trx) => {
    const book = await trx
      .selectFrom('novelBooks')
      .select(['chapterCount'])
      .where('id', '=', bookId)
      .executeTakeFirstOrThrow();
    const firstNumber = Number(book.chapterCount) + 1;
    const lastNumber = firstNumber + chapters.length - 1;
    if (lastNumber > novels.CHAPTERS_MAX) {
      throw new AppError(400, 'novels.tooManyChapters', { max: novels.CHAPTERS_MAX });
    }
    let volume = await trx
      .selectFrom('novelVolumes')
      .select(['volumeNumber', 'firstChapterNumber'])
      .where('bookId', '=', bookId)
      .orderBy('volumeNumber', 'desc')
      .executeTakeFirst();
    if (!volume) {
      await trx
        .insertInto('novelVolumes')
        .values({ bookId, volumeNumber: 1, title: FIRST_VOLUME_TITLE, createdAt: now })
        .execute();
      await trx.updateTable('novelBooks').set({ volumeCount: 1 }).where('id', '=', bookId).execute();
      volume = { volumeNumber: 1, firstChapterNumber: 0 };
    }
    const volumeNumber = Number(volume.volumeNumber);
    // Batches keep each statement's parameters under SQLite's and PostgreSQL's limits.
    for (let start = 0; start < chapters.length; start += 200) {
      const batch = chapters.slice(start, start + 200);
      const ids = await trx
        .insertInto('novelChapters')
        .values(
          batch.map((chapter, index) => ({
            bookId,
            chapterNumber: firstNumber + start + index,
            volumeNumber,
            title: chapter.title,
            wordCount: chapter.wordCount,
            price: chapter.price,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning(['id', 'chapterNumber'])
        .execute();
      const textOf = new Map(batch.map((chapter, index) => [firstNumber + start + index, chapter.text]));
      await trx
        .insertInto('novelChapterTexts')
        .values(
          ids.map((row) => ({ chapterId: Number(row.id), text: textOf.get(Number(row.chapterNumber))! })),
        )
        .execute();
    }
    await trx
      .updateTable('novelVolumes')
      .set((eb) => ({
        chapterCount: eb('chapterCount', '+', chapters.length),
        ...(Number(volume.firstChapterNumber) === 0 && { firstChapterNumber: firstNumber }),
      }))
      .where('bookId', '=', bookId)
      .where('volumeNumber', '=', volumeNumber)
      .execute();
    const words = chapters.reduce((sum, chapter) => sum + chapter.wordCount, 0);
    const paid = chapters.filter((chapter) => chapter.price > 0).length;
    await trx
      .updateTable('novelBooks')
      .set((eb) => ({
        chapterCount: lastNumber,
        wordCount: eb('wordCount', '+', words),
        paidChapterCount: eb('paidChapterCount', '+', paid),
        latestChapterTitle: chapters[chapters.length - 1]!.title,
        latestChapterAt: now,
        updatedAt: now,
      }))
      .where('id', '=', bookId)
      .where('chapterCount', '=', firstNumber - 1)
      .execute();
    return { firstNumber, lastNumber };
  });
}
