import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

export type WorksCounter = (db: Kysely<DatabaseSchema>, userId: number) => Promise<number>;

// A set: every app built in one process (tests build many) registers the same counters again.
const counters = new Set<WorksCounter>();

/**
 * Features that own published works (videos, articles, answers...) register how many a user has; the
 * profile's worksCount is their sum, and 0 while no feature has registered one.
 */
export function registerWorksCounter(counter: WorksCounter): void {
  counters.add(counter);
}

export async function countWorks(db: Kysely<DatabaseSchema>, userId: number): Promise<number> {
  const counts = await Promise.all([...counters].map((counter) => counter(db, userId)));
  return counts.reduce((sum, n) => sum + n, 0);
}
