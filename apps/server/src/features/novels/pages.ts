import { novels } from '@fox/contracts';
import { objectCountsOf } from '../social/index.js';
import { presentCards, rankedBooks, visibleBook, type NovelsDb } from './books.js';
import { volumesOf } from './chapters.js';
import { continueReading, flagsOf, progressOf, readerRow } from './readers.js';
import { NOVEL_BUSY_TYPE } from './targets.js';

const RANKING_SIZE = 10;
const FEATURED_SIZE = 6;
const CONTINUE_SIZE = 4;

/** A book's details page: the whole synopsis, volumes, counts and what the viewer has of it. */
export async function novelDetail(
  db: NovelsDb,
  id: number,
  viewerId: number | null,
): Promise<novels.NovelDetail> {
  const book = await visibleBook(db, id, viewerId);
  const [[card], volumes, reader, counts] = await Promise.all([
    presentCards(db, [book], 'read', true),
    volumesOf(db, id),
    readerRow(db, viewerId, id),
    objectCountsOf(db, NOVEL_BUSY_TYPE, [id]),
  ]);
  if (!card) throw new Error(`novel ${id} has no author card`);
  return {
    ...card,
    volumes,
    paidChapterCount: Number(book.paidChapterCount),
    commentCount: counts.get(id)?.commentCount ?? 0,
    ...flagsOf(reader),
    progress: await progressOf(db, reader),
    mine: Number(book.authorId) === viewerId,
  };
}

/**
 * The novel home: the featured books, every category with its count, the four rankings' first places, and
 * the reader's latest books. Each part is one indexed read.
 */
export async function novelHome(db: NovelsDb, viewerId: number | null): Promise<novels.NovelHome> {
  const ranking = (sort: novels.NovelSort) =>
    rankedBooks(db, { sort }, { offset: 0, limit: RANKING_SIZE, counted: false }).then(({ rows }) =>
      presentCards(db, rows, sort),
    );
  const [featuredRows, categoryRows, read, collect, fresh, finished, reading] = await Promise.all([
    db
      .selectFrom('novelBooks')
      .selectAll()
      .where('state', '=', 'OnShelf')
      .where('featured', '=', 1)
      .orderBy('id', 'desc')
      .limit(FEATURED_SIZE)
      .execute(),
    db
      .selectFrom('novelBooks')
      .select((eb) => ['category', eb.fn.countAll<number>().as('n')])
      .where('state', '=', 'OnShelf')
      .groupBy('category')
      .execute(),
    ranking('read'),
    ranking('collect'),
    ranking('new'),
    ranking('finished'),
    continueReading(db, viewerId, CONTINUE_SIZE),
  ]);
  const counted = new Map(categoryRows.map((row) => [row.category, Number(row.n)]));
  return {
    featured: await presentCards(db, featuredRows),
    categories: novels.NOVEL_CATEGORIES.map((name) => ({ name, bookCount: counted.get(name) ?? 0 })),
    rankings: { read, collect, new: fresh, finished },
    continueReading: reading,
  };
}
