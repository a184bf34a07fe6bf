import { formatChinaTime, type comments as contract } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import type { NoticeEvent } from '../notices/index.js';
import { flagKey, objectCountsOf, viewerFlags, type TargetRegistry } from '../social/index.js';
import { userCardsOf } from '../users/index.js';
import type { CommentsTables } from './tables.js';
import { COMMENT_BUSY_TYPE } from './targets.js';

const commentRows = (db: Db): Kysely<CommentsTables> => tablesOf<CommentsTables>(db);

export interface NewComment {
  busyType: string;
  busyCode: number;
  content: string;
  pid?: number | undefined;
  replyId?: number | undefined;
}

/**
 * Posts a comment or a reply. A reply belongs to a top-level comment (`pid`) and may answer another reply
 * of it (`replyId`); whom it answers comes from the stored comment, not from the client. The comment, the
 * object's counts and the parent's reply count change in one transaction.
 */
export async function postComment(
  targets: TargetRegistry,
  db: Db,
  notify: (event: NoticeEvent, now: number) => Promise<void>,
  userId: number,
  input: NewComment,
  ipAddress: string,
  now = Date.now(),
): Promise<{ id: number }> {
  const content = input.content.trim();
  if (!content) throw new AppError(400, 'comment.empty');
  const target = await targets.actionable(db, input.busyType, input.busyCode);
  const pid = input.pid ?? 0;
  let replyId = 0;
  let replyUserId = 0;
  if (pid > 0) {
    const parent = await commentRows(db)
      .selectFrom('comments')
      .select(['id', 'userId', 'pid', 'busyType', 'busyCode'])
      .where('id', '=', pid)
      .executeTakeFirst();
    if (
      !parent ||
      parent.pid !== 0 ||
      parent.busyType !== input.busyType ||
      Number(parent.busyCode) !== input.busyCode
    ) {
      throw new AppError(404, 'comment.parentMissing');
    }
    replyId = parent.id;
    replyUserId = Number(parent.userId);
    if (input.replyId && input.replyId !== pid) {
      const answered = await commentRows(db)
        .selectFrom('comments')
        .select(['id', 'userId'])
        .where('id', '=', input.replyId)
        .where('pid', '=', pid)
        .executeTakeFirst();
      if (!answered) throw new AppError(404, 'comment.parentMissing');
      replyId = answered.id;
      replyUserId = Number(answered.userId);
    }
  }
  const posted = await inTransaction(commentRows(db), async (trx) => {
    const row = await trx
      .insertInto('comments')
      .values({
        busyType: input.busyType,
        busyCode: input.busyCode,
        userId,
        pid,
        replyId,
        replyUserId,
        content,
        ipAddress,
        praiseCount: 0,
        replyCount: 0,
        lastReplyId: 0,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await targets.adjustCount(trx, input.busyType, input.busyCode, 'commentCount', 1);
    if (pid === 0) {
      await targets.adjustCount(trx, input.busyType, input.busyCode, 'topCommentCount', 1);
    } else {
      await trx
        .updateTable('comments')
        .set((eb) => ({ replyCount: eb('replyCount', '+', 1), lastReplyId: id }))
        .where('id', '=', pid)
        .execute();
    }
    return { id };
  });
  await notify(
    { kind: 'comment', fromUserId: userId, commentId: posted.id, targetAuthorId: target.authorId },
    now,
  );
  return posted;
}

export interface CommentPage {
  busyType: string;
  busyCode: number;
  pid?: number | undefined;
  pageNum: number;
  pageSize: number;
  lastId?: number | undefined;
}

/** Largest page for objects other than answers (answers show up to 1000 at once, spec 000 §9). */
const PAGE_MAX = 100;

/**
 * One page of top-level comments (newest first) or of one comment's replies (oldest first), by the
 * (busyType, busyCode, pid, id) index. With `lastId` the page starts after that comment: one index seek
 * at any depth. Without it `pageNum` skips by offset, which costs more the deeper it goes. The total comes
 * from the kept counts, not from counting rows.
 */
export async function listComments(
  targets: TargetRegistry,
  db: Db,
  viewerId: number | null,
  page: CommentPage,
) {
  const target = await targets.find(db, page.busyType, page.busyCode);
  if (!target) throw new AppError(404, 'social.targetMissing');
  const pid = page.pid ?? 0;
  const limit = page.busyType === 'Answer' ? page.pageSize : Math.min(page.pageSize, PAGE_MAX);
  const newestFirst = pid === 0;

  let total: number;
  if (pid === 0) {
    total =
      (await objectCountsOf(db, page.busyType, [page.busyCode])).get(page.busyCode)?.topCommentCount ?? 0;
  } else {
    const parent = await commentRows(db)
      .selectFrom('comments')
      .select(['replyCount', 'busyType', 'busyCode'])
      .where('id', '=', pid)
      .executeTakeFirst();
    if (!parent || parent.busyType !== page.busyType || Number(parent.busyCode) !== page.busyCode) {
      throw new AppError(404, 'comment.parentMissing');
    }
    total = parent.replyCount;
  }

  let query = commentRows(db)
    .selectFrom('comments as c')
    .select([
      'c.id',
      'c.pid',
      'c.userId',
      'c.replyUserId',
      'c.content',
      'c.ipAddress',
      'c.praiseCount',
      'c.replyCount',
      'c.lastReplyId',
      'c.createdAt',
    ])
    .where('c.busyType', '=', page.busyType)
    .where('c.busyCode', '=', page.busyCode)
    .where('c.pid', '=', pid)
    .orderBy('c.id', newestFirst ? 'desc' : 'asc')
    .limit(limit);
  if (page.lastId) query = query.where('c.id', newestFirst ? '<' : '>', page.lastId);
  else query = query.offset((page.pageNum - 1) * limit);
  const found = await query.execute();

  const ids = found.map((row) => row.id);
  const [cards, flags] = await Promise.all([
    userCardsOf(
      db,
      found.flatMap((row) => [Number(row.userId), Number(row.replyUserId)]),
    ),
    viewerFlags(db, viewerId, { objects: [{ busyType: COMMENT_BUSY_TYPE, ids }], authorIds: [] }),
  ]);
  // Comments go with their author's account (the foreign key cascades); this covers a deletion meanwhile.
  const rows = found.filter((row) => cards.has(Number(row.userId)));

  const presented: contract.Comment[] = rows.map((row) => {
    const author = cards.get(Number(row.userId))!;
    return {
      id: row.id,
      pid: Number(row.pid),
      commentUser: Number(row.userId),
      commentUserName: author.nickName,
      commentUserAvatar: author.avatar,
      content: row.content,
      commentTime: formatChinaTime(Number(row.createdAt)),
      ipAddress: row.ipAddress,
      praiseObj: flags.praised.has(flagKey(COMMENT_BUSY_TYPE, row.id)),
      praiseCount: row.praiseCount,
      replyCount: row.replyCount,
      ...(row.replyCount > 0 ? { lastCommentId: Number(row.lastReplyId) } : {}),
      ...(Number(row.pid) > 0 && Number(row.replyUserId) > 0
        ? {
            replyUser: Number(row.replyUserId),
            replyUserName: cards.get(Number(row.replyUserId))?.nickName ?? '',
          }
        : {}),
      isAuthor: Number(row.userId) === target.authorId,
    };
  });
  return { rows: presented, total };
}
