/** The novels' limits and word lists, apart from their schemas so any page can use them without loading zod. */

/** Categories a book is filed under, in the order the novel home shows them. */
export const NOVEL_CATEGORIES = ['玄幻', '仙侠', '都市', '历史', '科幻', '悬疑', '言情', '武侠'] as const;
export type NovelCategory = (typeof NOVEL_CATEGORIES)[number];

/** A book is still coming out chapter by chapter (连载中) or complete (已完结). */
export const NOVEL_STATUSES = ['serialising', 'finished'] as const;
export type NovelStatus = (typeof NOVEL_STATUSES)[number];

/**
 * Orders of the ranked list: most read, most collected, newest (by its latest chapter), and finished books
 * (most read among the complete ones). The home's four rankings are the same four.
 */
export const NOVEL_SORTS = ['read', 'collect', 'new', 'finished'] as const;
export type NovelSort = (typeof NOVEL_SORTS)[number];

/** The two halves of the bookshelf: books collected, and books read lately (collected or not). */
export const SHELF_TABS = ['collected', 'recent'] as const;
export type ShelfTab = (typeof SHELF_TABS)[number];

export const BOOK_TITLE_MAX = 50;
export const SYNOPSIS_MAX = 1_000;
/** A list card's synopsis is cut to this many characters; the details page has the whole of it. */
export const SYNOPSIS_SHORT = 80;
export const TAGS_MAX = 5;
export const TAG_MAX = 8;
export const VOLUME_TITLE_MAX = 30;
export const CHAPTER_TITLE_MAX = 50;
/** Characters of one chapter's text; web novels' chapters run from 2,000 to 10,000. */
export const CHAPTER_TEXT_MAX = 30_000;
/** A chapter's price in whole fox coins; 0 is free. */
export const CHAPTER_PRICE_MAX = 500;
/** Chapters one book may have. */
export const CHAPTERS_MAX = 20_000;

/** Catalogue entries per page (paged by chapter number). */
export const CATALOGUE_PAGE_SIZE = 50;
export const CATALOGUE_PAGE_MAX = 100;

/**
 * A .txt file to import: its bytes, at most this many. Sent in base64 (a third larger) it stays under the
 * server's 1 MB request limit; it holds some 350,000 Chinese characters in GB18030.
 */
export const IMPORT_FILE_MAX_BYTES = 700 * 1024;
/** Chapters one import may add. */
export const IMPORT_CHAPTERS_MAX = 500;
/** The encodings an imported .txt file is read in; the server tells which it found. */
export const IMPORT_ENCODINGS = ['utf-8', 'gb18030'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

/** Reading position within a chapter: a ratio from 0 (its start) to 1 (its end). */
export const POSITION_MAX = 1;

/** Word count as Chinese sites write it: 8,600 字 or 12.3万字. */
export function formatWordCount(words: number): string {
  if (words < 10_000) return `${words}字`;
  return `${(Math.floor(words / 1_000) / 10).toFixed(1)}万字`;
}

/** The page of the catalogue (from 1) that holds a chapter number, at a page size. */
export const cataloguePageOf = (chapterNumber: number, pageSize = CATALOGUE_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(chapterNumber / pageSize));
