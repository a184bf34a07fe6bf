import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import type { CountedBusyType } from '../content/index.js';
import { recountContent } from '../content/index.js';
import { seededRandom } from '../content/index.js';
import { ensureReferenceDictionaries } from './dictionaries.js';
import type { ReactionTable } from './tables.js';

const MINUTE = 60_000;
/** Rows per insert statement: well under PostgreSQL's limit of bind parameters. */
const BATCH = 200;

/** Creators every demo viewer follows, so the follow flags show on the home lists at once. */
const POPULAR_CREATORS = ['10000007', '10000008', '10000009'];

/** How many of the other users like and collect each kind of content, at most. */
const INTEREST: Record<CountedBusyType, { likes: [number, number]; collects: [number, number] }> = {
  Video: { likes: [3, 11], collects: [1, 5] },
  Article: { likes: [2, 9], collects: [1, 4] },
  Question: { likes: [1, 5], collects: [0, 3] },
  Answer: { likes: [1, 8], collects: [0, 3] },
  Poetry: { likes: [2, 7], collects: [1, 4] },
  Prose: { likes: [1, 6], collects: [0, 3] },
};

type Db = Kysely<DatabaseSchema>;
type NewReaction = Omit<ReactionTable, 'id'>;

async function contentOf(db: Db) {
  const columns = ['id', 'userId', 'createdAt'] as const;
  const [videos, articles, questions, answers, poems, proses] = await Promise.all([
    db.selectFrom('videos').select(columns).orderBy('id').execute(),
    db.selectFrom('articles').select(columns).orderBy('id').execute(),
    db.selectFrom('questions').select(columns).orderBy('id').execute(),
    db.selectFrom('answers').select(columns).orderBy('id').execute(),
    db.selectFrom('poems').select(columns).orderBy('id').execute(),
    db.selectFrom('proses').select(columns).orderBy('id').execute(),
  ]);
  const tagged = (busyType: CountedBusyType, rows: typeof videos) =>
    rows.map((row) => ({
      busyType,
      id: Number(row.id),
      authorId: Number(row.userId),
      createdAt: Number(row.createdAt),
    }));
  return [
    ...tagged('Video', videos),
    ...tagged('Article', articles),
    ...tagged('Question', questions),
    ...tagged('Answer', answers),
    ...tagged('Poetry', poems),
    ...tagged('Prose', proses),
  ];
}

/**
 * Follows among the demo users, and likes and collects on the demo content; the counters on the content
 * rows are then set to the rows inserted.
 */
export async function seedSocial(db: Db, now: number): Promise<void> {
  // The dictionaries come with the migrations; a rebuilt demo world (seed --reset) emptied them too.
  await ensureReferenceDictionaries(db);
  const random = seededRandom(20261122);
  const users = await db.selectFrom('users').select(['id', 'userName']).orderBy('id').execute();
  const ids = users.map((user) => Number(user.id));
  const idOf = new Map(users.map((user) => [user.userName, Number(user.id)]));

  const follows = new Map<string, { userId: number; focusUserId: number; createdAt: number }>();
  const follow = (userId: number, focusUserId: number) => {
    if (userId === focusUserId) return;
    follows.set(`${userId}:${focusUserId}`, {
      userId,
      focusUserId,
      createdAt: now - random.between(60, 20_000) * MINUTE,
    });
  };
  for (const userId of ids) {
    for (const creator of POPULAR_CREATORS) {
      const creatorId = idOf.get(creator);
      if (creatorId !== undefined) follow(userId, creatorId);
    }
    for (const other of random.sample(ids, random.between(1, 4))) follow(userId, other);
  }
  await insertInBatches(db, 'follows', [...follows.values()]);

  const reactions: NewReaction[] = [];
  for (const item of await contentOf(db)) {
    const others = ids.filter((id) => id !== item.authorId);
    const range = INTEREST[item.busyType];
    const when = () => Math.min(now, item.createdAt + random.between(5, 600) * MINUTE);
    const likers = random.sample(others, random.between(...range.likes));
    const collectors = random.sample(others, random.between(...range.collects));
    for (const userId of likers) reactions.push(reaction(userId, 'like', item, when()));
    for (const userId of collectors) reactions.push(reaction(userId, 'collect', item, when()));
  }
  await insertInBatches(db, 'reactions', reactions);
  await recountContent(db);
}

const reaction = (
  userId: number,
  kind: NewReaction['kind'],
  item: { busyType: string; id: number; authorId: number },
  createdAt: number,
): NewReaction => ({
  userId,
  kind,
  busyType: item.busyType,
  busyCode: item.id,
  authorId: item.authorId,
  createdAt,
});

/** Inserts seed rows a batch at a time; the rows are built by the seeds, typed by their callers. */
export async function insertInBatches(
  db: Db,
  table: 'follows' | 'reactions' | 'comments' | 'objectCounters',
  rows: readonly object[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}
