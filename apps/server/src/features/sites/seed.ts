import type { Kysely } from 'kysely';
import { referenceSites } from './reference-data.js';
import { countSites, insertSites } from './repo.js';
import type { SitesTables } from './tables.js';

/**
 * Puts the reference sites in place when the table is empty. Migration 0003 inserted the same rows (its
 * own copy), so every database has the sites whether or not it gets the demo world; the feature's seed
 * puts them back because a reset (`npm run seed -- --reset`) empties every table before seeding.
 */
export async function ensureReferenceSites(db: Kysely<SitesTables>): Promise<void> {
  if ((await countSites(db)) > 0) return;
  await insertSites(db, referenceSites());
}
