import { distribution } from '@fox/contracts';
import { formatChinaTime } from '@fox/contracts/client';

const DAY_MS = 86_400_000;

/** A China-time calendar day, YYYY-MM-DD, some days from now. */
export const chinaDay = (now: number, daysAhead = 0): string =>
  formatChinaTime(now + daysAhead * DAY_MS).slice(0, 10);

/** The end date offered first: a month, a common run for a drama's promotion. */
export const DEFAULT_RUN_DAYS = 30;
export const DEFAULT_PERCENT = 20;

/** Whether a day may be the last one: from today to the contract's limit ahead, as the server checks. */
export function endDateAllowed(day: string, now: number): boolean {
  return day >= chinaDay(now) && day <= chinaDay(now, distribution.DISTRIBUTION_MAX_DAYS);
}

export function percentAllowed(percent: number | null): percent is number {
  return (
    percent !== null &&
    Number.isInteger(percent) &&
    percent >= distribution.COMMISSION_PERCENT_MIN &&
    percent <= distribution.COMMISSION_PERCENT_MAX
  );
}

/** Yuan a promoter earns on one episode, rounded down to the fen as the server does. */
export function commissionPerEpisode(singlePrice: number, percent: number): number {
  return Math.floor((Math.round(singlePrice * 100) * percent) / 100) / 100;
}
