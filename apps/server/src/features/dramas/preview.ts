import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { DramasTables } from './tables.js';

/**
 * The title, synopsis and cover of a drama on the shelf, for a shared link's preview; undefined for one
 * that is not, so a preview never shows what a visitor may not open.
 */
export async function dramaPreviewOf(database: Db, id: number) {
  const row = await tablesOf<DramasTables>(database)
    .selectFrom('dramas')
    .select(['title', 'intro', 'coverUrl'])
    .where('id', '=', id)
    .where('state', '=', 'OnShelf')
    .executeTakeFirst();
  return row && { title: row.title, description: row.intro || row.title, image: row.coverUrl };
}
