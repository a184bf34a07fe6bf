import { wallet } from '@fox/contracts';
import type { finance } from '@fox/contracts';

/** Yuan as the pages show them: always two decimals, rounded to the fen. */
export const yuanText = (yuan: number): string => wallet.formatYuan(yuan);

/** A record's amount with its direction: '+12.30' for money in, '-50.00' for money out. */
export function signedYuanText(yuan: number): string {
  return yuan > 0 ? `+${yuanText(yuan)}` : yuanText(yuan);
}

/** A China-time stamp without its seconds: records read to the minute. */
export const minuteOf = (chinaTime: string): string => chinaTime.slice(0, 16);

/** Fen of an amount in yuan, for the shared withdrawal rules (which count in fen). */
export const centsOf = (yuan: number): number => Math.round(yuan * 100);

/** A day 'YYYY-MM-DD' as its month and day numbers, for the chart's labels. */
export function monthDayOf(day: string): { month: number; day: number } {
  return { month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) };
}

/** The months the statement can be narrowed to: this China-time month and the 23 before it, newest first. */
export function recentMonths(currentMonth: string, count = 24): string[] {
  let year = Number(currentMonth.slice(0, 4));
  let month = Number(currentMonth.slice(5, 7));
  const months: string[] = [];
  for (let index = 0; index < count; index += 1) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** The antd tag colour of a record's state: money held, money in, money moving, money out. */
export const STATE_COLORS: Record<finance.FinanceRecordState, string> = {
  pending: 'gold',
  available: 'green',
  processing: 'processing',
  succeeded: 'success',
  failed: 'error',
  done: 'default',
};
