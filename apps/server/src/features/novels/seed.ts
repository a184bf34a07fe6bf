import type { novels } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { accountById, userIdsByName } from '../users/index.js';
import { novelsDb, type NovelsDb } from './books.js';
import { wordCountOf } from './chapter-text.js';
import { appendChapters, insertBook, type NewChapter } from './publish.js';
import { demoShelfOne } from './seed-books-one.js';
import { demoShelfTwo } from './seed-books-two.js';
import { demoShelfThree } from './seed-books-three.js';
import { demoShelfFour } from './seed-books-four.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A demo book: its story told as chapters, written for this portal. */
export interface DemoBook {
  title: string;
  /** The writer's public ID in the demo world. */
  author: string;
  category: novels.NovelCategory;
  tags: string[];
  status: novels.NovelStatus;
  synopsis: string;
  featured: boolean;
  /** Chapters after this many cost `price` coins. */
  freeChapters: number;
  price: number;
  /** How long ago it began; its chapters came out one a day since, the last `daysQuiet` days ago. */
  daysAgo: number;
  daysQuiet: number;
  /** Readers and collectors beyond the demo people, so the rankings differ. */
  readers: number;
  collectors: number;
  /**
   * Each chapter: its title and its own paragraphs. A scenery paragraph of the book joins every chapter
   * after its first paragraph, in turn.
   */
  chapters: Array<[string, string[]]>;
  scenery: string[];
}

const demoBooks: DemoBook[] = [...demoShelfOne, ...demoShelfTwo, ...demoShelfThree, ...demoShelfFour];

/** The chapters of a demo book, priced by its free count. */
function chaptersOf(book: DemoBook): NewChapter[] {
  return book.chapters.map(([title, own], index) => {
    const scenery = book.scenery[index % book.scenery.length]!;
    const paragraphs = [own[0]!, scenery, ...own.slice(1)];
    const text = paragraphs.join('\n');
    // Titled as imported chapters are: 第N章 and the chapter's own title.
    return {
      title: `第${index + 1}章 ${title}`,
      text,
      wordCount: wordCountOf(text),
      price: index < book.freeChapters ? 0 : book.price,
    };
  });
}

/** Demo readers: where they got to and what they collected. */
const DEMO_READING: Array<{
  reader: string;
  book: number;
  chapter: number;
  position: number;
  collected: boolean;
}> = [
  { reader: '10000001', book: 0, chapter: 3, position: 0.4, collected: true },
  { reader: '10000001', book: 2, chapter: 12, position: 0.75, collected: true },
  { reader: '10000001', book: 5, chapter: 1, position: 0.1, collected: false },
  { reader: '10000002', book: 1, chapter: 8, position: 0.5, collected: true },
  { reader: '10000002', book: 4, chapter: 20, position: 0.2, collected: true },
  { reader: '10000005', book: 6, chapter: 5, position: 0.9, collected: true },
];

/**
 * The demo novels: eight books across the categories, each with its chapters (some paid), two readers'
 * places and bookshelves. Chapters are added the way a writer's are (appendChapters), a book at a time.
 */
export async function seedNovels(handle: Db, now: number): Promise<void> {
  const db = novelsDb(handle);
  const idOf = await userIdsByName(db);
  const bookIds: number[] = [];
  for (const book of demoBooks) {
    const authorId = idOf.get(book.author);
    const author = authorId === undefined ? undefined : await accountById(db, authorId);
    if (!author) throw new Error(`demo novel refers to an unknown user ${book.author}`);
    const createdAt = now - book.daysAgo * DAY;
    const id = await insertBook(db, {
      authorId: Number(author.id),
      title: book.title,
      synopsis: book.synopsis,
      coverUrl: '',
      category: book.category,
      tags: book.tags,
      status: book.status,
      siteId: Number(author.siteId),
      featured: book.featured,
      createdAt,
    });
    await appendChapters(db, id, chaptersOf(book), now - book.daysQuiet * DAY - (id % 7) * HOUR);
    await db
      .updateTable('novelBooks')
      .set({ readCount: book.readers, collectCount: book.collectors })
      .where('id', '=', id)
      .execute();
    bookIds.push(id);
  }
  await seedReading(db, idOf, bookIds, now);
}

async function seedReading(db: NovelsDb, idOf: Map<string, number>, bookIds: number[], now: number) {
  const rows = DEMO_READING.flatMap((reading, index) => {
    const userId = idOf.get(reading.reader);
    const bookId = bookIds[reading.book];
    if (userId === undefined || bookId === undefined) return [];
    // Read a few hours ago: before the books' last chapters for some, so their shelves show 'updated'.
    const readAt = now - (index + 1) * 5 * HOUR;
    return [
      {
        userId,
        bookId,
        collectedAt: reading.collected ? readAt - DAY : null,
        chapterNumber: reading.chapter,
        positionPpm: Math.round(reading.position * 1_000_000),
        charOffset: 0,
        readAt,
      },
    ];
  });
  if (rows.length === 0) return;
  await db.insertInto('novelReaders').values(rows).execute();
  for (const row of rows) {
    await db
      .updateTable('novelBooks')
      .set((eb) => ({
        readCount: eb('readCount', '+', 1),
        collectCount: eb('collectCount', '+', row.collectedAt === null ? 0 : 1),
      }))
      .where('id', '=', row.bookId)
      .execute();
  }
}
