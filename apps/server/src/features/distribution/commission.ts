import { wallet } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { clawBackEarnings, clawbackShortfall, creditEarnings, giveBackEarnings } from '../earnings/index.js';
import type { AccountKind } from '../wallet/index.js';
import { movePromoterFigures } from './figures.js';
import { distributionText } from './messages.js';
import type { DistributionTables } from './tables.js';

type Account = { kind: AccountKind; ownerId: number };
type DistributionDb = Kysely<DistributionTables>;

/** The ledger key of a promoter's commission on an order (beside the order's cash, coin and share keys). */
export const promoterCommissionKey = (orderNo: string) => `order:${orderNo}:promoter`;

/** A creator's drama sale, as the feature that sells it describes it inside its transaction. */
export interface PromotedSale {
  orderNo: string;
  orderId: number;
  buyerId: number;
  dramaId: number;
  title: string;
  /** What the buyer paid, in fen. */
  amountCents: number;
  /** The creator's share before any commission: the commission comes out of it, never out of the platform's. */
  shareCents: number;
  /** The account the creator's share is paid from (coin sales, or the payment's clearing). */
  from: Account;
  holdMs: number;
  now: number;
}

/** What a sale paid its promoter. */
export interface PaidCommission {
  promoterId: number;
  commissionCents: number;
}

/**
 * Pays the promoter a buyer came through, inside the sale's transaction, when the drama is open to
 * distribution now and the buyer's attribution to one of its promotions is live. The commission is the
 * item's percent of the price, at most the creator's share; the caller pays the creator the rest. One per
 * order: the order's row here is unique, and so is the ledger key, so a repeated fulfilment pays nothing
 * more (it answers what was paid). A promoter buying through their own link earns nothing. The promotion's
 * and the item's figures move in the same transaction.
 */
export async function payPromoterCommission(handle: Db, sale: PromotedSale): Promise<PaidCommission | null> {
  const db = tablesOf<DistributionTables>(handle);
  const paid = await db
    .selectFrom('promotionOrders')
    .select(['promoterId', 'commissionCents'])
    .where('orderNo', '=', sale.orderNo)
    .executeTakeFirst();
  if (paid) return { promoterId: Number(paid.promoterId), commissionCents: Number(paid.commissionCents) };
  const found = await db
    .selectFrom('distributionItems')
    .innerJoin('promotionAttributions', 'promotionAttributions.distributionId', 'distributionItems.id')
    .innerJoin('promotions', 'promotions.id', 'promotionAttributions.promotionId')
    .select([
      'distributionItems.id as distributionId',
      'distributionItems.commissionPercent',
      'promotions.id as promotionId',
      'promotions.promoterId',
    ])
    .where('distributionItems.kind', '=', 'drama')
    .where('distributionItems.itemId', '=', sale.dramaId)
    .where('distributionItems.state', '=', 'open')
    .where('distributionItems.endsAt', '>', sale.now)
    .where('promotionAttributions.buyerId', '=', sale.buyerId)
    .where('promotionAttributions.expiresAt', '>', sale.now)
    .executeTakeFirst();
  if (!found || Number(found.promoterId) === sale.buyerId) return null;
  // The creator keeps at least a fen: their credit is what records where a QR sale's yuan went.
  const commissionCents = Math.min(
    Math.floor((sale.amountCents * Number(found.commissionPercent)) / 100),
    sale.shareCents - 1,
  );
  if (commissionCents <= 0) return null;
  const promoterId = Number(found.promoterId);
  const promotionId = Number(found.promotionId);
  await db
    .insertInto('promotionOrders')
    .values({
      orderNo: sale.orderNo,
      orderId: sale.orderId,
      promotionId,
      promoterId,
      buyerId: sale.buyerId,
      distributionId: Number(found.distributionId),
      amountCents: sale.amountCents,
      commissionCents,
      state: 'credited',
      createdAt: sale.now,
    })
    .execute();
  await creditEarnings(handle, {
    userId: promoterId,
    kind: 'dramaSale',
    amountCents: commissionCents,
    from: sale.from,
    key: promoterCommissionKey(sale.orderNo),
    transferKind: 'dramaShare',
    sourceType: 'drama',
    sourceId: String(sale.dramaId),
    // Statements are read in the earner's language later; they are written in the catalogue's default.
    title: distributionText('distribution.commissionTitle', 'zh', { title: sale.title }),
    orderNo: sale.orderNo,
    orderId: sale.orderId,
    holdMs: sale.holdMs,
    now: sale.now,
  });
  const newBuyer = await db
    .insertInto('promotionBuyers')
    .values({ promotionId, buyerId: sale.buyerId })
    .onConflict((oc) => oc.columns(['promotionId', 'buyerId']).doNothing())
    .executeTakeFirst();
  const buyers = Number(newBuyer.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
  await db
    .updateTable('promotions')
    .set({
      buyers: sql`buyers + ${buyers}`,
      orders: sql`orders + 1`,
      commissionCents: sql`commission_cents + ${commissionCents}`,
    })
    .where('id', '=', promotionId)
    .execute();
  await moveItemFigures(db, Number(found.distributionId), 1, commissionCents);
  await movePromoterFigures(db, promoterId, sale.now, { buyers, orders: 1, commissionCents });
  return { promoterId, commissionCents };
}

async function moveItemFigures(db: DistributionDb, distributionId: number, sales: number, cents: number) {
  await db
    .updateTable('distributionItems')
    .set({ sales: sql`sales + ${sales}`, commissionCents: sql`commission_cents + ${cents}` })
    .where('id', '=', distributionId)
    .execute();
}

async function movePromotionFigures(db: DistributionDb, promotionId: number, orders: number, cents: number) {
  await db
    .updateTable('promotions')
    .set({ orders: sql`orders + ${orders}`, commissionCents: sql`commission_cents + ${cents}` })
    .where('id', '=', promotionId)
    .execute();
}

/** The commission an order paid a promoter (whatever has happened to it since), or null. */
export async function commissionOfOrder(
  handle: Db,
  orderNo: string,
): Promise<(PaidCommission & { saleKey: string }) | null> {
  const row = await tablesOf<DistributionTables>(handle)
    .selectFrom('promotionOrders')
    .select(['promoterId', 'commissionCents'])
    .where('orderNo', '=', orderNo)
    .executeTakeFirst();
  return row
    ? {
        promoterId: Number(row.promoterId),
        commissionCents: Number(row.commissionCents),
        saleKey: promoterCommissionKey(orderNo),
      }
    : null;
}

/**
 * Refuses, with why, a refund whose promoter's commission has left their earnings (withdrawn, or in a
 * withdrawal): it could not be taken back. The operator then settles it with the promoter.
 */
export async function assertCommissionRecoverable(handle: Db, orderNo: string): Promise<void> {
  const paid = await commissionOfOrder(handle, orderNo);
  if (!paid) return;
  const shortfall = await clawbackShortfall(handle, {
    userId: paid.promoterId,
    saleKey: paid.saleKey,
    amountCents: paid.commissionCents,
  });
  if (shortfall) {
    throw new AppError(409, 'distribution.refundCommissionWithdrawn', {
      commission: wallet.formatYuanOfCents(paid.commissionCents),
      available: wallet.formatYuanOfCents(shortfall.availableCents),
    });
  }
}

/**
 * A refund takes the promoter's commission back, in the refund's transaction, into the account the refund
 * holds money in; the promotion's and the item's figures go down with it. Answers false when the order paid
 * no commission or it was already taken back.
 */
export async function clawBackCommission(
  handle: Db,
  claw: { orderNo: string; key: string; to: Account; orderId: number; now: number },
): Promise<boolean> {
  const db = tablesOf<DistributionTables>(handle);
  const row = await db
    .selectFrom('promotionOrders')
    .selectAll()
    .where('orderNo', '=', claw.orderNo)
    .executeTakeFirst();
  if (!row) return false;
  const moved = await db
    .updateTable('promotionOrders')
    .set({ state: 'reversed' })
    .where('id', '=', row.id)
    .where('state', '=', 'credited')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  const cents = Number(row.commissionCents);
  await clawBackEarnings(handle, {
    userId: Number(row.promoterId),
    saleKey: promoterCommissionKey(claw.orderNo),
    amountCents: cents,
    to: claw.to,
    key: claw.key,
    orderId: claw.orderId,
    now: claw.now,
  });
  await movePromotionFigures(db, Number(row.promotionId), -1, -cents);
  await moveItemFigures(db, Number(row.distributionId), -1, -cents);
  // Taken back on the sale's day and month: a refunded sale's day reads as if it had not been made.
  await movePromoterFigures(db, Number(row.promoterId), Number(row.createdAt), {
    orders: -1,
    commissionCents: -cents,
  });
  return true;
}

/** The refund failed: the commission goes back to the promoter, and the figures with it. */
export async function giveBackCommission(
  handle: Db,
  back: { orderNo: string; clawKey: string; key: string; from: Account; orderId: number; now: number },
): Promise<boolean> {
  const db = tablesOf<DistributionTables>(handle);
  const row = await db
    .selectFrom('promotionOrders')
    .selectAll()
    .where('orderNo', '=', back.orderNo)
    .executeTakeFirst();
  if (!row) return false;
  const moved = await db
    .updateTable('promotionOrders')
    .set({ state: 'credited' })
    .where('id', '=', row.id)
    .where('state', '=', 'reversed')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await giveBackEarnings(handle, {
    clawKey: back.clawKey,
    saleKey: promoterCommissionKey(back.orderNo),
    key: back.key,
    from: back.from,
    orderId: back.orderId,
    now: back.now,
  });
  const cents = Number(row.commissionCents);
  await movePromotionFigures(db, Number(row.promotionId), 1, cents);
  await moveItemFigures(db, Number(row.distributionId), 1, cents);
  await movePromoterFigures(db, Number(row.promoterId), Number(row.createdAt), {
    orders: 1,
    commissionCents: cents,
  });
  return true;
}
