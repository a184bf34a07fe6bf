import { describe, expect, it } from 'vitest';
import type { Platform } from '../../platform/platform.js';
import { payoutProviderOf } from './provider-choice.js';
import { failsInSandbox } from './sandbox/sandbox-payouts.js';

const platformWith = (payoutProvider: 'sandbox' | 'wechat') =>
  ({
    config: { earnings: { payoutProvider, sandboxPayoutDelayMs: 0 } },
    database: { db: { isTransaction: false } },
  }) as unknown as Platform;

describe('the payout provider', () => {
  it('is the sandbox unless told otherwise', () => {
    expect(payoutProviderOf(platformWith('sandbox'), {}).name).toBe('sandbox');
  });

  it('stops the start when WeChat is configured but its provider is not wired in', () => {
    expect(() => payoutProviderOf(platformWith('wechat'), {})).toThrow(/PAYOUT_PROVIDER=wechat/);
    const wechat = { name: 'wechat' } as never;
    expect(payoutProviderOf(platformWith('wechat'), { wechat: () => wechat })).toBe(wechat);
  });

  it('fails in the sandbox exactly the payouts whose fen end in 44', () => {
    expect([44, 1044, 123444].every(failsInSandbox)).toBe(true);
    expect([45, 4400, 1043, 1].some(failsInSandbox)).toBe(false);
  });
});
