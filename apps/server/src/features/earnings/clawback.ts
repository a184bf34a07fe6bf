import { tablesOf, type Db } from '../../platform/db/tables.js';
import { ledgerAccountsOf, transfer, transferByKey, type AccountKind } from '../wallet/index.js';
import { addEarned } from './credit.js';
import { chinaMonthNumber } from './days.js';
import type { EarningsTables } from './tables.js';

type Account = { kind: AccountKind; ownerId: number };

/** A refunded sale's share, taken back from the earnings it was credited to. */
export interface Clawback {
  userId: number;
  /** The key the share was credited under (creditEarnings' key): it finds the sale's statement line. */
  saleKey: string;
  amountCents: number;
  /** Where the share goes while the refund is under way (payments' refund hold). */
  to: Account;
  /** The key of the take-back; the statement line of the clawback carries it. */
  key: string;
  orderId: number | null;
  now: number;
}

const saleRecordOf = (handle: Db, saleKey: string) =>
  tablesOf<EarningsTables>(handle)
    .selectFrom('earningsRecords')
    .selectAll()
    .where('transferKey', '=', saleKey)
    .executeTakeFirst();

/**
 * Whether a creator's earnings still cover a sale's share: from pending while the sale is still held (the
 * pending balance holds it), else from what is available now. Answers the available fen when they do not
 * (the share was withdrawn, or is in a withdrawal).
 */
export async function clawbackShortfall(
  handle: Db,
  input: { userId: number; saleKey: string; amountCents: number },
): Promise<{ availableCents: number } | null> {
  const sale = await saleRecordOf(handle, input.saleKey);
  if (sale?.state === 'pending') return null;
  const available = (await ledgerAccountsOf(handle, input.userId)).find(
    (account) => account.kind === 'earnings' && account.currency === 'cny',
  );
  const availableCents = available?.balance ?? 0;
  return availableCents >= input.amountCents ? null : { availableCents };
}

/**
 * Takes a refunded sale's share back out of the creator's earnings, in the refund's transaction: out of
 * pending when the sale is still held (its line leaves pending as 'done', so the settling period's release
 * never moves it), else out of available. A balance that no longer covers it throws 'wallet.lowBalance'
 * (the refund is then refused whole). The statement gets a clawback line and the totals go down. Answers
 * false when this key took the share back before.
 */
export async function clawBackEarnings(handle: Db, claw: Clawback): Promise<boolean> {
  const db = tablesOf<EarningsTables>(handle);
  const sale = await saleRecordOf(handle, claw.saleKey);
  if (!sale) throw new Error(`no earnings were credited under ${claw.saleKey}`);
  const held = await db
    .updateTable('earningsRecords')
    .set({ state: 'done' })
    .where('id', '=', sale.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  const moved = await transfer(handle, {
    key: claw.key,
    currency: 'cny',
    from: {
      kind: Number(held.numUpdatedRows) > 0 ? 'earningsPending' : 'earnings',
      ownerId: claw.userId,
    },
    to: claw.to,
    amount: claw.amountCents,
    kind: 'clawback',
    orderId: claw.orderId,
    memo: sale.orderNo ?? sale.sourceId,
    now: claw.now,
  });
  if (!moved) return false;
  await db
    .insertInto('earningsRecords')
    .values({
      userId: claw.userId,
      kind: 'clawback',
      state: 'done',
      amountCents: -claw.amountCents,
      sourceType: sale.sourceType,
      sourceId: sale.sourceId,
      title: sale.title,
      orderNo: sale.orderNo,
      transferKey: claw.key,
      month: chinaMonthNumber(claw.now),
      createdAt: claw.now,
      availableAt: null,
    })
    .execute();
  await addEarned(db, claw.userId, -claw.amountCents, claw.now);
  return true;
}

/**
 * The refund was refused: the share goes back where it was taken from, the clawback line shows 'failed'
 * and the totals come back. A share taken from pending is pending again (released when its time comes).
 */
export async function giveBackEarnings(
  handle: Db,
  back: { clawKey: string; saleKey: string; key: string; from: Account; orderId: number | null; now: number },
): Promise<boolean> {
  const taken = await transferByKey(handle, back.clawKey);
  if (!taken) return false;
  const moved = await transfer(handle, {
    key: back.key,
    currency: 'cny',
    from: back.from,
    to: { kind: taken.from.kind, ownerId: taken.from.ownerId },
    amount: taken.amount,
    kind: 'refundRelease',
    orderId: back.orderId,
    memo: taken.memo,
    now: back.now,
  });
  if (!moved) return false;
  const db = tablesOf<EarningsTables>(handle);
  await db
    .updateTable('earningsRecords')
    .set({ state: 'failed' })
    .where('transferKey', '=', back.clawKey)
    .execute();
  if (taken.from.kind === 'earningsPending') {
    await db
      .updateTable('earningsRecords')
      .set({ state: 'pending' })
      .where('transferKey', '=', back.saleKey)
      .where('state', '=', 'done')
      .execute();
  }
  await addEarned(db, taken.from.ownerId, taken.amount, back.now);
  return true;
}
