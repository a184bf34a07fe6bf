import { payments, wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { inTransaction, RetryTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  episodesToBuy,
  grantEpisodes,
  priceCentsOf,
  revenueAccountOf,
  stillLocked,
  type SaleDrama,
} from '../dramas/index.js';
import { transfer } from '../wallet/index.js';
import { insertOrder } from './orders.js';
import type { PaymentsTables } from './tables.js';

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
 * Buys episodes with fox coins in one transaction: the order, the unlock rows naming it and the coin
 * transfer commit together or not at all. A repeat (double click, retry, a concurrent request) finds the
 * episodes unlocked and charges nothing; a balance too low refuses the whole purchase.
 */
export async function unlockWithCoins(
  db: Kysely<PaymentsTables>,
  input: CoinUnlock,
): Promise<CoinUnlockResult> {
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
