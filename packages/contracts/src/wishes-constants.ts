/**
 * The wish marketplace's states, limits and the way a reward is written, apart from its schemas so that any
 * page (and the server) can use them without loading zod.
 */

/**
 * A wish's states, in the spec's labels (spec 001 §4). Edit is a draft; WaitPay waits for the reward to be
 * paid into escrow; WaitApprove waits for an operator; Refuse was refused at review (refunded); WaitReceive
 * is on the square with no taker yet; Execute has at least one taker at work; WaitApproveSettle has a
 * settlement waiting for the publisher's review; WaitSettle has every place settled or closed while money
 * still moves back to the publisher; OverSettle is done and paid out; OffShelf (publisher), CompelOff
 * (operator), Cancel (publisher, before payment or before any taker) and Over (deadline passed) end it;
 * Error is an order the platform stopped because its money did not add up.
 */
export const WISH_STATES = [
  'Edit',
  'WaitPay',
  'WaitApprove',
  'Refuse',
  'WaitReceive',
  'Execute',
  'WaitApproveSettle',
  'WaitSettle',
  'OverSettle',
  'OffShelf',
  'CompelOff',
  'Cancel',
  'Over',
  'Error',
] as const;
export type WishState = (typeof WISH_STATES)[number];

/** States a wish can be taken in: it is on the square (shelfState OnShelf). */
export const TAKEABLE_STATES: readonly WishState[] = ['WaitReceive', 'Execute', 'WaitApproveSettle'];
/** States after which nothing more happens to a wish (order details show them finished-style). */
export const ENDED_STATES: readonly WishState[] = [
  'Refuse',
  'OverSettle',
  'OffShelf',
  'CompelOff',
  'Cancel',
  'Over',
  'Error',
];

/**
 * One taker's order on a wish (a reception): WaitPay while the deposit is unpaid; WaitApprove while the
 * publisher decides; Refuse when declined; Execute while working; WaitApproveSettle after applying for
 * settlement; OverSettle when paid; Cancel when withdrawn or closed by the wish's end; Over when the
 * deadline passed before delivery.
 */
export const RECEPTION_STATES = [
  'WaitPay',
  'WaitApprove',
  'Refuse',
  'Execute',
  'WaitApproveSettle',
  'OverSettle',
  'Cancel',
  'Over',
] as const;
export type ReceptionState = (typeof RECEPTION_STATES)[number];

/** Industries a wish belongs to (industryType); their names are the catalogue's. */
export const INDUSTRY_TYPES = [
  'ecommerce',
  'shortVideo',
  'design',
  'copywriting',
  'promotion',
  'localLife',
  'education',
  'techDev',
] as const;
export type IndustryType = (typeof INDUSTRY_TYPES)[number];

/** Kinds of wish (type); their names are the catalogue's. */
export const WISH_TYPES = ['general', 'content', 'promote', 'visit'] as const;
export type WishType = (typeof WISH_TYPES)[number];

/** Square orders. */
export const SQUARE_SORTS = ['newest', 'reward', 'deadline'] as const;
export type SquareSort = (typeof SQUARE_SORTS)[number];

/** Wish form limits (spec 000 §9 where it names them; the rest are the platform's choice). */
export const WISH_TITLE_MAX = 50;
export const WISH_CONTENT_MAX = 20_000;
export const WISH_DELIVERY_STANDARD_MAX = 500;
export const WISH_IMAGES_MAX = 9;
export const WISH_LABELS_MAX = 5;
export const WISH_LABEL_MAX = 10;
export const WISH_ADDRESS_MAX = 100;
export const RECEIVE_LIMIT_MAX = 1000;
/** The least a place may earn, in fen, and the most a whole wish may hold. */
export const STAND_AMOUNT_MIN_CENTS = 100;
export const FULL_AMOUNT_MAX_CENTS = 100_000_000_00;
/** A deadline is at least one day and at most a year away. */
export const DELIVERY_DAYS_MAX = 365;

/** The apply dialog (spec 000 §5, §9): 300 characters, 6 images, a deposit of 0.2 to 100 million yuan. */
export const APPLY_MSG_MAX = 300;
export const APPLY_IMAGES_MAX = 6;
export const APPLY_IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg'] as const;
export const DEPOSIT_MIN_YUAN = 0.2;
export const DEPOSIT_MAX_YUAN = 100_000_000;
/** At most one decimal place (spec 000 §5). */
export const DEPOSIT_PATTERN = /^\d+(\.\d)?$/;

/** A delivery's text and images when applying for settlement; a refusal's reason. */
export const DELIVERY_MSG_MAX = 500;
export const DELIVERY_IMAGES_MAX = 9;
export const REASON_MAX = 200;

/**
 * Ratings once an order is settled: each side rates the other once, 1 to 5 stars with an optional comment.
 * `side` names who rated: the publisher (rating the taker) or the taker (rating the publisher).
 */
export const RATING_SCORE_MAX = 5;
export const RATING_COMMENT_MAX = 200;
export const RATING_SIDES = ['publisher', 'taker'] as const;
export type RatingSide = (typeof RATING_SIDES)[number];

/** A settlement the publisher leaves unreviewed this long is accepted for them. */
export const AUTO_ACCEPT_AFTER_MS = 72 * 3_600_000;

/** The message the client passes silently (spec 000 §8). */
export const TAKEN_BY_OTHERS_CODE_KEY = 'wishes.takenByOthers';

/** Pay sources of the wish marketplace's QR orders (the platform's own codes). */
export const WISH_PAY_SOURCE = { reward: 201, deposit: 202 } as const;

/**
 * A reward as the square writes it (spec 000 §9): yuan with up to two decimals, and in ten-thousand units
 * above 10000 ('1.5' with the unit 万). Answers the number and whether it is in ten-thousands.
 */
export function rewardDisplay(yuan: number): { value: string; tenThousands: boolean } {
  if (yuan > 10_000) {
    const value = (Math.floor(yuan / 100) / 100).toFixed(2).replace(/\.?0+$/, '');
    return { value, tenThousands: true };
  }
  const value = yuan.toFixed(2).replace(/\.00$/, '');
  return { value, tenThousands: false };
}

/** The cut of a settlement the platform keeps, in fen, at a rate in thousandths; rounded down for the taker's favour. */
export function platformFeeCents(amountCents: number, feePermille: number): number {
  return Math.floor((amountCents * feePermille) / 1000);
}
