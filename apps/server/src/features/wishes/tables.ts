import type { wishes } from '@fox/contracts';
import type { Generated } from 'kysely';

/**
 * One wish (商单). Money is in fen. `onSquare` is 1 exactly while the wish is takeable and places remain
 * (shelfState OnShelf): the square reads it by index, so it is moved in the same statement as the state
 * and the places.
 */
export interface WishTable {
  id: Generated<number>;
  taskNumber: string;
  userId: number;
  title: string;
  /** Sanitised HTML, and its plain text for lists and search. */
  content: string;
  contentText: string;
  industryType: wishes.IndustryType;
  type: wishes.WishType;
  fullAmountCents: number;
  standAmountCents: number;
  /** Thousandths of each settlement the platform keeps, fixed when published. */
  platformFee: number;
  deliveryStandard: string;
  /** The deadline, ms. */
  deliveryDay: number;
  receiveLimit: number;
  receiveNum: number;
  deliveryNum: number;
  applyNum: number;
  /** Receptions waiting for the publisher's review of their delivery. */
  settlingNum: number;
  isApproveReceive: number;
  isReceiveDeposit: number;
  /** JSON arrays. */
  images: string;
  labels: string;
  videoUrl: string;
  location: string;
  address: string;
  siteId: number;
  state: wishes.WishState;
  onSquare: number;
  rejectReason: string;
  /** 1 while it waits in the console's review queue. */
  reviewPending: number;
  /** The reward's QR order, once one was placed. */
  payOrderNo: string | null;
  paidCents: number;
  /** JSON object: the real create body's fields kept as sent (potentialDemand, settleType...). */
  extra: string;
  createdAt: number;
  updatedAt: number;
  endedAt: number | null;
}

/** One taker's order on a wish. `live` is the wish id while the order is live (unique with the user). */
export interface WishReceptionTable {
  id: Generated<number>;
  wishId: number;
  userId: number;
  state: wishes.ReceptionState;
  live: number | null;
  depositCents: number;
  depositOrderNo: string | null;
  /** 1 once the deposit reached escrow; 2 once it was sent back. */
  depositState: number;
  applyMsg: string;
  applyAnnex: string;
  deliveryMsg: string;
  deliveryAnnex: string;
  rejectReason: string;
  settledCents: number | null;
  feeCents: number | null;
  /** When the settlement was applied for (the 72 h clock), null otherwise. */
  settleAppliedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** The open API's operation log of a wish. */
export interface WishOperationLogTable {
  id: Generated<number>;
  wishId: number;
  operationType: (typeof wishes.OPERATION_TYPES)[number];
  oldState: wishes.WishState | null;
  newState: wishes.WishState;
  operatorId: number;
  remark: string;
  createdAt: number;
}

/** The console queue's pending counter, moved with the flag. */
export interface WishReviewCountTable {
  kind: string;
  pending: number;
}

/**
 * One side's rating of the other on a settled order: `raterId` rated `rateeId`; `side` is who rated. Unique
 * on (receptionId, raterId): each side rates an order once.
 */
export interface WishRatingTable {
  id: Generated<number>;
  receptionId: number;
  wishId: number;
  raterId: number;
  rateeId: number;
  side: wishes.RatingSide;
  /** Whole stars, 1 to 5. */
  score: number;
  /** Plain text, trimmed, up to RATING_COMMENT_MAX characters. */
  comment: string;
  createdAt: number;
}

/** A user's ratings received, counted and summed with each rating, so an average is one row's read. */
export interface WishRatingSumTable {
  userId: number;
  count: number;
  total: number;
}

export interface WishesTables {
  wishes: WishTable;
  wishReceptions: WishReceptionTable;
  wishOperationLogs: WishOperationLogTable;
  wishReviewCounts: WishReviewCountTable;
  wishRatings: WishRatingTable;
  wishRatingSums: WishRatingSumTable;
}
