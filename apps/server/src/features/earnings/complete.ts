import { sql } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { raiseWalletNotice } from '../notices/index.js';
import { PLATFORM, transfer } from '../wallet/index.js';
import { chinaDayNumber } from './days.js';
import { earningsText } from './messages.js';
import { payoutReasonText } from './payout-reasons.js';
import { bankText, yuanOf, yuanText, type WithdrawalRow } from './present.js';
import type { EarningsTables } from './tables.js';
import { withdrawalKeys } from './withdrawal-keys.js';

/** How a payout ended, as the provider said it (its answer, its notification, or a query). */
export type PayoutOutcome =
  | { state: 'succeeded'; providerRef: string | null; finishedAt: number | null }
  | { state: 'failed'; failReason: string; providerRef: string | null; finishedAt: number | null };

/**
 * Completes a withdrawal once, inside one transaction: its state leaves `processing` by a conditional
 * update, so a repeated notification, a query and a late answer complete it once. Success: the arrival
 * from frozen out to the provider's clearing, the fee to the platform, the total withdrawn moves. Failure:
 * the whole amount back to available, and the day's sum gives the amount back. Answers the withdrawal when
 * this call completed it (its wallet notice is then the caller's to send after the commit), else null.
 */
export async function completeWithdrawal(
  handle: Db,
  withdrawNo: string,
  outcome: PayoutOutcome,
  now: number,
): Promise<WithdrawalRow | null> {
  return inTransaction(tablesOf<EarningsTables>(handle), async (db) => {
    const row = await db
      .selectFrom('withdrawals')
      .selectAll()
      .where('withdrawNo', '=', withdrawNo)
      .executeTakeFirst();
    if (!row || row.state !== 'processing') return null;
    const failReason = outcome.state === 'failed' ? outcome.failReason.slice(0, 255) : '';
    const finishedAt = outcome.finishedAt ?? now;
    const claimed = await db
      .updateTable('withdrawals')
      .set({
        state: outcome.state,
        failReason,
        finishedAt,
        nextCheckAt: null,
        providerRef: outcome.providerRef ?? row.providerRef,
      })
      .where('id', '=', row.id)
      .where('state', '=', 'processing')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    const userId = Number(row.userId);
    const amount = Number(row.amountCents);
    const fee = Number(row.feeCents);
    const keys = withdrawalKeys(withdrawNo);
    const frozen = { kind: 'earningsFrozen' as const, ownerId: userId };
    const move = { currency: 'cny' as const, orderId: null, memo: withdrawNo, now };
    if (outcome.state === 'succeeded') {
      if (amount - fee > 0)
        await transfer(db, {
          ...move,
          key: keys.payout,
          from: frozen,
          to: { kind: 'payoutClearing', ownerId: PLATFORM },
          amount: amount - fee,
          kind: 'payout',
        });
      if (fee > 0)
        await transfer(db, {
          ...move,
          key: keys.fee,
          from: frozen,
          to: { kind: 'platformRevenue', ownerId: PLATFORM },
          amount: fee,
          kind: 'withdrawFee',
        });
      await db
        .insertInto('earningsTotals')
        .values({ userId, earnedCents: 0, withdrawnCents: amount })
        .onConflict((oc) =>
          oc
            .column('userId')
            .doUpdateSet({ withdrawnCents: sql`earnings_totals.withdrawn_cents + ${amount}` }),
        )
        .execute();
    } else {
      await transfer(db, {
        ...move,
        key: keys.back,
        from: frozen,
        to: { kind: 'earnings', ownerId: userId },
        amount,
        kind: 'withdrawReturn',
      });
      // A failed withdrawal does not count against its day's limit.
      await db
        .updateTable('withdrawalDays')
        .set({ amountCents: sql`amount_cents - ${amount}` })
        .where('userId', '=', userId)
        .where('day', '=', chinaDayNumber(Number(row.createdAt)))
        .where('amountCents', '>=', amount)
        .execute();
    }
    await db
      .updateTable('earningsRecords')
      .set({ state: outcome.state })
      .where('id', '=', row.recordId)
      .execute();
    const steps =
      outcome.state === 'succeeded' ? (['succeeded'] as const) : (['failed', 'returned'] as const);
    for (const step of steps) {
      await db
        .insertInto('withdrawalSteps')
        .values({ withdrawalId: Number(row.id), step, createdAt: finishedAt })
        .execute();
    }
    return { ...row, state: outcome.state, failReason, finishedAt };
  });
}

/**
 * The wallet notice of a completed withdrawal (spec 001 §3): incomeSuccess when it reached the card,
 * incomeRefund when the amount came back. Written in Chinese, the language the platform's notices keep.
 */
export async function announceWithdrawal(
  handle: Db,
  bus: EventBus | undefined,
  row: WithdrawalRow,
  now = Date.now(),
): Promise<void> {
  const amount = Number(row.amountCents);
  const fee = Number(row.feeCents);
  const bank = bankText(row.bankName, 'zh');
  const texts = {
    amount: yuanText(amount),
    arrival: yuanText(amount - fee),
    fee: yuanText(fee),
    tail: row.cardTail,
    bank,
    reason: payoutReasonText(row.failReason, 'zh'),
  };
  const succeeded = row.state === 'succeeded';
  await raiseWalletNotice(
    handle,
    bus,
    {
      userId: Number(row.userId),
      noticeType: succeeded ? 'incomeSuccess' : 'incomeRefund',
      amount: yuanOf(succeeded ? amount - fee : amount),
      payTypeName: earningsText('earnings.payTypeName', 'zh'),
      payDetail: earningsText('earnings.payDetail', 'zh', { bank, tail: row.cardTail }),
      title: earningsText(succeeded ? 'earnings.noticeWithdrawn' : 'earnings.noticeReturned', 'zh'),
      content: earningsText(
        succeeded ? 'earnings.noticeWithdrawnText' : 'earnings.noticeReturnedText',
        'zh',
        texts,
      ),
    },
    now,
  );
}
