import type { content, novels } from '@fox/contracts';
import type { Generated } from 'kysely';

export interface NovelBookTable {
  id: Generated<number>;
  /** The writer: a portal user. */
  authorId: number;
  title: string;
  synopsis: string;
  coverUrl: string;
  category: string;
  /** The tags joined by commas (a tag holds none). */
  tags: string;
  status: novels.NovelStatus;
  state: content.ContentState;
  /** 1 for the books the novel home features. */
  featured: Generated<number>;
  siteId: number;
  /** Kept by every chapter added or changed, in its transaction, with the counts below. */
  wordCount: Generated<number>;
  chapterCount: Generated<number>;
  paidChapterCount: Generated<number>;
  volumeCount: Generated<number>;
  latestChapterTitle: Generated<string>;
  /** When the newest chapter came out (the book's creation before it has one): 'new' ranks by it. */
  latestChapterAt: number;
  /** Readers who opened it (one per reader). */
  readCount: Generated<number>;
  collectCount: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export interface NovelVolumeTable {
  id: Generated<number>;
  bookId: number;
  volumeNumber: number;
  title: string;
  firstChapterNumber: Generated<number>;
  chapterCount: Generated<number>;
  createdAt: number;
}

/** A chapter's line in the catalogue; its text is in novelChapterTexts. */
export interface NovelChapterTable {
  id: Generated<number>;
  bookId: number;
  chapterNumber: number;
  volumeNumber: number;
  title: string;
  wordCount: number;
  /** Whole fox coins; 0 is free. */
  price: number;
  createdAt: number;
  updatedAt: number;
}

export interface NovelChapterTextTable {
  chapterId: number;
  /** Plain paragraphs joined by line feeds. */
  text: string;
}

/** One row per reader and book: the bookshelf, the place, the auto-unlock choice. */
export interface NovelReaderTable {
  userId: number;
  bookId: number;
  collectedAt: number | null;
  chapterNumber: number | null;
  /** Position within the chapter in millionths (integers compare and store alike everywhere). */
  positionPpm: Generated<number>;
  charOffset: Generated<number>;
  readAt: number | null;
  autoUnlock: Generated<number>;
}

/** A paid chapter a reader unlocked; unique per (user, chapter). */
export interface NovelUnlockTable {
  id: Generated<number>;
  userId: number;
  bookId: number;
  chapterId: number;
  /** The coins it cost. */
  price: number;
  createdAt: number;
}

export interface NovelsTables {
  novelBooks: NovelBookTable;
  novelVolumes: NovelVolumeTable;
  novelChapters: NovelChapterTable;
  novelChapterTexts: NovelChapterTextTable;
  novelReaders: NovelReaderTable;
  novelUnlocks: NovelUnlockTable;
}
