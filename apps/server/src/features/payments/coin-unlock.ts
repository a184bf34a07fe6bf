import { payments, wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { episodesToBuy, grantEpisodes, priceCentsOf, stillLocked, type SaleDrama } from '../dramas/index.js';
import { payPromoterCommission } from '../distribution/index.js';
import { creditEarnings } from '../earnings/index.js';
import { PLATFORM, transfer } from '../wallet/index.js';
import { insertOrder } from './orders.js';
import { creatorShareCents, orderShareKey, type SaleTerms } from './sale-terms.js';
import type { PaymentsTables } from './tables.js';

type Db = Kysely<PaymentsTables>;

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
  terms: SaleTerms;
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
 * Buys episodes with fox coins in one transaction: the order, the unlock rows naming it, the coin transfer
 * and the creator's share of the price commit together or not at all. A repeat (double click, retry, a concurrent request) finds the
 * episodes unlocked and charges nothing; a balance too low refuses the whole purchase.
 */
export async function unlockWithCoins(db: Db, input: CoinUnlock): Promise<CoinUnlockResult> {
  const { drama, userId, now } = input;
  const targets = episodesToBuy(drama, userId, input.episodeId, input.whole).map((episode) => episode.id);
  const numberOf = new Map(drama.episodes.map((episode) => [episode.id, episode.episodeNumber]));
  const numbers = (ids: number[]) => ids.map((id) => numberOf.get(id)!).sort((a, b) => a - b);
  return inTransaction(db, async (trx) => {
    const locked = await stillLocked(trx, userId, targets);
    if (locked.length === 0) {
      const asked = input.whole ? targets : [input.episodeId];
      return { orderId: null, coinCents: 0, amountCents: 0, episodeNumbers: numbers(asked), charged: false };
    }
    const amountCents = priceCentsOf(drama, input.whole, locked.length);
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
    const granted = await grantEpisodes(trx, {
      userId,
      dramaId: drama.id,
      episodeIds: locked,
      orderId,
      now,
    });
    // A concurrent purchase unlocked some of them since the look above: start again, and the next look
    // sees them (the unique index made this one wait for that purchase to commit).
    if (granted.length < locked.length) throw new RetryTransaction();
    if (coinCents > 0) {
      await transfer(trx, {
        key: `order:${input.orderNo}:coin`,
        currency: 'coin',
        from: { kind: 'wallet', ownerId: userId },
        to: { kind: 'platformRevenue', ownerId: PLATFORM },
        amount: coinCents,
        kind: 'unlock',
        orderId,
        memo: drama.title.slice(0, 100),
        now,
      });
    }
    if (!drama.isPlatform) await creditCreator(trx, input, orderId, amountCents);
    return { orderId, coinCents, amountCents, episodeNumbers: numbers(granted), charged: true };
  });
}

/**
 * The creator's share of a coin sale reaches their earnings: the coins stay with the platform (they were
 * paid for in yuan at top-up), so the share is owed out of that cash (coinSales) and the platform keeps the
 * commission. A buyer brought by a promoter's link pays the promoter's commission out of the creator's
 * share, and the order names the promoter. A platform drama's takings are all the platform's.
 */
async function creditCreator(trx: Db, input: CoinUnlock, orderId: number, amountCents: number) {
  const shareCents = creatorShareCents(amountCents, input.terms);
  const promoted = await payPromoterCommission(trx, {
    orderNo: input.orderNo,
    orderId,
    buyerId: input.userId,
    dramaId: input.drama.id,
    title: input.drama.title,
    amountCents,
    shareCents,
    from: { kind: 'coinSales', ownerId: PLATFORM },
    holdMs: input.terms.holdMs,
    now: input.now,
  });
  if (promoted) {
    await trx
      .updateTable('payOrders')
      .set({ independentUserId: promoted.promoterId })
      .where('id', '=', orderId)
      .execute();
  }
  await creditEarnings(trx, {
    userId: input.drama.userId,
    kind: 'dramaSale',
    amountCents: shareCents - (promoted?.commissionCents ?? 0),
    from: { kind: 'coinSales', ownerId: PLATFORM },
    key: orderShareKey(input.orderNo),
    transferKind: 'dramaShare',
    sourceType: 'drama',
    sourceId: String(input.drama.id),
    title: input.drama.title,
    orderNo: input.orderNo,
    orderId,
    holdMs: input.terms.holdMs,
    now: input.now,
  });
}
