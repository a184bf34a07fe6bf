import type { im } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { ContentTables } from './tables.js';

/**
 * The card of a video or an article on the shelf, found by its title, as a chat shares it: the card shows
 * its cover and title and opens it. Null when there is no such work on the shelf.
 */
export async function contentShareCard(
  db: Db,
  kind: 'video' | 'article',
  title: string,
): Promise<im.Share | null> {
  const row = await tablesOf<ContentTables>(db)
    .selectFrom(kind === 'video' ? 'videos' : 'articles')
    .select(['id', 'title', 'coverUrl'])
    .where('title', '=', title)
    .where('state', '=', 'OnShelf')
    .orderBy('id')
    .executeTakeFirst();
  return row ? { type: kind, id: Number(row.id), title: row.title, coverImage: row.coverUrl } : null;
}
