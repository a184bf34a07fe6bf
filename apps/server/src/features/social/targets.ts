import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

/** What an action (like, collect, comment, report) needs to know about the object it is aimed at. */
export interface TargetInfo {
  /** The user who published the object: the like count is theirs, they may not report it. */
  authorId: number;
  /** Only published (OnShelf) objects take new actions. */
  actionable: boolean;
}

export type TargetLookup = (db: Kysely<DatabaseSchema>, busyCode: number) => Promise<TargetInfo | null>;

const lookups = new Map<string, TargetLookup>();

/**
 * Features that own objects people act on register how to find one by its business type (spec 000 §3:
 * Video, PlayletVideo, Article, Answer, Comment, Question...). Social actions and comments call through
 * here instead of reading other features' tables.
 */
export function registerTarget(busyType: string, lookup: TargetLookup): void {
  lookups.set(busyType, lookup);
}

export async function findTarget(
  db: Kysely<DatabaseSchema>,
  busyType: string,
  busyCode: number,
): Promise<TargetInfo | null> {
  const lookup = lookups.get(busyType);
  return lookup ? lookup(db, busyCode) : null;
}

export const knownTargetTypes = (): string[] => [...lookups.keys()];
