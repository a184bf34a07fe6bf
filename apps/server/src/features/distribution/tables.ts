import type { distribution } from '@fox/contracts';
import type { Generated } from 'kysely';

/** An item opened to distribution by its owner: one row per item, kept when closed (its figures stay). */
export interface DistributionItemTable {
  id: Generated<number>;
  kind: distribution.DistributionKind;
  /** The drama's id. */
  itemId: number;
  /** Who opened it: the drama's creator, whose share pays the commissions. */
  ownerId: number;
  commissionPercent: number;
  /** The first instant it is no longer open (the end of its last day, China time). */
  endsAt: number;
  state: (typeof distribution.DISTRIBUTION_STATES)[number];
  /** Orders that paid a commission, moved in the sale's transaction (the plaza sorts by it). */
  sales: Generated<number>;
  commissionCents: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** One promoter's promotion of one item, with its figures rolled up in the transactions that make them. */
export interface PromotionTable {
  id: Generated<number>;
  distributionId: number;
  promoterId: number;
  code: string;
  visits: Generated<number>;
  buyers: Generated<number>;
  orders: Generated<number>;
  /** Credited less reversed, in fen. */
  commissionCents: Generated<number>;
  createdAt: number;
}

/** Whom a buyer was last brought to an item by, until when (last click wins). */
export interface PromotionAttributionTable {
  buyerId: number;
  distributionId: number;
  promotionId: number;
  visitedAt: number;
  expiresAt: number;
}

/** A buyer counted once per promotion. */
export interface PromotionBuyerTable {
  promotionId: number;
  buyerId: number;
}

/** An order that paid a promoter's commission: one per order, which is what keeps the credit single. */
export interface PromotionOrderTable {
  id: Generated<number>;
  orderNo: string;
  orderId: number;
  promotionId: number;
  promoterId: number;
  buyerId: number;
  distributionId: number;
  amountCents: number;
  commissionCents: number;
  /** 'credited', or 'reversed' while (and once) a refund took it back. */
  state: 'credited' | 'reversed';
  createdAt: number;
}

/** A promoter's figures of one China day (days since the epoch), or one China month (YYYYMM). */
interface PromoterFigures {
  promoterId: number;
  visits: number;
  buyers: number;
  orders: number;
  commissionCents: number;
}
export interface PromoterDayTable extends PromoterFigures {
  day: number;
}
export interface PromoterMonthTable extends PromoterFigures {
  month: number;
}

export interface DistributionTables {
  distributionItems: DistributionItemTable;
  promotions: PromotionTable;
  promotionAttributions: PromotionAttributionTable;
  promotionBuyers: PromotionBuyerTable;
  promotionOrders: PromotionOrderTable;
  promoterDays: PromoterDayTable;
  promoterMonths: PromoterMonthTable;
}
