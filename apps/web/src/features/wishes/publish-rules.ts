import { payments, wishes } from '@fox/contracts';

/** Why the reward fields are refused, as keys under `wishes.publish`. */
export type RewardProblem =
  'standAmountRequired' | 'standAmountInvalid' | 'receiveLimitInvalid' | 'totalTooLarge';

/** Yuan with at most two decimals. */
const YUAN_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * The reward as the form holds it (text fields), checked and turned into fen: each place earns
 * `standAmount`, and the whole reward is that times the places. Answers the problem, or the amounts.
 */
export function rewardOf(
  standAmountText: string,
  receiveLimitText: string,
): { problem: RewardProblem } | { standCents: number; receiveLimit: number; fullCents: number } {
  const stand = standAmountText.trim();
  if (stand === '') return { problem: 'standAmountRequired' };
  if (!YUAN_PATTERN.test(stand)) return { problem: 'standAmountInvalid' };
  const standCents = payments.centsOf(Number(stand));
  if (standCents < wishes.STAND_AMOUNT_MIN_CENTS) return { problem: 'standAmountInvalid' };
  const limit = receiveLimitText.trim();
  if (!/^\d+$/.test(limit)) return { problem: 'receiveLimitInvalid' };
  const receiveLimit = Number(limit);
  if (receiveLimit < 1 || receiveLimit > wishes.RECEIVE_LIMIT_MAX) return { problem: 'receiveLimitInvalid' };
  const fullCents = standCents * receiveLimit;
  if (fullCents > wishes.FULL_AMOUNT_MAX_CENTS) return { problem: 'totalTooLarge' };
  return { standCents, receiveLimit, fullCents };
}

/** What one taker receives of a place's reward after the platform's fee, in fen. */
export function takerCentsOf(standCents: number, feePermille: number): number {
  return standCents - wishes.platformFeeCents(standCents, feePermille);
}
