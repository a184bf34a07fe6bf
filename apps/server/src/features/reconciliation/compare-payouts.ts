import type { Db } from '../../platform/db/tables.js';
import { payoutReconcileReads as reads, type PayoutProvider, type PayoutReport } from '../earnings/index.js';
import type { Mismatch } from './mismatch.js';

const PAGE = 100;

/**
 * Our withdrawals that finished in the day against the payout provider's word on each: what reached the
 * user (the amount less the fee) and how it ended. The provider is asked by our numbers, a page at a time
 * (WeChat Pay lists no transfers by date), so a payout it made that we have no withdrawal for cannot be
 * found from this side; one it has no record of is `payoutMissingAtProvider`.
 */
export async function comparePayouts(
  db: Db,
  provider: PayoutProvider,
  range: { from: number; to: number },
): Promise<{ compared: number; mismatches: Mismatch[] }> {
  const mismatches: Mismatch[] = [];
  let compared = 0;
  let after: reads.PayoutCursor | null = null;
  do {
    const page = await reads.withdrawalsFinishedBetween(db, {
      provider: provider.name,
      ...range,
      after,
      limit: PAGE,
    });
    const reports =
      page.lines.length === 0 ? [] : await provider.payoutsOf(page.lines.map((line) => line.withdrawNo));
    const byNo = new Map(reports.map((report) => [report.withdrawNo, report]));
    for (const ours of page.lines) {
      compared += 1;
      const theirs = byNo.get(ours.withdrawNo);
      if (!theirs) {
        mismatches.push({
          kind: 'payoutMissingAtProvider',
          ref: ours.withdrawNo,
          ledgerCents: ours.payoutCents,
          providerCents: null,
          note: { key: 'reconcile.noteNotAtProvider', params: { state: '-' } },
        });
        continue;
      }
      const found = payoutMismatch(ours, theirs);
      if (found) mismatches.push(found);
    }
    after = page.next;
  } while (after);
  return { compared, mismatches };
}

function payoutMismatch(ours: reads.PayoutLine, theirs: PayoutReport): Mismatch | null {
  if (ours.state !== theirs.state) {
    return {
      kind: 'payoutState',
      ref: ours.withdrawNo,
      ledgerCents: ours.payoutCents,
      providerCents: theirs.amountCents,
      note: { key: 'reconcile.notePayoutState', params: { ours: ours.state, theirs: theirs.state } },
    };
  }
  if (ours.payoutCents !== theirs.amountCents) {
    return {
      kind: 'payoutAmount',
      ref: ours.withdrawNo,
      ledgerCents: ours.payoutCents,
      providerCents: theirs.amountCents,
      note: { key: 'reconcile.noteAmounts', params: { order: ours.payoutCents / 100 } },
    };
  }
  return null;
}
