import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { seededRandom } from '../../platform/seeded-random.js';
import { userIdsByName } from '../users/index.js';
import type { CounterName } from './counters.js';
import { ensureReferenceDictionaries } from './dictionaries.js';
import type { ReactionTable, SocialTables } from './tables.js';
import type { TargetRegistry } from './targets.js';
import type { Works } from './works.js';

const MINUTE = 60_000;
/** Rows per insert statement: well under PostgreSQL's limit of bind parameters. */
const BATCH = 200;

/** Creators every demo viewer follows, so the follow flags show on the home lists at once. */
const POPULAR_CREATORS = ['10000007', '10000008', '10000009'];

/** How many of the other users like and collect each kind of work, at most. */
const INTEREST: Record<string, { likes: [number, number]; collects: [number, number] }> = {
  Video: { likes: [3, 11], collects: [1, 5] },
  Article: { likes: [2, 9], collects: [1, 4] },
  Question: { likes: [1, 5], collects: [0, 3] },
  Answer: { likes: [1, 8], collects: [0, 3] },
  Poetry: { likes: [2, 7], collects: [1, 4] },
  Prose: { likes: [1, 6], collects: [0, 3] },
};

type NewReaction = Omit<ReactionTable, 'id'>;

const social = (db: Db): Kysely<SocialTables> => tablesOf<SocialTables>(db);

/**
 * Follows among the demo users, and likes and collects on the demo works; the counts the works keep are
 * then set to the rows inserted.
 */
export async function seedSocial(
  db: Db,
  now: number,
  deps: { targets: TargetRegistry; works: Works },
): Promise<void> {
  // The dictionaries come with the migrations; a rebuilt demo world (seed --reset) emptied them too.
  await ensureReferenceDictionaries(social(db));
  const random = seededRandom(20261122);
  const idOf = await userIdsByName(db);
  const ids = [...idOf.values()];

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
  for (const item of await deps.works.all(db)) {
    const range = INTEREST[item.busyType];
    if (!range) continue;
    const others = ids.filter((id) => id !== item.authorId);
    const when = () => Math.min(now, item.createdAt + random.between(5, 600) * MINUTE);
    const likers = random.sample(others, random.between(...range.likes));
    const collectors = random.sample(others, random.between(...range.collects));
    for (const userId of likers) reactions.push(reaction(userId, 'like', item, when()));
    for (const userId of collectors) reactions.push(reaction(userId, 'collect', item, when()));
  }
  await insertInBatches(db, 'reactions', reactions);
  await setReactionCounts(db, deps.targets, reactions);
}

/** Sets the like and collect counts of the objects of these reactions to the rows inserted. */
async function setReactionCounts(db: Db, targets: TargetRegistry, reactions: NewReaction[]) {
  const counts = new Map<string, Map<number, number>>();
  for (const row of reactions) {
    const key = `${row.busyType}:${row.kind === 'like' ? 'praiseCount' : 'collectCount'}`;
    let byCode = counts.get(key);
    if (!byCode) counts.set(key, (byCode = new Map()));
    byCode.set(row.busyCode, (byCode.get(row.busyCode) ?? 0) + 1);
  }
  for (const [key, byCode] of counts) {
    const [busyType, counter] = key.split(':') as [string, CounterName];
    await targets.setCounts(db, busyType, counter, byCode);
  }
}

/** Stores likes the demo world made in bulk (comments' likes); the caller sets the counts they move. */
export const addDemoReactions = (db: Db, rows: readonly NewReaction[]) =>
  insertInBatches(db, 'reactions', rows);

const reaction = (
  userId: number,
  kind: NewReaction['kind'],
  item: { busyType: string; busyCode: number; authorId: number },
  createdAt: number,
): NewReaction => ({
  userId,
  kind,
  busyType: item.busyType,
  busyCode: item.busyCode,
  authorId: item.authorId,
  createdAt,
});

/** Inserts seed rows a batch at a time. */
async function insertInBatches(
  db: Db,
  table: 'follows' | 'reactions',
  rows: readonly object[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await social(db)
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}
