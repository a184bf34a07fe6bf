import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { TargetPreview } from '../social/index.js';
import type { CommentsTables } from './tables.js';

/**
 * A reported comment as the back office shows it: its text and what it was posted under. Comments have
 * no shelf state.
 */
export async function commentPreview(db: Db, id: number): Promise<TargetPreview | null> {
  const row = await tablesOf<CommentsTables>(db)
    .selectFrom('comments')
    .select(['userId', 'content', 'busyType', 'busyCode'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    authorId: Number(row.userId),
    title: row.content.slice(0, 60),
    state: '',
    text: row.content,
    under: { busyType: row.busyType, busyCode: Number(row.busyCode) },
  };
}
