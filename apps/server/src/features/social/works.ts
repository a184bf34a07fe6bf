import type { Db } from '../../platform/db/tables.js';

/** One published work: its business type and id, its author, when it was published and what it is called. */
export interface Work {
  busyType: string;
  busyCode: number;
  authorId: number;
  createdAt: number;
  /** Its title; an answer's is its question's, which is what the answer is about. */
  title: string;
}

/**
 * The works users publish (videos, articles, answers...), as the feature that owns them counts and lists
 * them: the profile's worksCount, and the objects of the demo world's likes and collects.
 */
export interface Works {
  /** How many works a user has on the shelf. */
  countOf(db: Db, userId: number): Promise<number>;
  /** Every work, grouped by business type, each type in id order. */
  all(db: Db): Promise<Work[]>;
}
