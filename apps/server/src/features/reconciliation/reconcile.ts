import { parseChinaTime } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PayoutProvider } from '../earnings/index.js';
import { paymentReconcileReads as reads } from '../payments/index.js';
import { compareOrders, compareRefunds } from './compare-payments.js';
import { comparePayouts } from './compare-payouts.js';
import type { DayFindings } from './mismatch.js';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** The other side of the ledger: the payment provider this server runs, and its payout provider if any. */
export interface ReconcileSides {
  payments: reads.PaymentProvider;
  payouts: PayoutProvider | null;
}

/** YYYYMMDD of a 'YYYY-MM-DD' day, and the instants it begins and ends in China time. */
export function dayOf(text: string): { number: number; from: number; to: number } {
  const from = parseChinaTime(`${text} 00:00:00`);
  if (from === null) throw new AppError(400, 'reconcile.dayInvalid');
  return { number: Number(text.replaceAll('-', '')), from, to: from + DAY_MS };
}

/** 'YYYY-MM-DD' of the China-time day an instant falls in, `offsetDays` later. */
export function chinaDayText(ms: number, offsetDays = 0): string {
  return new Date(ms + CHINA_OFFSET_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Compares one China-time day of the ledger with the providers' records: the orders paid and refunds
 * succeeded against the payment provider's bill of the day, and the withdrawals finished against the payout
 * provider. It only reads: whatever it finds is for people to look at, and no money moves.
 */
export async function reconcileDay(
  db: Db,
  sides: ReconcileSides,
  day: string,
  now = Date.now(),
): Promise<DayFindings> {
  const range = dayOf(day);
  if (range.from > now) throw new AppError(400, 'reconcile.dayFuture');
  let bill: reads.ProviderBill;
  try {
    bill = await sides.payments.dayBill(day);
  } catch (error) {
    if (error instanceof reads.BillNotReady) throw new AppError(409, 'reconcile.billNotReady', { day });
    throw providerFailure(error);
  }
  try {
    const orders = await compareOrders(db, sides.payments, range, bill.payments);
    const refunds = await compareRefunds(db, sides.payments, range, bill.refunds);
    const payouts = sides.payouts
      ? await comparePayouts(db, sides.payouts, range)
      : { compared: 0, mismatches: [] };
    return {
      orders: orders.compared,
      refunds: refunds.compared,
      payouts: payouts.compared,
      mismatches: [...orders.mismatches, ...refunds.mismatches, ...payouts.mismatches],
    };
  } catch (error) {
    throw providerFailure(error);
  }
}

/** A provider that could not be asked leaves the day unreconciled, saying why, rather than a bare 500. */
function providerFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
  return new AppError(502, 'reconcile.providerFailed', { reason });
}
