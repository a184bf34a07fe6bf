import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { transfer } from '../wallet/index.js';
import { chinaDayNumber, chinaMonthNumber } from './days.js';
import { earningsText } from './messages.js';
import { bankText } from './present.js';
import type { EarningsTables } from './tables.js';
import { withdrawalKeys } from './withdrawal-keys.js';

/** When a payout still processing is first asked about, and then again. */
export const CHECK_AFTER_MS = 60_000;

export interface WithdrawalAsk {
  userId: number;
  /** Fen taken from available earnings; the fee is part of it. */
  amountCents: number;
  feeCents: number;
  /** The page's key of one confirmation. */
  requestId: string;
  provider: string;
  bankName: string;
  cardTail: string;
  dailyLimitCents: number;
  now: number;
}

/** The day's sum would pass the daily limit: a concurrent withdrawal took the rest of it. */
export class DailyLimitReached extends Error {}

/** Our withdrawal number, WeChat's out_batch_no and out_detail_no: letters and digits, at most 32. */
export const newWithdrawNo = (now: number) => `WD${now}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Takes a withdrawal in one transaction: the day's sum as a conditional upsert (it stays within the daily
 * limit however many requests run at once), the amount from available to frozen (the ledger's conditional
 * debit: parallel withdrawals never take more than is available), the withdrawal, its statement line and
 * its first step. The same (userId, requestId) answers the withdrawal made first, with `fresh` false.
 * Refuses with `wallet.lowBalance` (the ledger's) or `DailyLimitReached`, and then changes nothing.
 */
export async function applyWithdrawal(handle: Db, ask: WithdrawalAsk) {
  return inTransaction(tablesOf<EarningsTables>(handle), async (db) => {
    const same = await db
      .selectFrom('withdrawals')
      .select(['id', 'recordId'])
      .where('userId', '=', ask.userId)
      .where('requestId', '=', ask.requestId)
      .executeTakeFirst();
    if (same) return { withdrawalId: Number(same.id), recordId: Number(same.recordId), fresh: false };

    const counted = await db
      .insertInto('withdrawalDays')
      .values({ userId: ask.userId, day: chinaDayNumber(ask.now), amountCents: ask.amountCents })
      .onConflict((oc) =>
        oc
          .columns(['userId', 'day'])
          .doUpdateSet({ amountCents: sql`withdrawal_days.amount_cents + ${ask.amountCents}` })
          .where(sql<boolean>`withdrawal_days.amount_cents + ${ask.amountCents} <= ${ask.dailyLimitCents}`),
      )
      .executeTakeFirst();
    if (Number(counted.numInsertedOrUpdatedRows ?? 0n) === 0 || ask.amountCents > ask.dailyLimitCents) {
      throw new DailyLimitReached();
    }

    const withdrawNo = newWithdrawNo(ask.now);
    const keys = withdrawalKeys(withdrawNo);
    await transfer(db, {
      key: keys.freeze,
      currency: 'cny',
      from: { kind: 'earnings', ownerId: ask.userId },
      to: { kind: 'earningsFrozen', ownerId: ask.userId },
      amount: ask.amountCents,
      kind: 'withdraw',
      orderId: null,
      memo: withdrawNo,
      now: ask.now,
    });
    const record = await db
      .insertInto('earningsRecords')
      .values({
        userId: ask.userId,
        kind: 'withdraw',
        state: 'processing',
        amountCents: -ask.amountCents,
        feeCents: ask.feeCents,
        sourceType: 'withdrawal',
        sourceId: withdrawNo,
        title: earningsText('earnings.withdrawTitle', 'zh', {
          bank: bankText(ask.bankName, 'zh'),
          tail: ask.cardTail,
        }),
        orderNo: null,
        transferKey: keys.freeze,
        month: chinaMonthNumber(ask.now),
        createdAt: ask.now,
        availableAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withdrawal = await db
      .insertInto('withdrawals')
      .values({
        withdrawNo,
        userId: ask.userId,
        requestId: ask.requestId,
        amountCents: ask.amountCents,
        feeCents: ask.feeCents,
        state: 'processing',
        provider: ask.provider,
        providerRef: null,
        bankName: ask.bankName.slice(0, 60),
        cardTail: ask.cardTail.slice(-4),
        recordId: Number(record.id),
        createdAt: ask.now,
        finishedAt: null,
        nextCheckAt: ask.now + CHECK_AFTER_MS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('withdrawalSteps')
      .values({ withdrawalId: Number(withdrawal.id), step: 'applied', createdAt: ask.now })
      .execute();
    return { withdrawalId: Number(withdrawal.id), recordId: Number(record.id), fresh: true };
  });
}

/** The ledger's refusal of the freeze: less is available than asked (another withdrawal took it). */
export const isLowBalance = (error: unknown) =>
  error instanceof AppError && error.messageKey === 'wallet.lowBalance';
