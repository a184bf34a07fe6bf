import { tablesOf } from '../../platform/db/tables.js';
import type { Platform } from '../../platform/platform.js';
import type { Checkout } from './checkout.js';
import type { PaymentProvider } from './provider.js';
import { saleTermsOf } from './sale-terms.js';
import { sandboxProvider } from './sandbox/sandbox-provider.js';
import type { PaymentsTables } from './tables.js';
import { wechatPayProviderOf } from './wechat-pay/wechat-pay-provider.js';

export const NOTIFY_PREFIX = '/pay/notify/';
/** After the provider's name: where its refund notifications arrive (/pay/notify/<name>/refund). */
export const REFUND_NOTIFY_SUFFIX = '/refund';

/** The configured provider: the built-in sandbox unless PAYMENT_PROVIDER=wechat. */
export function providerOf(platform: Pick<Platform, 'config' | 'database' | 'log'>): PaymentProvider {
  const { payments } = platform.config;
  if (payments.provider === 'wechat' && payments.wechat) return wechatPayProviderOf(payments.wechat);
  return sandboxProvider(tablesOf<PaymentsTables>(platform.database.db), platform.log);
}

/**
 * The checkout of this server: the configured provider and where it notifies us. Built once when the
 * feature is installed and shared by the contract routes, the notification route and the sweeper.
 */
export function createCheckout(platform: Platform): Checkout {
  const provider = providerOf(platform);
  const base = platform.config.payments.notifyBaseUrl?.replace(/\/+$/, '');
  return {
    db: tablesOf<PaymentsTables>(platform.database.db),
    bus: platform.bus,
    provider,
    terms: saleTermsOf(platform.config.earnings),
    notifyUrl: (origin) => `${base ?? origin}${NOTIFY_PREFIX}${provider.name}`,
    refundNotifyUrl: (origin) => `${base ?? origin}${NOTIFY_PREFIX}${provider.name}${REFUND_NOTIFY_SUFFIX}`,
    log: platform.log,
  };
}
