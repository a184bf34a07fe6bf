import { finance } from '@fox/contracts';
import type { EarningsConfig } from '../../platform/config.js';

const DAY_MS = 86_400_000;

/** How a creator's drama sale is shared: the platform's commission and how long the creator's share is held. */
export interface SaleTerms {
  /** The platform's cut, in percent (DRAMA_COMMISSION_PERCENT). */
  commissionPercent: number;
  /** The settling period of the creator's share (EARNINGS_HOLD_DAYS), in milliseconds. */
  holdMs: number;
}

export const saleTermsOf = (config: EarningsConfig): SaleTerms => ({
  commissionPercent: config.commissionPercent,
  holdMs: config.holdDays * DAY_MS,
});

/** The demo world is seeded without a server's configuration: it sells on the default terms. */
export const DEMO_SALE_TERMS: SaleTerms = {
  commissionPercent: finance.FINANCE_DEFAULTS.dramaCommissionPercent,
  holdMs: finance.FINANCE_DEFAULTS.holdDays * DAY_MS,
};

/** The creator's share of a price in fen, rounded down to the fen: the platform keeps the rest. */
export const creatorShareCents = (amountCents: number, terms: SaleTerms): number =>
  Math.floor((amountCents * (100 - terms.commissionPercent)) / 100);

/** The ledger key of the platform's commission on a QR sale (the creator's share is under the cash key). */
export const orderCommissionKey = (orderNo: string) => `order:${orderNo}:commission`;

/** The ledger key of the creator's share of a coin sale (the coins themselves are under the coin key). */
export const orderShareKey = (orderNo: string) => `order:${orderNo}:share`;
