/**
 * How much of a top-up is refunded. Coins are interchangeable, so the coins of the order still in the
 * wallet are as many as the wallet holds, up to the order's own: the refund takes those back and gives
 * back their value at the order's own rate (its fen over its coins), rounded down to the fen, taking back
 * exactly the coins that value bought (rounded up, so never more than are there). Spent coins are not
 * refunded, and the wallet never goes below zero.
 */
export interface TopUpRefund {
  /** Fen given back. */
  amountCents: number;
  /** Hundredths of a coin taken back. */
  coinCents: number;
  /** Hundredths of a coin of the order already spent (not refunded). */
  spentCoinCents: number;
}

export function topUpRefund(
  order: { amountCents: number; coinCents: number },
  walletCoinCents: number,
): TopUpRefund {
  const paid = BigInt(order.amountCents);
  const credited = BigInt(order.coinCents);
  const unspent = BigInt(Math.max(0, Math.min(order.coinCents, walletCoinCents)));
  if (credited === 0n) return { amountCents: order.amountCents, coinCents: 0, spentCoinCents: 0 };
  // BigInt: coins times fen passes 2^53 for the largest top-ups.
  const amount = (unspent * paid) / credited;
  const coins = amount === paid ? credited : (amount * credited + paid - 1n) / paid;
  return {
    amountCents: Number(amount),
    coinCents: Number(coins),
    spentCoinCents: order.coinCents - Number(unspent),
  };
}

/** Coins per yuan of an order, as the operator reads it: at most two decimals. */
export function rateOf(order: { amountCents: number; coinCents: number }): string {
  return String(Math.round((order.coinCents / order.amountCents) * 100) / 100);
}
