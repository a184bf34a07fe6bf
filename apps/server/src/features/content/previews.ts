import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { ContentTables } from './tables.js';

/** What a shared link of a video, article or question shows before it is opened. */
export interface ContentPreview {
  title: string;
  description: string;
  image: string;
}

/**
 * The title, summary and cover of a video, article or question on the shelf, for a shared link's preview;
 * undefined for anything not on the shelf, so a preview never shows what a visitor may not open.
 */
export async function contentPreviewOf(
  database: Db,
  kind: 'Video' | 'Article' | 'Question',
  id: number,
): Promise<ContentPreview | undefined> {
  const db = tablesOf<ContentTables>(database);
  if (kind === 'Video') {
    const row = await db
      .selectFrom('videos')
      .select(['title', 'coverUrl'])
      .where('id', '=', id)
      .where('state', '=', 'OnShelf')
      .executeTakeFirst();
    return row && { title: row.title, description: row.title, image: row.coverUrl };
  }
  if (kind === 'Article') {
    const row = await db
      .selectFrom('articles')
      .select(['title', 'summary', 'coverUrl'])
      .where('id', '=', id)
      .where('state', '=', 'OnShelf')
      .executeTakeFirst();
    return row && { title: row.title, description: row.summary || row.title, image: row.coverUrl };
  }
  const row = await db
    .selectFrom('questions')
    .select(['title', 'summary'])
    .where('id', '=', id)
    .where('state', '=', 'OnShelf')
    .executeTakeFirst();
  return row && { title: row.title, description: row.summary || row.title, image: '' };
}
