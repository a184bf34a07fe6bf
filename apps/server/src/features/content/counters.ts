import { sql, type Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { ContentTableName, ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

/** The business types whose counters live in this feature, and their tables. */
const TABLE_OF = {
  Video: 'videos',
  Article: 'articles',
  Question: 'questions',
  Answer: 'answers',
  Poetry: 'poems',
  Prose: 'proses',
} as const satisfies Record<string, ContentTableName>;

export type CountedBusyType = keyof typeof TABLE_OF;

/** The table that keeps the objects of a business type and their counts. */
export const tableOf = (busyType: CountedBusyType): ContentTableName => TABLE_OF[busyType];
export type ContentCounter = 'praiseCount' | 'collectCount' | 'commentCount' | 'shareCount';

const COUNTERS = new Set<string>(['praiseCount', 'collectCount', 'commentCount', 'shareCount']);

export const COUNTED_BUSY_TYPES = Object.keys(TABLE_OF) as CountedBusyType[];
export const CONTENT_COUNTERS = [...COUNTERS] as ContentCounter[];

function checkCounter(counter: ContentCounter): void {
  // The column name goes into SQL, so it is checked at run time too, not only by the type.
  if (!COUNTERS.has(counter)) throw new Error(`unknown counter: ${String(counter)}`);
}

/**
 * Moves one counter of one object by `delta`, never below zero. Pass the caller's transaction so the
 * counter changes together with the row it counts (a like, a comment). Answers whether the object exists.
 */
export async function adjustCounter(
  db: Db,
  busyType: CountedBusyType,
  busyCode: number,
  counter: ContentCounter,
  delta: number,
): Promise<boolean> {
  if (!Number.isInteger(delta)) throw new Error(`counter delta must be a whole number: ${delta}`);
  checkCounter(counter);
  const table = TABLE_OF[busyType];
  const column = sql.ref(counter);
  const result = await sql`update ${sql.table(table)}
    set ${column} = case when ${column} + ${delta} < 0 then 0 else ${column} + ${delta} end
    where id = ${busyCode}`.execute(contentDb(db));
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Objects per statement: three parameters each, well under PostgreSQL's limit. */
const SET_BATCH = 500;

/**
 * Sets one counter of many objects of a type, one statement a batch (the demo world, which stores its
 * likes and comments in batches and then sets the counts to the rows).
 */
export async function setCounter(
  db: Db,
  busyType: CountedBusyType,
  counter: ContentCounter,
  counts: ReadonlyMap<number, number>,
): Promise<void> {
  checkCounter(counter);
  const entries = [...counts];
  for (let start = 0; start < entries.length; start += SET_BATCH) {
    const batch = entries.slice(start, start + SET_BATCH);
    const cases = sql.join(
      batch.map(([busyCode, value]) => sql`when ${busyCode} then cast(${value} as integer)`),
      sql` `,
    );
    const ids = sql.join(batch.map(([busyCode]) => sql`${busyCode}`));
    await sql`update ${sql.table(TABLE_OF[busyType])}
      set ${sql.ref(counter)} = case id ${cases} end
      where id in (${ids})`.execute(contentDb(db));
  }
}
