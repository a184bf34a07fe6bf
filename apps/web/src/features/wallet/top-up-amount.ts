import { payments, wallet } from '@fox/contracts';

/** Why a custom amount cannot be paid; each is a `wallet.` message key. */
export type CustomAmountError = 'amountRequired' | 'amountDigitsOnly' | 'amountTooLarge';

export type CustomAmountCheck = { ok: true; yuan: number } | { ok: false; error: CustomAmountError };

/** The longest custom amount worth typing: one digit more than the maximum would already be refused. */
export const CUSTOM_AMOUNT_MAX_LENGTH = String(wallet.TOP_UP_MAX_YUAN).length;

/**
 * What the custom-amount input keeps of a keystroke: digits only, without leading zeros (spec 002 §5),
 * so '0', '012' or '1.5' can never be typed.
 */
export function sanitizeCustomAmount(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+/, '').slice(0, CUSTOM_AMOUNT_MAX_LENGTH);
}

/** The custom amount rules of spec 002 §5 and §9: whole yuan, no leading zero, at most 1,000,000. */
export function checkCustomAmount(text: string): CustomAmountCheck {
  const value = text.trim();
  if (!value) return { ok: false, error: 'amountRequired' };
  if (!wallet.CUSTOM_AMOUNT_PATTERN.test(value)) return { ok: false, error: 'amountDigitsOnly' };
  const yuan = Number(value);
  if (yuan > wallet.TOP_UP_MAX_YUAN) return { ok: false, error: 'amountTooLarge' };
  return { ok: true, yuan };
}

/** Coins bought with `yuan` at `rate` coins per yuan, computed in hundredths so 0.1 × 3 stays exact. */
export function coinsForYuan(yuan: number, rate: number): number {
  return wallet.coinCentsOf(payments.centsOf(yuan), rate) / 100;
}

/** A price in yuan, as the portal writes money everywhere ("6.00"). */
export const formatYuan = wallet.formatYuan;

/** What the buyer picked: one of the packages, or the custom tile. */
export type TopUpChoice = { kind: 'package'; id: number } | { kind: 'custom' };

/** What is about to be paid for the current choice; null when nothing payable is chosen yet. */
export interface TopUpPurchase {
  yuan: number;
  coin: number;
  packageId?: number;
}

export function purchaseOf(
  choice: TopUpChoice | null,
  packages: readonly wallet.RechargePackage[],
  customYuan: number | null,
  rate: number | undefined,
): TopUpPurchase | null {
  if (choice?.kind === 'custom') {
    if (customYuan === null || rate === undefined) return null;
    return { yuan: customYuan, coin: coinsForYuan(customYuan, rate) };
  }
  // No explicit choice yet means the first package (spec 002 §4.7).
  const chosen = choice ? packages.find((item) => item.id === choice.id) : packages[0];
  return chosen ? { yuan: chosen.amount, coin: chosen.coin, packageId: chosen.id } : null;
}
