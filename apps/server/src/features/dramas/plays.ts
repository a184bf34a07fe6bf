import type { Kysely } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { firstViewThisHour } from '../social/index.js';
import type { DramaRow } from './repo.js';
import { DRAMA_BUSY_TYPE } from './targets.js';
import type { DramasTables } from './tables.js';

export interface Play {
  /** Social's `viewerKey`: the user, or a guest's address. */
  viewer: string;
  now: number;
}

/**
 * Counts a play of a drama on the shelf in its playCount (the drama's viewCount, and what "hot" sorts by),
 * once per viewer per hour: the player asks for the episodes when it opens the drama, and again when an
 * hour-long signed address runs out, which must not count twice.
 */
export async function countPlay(db: Kysely<DramasTables>, drama: DramaRow, play: Play): Promise<void> {
  if (drama.state !== 'OnShelf') return;
  const dramaId = Number(drama.id);
  await inTransaction(db, async (trx) => {
    const first = await firstViewThisHour(trx, { busyType: DRAMA_BUSY_TYPE, busyCode: dramaId, ...play });
    if (!first) return;
    await trx
      .updateTable('dramas')
      .set((eb) => ({ playCount: eb('playCount', '+', 1) }))
      .where('id', '=', dramaId)
      .execute();
  });
}
