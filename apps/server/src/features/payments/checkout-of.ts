import type { Platform } from '../../platform/platform.js';
import type { Checkout } from './checkout.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox/sandbox-provider.js';
import { wechatPayProviderOf } from './wechat-pay/wechat-pay-provider.js';

export const NOTIFY_PREFIX = '/pay/notify/';

const checkouts = new WeakMap<Platform, Checkout>();

/** The configured provider: the built-in sandbox unless PAYMENT_PROVIDER=wechat. */
function providerOf(platform: Platform): PaymentProvider {
  const { payments } = platform.config;
  if (payments.provider === 'wechat' && payments.wechat) return wechatPayProviderOf(payments.wechat);
  return sandboxProvider(platform.database.db);
}

/** One checkout per platform, shared by the contract routes, the notification route and the sweeper. */
export function checkoutOf(platform: Platform): Checkout {
  let checkout = checkouts.get(platform);
  if (!checkout) {
    const provider = providerOf(platform);
    const base = platform.config.payments.notifyBaseUrl?.replace(/\/+$/, '');
    checkout = {
      db: platform.database.db,
      provider,
      notifyUrl: (origin) => `${base ?? origin}${NOTIFY_PREFIX}${provider.name}`,
      log: platform.log,
    };
    checkouts.set(platform, checkout);
  }
  return checkout;
}
