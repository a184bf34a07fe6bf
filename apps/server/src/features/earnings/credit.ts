import type { finance } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { transfer, type AccountKind, type TransferKind } from '../wallet/index.js';
import { chinaDayNumber, chinaMonthNumber } from './days.js';
import type { EarningsTables } from './tables.js';

type EarningsDb = Kysely<EarningsTables>;

/** Money coming into a user's earnings, as the feature that earned it describes it. */
export interface EarningsCredit {
  userId: number;
  kind: (typeof finance.EARNING_KINDS)[number];
  /** Fen; positive. */
  amountCents: number;
  /** The account the money comes from: a sale's clearing, coinSales, a wish's escrow. */
  from: { kind: AccountKind; ownerId: number };
  /** The ledger transfer's key: a second credit under the same key moves nothing and writes nothing. */
  key: string;
  transferKind: TransferKind;
  sourceType: 'drama' | 'wish' | 'novel';
  /** The drama's or novel's id, or the wish's taskNumber. */
  sourceId: string;
  title: string;
  orderNo: string | null;
  orderId: number | null;
  /** The settling period; 0 makes the credit available at once. */
  holdMs: number;
  now: number;
}

/**
 * Credits a user's earnings inside the caller's transaction: the ledger transfer into their pending
 * earnings, the statement line, the chart's day and the running total. Answers false (and changes nothing)
 * when the key was used before, so a repeated fulfilment or approval credits once.
 */
export async function creditEarnings(handle: Db, credit: EarningsCredit): Promise<boolean> {
  if (credit.amountCents <= 0) return false;
  const moved = await transfer(handle, {
    key: credit.key,
    currency: 'cny',
    from: credit.from,
    to: { kind: 'earningsPending', ownerId: credit.userId },
    amount: credit.amountCents,
    kind: credit.transferKind,
    orderId: credit.orderId,
    memo: credit.orderNo ?? credit.sourceId,
    now: credit.now,
  });
  if (!moved) return false;
  const db = tablesOf<EarningsTables>(handle);
  await db
    .insertInto('earningsRecords')
    .values({
      userId: credit.userId,
      kind: credit.kind,
      state: 'pending',
      amountCents: credit.amountCents,
      sourceType: credit.sourceType,
      sourceId: credit.sourceId,
      title: credit.title.slice(0, 200),
      orderNo: credit.orderNo,
      transferKey: credit.key,
      month: chinaMonthNumber(credit.now),
      createdAt: credit.now,
      availableAt: credit.now + credit.holdMs,
    })
    .execute();
  await addEarned(db, credit.userId, credit.amountCents, credit.now);
  return true;
}

/** Moves the chart's day and the running total by an amount earned (negative for a clawback). */
export async function addEarned(db: EarningsDb, userId: number, cents: number, now: number): Promise<void> {
  await db
    .insertInto('earningsDaily')
    .values({ userId, day: chinaDayNumber(now), earnedCents: cents })
    .onConflict((oc) =>
      oc.columns(['userId', 'day']).doUpdateSet({ earnedCents: sql`earnings_daily.earned_cents + ${cents}` }),
    )
    .execute();
  await db
    .insertInto('earningsTotals')
    .values({ userId, earnedCents: cents, withdrawnCents: 0 })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ earnedCents: sql`earnings_totals.earned_cents + ${cents}` }),
    )
    .execute();
}
