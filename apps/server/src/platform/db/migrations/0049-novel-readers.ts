import { type Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * What readers have of books: one row per reader and book (bookshelf, place, auto-unlock choice), paged by
 * collect time and by read time; and the paid chapters each reader unlocked, unique per reader and chapter
 * so a second charge for the same chapter cannot be written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('novelReaders')
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('bookId', 'integer', (c) => c.notNull())
    .addColumn('collectedAt', 'bigint')
    .addColumn('chapterNumber', 'integer')
    .addColumn('positionPpm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charOffset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('readAt', 'bigint')
    .addColumn('autoUnlock', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('novel_readers_pk', ['userId', 'bookId'])
    .execute();
  await db.schema
    .createIndex('novel_readers_collected_idx')
    .on('novelReaders')
    .columns(['userId', 'collectedAt', 'bookId'])
    .execute();
  await db.schema
    .createIndex('novel_readers_read_idx')
    .on('novelReaders')
    .columns(['userId', 'readAt', 'bookId'])
    .execute();

  await idColumn(db.schema.createTable('novelUnlocks'), db)
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('bookId', 'integer', (c) => c.notNull())
    .addColumn('chapterId', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('novel_unlocks_chapter_idx')
    .on('novelUnlocks')
    .columns(['userId', 'chapterId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('novel_unlocks_book_idx')
    .on('novelUnlocks')
    .columns(['userId', 'bookId', 'chapterId'])
    .execute();
}
