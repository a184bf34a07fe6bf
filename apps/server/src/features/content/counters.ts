import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import type { ContentTableName } from './tables.js';

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
export type ContentCounter = 'praiseCount' | 'collectCount' | 'commentCount' | 'shareCount';

const COUNTERS = new Set<string>(['praiseCount', 'collectCount', 'commentCount', 'shareCount']);

export const isCountedBusyType = (busyType: string): busyType is CountedBusyType => busyType in TABLE_OF;

/**
 * Moves one counter of one object by `delta`, never below zero. Pass the caller's transaction so the
 * counter changes together with the row it counts (a like, a comment). Answers whether the object exists.
 */
export async function adjustCounter(
  db: Kysely<DatabaseSchema>,
  busyType: CountedBusyType,
  busyCode: number,
  counter: ContentCounter,
  delta: number,
): Promise<boolean> {
  if (!Number.isInteger(delta)) throw new Error(`counter delta must be a whole number: ${delta}`);
  // The column name goes into SQL, so it is checked at run time too, not only by the type.
  if (!COUNTERS.has(counter)) throw new Error(`unknown counter: ${String(counter)}`);
  const table = TABLE_OF[busyType];
  const column = sql.ref(counter);
  const result = await sql`update ${sql.table(table)}
    set ${column} = case when ${column} + ${delta} < 0 then 0 else ${column} + ${delta} end
    where id = ${busyCode}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
