import { formatChinaTime } from '@fox/contracts/client';
import { identity, maskName, wallet } from '@fox/contracts';

/** Where the viewer stands with real-name verification (spec 002 §4.10), as the pages show it. */
export type AccountStanding = 'none' | 'reviewing' | 'passed' | 'expired' | 'refused';

/**
 * The account's standing. Expiry is decided by the settlement check's own rule, so the status page and
 * the gate can never disagree about a passed account whose validity has ended.
 */
export function accountStanding(account: wallet.PayAccount, now: number): AccountStanding {
  if (account.state === 'WaitApprove') return 'reviewing';
  if (account.state === 'Refuse') return 'refused';
  if (account.state !== 'Pass') return 'none';
  return wallet.validityEnded(account, now) ? 'expired' : 'passed';
}

/** Whether the form is offered: not while a review runs, nor over a passed verification still valid. */
export const mayVerify = (standing: AccountStanding) => standing !== 'reviewing' && standing !== 'passed';

/** Today in China as YYYY-MM-DD, the calendar the ID card's dates are written in. */
export const chinaToday = (now: number): string => formatChinaTime(now).slice(0, 10);

/** The catalogue key (under entry.problem) of what is wrong with an ID number, or null. */
export function idNumberProblemKey(raw: string, now: number): string | null {
  if (raw.trim() === '') return 'idRequired';
  const problem = identity.idNumberProblem(raw, Number(chinaToday(now).replaceAll('-', '')));
  if (problem === null) return null;
  return { format: 'idFormat', birth: 'idBirth', checksum: 'idChecksum' }[problem];
}

/** The catalogue key of what is wrong with a validity end date (YYYY-MM-DD or ''), or null. */
export function endDateProblemKey(endDate: string, now: number): string | null {
  if (endDate === '') return 'endDateRequired';
  return endDate < chinaToday(now) ? 'endDatePast' : null;
}

/** The catalogue key of what is wrong with a card number, or null. */
export function cardNumberProblemKey(digits: string): string | null {
  if (digits === '') return 'cardRequired';
  const problem = identity.cardNumberProblem(digits);
  if (problem === null) return null;
  return problem === 'luhn' ? 'cardLuhn' : 'cardFormat';
}

/** The digits of a card number as typed, at most 19 (the longest Chinese card). */
export const cardDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 19);

/** A card number grouped by four, as it is printed on the card and read back by people. */
export const groupedCardNumber = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The most a browser may learn of the BIN: enough digits for the issuer list. */
export const BIN_MIN_DIGITS = 6;

/**
 * Whether a typed holder can be the verified name, as far as the masked name tells (first and last
 * character). The server compares the full names; this only spares the user an obvious refusal, and a
 * masked name of another shape is left to the server.
 */
export function holderMatchesMaskedName(holder: string, maskedName: string): boolean {
  if (!/^.\*.$/u.test(maskedName)) return true;
  return maskName(holder) === maskedName;
}

/** The last day of a fixed validity, from its China-time text. */
export const validityEndDay = (endDate: string | null): string => (endDate ?? '').slice(0, 10);
