import type { Db } from '../../platform/db/tables.js';
import type { NoticeSources, NoticeTopic } from './sources.js';

/**
 * The object a like, collect or comment is about. A comment leads to what it was posted under, titled with
 * what it says. Objects the panel cannot link to (short dramas, poems, a comment on a comment) give nothing.
 */
export async function topicOf(
  sources: NoticeSources,
  db: Db,
  busyType: string,
  busyCode: number,
): Promise<NoticeTopic | undefined> {
  if (busyType !== 'Comment') return sources.contentTopicOf(db, busyType, busyCode);
  const comment = await sources.commentOf(db, busyCode);
  if (!comment || comment.busyType === 'Comment') return undefined;
  const under = await sources.contentTopicOf(db, comment.busyType, comment.busyCode);
  return under && { ...under, title: comment.content };
}
