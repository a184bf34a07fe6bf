import type { im } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { DramasTables } from './tables.js';

/**
 * The card of a drama on the shelf, found by its title, as a chat shares it: it opens the drama's player.
 * Null when there is no such drama on the shelf.
 */
export async function dramaShareCard(db: Db, title: string): Promise<im.Share | null> {
  const row = await tablesOf<DramasTables>(db)
    .selectFrom('dramas')
    .select(['id', 'title', 'coverUrl'])
    .where('title', '=', title)
    .where('state', '=', 'OnShelf')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  const id = Number(row.id);
  return { type: 'playlet', id, title: row.title, coverImage: row.coverUrl, episodeRelevance: String(id) };
}
