/** The wallet's limits and the one way money is written, apart from its schemas so any page can use them. */

/** Top-up packages shown before the custom tile (spec 002 §9). */
export const RECHARGE_PACKAGE_COUNT = 5;
/** The largest custom top-up, in yuan (spec 002 §9). */
export const TOP_UP_MAX_YUAN = 1_000_000;
/** A custom amount is whole yuan written without a leading zero (spec 002 §5). */
export const CUSTOM_AMOUNT_PATTERN = /^[1-9]\d*$/;

/** Coins from yuan at the configured rate, in hundredths of a coin, rounded to the nearest. */
export function coinCentsOf(yuanCents: number, rechargeRate: number): number {
  return Math.round(yuanCents * rechargeRate);
}

/**
 * Fox coins as the portal writes them everywhere. A price converted from yuan is shown with one decimal
 * (spec 000 §9: '5.0'); an amount held or moved (a balance, a bill, a package) drops a '.0' ('1030',
 * '60.5'), as a wallet shows whole coins.
 */
export function formatCoin(coins: number, as: 'amount' | 'price' = 'amount'): string {
  const tenths = Math.round(coins * 10);
  if (as === 'amount' && tenths % 10 === 0) return String(tenths / 10);
  return (tenths / 10).toFixed(1);
}

/** Yuan as the portal writes them everywhere: two decimals ('0.50', '6.00'); the ¥ is the text's. */
export function formatYuanOfCents(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** formatYuanOfCents for an amount in yuan (the API's prices), rounded to the fen first. */
export function formatYuan(yuan: number): string {
  return formatYuanOfCents(Math.round(yuan * 100));
}
