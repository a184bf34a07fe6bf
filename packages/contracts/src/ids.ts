/**
 * Ids and other whole numbers a request carries. Query strings and paths bring them as text, JSON bodies
 * as numbers or text; both are read the same way: decimal digits only, so `0x10`, `1e3`, ` 12 `, `''` and
 * `12.0` are refused instead of being read as 16, 1000, 12, 0 and 12.
 */
import { z } from 'zod';

/** Decimal digits without a sign, spaces or leading zeros. */
export const DECIMAL_PATTERN = /^(0|[1-9][0-9]*)$/;

/** The custom issue raised by a value that is not a decimal whole number. */
export interface DecimalIssueParams {
  rule: 'decimal';
}

export interface WholeNumberLimits {
  /** Smallest value; 0 unless given. */
  min?: number;
  /** Largest value; the largest safe integer unless given. */
  max?: number;
}

function readDecimal(value: number | string): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value)) return Number.NaN;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : Number.NaN;
}

/**
 * A whole number from a JSON number or a decimal string, within `min`..`max` (the range rules give the
 * usual "at least" and "at most" messages). The documentation shows both accepted forms.
 */
export function wholeNumber(limits: WholeNumberLimits = {}) {
  const min = limits.min ?? 0;
  const max = limits.max ?? Number.MAX_SAFE_INTEGER;
  const params: DecimalIssueParams = { rule: 'decimal' };
  return z
    .custom<number | string>(() => true)
    .transform((value, context) => {
      if (value === undefined || value === null) {
        context.addIssue({ code: 'invalid_type', expected: 'number', input: value });
        return z.NEVER;
      }
      const number = readDecimal(value);
      if (Number.isNaN(number)) {
        context.addIssue({ code: 'custom', params, input: value });
        return z.NEVER;
      }
      return number;
    })
    .pipe(z.number().min(min).max(max))
    .meta({
      anyOf: [
        { type: 'integer', minimum: min, maximum: max },
        { type: 'string', pattern: min > 0 ? '^[1-9][0-9]*$' : DECIMAL_PATTERN.source },
      ],
    });
}

/** Every id in a query, a path or a body: a positive decimal whole number within the safe integer range. */
export const idSchema = wholeNumber({ min: 1 });

/** An id where 0 stands for none (a top-level comment's parent, an author the client does not know). */
export const idOrZeroSchema = wholeNumber({ min: 0 });

/** A list of ids as an array or as the comma-separated text the platform's clients send. */
export const idListSchema = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(idSchema).max(max),
  );
