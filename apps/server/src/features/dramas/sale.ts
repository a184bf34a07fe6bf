import type { Kysely } from 'kysely';
import { dramas as contract, payments } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DramasTables } from './tables.js';

/** What selling a drama needs to know about it. */
export interface SaleDrama {
  id: number;
  userId: number;
  title: string;
  state: string;
  singlePriceCents: number;
  playletPriceCents: number;
  freeCount: number;
  isPlatform: boolean;
  episodes: Array<{ id: number; episodeNumber: number }>;
}

/** The drama with its episodes, or with just one of them when a single episode is being bought. */
export async function dramaForSale(
  handle: Db,
  dramaId: number,
  onlyEpisodeId?: number,
): Promise<SaleDrama | null> {
  const db = tablesOf<DramasTables>(handle);
  const drama = await db
    .selectFrom('dramas')
    .select([
      'id',
      'userId',
      'title',
      'state',
      'singlePriceCents',
      'playletPriceCents',
      'freeCount',
      'isPlatform',
    ])
    .where('id', '=', dramaId)
    .executeTakeFirst();
  if (!drama) return null;
  let episodeQuery = db
    .selectFrom('dramaEpisodes')
    .select(['id', 'episodeNumber'])
    .where('dramaId', '=', dramaId);
  if (onlyEpisodeId !== undefined) episodeQuery = episodeQuery.where('id', '=', onlyEpisodeId);
  const episodes = await episodeQuery.orderBy('episodeNumber').execute();
  return {
    id: Number(drama.id),
    userId: Number(drama.userId),
    title: drama.title,
    state: drama.state,
    singlePriceCents: Number(drama.singlePriceCents),
    playletPriceCents: Number(drama.playletPriceCents),
    freeCount: Number(drama.freeCount),
    isPlatform: Number(drama.isPlatform) === 1,
    episodes: episodes.map((e) => ({ id: Number(e.id), episodeNumber: Number(e.episodeNumber) })),
  };
}

/** The drama, if it can be bought now: taken-down dramas refuse with the spec's off-shelf warning. */
export async function dramaOnSale(db: Db, dramaId: number, onlyEpisodeId?: number): Promise<SaleDrama> {
  const drama = await dramaForSale(db, dramaId, onlyEpisodeId);
  if (!drama) throw new AppError(404, 'dramas.missing');
  if ((contract.TAKEN_DOWN_STATES as readonly string[]).includes(drama.state)) {
    throw new AppError(400, 'dramas.offShelf');
  }
  if (drama.state !== 'OnShelf') throw new AppError(404, 'dramas.missing');
  return drama;
}

/**
 * The paid-episode rule: episodes beyond the free ones are sold. A purchase covers the one asked for, or
 * every paid one for the whole drama. Free episodes and the creator's own drama cost nothing, so nothing
 * is bought.
 */
export function episodesToBuy(drama: SaleDrama, userId: number, episodeId: number, whole: boolean) {
  const asked = drama.episodes.find((episode) => episode.id === episodeId);
  if (!asked) throw new AppError(404, 'dramas.episodeMissing');
  if (drama.userId === userId) return [];
  const paidType = drama.episodes.filter((episode) => episode.episodeNumber > drama.freeCount);
  return whole ? paidType : paidType.filter((episode) => episode.id === episodeId);
}

/** Of these episodes, the ids the user has not unlocked yet. */
export async function stillLocked(db: Db, userId: number, episodeIds: number[]): Promise<number[]> {
  if (episodeIds.length === 0) return [];
  const owned = await tablesOf<DramasTables>(db)
    .selectFrom('episodeUnlocks')
    .select('episodeId')
    .where('userId', '=', userId)
    .where('episodeId', 'in', episodeIds)
    .execute();
  const ownedIds = new Set(owned.map((row) => Number(row.episodeId)));
  return episodeIds.filter((id) => !ownedIds.has(id));
}

/** The price in fen of buying these episodes: one at the single price, more at most the whole-drama price. */
export function priceCentsOf(drama: SaleDrama, whole: boolean, lockedCount: number): number {
  if (lockedCount === 0) return 0;
  return whole
    ? payments.wholeDramaPriceCents(drama.playletPriceCents, drama.singlePriceCents, lockedCount)
    : drama.singlePriceCents;
}

/**
 * Writes the unlock rows inside the caller's transaction. The unique (user, episode) index lets only one
 * of any number of concurrent purchases write a row; answers the episode ids this call unlocked.
 */
export async function grantEpisodes(
  db: Db,
  grant: { userId: number; dramaId: number; episodeIds: number[]; orderId: number | null; now: number },
): Promise<number[]> {
  const trx = tablesOf<DramasTables>(db);
  const granted: number[] = [];
  for (const episodeId of [...grant.episodeIds].sort((a, b) => a - b)) {
    const result = await trx
      .insertInto('episodeUnlocks')
      .values({
        userId: grant.userId,
        episodeId,
        dramaId: grant.dramaId,
        orderId: grant.orderId,
        createdAt: grant.now,
      })
      .onConflict((oc) => oc.columns(['userId', 'episodeId']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) granted.push(episodeId);
  }
  if (granted.length > 0) await countBought(trx, grant.userId, grant.dramaId, granted.length, grant.now);
  return granted;
}

/** Adds episodes just granted to the viewer's count for the drama, in the grant's transaction. */
async function countBought(
  db: Kysely<DramasTables>,
  userId: number,
  dramaId: number,
  count: number,
  now: number,
) {
  await db
    .insertInto('dramaViewers')
    .values({
      userId,
      dramaId,
      unlockedCount: count,
      unlockedAt: now,
      lastEpisodeNumber: null,
      watchedAt: null,
    })
    .onConflict((oc) =>
      oc.columns(['userId', 'dramaId']).doUpdateSet((eb) => ({
        unlockedCount: eb('dramaViewers.unlockedCount', '+', count),
        unlockedAt: now,
      })),
    )
    .execute();
}

/** The dramas on the shelf now, oldest first (the demo world's purchases are made among them). */
export async function dramaIdsOnShelf(db: Db): Promise<number[]> {
  const rows = await tablesOf<DramasTables>(db)
    .selectFrom('dramas')
    .select('id')
    .where('state', '=', 'OnShelf')
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}
