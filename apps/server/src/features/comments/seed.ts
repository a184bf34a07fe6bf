import type { Db } from '../../platform/db/tables.js';
import { seededRandom } from '../../platform/seeded-random.js';
import { contentWorks } from '../content/index.js';
import { addDemoReactions, type TargetRegistry } from '../social/index.js';
import { userIdsByName } from '../users/index.js';
import type { CommentTable } from './tables.js';
import { commentRows, REGIONS, store, withParent, type Planned } from './seed-store.js';
import { EVERYDAY_REPLIES, TOPIC_COMMENTS, TOPIC_REPLIES, topicOf, type Topic } from './seed-topics.js';
import { COMMENT_BUSY_TYPE } from './targets.js';
import { seedDemoThreads, type DemoCommentSource } from './seed-threads.js';

const MINUTE = 60_000;

/** Objects whose first comment gets a long thread, so its replies open page by page (展开更多回复). */
const LONG_THREADS = 3;
/** More comments than one object ever gets here: their times are spread over the object's life by it. */
const MOST_PER_OBJECT = 40;

interface Target {
  busyType: string;
  id: number;
  createdAt: number;
  /** What the work is about, which decides what its commenters say. */
  topic: Topic;
  /** Top-level comments, at least and at most. */
  top: [number, number];
}

/** Top-level comments each kind of work gets, at least and at most; prose gets none. */
const TOP_COMMENTS: Record<string, [number, number]> = {
  Video: [2, 6],
  Article: [1, 4],
  Question: [1, 3],
  Answer: [0, 3],
  Poetry: [0, 2],
};

async function targetsOf(db: Db): Promise<Target[]> {
  return (await contentWorks.all(db)).flatMap((work) => {
    const top = TOP_COMMENTS[work.busyType];
    if (!top) return [];
    return [
      { busyType: work.busyType, id: work.busyCode, createdAt: work.createdAt, topic: topicOf(work), top },
    ];
  });
}

type CommentRow = Omit<CommentTable, 'id'>;

/**
 * Comments with replies on the demo videos, articles, questions, answers and poems, each saying something
 * about what the work is about (seed-topics.ts), some of them liked.
 * They are planned in memory and stored in a few batches (a statement per comment would make every test
 * server's start slow); afterwards every count the product keeps is set to the rows: the object's comment
 * count and top-level count, each thread's reply count and newest reply, each comment's likes.
 */
export async function seedComments(
  db: Db,
  now: number,
  targets: TargetRegistry,
  demoThreads: readonly DemoCommentSource[] = [],
): Promise<void> {
  const random = seededRandom(8_2026);
  const userIds = [...(await userIdsByName(db)).values()];
  const likersOf = (authorId: number) =>
    random.next() < 0.45
      ? random.sample(
          userIds.filter((id) => id !== authorId),
          random.between(1, 6),
        )
      : [];
  const plan = (row: CommentRow): Planned => ({
    // Comment times are unique within an object (the clock only moves on), so this names one comment.
    key: `${row.busyType}:${row.busyCode}:${row.createdAt}`,
    row,
    likers: likersOf(row.userId),
  });
  const comment = (fields: Omit<CommentRow, 'ipAddress' | 'praiseCount' | 'replyCount' | 'lastReplyId'>) => ({
    ...fields,
    ipAddress: random.pick(REGIONS),
    praiseCount: 0,
    replyCount: 0,
    lastReplyId: 0,
  });

  const tops: Planned[] = [];
  /** Replies to a top-level comment, and replies to one of those replies, by the top comment's key. */
  const threads = new Map<
    string,
    { direct: Planned[]; nested: Array<{ answers: Planned; reply: Planned }> }
  >();
  const counts: Array<{ busyType: string; busyCode: number; top: number }> = [];

  for (const [index, target] of (await targetsOf(db)).entries()) {
    const topCount = index < LONG_THREADS ? Math.max(3, target.top[1]) : random.between(...target.top);
    if (topCount === 0) continue;
    counts.push({ busyType: target.busyType, busyCode: target.id, top: topCount });
    // Comments come after the object and before now, each a little after the one before (so no two of
    // an object share a time).
    let clock = target.createdAt;
    // Different comments under one work; replies from its topic's and the everyday ones.
    const texts = random.sample(TOPIC_COMMENTS[target.topic], topCount);
    const replyTexts = [...TOPIC_REPLIES[target.topic], ...EVERYDAY_REPLIES];
    const step = Math.max(3, Math.floor((now - MINUTE - target.createdAt) / MOST_PER_OBJECT));
    const later = () => {
      clock += random.between(Math.ceil(step / 3), step);
      return clock;
    };
    for (let order = 0; order < topCount; order += 1) {
      const top = plan(
        comment({
          busyType: target.busyType,
          busyCode: target.id,
          userId: random.pick(userIds),
          pid: 0,
          replyId: 0,
          replyUserId: 0,
          content: texts[order] ?? random.pick(TOPIC_COMMENTS.everyday),
          createdAt: later(),
        }),
      );
      tops.push(top);
      const thread = { direct: [] as Planned[], nested: [] as Array<{ answers: Planned; reply: Planned }> };
      threads.set(top.key, thread);
      const replyCount = index < LONG_THREADS && order === 0 ? random.between(12, 16) : random.between(0, 3);
      // A thread's replies go through the shuffled texts before any is said twice.
      const deck = random.sample(replyTexts, replyTexts.length);
      let said = 0;
      const replyTo = (answers: Planned) =>
        plan(
          comment({
            busyType: target.busyType,
            busyCode: target.id,
            userId: random.pick(userIds.filter((id) => id !== answers.row.userId)),
            // Filled in once the comments they belong to are stored.
            pid: 0,
            replyId: 0,
            replyUserId: answers.row.userId,
            content: deck[said++ % deck.length]!,
            createdAt: later(),
          }),
        );
      // Replies to replies are stored after the direct ones (they need their ids), so they come later in
      // time too: a thread reads in order of time as well as of id.
      const nestedCount = replyCount > 1 ? Math.floor(replyCount * random.next() * 0.4) : 0;
      for (let r = 0; r < replyCount - nestedCount; r += 1) thread.direct.push(replyTo(top));
      for (let r = 0; r < nestedCount; r += 1) {
        const answers = random.pick(thread.direct);
        thread.nested.push({ answers, reply: replyTo(answers) });
      }
    }
  }

  // Three rounds, each needing the ids of the one before: top-level comments, replies to them, replies to replies.
  const topIds = await store(db, tops);
  const direct = [...threads.entries()].flatMap(([key, thread]) =>
    thread.direct.map((reply) => withParent(reply, topIds.get(key)!, topIds.get(key)!)),
  );
  const directIds = await store(db, direct);
  const nested = [...threads.entries()].flatMap(([key, thread]) =>
    thread.nested.map(({ answers, reply }) =>
      withParent(reply, topIds.get(key)!, directIds.get(answers.key)!),
    ),
  );
  const nestedIds = await store(db, nested);

  const ids = new Map([...topIds, ...directIds, ...nestedIds]);
  const likes = [...tops, ...direct, ...nested].flatMap((planned) =>
    planned.likers.map((userId) => ({
      userId,
      kind: 'like' as const,
      busyType: COMMENT_BUSY_TYPE,
      busyCode: ids.get(planned.key)!,
      authorId: planned.row.userId,
      createdAt: planned.row.createdAt + MINUTE,
    })),
  );
  await addDemoReactions(db, likes);

  await commentRows(db)
    .updateTable('comments')
    .set((eb) => ({
      replyCount: eb
        .selectFrom('comments as r')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('r.pid', '=', 'comments.id'),
      lastReplyId: eb.fn.coalesce(
        eb
          .selectFrom('comments as r')
          .select((r) => r.fn.max('r.id').as('m'))
          .whereRef('r.pid', '=', 'comments.id'),
        eb.lit(0),
      ),
    }))
    .where('pid', '=', 0)
    .execute();
  const commentCounts = new Map<string, Map<number, number>>();
  for (const { row } of [...tops, ...direct, ...nested]) {
    let byCode = commentCounts.get(row.busyType);
    if (!byCode) commentCounts.set(row.busyType, (byCode = new Map()));
    byCode.set(row.busyCode, (byCode.get(row.busyCode) ?? 0) + 1);
  }
  for (const [busyType, byCode] of commentCounts) {
    await targets.setCounts(db, busyType, 'commentCount', byCode);
    const topCounts = new Map(
      counts.filter((count) => count.busyType === busyType).map((count) => [count.busyCode, count.top]),
    );
    await targets.setCounts(db, busyType, 'topCommentCount', topCounts);
  }
  // Works of other features with comments written for them, stored after (and apart from) the above, so
  // the demo comments planned here stay exactly as they were.
  for (const source of demoThreads) await seedDemoThreads(db, now, targets, await source(db, now), userIds);
}
