/**
 * Real-name verification and bank cards: the checks both sides run on an ID number and a card number, so
 * the form refuses what the server would refuse, with the same reason.
 */

/** GB 11643: weights of the first 17 digits, and the check character for each remainder mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECKS = '10X98765432';

/** Why an ID number is refused; null when it is a valid 18-digit resident ID number. */
export type IdNumberProblem = 'format' | 'birth' | 'checksum';

/** The earliest birth year accepted: older numbers are typing mistakes, not people. */
const EARLIEST_BIRTH_YEAR = 1900;

/**
 * Checks an 18-character resident ID number: 17 digits and a digit or X, a real birth date (YYYYMMDD at
 * positions 7-14, not after today, not before 1900), and the GB 11643 check character. `today` is
 * YYYYMMDD in China time.
 */
export function idNumberProblem(raw: string, today: number): IdNumberProblem | null {
  const id = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < EARLIEST_BIRTH_YEAR || year * 10000 + month * 100 + day > today) return 'birth';
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(id[i]) * ID_WEIGHTS[i]!;
  return ID_CHECKS[sum % 11] === id[17] ? null : 'checksum';
}

/** An ID number as it is stored and compared: trimmed, a final x upper-cased. */
export const normalIdNumber = (raw: string): string => raw.trim().toUpperCase();

/** Why a bank card number is refused; null when it passes. */
export type CardNumberProblem = 'format' | 'luhn';

/** Card numbers of Chinese banks are 15 to 19 digits (UnionPay debit cards are mostly 16 or 19). */
export const CARD_NUMBER_PATTERN = /^\d{15,19}$/;

/** A card number as typed, spaces and dashes removed. */
export const normalCardNumber = (raw: string): string => raw.replace(/[\s-]/g, '');

/** Checks a card number's length and its Luhn check digit (ISO/IEC 7812). */
export function cardNumberProblem(raw: string): CardNumberProblem | null {
  const digits = normalCardNumber(raw);
  if (!CARD_NUMBER_PATTERN.test(digits)) return 'format';
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0 ? null : 'luhn';
}

/** The last four digits of a card, all of it a browser is ever told. */
export const cardTail = (cardNumber: string): string => normalCardNumber(cardNumber).slice(-4);

/** Limits of the verification and card forms. */
export const LEGAL_NAME_MAX = 30;
export const BANK_NAME_MAX = 40;
export const BRANCH_NAME_MAX = 60;
export const REVIEW_REASON_MAX = 200;
