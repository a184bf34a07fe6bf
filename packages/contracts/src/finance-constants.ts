/**
 * Earnings and cash-out: the kinds of record, the defaults of the configurable rules, and the checks the
 * cash-out form and the server share (amount format, minimum, daily limit, fee).
 */

/** Money that comes in: a drama's sale (the creator's share), a wish's settlement (the taker's pay), a novel chapter's sale (the author's share). */
export const EARNING_KINDS = ['dramaSale', 'wishSettle', 'novelSale'] as const;
/** Every line of the finance statement: credits, withdrawals, and a refund taking a sale's share back. */
export const FINANCE_RECORD_KINDS = [...EARNING_KINDS, 'withdraw', 'clawback'] as const;
export type FinanceRecordKind = (typeof FINANCE_RECORD_KINDS)[number];

/**
 * A credit is `pending` while it is held for the settling period, then `available`. A withdrawal is
 * `processing` until the payout provider answers, then `succeeded` or `failed` (the amount went back).
 * A clawback is `done`.
 */
export const FINANCE_RECORD_STATES = [
  'pending',
  'available',
  'processing',
  'succeeded',
  'failed',
  'done',
] as const;
export type FinanceRecordState = (typeof FINANCE_RECORD_STATES)[number];

/** What a record came from, for its link on the detail page. */
export const FINANCE_SOURCE_TYPES = ['drama', 'wish', 'withdrawal', 'novel'] as const;

/** The steps a withdrawal records, each with its time. */
export const WITHDRAW_STEPS = ['applied', 'sent', 'succeeded', 'failed', 'returned'] as const;

/** The defaults of the rules the server reads from its environment (shown to the user before confirming). */
export const FINANCE_DEFAULTS = {
  /** The platform's commission on a creator's drama sales, in percent. */
  dramaCommissionPercent: 30,
  /** Days a credit is held before it can be withdrawn. */
  holdDays: 7,
  /** The smallest withdrawal, in fen. */
  withdrawMinCents: 100,
  /** The most one user withdraws in a China-time day, in fen. */
  withdrawDailyLimitCents: 500_000,
  /** The fee, in thousandths of the amount (1 = 0.1%), at least feeMinCents. */
  withdrawFeePermille: 1,
  withdrawFeeMinCents: 10,
} as const;

/** Days shown on the finance chart. */
export const CHART_DAYS = 30;

/** An amount typed as yuan: digits with at most two decimals. */
export const YUAN_AMOUNT_PATTERN = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** Yuan typed by a person as fen; null when it is not an amount with at most two decimals. */
export function centsOfYuanText(text: string): number | null {
  const trimmed = text.trim();
  if (!YUAN_AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface WithdrawRules {
  minCents: number;
  dailyLimitCents: number;
  feePermille: number;
  feeMinCents: number;
}

/** The fee on a withdrawal, taken from the amount: the rate rounded to the fen, at least the minimum. */
export function withdrawFeeCents(amountCents: number, rules: WithdrawRules): number {
  return Math.max(rules.feeMinCents, Math.round((amountCents * rules.feePermille) / 1000));
}

/** Why an amount cannot be withdrawn now, checked in this order; null when it can. */
export type WithdrawProblem = 'format' | 'min' | 'available' | 'daily' | 'fee';

export function withdrawProblem(
  amountText: string,
  state: { availableCents: number; withdrawnTodayCents: number },
  rules: WithdrawRules,
): WithdrawProblem | null {
  const cents = centsOfYuanText(amountText);
  if (cents === null || cents === 0) return 'format';
  if (cents < rules.minCents) return 'min';
  if (cents > state.availableCents) return 'available';
  if (state.withdrawnTodayCents + cents > rules.dailyLimitCents) return 'daily';
  if (withdrawFeeCents(cents, rules) >= cents) return 'fee';
  return null;
}
