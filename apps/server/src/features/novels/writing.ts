import { formatChinaTime, type novels } from '@fox/contracts';
import { inTransaction } from '../../platform/db/transactions.js';
import { ownBook, type NovelsDb } from './books.js';
import { chapterAt } from './chapters.js';
import { appendChapters, assertMaySell, newChapterOf, type NewChapter, type Writer } from './publish.js';
import { chaptersOfFile } from './txt-import.js';

/** A chapter's catalogue line as its author sees it (always readable to them). */
async function authorEntry(
  db: NovelsDb,
  bookId: number,
  chapterNumber: number,
): Promise<novels.CatalogueEntry> {
  const chapter = await chapterAt(db, bookId, chapterNumber);
  const price = Number(chapter.price);
  return {
    chapterNumber: Number(chapter.chapterNumber),
    title: chapter.title,
    wordCount: Number(chapter.wordCount),
    volumeNumber: Number(chapter.volumeNumber),
    paid: price > 0,
    price,
    readable: true,
    createTime: formatChinaTime(Number(chapter.createdAt)),
  };
}

/** The author adds the next chapter of their book. */
export async function addChapter(
  db: NovelsDb,
  writer: Writer,
  input: { id: number; title: string; text: string; price: number },
  now: number,
): Promise<novels.CatalogueEntry> {
  await ownBook(db, input.id, writer.userId);
  const chapter = newChapterOf(input.title, input.text, input.price);
  await assertMaySell(db, writer.userId, [chapter]);
  const { lastNumber } = await appendChapters(db, input.id, [chapter], now);
  return authorEntry(db, input.id, lastNumber);
}

/** The author corrects a chapter; the book's word and paid-chapter counts move with it. */
export async function editChapter(
  db: NovelsDb,
  writer: Writer,
  input: {
    id: number;
    chapter: number;
    title?: string | undefined;
    text?: string | undefined;
    price?: number | undefined;
  },
  now: number,
): Promise<novels.CatalogueEntry> {
  const book = await ownBook(db, input.id, writer.userId);
  const before = await chapterAt(db, input.id, input.chapter);
  const replaced = input.text === undefined ? null : newChapterOf(before.title, input.text, 0);
  const price = input.price ?? Number(before.price);
  if (price > 0 && Number(before.price) === 0) {
    await assertMaySell(db, writer.userId, [{ price } as NewChapter]);
  }
  const wordDelta = replaced ? replaced.wordCount - Number(before.wordCount) : 0;
  const paidDelta = (price > 0 ? 1 : 0) - (Number(before.price) > 0 ? 1 : 0);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('novelChapters')
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(replaced && { wordCount: replaced.wordCount }),
        price,
        updatedAt: now,
      })
      .where('id', '=', Number(before.id))
      .execute();
    if (replaced) {
      await trx
        .updateTable('novelChapterTexts')
        .set({ text: replaced.text })
        .where('chapterId', '=', Number(before.id))
        .execute();
    }
    const latest = input.chapter === Number(book.chapterCount) && input.title !== undefined;
    await trx
      .updateTable('novelBooks')
      .set((eb) => ({
        wordCount: eb('wordCount', '+', wordDelta),
        paidChapterCount: eb('paidChapterCount', '+', paidDelta),
        ...(latest && { latestChapterTitle: input.title }),
        updatedAt: now,
      }))
      .where('id', '=', input.id)
      .execute();
  });
  return authorEntry(db, input.id, input.chapter);
}

/**
 * Imports chapters from a .txt file after the book's last chapter. A dry run answers the split alone, so
 * the writer sees the chapters found before anything is added. Chapters from `paidFromNumber` on (as
 * numbered in the book) cost `price` coins.
 */
export async function importChapters(
  db: NovelsDb,
  writer: Writer,
  input: { id: number; file: string; dryRun: boolean; paidFromNumber?: number | undefined; price: number },
  now: number,
): Promise<novels.ImportResult> {
  const book = await ownBook(db, input.id, writer.userId);
  const first = Number(book.chapterCount) + 1;
  const { encoding, chapters } = chaptersOfFile(input.file, `第${first}章`);
  const found = chapters.map((chapter) => ({ title: chapter.title, wordCount: chapter.wordCount }));
  if (input.dryRun) return { encoding, chapters: found, saved: false, firstNumber: 0, lastNumber: 0 };
  const priced = chapters.map((chapter, index) => ({
    title: chapter.title,
    text: chapter.text,
    wordCount: chapter.wordCount,
    price: input.paidFromNumber !== undefined && first + index >= input.paidFromNumber ? input.price : 0,
  }));
  await assertMaySell(db, writer.userId, priced);
  const { firstNumber, lastNumber } = await appendChapters(db, input.id, priced, now);
  return { encoding, chapters: found, saved: true, firstNumber, lastNumber };
}
