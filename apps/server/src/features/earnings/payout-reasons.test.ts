import { describe, expect, it } from 'vitest';
import { payoutReasonText } from './payout-reasons.js';

describe('a failed payout reason', () => {
  it('reads a known provider code in the viewer language', () => {
    expect(payoutReasonText('ACCOUNT_FROZEN', 'zh')).toBe('收款账户已冻结');
    expect(payoutReasonText('NO_OPENID', 'en')).toBe(
      'No WeChat account can receive it: log in with WeChat first',
    );
  });

  it('keeps a reason the provider wrote in words, and names an empty one', () => {
    expect(payoutReasonText('银行卡已注销', 'zh')).toBe('银行卡已注销');
    expect(payoutReasonText('', 'zh')).not.toBe('');
  });
});
