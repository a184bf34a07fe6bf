import type { Lang } from '../../platform/http/lang.js';
import { earningsText, type EarningsMessageKey } from './messages.js';

/**
 * Payout providers answer why a payout failed as a code (WeChat Pay's fail_reason and close_reason, our
 * own refusals); the user reads it in words. A reason without a known code is shown as the provider gave it.
 */
const REASONS: Record<string, EarningsMessageKey> = {
  ACCOUNT_FROZEN: 'earnings.reason.accountFrozen',
  REAL_NAME_CHECK_FAIL: 'earnings.reason.realName',
  NAME_NOT_CORRECT: 'earnings.reason.realName',
  ID_CARD_NOT_CORRECT: 'earnings.reason.realName',
  OPENID_INVALID: 'earnings.reason.noWechat',
  ACCOUNT_NOT_EXIST: 'earnings.reason.noWechat',
  NO_OPENID: 'earnings.reason.noWechat',
  TRANSFER_QUOTA_EXCEED: 'earnings.reason.quota',
  DAY_RECEIVED_QUOTA_EXCEED: 'earnings.reason.quota',
  MONTH_RECEIVED_QUOTA_EXCEED: 'earnings.reason.quota',
  DAY_RECEIVED_COUNT_EXCEED: 'earnings.reason.quota',
  TRANSFER_RISK: 'earnings.reason.risk',
  BLOCK_B2C_USERLIMITAMOUNT_BSRULE_MONTH: 'earnings.reason.quota',
  OVERDUE_CLOSE: 'earnings.reason.closed',
  MERCHANT_REJECT: 'earnings.reason.closed',
};

/** A failed payout's reason as its owner reads it. */
export function payoutReasonText(reason: string, lang: Lang): string {
  if (reason === '') return earningsText('earnings.reasonUnknown', lang);
  const key = REASONS[reason.trim()];
  return key ? earningsText(key, lang) : reason;
}
