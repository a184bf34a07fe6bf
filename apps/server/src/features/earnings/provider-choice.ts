import type { Platform } from '../../platform/platform.js';
import type { PayoutProvider } from './payout-provider.js';
import { sandboxPayoutProvider } from './sandbox/sandbox-payouts.js';

/** Makes the WeChat Pay transfer provider, handed to the feature by the app when it is built. */
export type PayoutProviderMaker = (platform: Platform) => PayoutProvider;

/**
 * The payout provider the configuration names (PAYOUT_PROVIDER). A provider that is configured but not
 * wired in stops the start with a message naming it, rather than failing at the first withdrawal.
 */
export function payoutProviderOf(
  platform: Platform,
  makers: { wechat?: PayoutProviderMaker },
): PayoutProvider {
  const { earnings } = platform.config;
  if (earnings.payoutProvider === 'sandbox') {
    return sandboxPayoutProvider(platform.database.db, earnings.sandboxPayoutDelayMs);
  }
  if (!makers.wechat) {
    throw new Error(
      'PAYOUT_PROVIDER=wechat, but the WeChat Pay transfer provider is not wired into the earnings feature (compose.ts: createEarningsFeature({ wechat }))',
    );
  }
  return makers.wechat(platform);
}
