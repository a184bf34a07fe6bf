import type { Db } from '../../platform/db/tables.js';

/** One published work: its business type and id, its author and when it was published. */
export interface Work {
  busyType: string;
  busyCode: number;
  authorId: number;
  createdAt: number;
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
