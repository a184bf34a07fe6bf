import { wishes } from '@fox/contracts';

/** Why a deposit is refused, as the key under `wishes.apply` of its message (spec 000 §5). */
export type DepositProblem =
  'depositRequired' | 'depositNotNumber' | 'depositOneDecimal' | 'depositMin' | 'depositMax';

/**
 * The deposit rule of the apply dialog (spec 000 §5): required, a number with at most one decimal
 * ('only one digit after the decimal point'), at least 0.2 and at most 100 million, each with its own
 * message. Answers null for a good amount.
 */
export function depositProblemOf(text: string): DepositProblem | null {
  const value = text.trim();
  if (value === '') return 'depositRequired';
  if (!/^\d+(\.\d*)?$/.test(value)) return 'depositNotNumber';
  if (!wishes.DEPOSIT_PATTERN.test(value)) return 'depositOneDecimal';
  const amount = Number(value);
  if (amount < wishes.DEPOSIT_MIN_YUAN) return 'depositMin';
  if (amount > wishes.DEPOSIT_MAX_YUAN) return 'depositMax';
  return null;
}

/** The apply message: required once trimmed, at most 300 characters (the counter stops typing beyond). */
export function applyMessageMissing(text: string): boolean {
  return text.trim() === '';
}
