import type { Db } from '../../platform/db/tables.js';
import { paymentReconcileReads as reads } from '../payments/index.js';
import type { Mismatch } from './mismatch.js';

type Provider = reads.PaymentProvider;
const PAGE = 200;

/**
 * Our orders paid in the day against the provider's bill of the day. Our side is each order with the ledger
 * transfer its payment made; a line only one side lists is looked at again by number (the provider's query,
 * or our order), since a payment near midnight can fall in the next day's bill on one side: only what the
 * second look does not explain is a mismatch.
 */
export async function compareOrders(
  db: Db,
  provider: Provider,
  range: { from: number; to: number },
  bill: reads.BillPayment[],
): Promise<{ compared: number; mismatches: Mismatch[] }> {
  const billed = new Map(bill.map((line) => [line.orderNo, line]));
  const mismatches: Mismatch[] = [];
  let compared = 0;
  let after: reads.TimeCursor | null = null;
  do {
    const page = await reads.ordersPaidBetween(db, { provider: provider.name, ...range, after, limit: PAGE });
    for (const ours of page.lines) {
      compared += 1;
      const theirs = billed.get(ours.orderNo);
      billed.delete(ours.orderNo);
      let providerCents = theirs?.amountCents ?? null;
      if (!theirs) {
        const report = await provider.queryOrder(ours.orderNo);
        if (report.state !== 'paid') {
          mismatches.push({
            kind: 'orderMissingAtProvider',
            ref: ours.orderNo,
            ledgerCents: ours.ledgerCents ?? ours.amountCents,
            providerCents: null,
            note: { key: 'reconcile.noteNotAtProvider', params: { state: report.state } },
          });
          continue;
        }
        providerCents = report.amountCents;
      }
      const found = orderMismatch(ours, providerCents!);
      if (found) mismatches.push(found);
    }
    after = page.next;
  } while (after);
  // What the provider took that we did not count in the day: ours on another day, or not ours at all.
  for (const theirs of billed.values()) {
    compared += 1;
    const ours = await reads.paidOrderByNo(db, theirs.orderNo);
    if (!ours || ours.paidAt === null || ours.provider !== provider.name) {
      mismatches.push({
        kind: 'orderMissingInLedger',
        ref: theirs.orderNo,
        ledgerCents: null,
        providerCents: theirs.amountCents,
        note: { key: 'reconcile.noteNotInLedger' },
      });
      continue;
    }
    const found = orderMismatch(ours, theirs.amountCents);
    if (found) mismatches.push(found);
  }
  return { compared, mismatches };
}

function orderMismatch(ours: reads.PaidOrderLine, providerCents: number): Mismatch | null {
  if (ours.ledgerCents === null) {
    return {
      kind: 'orderMissingInLedger',
      ref: ours.orderNo,
      ledgerCents: null,
      providerCents,
      note: { key: 'reconcile.noteNoTransfer' },
    };
  }
  if (ours.ledgerCents !== providerCents || ours.amountCents !== providerCents) {
    return {
      kind: 'orderAmount',
      ref: ours.orderNo,
      ledgerCents: ours.ledgerCents,
      providerCents,
      note: { key: 'reconcile.noteAmounts', params: { order: ours.amountCents / 100 } },
    };
  }
  return null;
}

/**
 * Our refunds that succeeded in the day against the refunds the provider's bill lists (WeChat lists a
 * refund on the day it was asked for, with its status then), each side looked at again by number first.
 */
export async function compareRefunds(
  db: Db,
  provider: Provider,
  range: { from: number; to: number },
  bill: reads.BillRefund[],
): Promise<{ compared: number; mismatches: Mismatch[] }> {
  const billed = new Map(bill.map((line) => [line.refundNo, line]));
  const mismatches: Mismatch[] = [];
  let compared = 0;
  let after: reads.TimeCursor | null = null;
  do {
    const page = await reads.refundsSucceededBetween(db, {
      provider: provider.name,
      ...range,
      after,
      limit: PAGE,
    });
    for (const ours of page.lines) {
      compared += 1;
      const theirs = billed.get(ours.refundNo);
      billed.delete(ours.refundNo);
      let providerCents = theirs?.amountCents ?? null;
      if (!theirs) {
        const report = await provider.queryRefund({ refundNo: ours.refundNo, orderNo: ours.orderNo });
        if (!report || report.state !== 'succeeded') {
          mismatches.push({
            kind: 'refundMissingAtProvider',
            ref: ours.refundNo,
            ledgerCents: ours.ledgerCents ?? ours.amountCents,
            providerCents: report?.amountCents ?? null,
            note: { key: 'reconcile.noteNotAtProvider', params: { state: report?.status ?? '-' } },
          });
          continue;
        }
        providerCents = report.amountCents;
      }
      const found = refundMismatch(ours, providerCents!);
      if (found) mismatches.push(found);
    }
    after = page.next;
  } while (after);
  for (const theirs of billed.values()) {
    compared += 1;
    const ours = await reads.refundByNumber(db, theirs.refundNo);
    if (!ours || ours.provider !== provider.name) {
      mismatches.push({
        kind: 'refundMissingInLedger',
        ref: theirs.refundNo,
        ledgerCents: null,
        providerCents: theirs.amountCents,
        note: { key: 'reconcile.noteNotInLedger' },
      });
      continue;
    }
    // Asked for that day and not finished on either side yet, or finished by us on another day: fine.
    if (ours.state === 'processing') continue;
    if (ours.state === 'failed') {
      const report = await provider.queryRefund({ refundNo: ours.refundNo, orderNo: ours.orderNo });
      if (report?.state === 'succeeded') {
        mismatches.push({
          kind: 'refundMissingInLedger',
          ref: ours.refundNo,
          ledgerCents: null,
          providerCents: report.amountCents,
          note: { key: 'reconcile.noteRefundState', params: { ours: ours.state, theirs: report.status } },
        });
      }
      continue;
    }
    const found = refundMismatch(ours, theirs.amountCents);
    if (found) mismatches.push(found);
  }
  return { compared, mismatches };
}

function refundMismatch(ours: reads.RefundLine, providerCents: number): Mismatch | null {
  if (ours.ledgerCents === null) {
    return {
      kind: 'refundMissingInLedger',
      ref: ours.refundNo,
      ledgerCents: null,
      providerCents,
      note: { key: 'reconcile.noteNoTransfer' },
    };
  }
  if (ours.ledgerCents !== providerCents) {
    return {
      kind: 'refundAmount',
      ref: ours.refundNo,
      ledgerCents: ours.ledgerCents,
      providerCents,
      note: { key: 'reconcile.noteAmounts', params: { order: ours.amountCents / 100 } },
    };
  }
  return null;
}
