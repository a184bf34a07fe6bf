import { type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Novels: books with their kept counts (chapters, words, readers, collects, the newest chapter), volumes,
 * and chapters keyed by (book, chapter number) so opening chapter 5,000 is one index look like chapter 1.
 * A chapter's text lives in its own table, so a catalogue page or a list never reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('novelBooks'), db)
    .addColumn('authorId', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('synopsis', 'text', (c) => c.notNull())
    .addColumn('coverUrl', 'varchar(1024)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('tags', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('siteId', 'integer', (c) => c.notNull())
    .addColumn('wordCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chapterCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paidChapterCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('volumeCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latestChapterTitle', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('latestChapterAt', 'bigint', (c) => c.notNull())
    .addColumn('readCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collectCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  // The rankings and the ranked list, each paged by its key with the id breaking ties.
  for (const [name, column] of [
    ['read', 'readCount'],
    ['collect', 'collectCount'],
    ['new', 'latestChapterAt'],
  ] as const) {
    await db.schema
      .createIndex(`novel_books_${name}_idx`)
      .on('novelBooks')
      .columns(['state', column, 'id'])
      .execute();
    await db.schema
      .createIndex(`novel_books_category_${name}_idx`)
      .on('novelBooks')
      .columns(['state', 'category', column, 'id'])
      .execute();
  }
  await db.schema
    .createIndex('novel_books_status_idx')
    .on('novelBooks')
    .columns(['state', 'status', 'readCount', 'id'])
    .execute();
  await db.schema
    .createIndex('novel_books_featured_idx')
    .on('novelBooks')
    .columns(['state', 'featured', 'id'])
    .execute();
  await db.schema
    .createIndex('novel_books_author_idx')
    .on('novelBooks')
    .columns(['authorId', 'id'])
    .execute();
  await db.schema
    .createIndex('novel_books_changed_idx')
    .on('novelBooks')
    .columns(['updatedAt', 'id'])
    .execute();

  await idColumn(db.schema.createTable('novelVolumes'), db)
    .addColumn('bookId', 'integer', (c) => c.notNull())
    .addColumn('volumeNumber', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('firstChapterNumber', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chapterCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('novel_volumes_book_idx')
    .on('novelVolumes')
    .columns(['bookId', 'volumeNumber'])
    .unique()
    .execute();

  await idColumn(db.schema.createTable('novelChapters'), db)
    .addColumn('bookId', 'integer', (c) => c.notNull())
    .addColumn('chapterNumber', 'integer', (c) => c.notNull())
    .addColumn('volumeNumber', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('wordCount', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('novel_chapters_book_idx')
    .on('novelChapters')
    .columns(['bookId', 'chapterNumber'])
    .unique()
    .execute();

  await db.schema
    .createTable('novelChapterTexts')
    .addColumn('chapterId', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
}
