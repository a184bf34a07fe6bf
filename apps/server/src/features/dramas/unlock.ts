import { dramas as contract, payments, wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { insertOrder } from '../payments/index.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { PLATFORM, transfer } from '../wallet/index.js';

type Db = Kysely<DatabaseSchema>;

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
  db: Db,
  dramaId: number,
  onlyEpisodeId?: number,
): Promise<SaleDrama | null> {
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
 * The episodes a purchase covers: the one asked for, or every paid one for the whole drama. Free episodes
 * and the creator's own drama cost nothing, so nothing is bought.
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
  const owned = await db
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
  trx: Db,
  grant: { userId: number; dramaId: number; episodeIds: number[]; orderId: number | null; now: number },
): Promise<number[]> {
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
  return granted;
}

/** Where a drama's takings go: the platform's revenue for platform dramas, else the creator's. */
export const revenueAccountOf = (drama: SaleDrama) =>
  drama.isPlatform
    ? { kind: 'platformRevenue' as const, ownerId: PLATFORM }
    : { kind: 'creatorRevenue' as const, ownerId: drama.userId };

export interface CoinUnlock {
  userId: number;
  drama: SaleDrama;
  episodeId: number;
  whole: boolean;
  /** The yuan price the buyer was shown. */
  payPrice: number;
  rechargeRate: number;
  orderNo: string;
  paySource: number;
  now: number;
}

export interface CoinUnlockResult {
  orderId: number | null;
  coinCents: number;
  amountCents: number;
  /** Episode numbers now watchable that this purchase covered. */
  episodeNumbers: number[];
  charged: boolean;
}

/**
 * Buys episodes with fox coins in one transaction: the unlock rows, the order and the coin transfer commit
 * together or not at all. A repeat (double click, retry, a concurrent request) finds the rows written and
 * charges nothing; a balance too low refuses the whole purchase.
 */
export async function unlockWithCoins(db: Db, input: CoinUnlock): Promise<CoinUnlockResult> {
  const { drama, userId, now } = input;
  const targets = episodesToBuy(drama, userId, input.episodeId, input.whole);
  const numberOf = new Map(drama.episodes.map((episode) => [episode.id, episode.episodeNumber]));
  const numbers = (ids: number[]) => ids.map((id) => numberOf.get(id)!).sort((a, b) => a - b);
  return inTransaction(db, async (trx) => {
    const granted = await grantEpisodes(trx, {
      userId,
      dramaId: drama.id,
      episodeIds: targets.map((episode) => episode.id),
      orderId: null,
      now,
    });
    if (granted.length === 0) {
      const asked = input.whole ? targets.map((episode) => episode.id) : [input.episodeId];
      return { orderId: null, coinCents: 0, amountCents: 0, episodeNumbers: numbers(asked), charged: false };
    }
    const amountCents = priceCentsOf(drama, input.whole, granted.length);
    if (payments.centsOf(input.payPrice) !== amountCents) throw new AppError(409, 'payments.priceChanged');
    const coinCents = wallet.coinCentsOf(amountCents, input.rechargeRate);
    const orderId = await insertOrder(trx, {
      orderNo: input.orderNo,
      userId,
      paySource: input.paySource,
      payType: payments.PAY_TYPE.coin,
      provider: 'coin',
      amountCents,
      coinCents,
      dramaId: drama.id,
      episodeId: input.episodeId,
      state: 'fulfilled',
      createdAt: now,
      paidAt: now,
      fulfilledAt: now,
    });
    await trx
      .updateTable('episodeUnlocks')
      .set({ orderId })
      .where('userId', '=', userId)
      .where('episodeId', 'in', granted)
      .execute();
    if (coinCents > 0) {
      await transfer(trx, {
        key: `order:${input.orderNo}:coin`,
        currency: 'coin',
        from: { kind: 'wallet', ownerId: userId },
        to: revenueAccountOf(drama),
        amount: coinCents,
        kind: 'unlock',
        orderId,
        memo: drama.title.slice(0, 100),
        now,
      });
    }
    return { orderId, coinCents, amountCents, episodeNumbers: numbers(granted), charged: true };
  });
}
