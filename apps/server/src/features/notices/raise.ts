import type { notices } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { pushNotice } from './push.js';
import type { NoticeSources } from './sources.js';
import type { NoticesTables } from './tables.js';
import { topicOf } from './topics.js';

/** Something a user did that the affected user hears about. */
export type NoticeEvent =
  | { kind: 'like' | 'collect'; fromUserId: number; busyType: string; busyCode: number; authorId: number }
  | { kind: 'follow'; fromUserId: number; toUserId: number }
  | { kind: 'comment'; fromUserId: number; commentId: number; targetAuthorId: number }
  | { kind: 'answer'; fromUserId: number; answerId: number; questionAuthorId: number }
  | { kind: 'friendRequest'; fromUserId: number; toUserId: number; applyMsg: string };

/** Where a notice is raised: the database of the act, the bus to the receiver's sockets, the objects' owners. */
interface RaiseContext {
  db: Db;
  bus: EventBus | undefined;
  sources: NoticeSources;
}

interface NoticeRow {
  userId: number;
  tab: notices.NoticeTab;
  type: string;
  operatorId: number;
  topType?: string | null;
  topCode?: number | null;
  objType?: string | null;
  title?: string;
  content: string;
  coverImage?: string;
  extra?: string;
}

/**
 * Stores a notice, then tells the user's open sockets. A repeat of the same act (like, unlike, like again; a
 * second follow or request) replaces the earlier notice instead of piling up, so the list shows each act
 * once, at its latest time.
 */
async function store({ db, bus }: RaiseContext, row: NoticeRow, now: number): Promise<void> {
  const extra = row.extra ?? '{}';
  await tablesOf<NoticesTables>(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .deleteFrom('notices')
        .where('userId', '=', row.userId)
        .where('tab', '=', row.tab)
        .where('type', '=', row.type)
        .where('operatorId', '=', row.operatorId)
        .where('extra', '=', extra)
        .execute();
      await trx
        .insertInto('notices')
        .values({
          userId: row.userId,
          tab: row.tab,
          type: row.type,
          operatorId: row.operatorId,
          topType: row.topType ?? null,
          topCode: row.topCode ?? null,
          objType: row.objType ?? null,
          title: row.title ?? '',
          content: row.content,
          coverImage: row.coverImage ?? '',
          extra,
          readState: 0,
          createdAt: now,
        })
        .execute();
    });
  await pushNotice(bus, row.userId, row.tab);
}

async function reactionNotice(
  context: RaiseContext,
  event: Extract<NoticeEvent, { kind: 'like' | 'collect' }>,
  now: number,
) {
  if (event.authorId === event.fromUserId) return;
  const topic = await topicOf(context.sources, context.db, event.busyType, event.busyCode);
  if (!topic) return;
  await store(
    context,
    {
      userId: event.authorId,
      tab: 'interact',
      type: event.kind,
      operatorId: event.fromUserId,
      ...topic,
      content: topic.title,
      extra: JSON.stringify({ busyType: event.busyType, busyCode: event.busyCode }),
    },
    now,
  );
}

async function commentNotices(
  context: RaiseContext,
  event: Extract<NoticeEvent, { kind: 'comment' }>,
  now: number,
) {
  const comment = await context.sources.commentOf(context.db, event.commentId);
  if (!comment) return;
  const busyCode = Number(comment.busyCode);
  const topic = await topicOf(context.sources, context.db, comment.busyType, busyCode);
  if (!topic) return;
  // The one replied to hears of a reply to their comment (commentSend), the author of what was commented on
  // of a comment on it (commentReceive); someone who is both hears once, of the reply. Never oneself.
  const repliedTo = Number(comment.pid) > 0 ? Number(comment.replyUserId) : 0;
  const receivers = new Map<number, 'commentSend' | 'commentReceive'>();
  if (event.targetAuthorId > 0) receivers.set(event.targetAuthorId, 'commentReceive');
  if (repliedTo > 0) receivers.set(repliedTo, 'commentSend');
  receivers.delete(event.fromUserId);
  for (const [userId, type] of receivers) {
    await store(
      context,
      {
        userId,
        tab: 'interact',
        type,
        operatorId: event.fromUserId,
        ...topic,
        content: comment.content,
        // Each comment is its own notice: two comments are two acts.
        extra: JSON.stringify({ commentId: event.commentId }),
      },
      now,
    );
  }
}

/** The author of a question hears of each answer to it (questionReceive), with the answer's text. */
async function answerNotice(
  context: RaiseContext,
  event: Extract<NoticeEvent, { kind: 'answer' }>,
  now: number,
) {
  if (event.questionAuthorId === event.fromUserId) return;
  const topic = await topicOf(context.sources, context.db, 'Answer', event.answerId);
  if (!topic) return;
  await store(
    context,
    {
      userId: event.questionAuthorId,
      tab: 'interact',
      type: 'questionReceive',
      operatorId: event.fromUserId,
      ...topic,
      content: topic.title,
      extra: JSON.stringify({ answerId: event.answerId }),
    },
    now,
  );
}

/** Raises the notices of what users do; made once by the app with the owners of the objects acted on. */
export interface Notices {
  /**
   * Raises the notices an event causes: the author of liked, collected or commented content, the user
   * replied to, the user followed, the receiver of a friend request. Never to oneself. Called after the
   * act itself has been stored; a failure here is reported and never undoes or fails the act. The
   * receiver's open sockets are told over `bus`.
   */
  raise(db: Db, bus: EventBus | undefined, event: NoticeEvent, now?: number): Promise<void>;
}

export function createNotices(sources: NoticeSources): Notices {
  return {
    async raise(db, bus, event, now = Date.now()) {
      const context: RaiseContext = { db, bus, sources };
      try {
        switch (event.kind) {
          case 'like':
          case 'collect':
            await reactionNotice(context, event, now);
            return;
          case 'comment':
            await commentNotices(context, event, now);
            return;
          case 'answer':
            await answerNotice(context, event, now);
            return;
          case 'follow':
            if (event.toUserId === event.fromUserId) return;
            await store(
              context,
              {
                userId: event.toUserId,
                tab: 'fans',
                type: 'follow',
                operatorId: event.fromUserId,
                content: '',
              },
              now,
            );
            return;
          case 'friendRequest':
            if (event.toUserId === event.fromUserId) return;
            await store(
              context,
              {
                userId: event.toUserId,
                tab: 'friend',
                type: 'friendApply',
                operatorId: event.fromUserId,
                content: event.applyMsg,
              },
              now,
            );
            return;
        }
      } catch (error) {
        process.emitWarning(`notice not raised: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
