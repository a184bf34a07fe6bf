import { sql } from 'kysely';

/** A card shows the opening of a wish's plain text, this many characters. */
export const CARD_TEXT_MAX = 200;

/**
 * What a list of wishes reads of each row: everything a card shows, but neither the rich text nor the kept
 * create body, which can be many kilobytes each and are only shown on the details.
 */
export const CARD_COLUMNS = [
  'wishes.id',
  'wishes.taskNumber',
  'wishes.userId',
  'wishes.title',
  'wishes.industryType',
  'wishes.type',
  'wishes.fullAmountCents',
  'wishes.standAmountCents',
  'wishes.platformFee',
  'wishes.deliveryStandard',
  'wishes.deliveryDay',
  'wishes.receiveLimit',
  'wishes.receiveNum',
  'wishes.deliveryNum',
  'wishes.applyNum',
  'wishes.settlingNum',
  'wishes.isApproveReceive',
  'wishes.isReceiveDeposit',
  'wishes.images',
  'wishes.labels',
  'wishes.videoUrl',
  'wishes.location',
  'wishes.address',
  'wishes.siteId',
  'wishes.state',
  'wishes.onSquare',
  'wishes.rejectReason',
  'wishes.reviewPending',
  'wishes.payOrderNo',
  'wishes.paidCents',
  'wishes.createdAt',
  'wishes.updatedAt',
  'wishes.endedAt',
] as const;

/** The opening of the plain text, cut by the database so the rest never leaves it. */
export const cardText = () =>
  sql<string>`substr(${sql.ref('wishes.contentText')}, 1, ${CARD_TEXT_MAX})`.as('contentText');

/**
 * A list's count stops here: a publisher's or a taker's history, like the square, can be longer than anyone
 * pages through, and the client shows '10000+' rather than the database counting all of it.
 */
export const LIST_TOTAL_CAP = 10_000;
