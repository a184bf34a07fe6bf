import type { novels } from '@fox/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/tables.js';
import { readAfter, type ReadAfter } from '../../platform/db/read-after.js';
import { userCardsOf } from '../users/index.js';
import { booksByIds, novelsDb, presentCards } from './books.js';

/**
 * Books as a source of the site search (the app hands it to search): their titles, their authors'
 * nicknames and their synopses, read in id order or in order of change; on shelf when their state is
 * OnShelf now; shown as the novel list's cards in the order search found them.
 */
export const novelSearchSource = {
  kind: 'Novel',
  watermark: 'novels',
  async items(database: Db, after: ReadAfter, limit: number) {
    const db = novelsDb(database);
    const query = db
      .selectFrom('novelBooks')
      .select(['id', 'authorId', 'title', 'synopsis', 'createdAt', 'updatedAt']);
    const rows = await readAfter(query, after).limit(limit).execute();
    const authors = await userCardsOf(
      database,
      rows.map((row) => Number(row.authorId)),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      createdAt: Number(row.createdAt),
      updatedAt: Number(row.updatedAt),
      plain: [row.title, authors.get(Number(row.authorId))?.nickName ?? '', row.synopsis],
      html: [],
    }));
  },
  onShelf: (itemId: RawBuilder<unknown>) =>
    sql<SqlBool>`exists (select 1 from ${sql.table('novel_books')} b where b.id = ${itemId} and b.state = 'OnShelf')`,
  async cards(database: Db, ids: number[]): Promise<novels.NovelCard[]> {
    const db = novelsDb(database);
    const books = await booksByIds(db, ids);
    return presentCards(
      db,
      ids.flatMap((id) => books.get(id) ?? []),
    );
  },
};
