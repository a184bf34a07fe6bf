import { finance } from '@fox/contracts';
import type { EndpointResult } from '@fox/contracts';
import type { TFunction } from '../../i18n/translator';
import { centsOf, yuanText } from './finance-format';

export type CashOutRules = EndpointResult<typeof finance.cashOutRules>;

/** The rules in fen, as the shared checks (the same the server runs) take them. */
export function withdrawRulesOf(rules: CashOutRules): finance.WithdrawRules {
  return {
    minCents: centsOf(rules.minAmount),
    dailyLimitCents: centsOf(rules.dailyLimit),
    feePermille: rules.feePermille,
    feeMinCents: centsOf(rules.feeMin),
  };
}

/** What is still allowed today under the daily limit, in fen (never below zero). */
export const leftTodayCents = (rules: CashOutRules) =>
  Math.max(0, centsOf(rules.dailyLimit) - centsOf(rules.withdrawnToday));

/** The most one withdrawal can take now: the available amount, within what the daily limit leaves. */
export const mostNowCents = (rules: CashOutRules) =>
  Math.min(centsOf(rules.available), leftTodayCents(rules));

export interface AmountCheck {
  /** Why it cannot be withdrawn, in the viewer's words; null when it can (or nothing was typed). */
  problem: string | null;
  /** The fee and what reaches the card, in yuan text, when the amount can be withdrawn. */
  preview: { fee: string; arrival: string } | null;
}

/** Checks a typed amount with the shared rules, as the user types. */
export function checkAmount(text: string, rules: CashOutRules, t: TFunction): AmountCheck {
  if (text.trim() === '') return { problem: null, preview: null };
  const shared = withdrawRulesOf(rules);
  const problem = finance.withdrawProblem(
    text,
    { availableCents: centsOf(rules.available), withdrawnTodayCents: centsOf(rules.withdrawnToday) },
    shared,
  );
  if (problem !== null) {
    const values = {
      min: yuanText(rules.minAmount),
      available: yuanText(rules.available),
      left: yuanText(leftTodayCents(rules) / 100),
    };
    return { problem: t(`finance.problem.${problem}`, values), preview: null };
  }
  const cents = finance.centsOfYuanText(text) ?? 0;
  const fee = finance.withdrawFeeCents(cents, shared);
  return { problem: null, preview: { fee: yuanText(fee / 100), arrival: yuanText((cents - fee) / 100) } };
}

/** The fee rule in per cent of the amount (1 permille reads 0.1). */
export const feePercentOf = (permille: number) => String(permille / 10);
