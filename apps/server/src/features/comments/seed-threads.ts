import type { Db } from '../../platform/db/tables.js';
import { seededRandom } from '../../platform/seeded-random.js';
import { addDemoReactions, type TargetRegistry } from '../social/index.js';
import { commentRows, REGIONS, store, withParent, type Planned } from './seed-store.js';
import { COMMENT_BUSY_TYPE } from './targets.js';

const MINUTE = 60_000;

/** One demo comment and the replies under it, in the order they were written. */
export interface DemoCommentThread {
  text: string;
  /** Replies to the comment; `byAuthor` ones are the work's author answering. */
  replies?: ReadonlyArray<{ text: string; byAuthor?: boolean }>;
}

/** A work of another feature and what its readers said under it. */
export interface DemoCommentedWork {
  busyType: string;
  busyCode: number;
  /** Its author, who answers some comments and never comments on their own work otherwise. */
  authorId: number;
  createdAt: number;
  threads: readonly DemoCommentThread[];
}

/**
 * The seeding surface of comments for other features: a feature describes its demo works' comments (what
 * was said, by the readers or by the author) and comments stores them, likes them and keeps the counts,
 * so no other feature writes its table.
 */
export type DemoCommentSource = (db: Db, now: number) => Promise<DemoCommentedWork[]>;

/**
 * Stores the described threads: readers picked from the demo people, times spread between the work's
 * start and now (replies after their comment), some comments liked; then each thread's reply count and
 * newest reply, and the works' comment counts.
 */
export async function seedDemoThreads(
  db: Db,
  now: number,
  targets: TargetRegistry,
  works: readonly DemoCommentedWork[],
  userIds: readonly number[],
): Promise<void> {
  if (works.length === 0) return;
  const random = seededRandom(11_2026);
  const tops: Planned[] = [];
  const replies = new Map<string, Planned[]>();
  for (const work of works) {
    const readers = userIds.filter((id) => id !== work.authorId);
    const stepOf = (count: number) => Math.max(3, Math.floor((now - MINUTE - work.createdAt) / (count + 1)));
    const step = stepOf(work.threads.reduce((sum, thread) => sum + 1 + (thread.replies?.length ?? 0), 0));
    let clock = work.createdAt;
    const later = () => (clock += random.between(Math.ceil(step / 2), step));
    const planned = (userId: number, content: string, replyUserId: number, liked: number): Planned => {
      const createdAt = later();
      return {
        key: `${work.busyType}:${work.busyCode}:${createdAt}`,
        row: {
          busyType: work.busyType,
          busyCode: work.busyCode,
          userId,
          pid: 0,
          replyId: 0,
          replyUserId,
          content,
          createdAt,
          ipAddress: random.pick(REGIONS),
          praiseCount: 0,
          replyCount: 0,
          lastReplyId: 0,
        },
        likers: random.sample(
          userIds.filter((id) => id !== userId),
          liked,
        ),
      };
    };
    for (const thread of work.threads) {
      const top = planned(random.pick(readers), thread.text, 0, random.between(0, 8));
      tops.push(top);
      replies.set(
        top.key,
        (thread.replies ?? []).map((reply) =>
          planned(
            reply.byAuthor ? work.authorId : random.pick(readers.filter((id) => id !== top.row.userId)),
            reply.text,
            top.row.userId,
            random.between(0, 3),
          ),
        ),
      );
    }
  }

  const topIds = await store(db, tops);
  const direct = [...replies.entries()].flatMap(([key, list]) =>
    list.map((reply) => withParent(reply, topIds.get(key)!, topIds.get(key)!)),
  );
  const replyIds = await store(db, direct);
  for (const [key, list] of replies) {
    if (list.length === 0) continue;
    await commentRows(db)
      .updateTable('comments')
      .set({ replyCount: list.length, lastReplyId: replyIds.get(list.at(-1)!.key)! })
      .where('id', '=', topIds.get(key)!)
      .execute();
  }

  const ids = new Map([...topIds, ...replyIds]);
  await addDemoReactions(
    db,
    [...tops, ...direct].flatMap((comment) =>
      comment.likers.map((userId) => ({
        userId,
        kind: 'like' as const,
        busyType: COMMENT_BUSY_TYPE,
        busyCode: ids.get(comment.key)!,
        authorId: comment.row.userId,
        createdAt: comment.row.createdAt + MINUTE,
      })),
    ),
  );

  const byType = new Map<string, { all: Map<number, number>; top: Map<number, number> }>();
  for (const work of works) {
    let counts = byType.get(work.busyType);
    if (!counts) byType.set(work.busyType, (counts = { all: new Map(), top: new Map() }));
    const replyCount = work.threads.reduce((sum, thread) => sum + (thread.replies?.length ?? 0), 0);
    counts.all.set(work.busyCode, work.threads.length + replyCount);
    counts.top.set(work.busyCode, work.threads.length);
  }
  for (const [busyType, counts] of byType) {
    await targets.setCounts(db, busyType, 'commentCount', counts.all);
    await targets.setCounts(db, busyType, 'topCommentCount', counts.top);
  }
}
