import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { NoticeComment } from '../notices/index.js';
import type { CommentsTables } from './tables.js';

/** A comment as its notices tell of it: what it was posted under, whom it answers, what it says. */
export async function noticeCommentOf(db: Db, commentId: number): Promise<NoticeComment | undefined> {
  const row = await tablesOf<CommentsTables>(db)
    .selectFrom('comments')
    .select(['busyType', 'busyCode', 'pid', 'replyUserId', 'content'])
    .where('id', '=', commentId)
    .executeTakeFirst();
  return (
    row && {
      busyType: row.busyType,
      busyCode: Number(row.busyCode),
      pid: Number(row.pid),
      replyUserId: Number(row.replyUserId),
      content: row.content,
    }
  );
}
