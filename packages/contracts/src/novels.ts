import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { CONTENT_STATES } from './content.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema, wholeNumber } from './ids.js';
import {
  BOOK_TITLE_MAX,
  CATALOGUE_PAGE_MAX,
  CATALOGUE_PAGE_SIZE,
  CHAPTER_PRICE_MAX,
  CHAPTER_TEXT_MAX,
  CHAPTER_TITLE_MAX,
  CHAPTERS_MAX,
  IMPORT_ENCODINGS,
  IMPORT_FILE_MAX_BYTES,
  NOVEL_CATEGORIES,
  NOVEL_SORTS,
  NOVEL_STATUSES,
  SHELF_TABS,
  SYNOPSIS_MAX,
  TAG_MAX,
  TAGS_MAX,
  VOLUME_TITLE_MAX,
} from './novels-constants.js';
import { pagingQuery } from './paging.js';
import { lineText, multilineText, nameText } from './text.js';
import { fileAddress } from './uploads.js';

export * from './novels-constants.js';

/** A chapter number in a query: from 1. */
const chapterNumber = wholeNumber({ min: 1, max: CHAPTERS_MAX });
const bookQuery = z.object({ id: idSchema });

/** A book as lists show it: no chapter text, the synopsis cut short. */
export const novelCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The author: a portal user (their id, public ID, nickname and avatar). */
  authorId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  userAvatar: z.string(),
  coverUrl: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  wordCount: z.number().int(),
  status: z.enum(NOVEL_STATUSES),
  /** At most SYNOPSIS_SHORT characters in lists; whole on the details. */
  synopsis: z.string(),
  chapterCount: z.number().int(),
  /** The newest chapter (0 and '' while the book has none). */
  latestChapterNumber: z.number().int(),
  latestChapterTitle: z.string(),
  readCount: z.number().int(),
  collectCount: z.number().int(),
  state: z.enum(CONTENT_STATES),
  siteId: z.number().int(),
  createTime: chinaTimeSchema,
  /** When the newest chapter came out (the book's creation while it has none). */
  updateTime: chinaTimeSchema,
  /** Pass it back as `cursor` to get the books after this one in the same list. */
  cursor: z.string(),
});
export type NovelCard = z.infer<typeof novelCardSchema>;

/** Where a reader got to in a book: the chapter, and how far into it (a ratio and a character offset). */
export const readingProgressSchema = z.object({
  bookId: z.number().int(),
  chapterNumber: z.number().int(),
  chapterTitle: z.string(),
  /** From 0 (the chapter's start) to 1 (its end). */
  position: z.number(),
  /** Characters from the chapter's start, counting its paragraphs joined by line feeds. */
  offset: z.number().int(),
  updateTime: chinaTimeSchema,
});
export type ReadingProgress = z.infer<typeof readingProgressSchema>;

export const volumeSchema = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  /** From 1, in the book's order. */
  volumeNumber: z.number().int(),
  title: z.string(),
  /** The first chapter in it (0 while it has none) and how many it has. */
  firstChapterNumber: z.number().int(),
  chapterCount: z.number().int(),
});
export type Volume = z.infer<typeof volumeSchema>;

/** A book's details page: the whole synopsis, its volumes and what the viewer has of it. */
export const novelDetailSchema = novelCardSchema.extend({
  volumes: z.array(volumeSchema),
  /** Chapters that cost coins. */
  paidChapterCount: z.number().int(),
  commentCount: z.number().int(),
  /** The viewer collected it (false for guests). */
  collected: z.boolean(),
  /** The viewer's place in it; null for guests and before the first read. */
  progress: readingProgressSchema.nullable(),
  /** The viewer asked for paid chapters to be bought as they reach them. */
  autoUnlock: z.boolean(),
  /** The viewer wrote it: they may edit it and read every chapter. */
  mine: z.boolean(),
});
export type NovelDetail = z.infer<typeof novelDetailSchema>;

/** One line of the catalogue: never the text. */
export const catalogueEntrySchema = z.object({
  chapterNumber: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
  volumeNumber: z.number().int(),
  /** The chapter costs coins (a price above 0). */
  paid: z.boolean(),
  /** Whole fox coins; 0 when free. */
  price: z.number().int(),
  /** The viewer may read it: free, unlocked by them, or their own book. */
  readable: z.boolean(),
  createTime: chinaTimeSchema,
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** What a locked chapter costs the viewer; the text is never sent with it. */
export const chapterLockSchema = z.object({
  /** Whole fox coins. */
  price: z.number().int(),
  /** The viewer's fox coins (null for guests: they log in first). */
  balance: z.number().nullable(),
  /** The balance covers the price. */
  enough: z.boolean(),
});
export type ChapterLock = z.infer<typeof chapterLockSchema>;

/** A chapter as the reader shows it. */
export const chapterViewSchema = z.object({
  bookId: z.number().int(),
  bookTitle: z.string(),
  chapterNumber: z.number().int(),
  title: z.string(),
  volumeNumber: z.number().int(),
  volumeTitle: z.string(),
  wordCount: z.number().int(),
  paid: z.boolean(),
  price: z.number().int(),
  /** The text in plain paragraphs; null while locked (then `lock` says what it costs). */
  paragraphs: z.array(z.string()).nullable(),
  lock: chapterLockSchema.nullable(),
  /** The neighbours to go to (null at either end). */
  previousNumber: z.number().int().nullable(),
  nextNumber: z.number().int().nullable(),
  chapterCount: z.number().int(),
  /** The viewer's auto-unlock choice for this book. */
  autoUnlock: z.boolean(),
  createTime: chinaTimeSchema,
});
export type ChapterView = z.infer<typeof chapterViewSchema>;

/** A book on the reader's bookshelf. */
export const shelfItemSchema = z.object({
  book: novelCardSchema,
  collected: z.boolean(),
  progress: readingProgressSchema.nullable(),
  /** Chapters came out after the reader last read it. */
  updated: z.boolean(),
  /** When they last read it (null for a collected book never opened). */
  lastReadTime: chinaTimeSchema.nullable(),
  cursor: z.string(),
});
export type ShelfItem = z.infer<typeof shelfItemSchema>;

export const novelHomeSchema = z.object({
  featured: z.array(novelCardSchema),
  categories: z.array(z.object({ name: z.string(), bookCount: z.number().int() })),
  rankings: z.object({
    read: z.array(novelCardSchema),
    collect: z.array(novelCardSchema),
    new: z.array(novelCardSchema),
    finished: z.array(novelCardSchema),
  }),
  /** The logged-in reader's latest books with where they got to; empty for guests. */
  continueReading: z.array(shelfItemSchema),
});
export type NovelHome = z.infer<typeof novelHomeSchema>;

const cursorField = z.string().max(100).optional();

export const novelHome = defineEndpoint({
  method: 'GET',
  path: '/app/api/novel/home',
  auth: 'optional',
  tag: 'novels',
  summary: 'The novel home: featured books, categories, the four rankings and continue reading',
  kind: 'object',
  response: novelHomeSchema,
});

export const novelPage = defineEndpoint({
  method: 'GET',
  path: '/app/api/novel/list',
  auth: 'optional',
  tag: 'novels',
  summary: 'Books on the shelf, ranked and filtered; pass an item cursor to page by key',
  query: pagingQuery(20, 50).extend({
    sort: z.enum(NOVEL_SORTS).default('read'),
    category: z.enum(NOVEL_CATEGORIES).optional(),
    status: z.enum(NOVEL_STATUSES).optional(),
    cursor: cursorField,
  }),
  kind: 'list',
  response: novelCardSchema,
});

export const novelInfo = defineEndpoint({
  method: 'GET',
  path: '/app/api/novel/info',
  auth: 'optional',
  tag: 'novels',
  summary: "One book with its volumes and the viewer's collect state, progress and auto-unlock choice",
  query: bookQuery,
  kind: 'object',
  response: novelDetailSchema,
});

export const novelCatalogue = defineEndpoint({
  method: 'GET',
  path: '/app/api/novel/catalogue',
  auth: 'optional',
  tag: 'novels',
  summary: 'A page of the catalogue from a chapter number (total: the chapter count); never any text',
  query: z.object({
    id: idSchema,
    fromNumber: chapterNumber.default(1),
    pageSize: wholeNumber({ min: 1, max: CATALOGUE_PAGE_MAX }).default(CATALOGUE_PAGE_SIZE),
  }),
  kind: 'list',
  response: catalogueEntrySchema,
});

export const readChapter = defineEndpoint({
  method: 'GET',
  path: '/app/api/novel/chapter',
  auth: 'optional',
  tag: 'novels',
  summary: 'One chapter for the reader: its text when free or unlocked, else its lock (never its text)',
  query: z.object({ id: idSchema, chapter: chapterNumber }),
  kind: 'object',
  response: chapterViewSchema,
});

export const unlockChapterResultSchema = z.object({
  chapter: chapterViewSchema,
  /** Whole fox coins this request took; 0 when the chapter was already the reader's. */
  chargedCoins: z.number().int(),
  /** The reader's fox coins afterwards. */
  balance: z.number(),
});
export type UnlockChapterResult = z.infer<typeof unlockChapterResultSchema>;

export const unlockChapter = defineEndpoint({
  method: 'POST',
  path: '/app/api/novel/chapter/unlock',
  auth: 'user',
  tag: 'novels',
  summary:
    'Unlock a paid chapter with fox coins (once per reader and chapter); `auto` unlocks needs the auto-unlock choice on',
  body: z.object({ id: idSchema, chapter: chapterNumber, auto: z.boolean().default(false) }).strict(),
  kind: 'object',
  response: unlockChapterResultSchema,
});

export const setAutoUnlock = defineEndpoint({
  method: 'PUT',
  path: '/app/api/novel/auto-unlock',
  auth: 'user',
  tag: 'novels',
  summary: "Turn on or off buying this book's paid chapters as the reader reaches them",
  body: z.object({ id: idSchema, autoUnlock: z.boolean() }).strict(),
  kind: 'object',
  response: z.object({ id: z.number().int(), autoUnlock: z.boolean() }),
});

export const saveProgress = defineEndpoint({
  method: 'POST',
  path: '/app/api/novel/progress',
  auth: 'user',
  tag: 'novels',
  summary: "Save where the reader is in a book (one place per reader and book, any device's latest wins)",
  body: z
    .object({
      id: idSchema,
      chapter: chapterNumber,
      position: z.number().min(0).max(1).default(0),
      offset: z.number().int().min(0).max(CHAPTER_TEXT_MAX).default(0),
    })
    .strict(),
  kind: 'object',
  response: readingProgressSchema,
});

export const readingProgress = defineEndpoint({
  method: 'GET',
  path: '/app/api/novel/progress',
  auth: 'user',
  tag: 'novels',
  summary: "The reader's place in a book; null before their first read",
  query: bookQuery,
  kind: 'object',
  response: readingProgressSchema.nullable(),
});

export const collectNovel = defineEndpoint({
  method: 'PUT',
  path: '/app/api/novel/collect',
  auth: 'user',
  tag: 'novels',
  summary: 'Put a book on the bookshelf or take it off',
  body: z.object({ id: idSchema, collected: z.boolean() }).strict(),
  kind: 'object',
  response: z.object({ id: z.number().int(), collected: z.boolean(), collectCount: z.number().int() }),
});

export const novelShelf = defineEndpoint({
  method: 'GET',
  path: '/app/api/novel/shelf',
  auth: 'user',
  tag: 'novels',
  summary:
    "The reader's bookshelf: collected books (latest collect first) or recently read (latest read first)",
  query: pagingQuery(20, 50).extend({ tab: z.enum(SHELF_TABS).default('collected'), cursor: cursorField }),
  kind: 'list',
  response: shelfItemSchema,
});

const tagList = z.array(nameText(TAG_MAX, { min: 1 })).max(TAGS_MAX);

export const publishNovel = defineEndpoint({
  method: 'POST',
  path: '/app/api/novel',
  auth: 'user',
  tag: 'novels',
  summary: 'Start a book: the writer is its author; chapters follow one by one or from a .txt file',
  body: z
    .object({
      title: lineText(BOOK_TITLE_MAX, { min: 1 }),
      synopsis: multilineText(SYNOPSIS_MAX).default(''),
      coverUrl: fileAddress.optional(),
      category: z.enum(NOVEL_CATEGORIES),
      tags: tagList.default([]),
      siteId: idSchema.optional(),
    })
    .strict(),
  kind: 'object',
  response: novelDetailSchema,
});

export const editNovel = defineEndpoint({
  method: 'PUT',
  path: '/app/api/novel',
  auth: 'user',
  tag: 'novels',
  summary: 'The author changes their book: details, finished or not, on or off the shelf',
  body: z
    .object({
      id: idSchema,
      title: lineText(BOOK_TITLE_MAX, { min: 1 }).optional(),
      synopsis: multilineText(SYNOPSIS_MAX).optional(),
      coverUrl: fileAddress.optional(),
      category: z.enum(NOVEL_CATEGORIES).optional(),
      tags: tagList.optional(),
      status: z.enum(NOVEL_STATUSES).optional(),
      state: z.enum(['OnShelf', 'OffShelf']).optional(),
    })
    .strict(),
  kind: 'object',
  response: novelDetailSchema,
});

export const myNovels = defineEndpoint({
  method: 'GET',
  path: '/app/api/novel/mine',
  auth: 'user',
  tag: 'novels',
  summary: 'Books the viewer writes, whatever their state, latest first',
  query: pagingQuery(20, 50),
  kind: 'list',
  response: novelCardSchema,
});

export const addVolume = defineEndpoint({
  method: 'POST',
  path: '/app/api/novel/volume',
  auth: 'user',
  tag: 'novels',
  summary: 'The author opens a new volume; chapters added after it belong to it',
  body: z.object({ id: idSchema, title: lineText(VOLUME_TITLE_MAX, { min: 1 }) }).strict(),
  kind: 'object',
  response: volumeSchema,
});

export const addChapter = defineEndpoint({
  method: 'POST',
  path: '/app/api/novel/chapter',
  auth: 'user',
  tag: 'novels',
  summary:
    'The author adds the next chapter to the latest volume; the text is kept as plain paragraphs (markup dropped)',
  body: z
    .object({
      id: idSchema,
      title: lineText(CHAPTER_TITLE_MAX, { min: 1 }),
      text: multilineText(CHAPTER_TEXT_MAX, { min: 1 }),
      price: z.number().int().min(0).max(CHAPTER_PRICE_MAX).default(0),
    })
    .strict(),
  kind: 'object',
  response: catalogueEntrySchema,
});

export const editChapter = defineEndpoint({
  method: 'PUT',
  path: '/app/api/novel/chapter',
  auth: 'user',
  tag: 'novels',
  summary: 'The author corrects a chapter: its title, text or price',
  body: z
    .object({
      id: idSchema,
      chapter: chapterNumber,
      title: lineText(CHAPTER_TITLE_MAX, { min: 1 }).optional(),
      text: multilineText(CHAPTER_TEXT_MAX, { min: 1 }).optional(),
      price: z.number().int().min(0).max(CHAPTER_PRICE_MAX).optional(),
    })
    .strict(),
  kind: 'object',
  response: catalogueEntrySchema,
});

/** A chapter as an import found it. */
export const importedChapterSchema = z.object({ title: z.string(), wordCount: z.number().int() });

export const importResultSchema = z.object({
  encoding: z.enum(IMPORT_ENCODINGS),
  /** The chapters found, in order (their text stays on the server). */
  chapters: z.array(importedChapterSchema),
  /** false for a dry run: nothing was added. */
  saved: z.boolean(),
  /** The numbers the added chapters took (0 for a dry run). */
  firstNumber: z.number().int(),
  lastNumber: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Base64 of at most IMPORT_FILE_MAX_BYTES bytes. */
const base64File = z
  .string()
  .max(Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64');

export const importChapters = defineEndpoint({
  method: 'POST',
  path: '/app/api/novel/import',
  auth: 'user',
  tag: 'novels',
  summary:
    'The author imports chapters from a .txt file (UTF-8 or GB18030, split at headings like 第十二章); dryRun only shows the split',
  body: z
    .object({
      id: idSchema,
      /** The file's bytes in base64. */
      file: base64File.min(1),
      dryRun: z.boolean().default(false),
      /** Chapters from this one on (numbered in the book) cost `price` coins; free when absent. */
      paidFromNumber: chapterNumber.optional(),
      price: z.number().int().min(0).max(CHAPTER_PRICE_MAX).default(0),
    })
    .strict(),
  kind: 'object',
  response: importResultSchema,
});
