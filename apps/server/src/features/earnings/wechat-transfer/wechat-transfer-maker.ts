import type { Db } from '../../../platform/db/tables.js';
import type { PayoutProviderMaker } from '../provider-choice.js';
import { createWechatTransferProvider } from './wechat-transfer-provider.js';

/** Finds the openid of the WeChat identity bound to a user (auth's wechatOpenIdOf, handed over by compose). */
export type OpenIdLookup = (db: Db, userId: number) => Promise<string | null>;

/**
 * Makes the WeChat Pay transfer provider when PAYOUT_PROVIDER=wechat. WeChat pays to an openid under the
 * merchant's appid, and an openid belongs to one app: the identities of WeChat login are payees only when
 * the login app (WECHAT_APP_ID) is that app. Otherwise no openid is known and a payout is refused at once
 * (NO_OPENID), the amount going back, rather than sent to WeChat to fail there.
 */
export function wechatTransferMaker(lookup: OpenIdLookup): PayoutProviderMaker {
  return (platform) => {
    const merchant = platform.config.earnings.wechat;
    if (!merchant) throw new Error('PAYOUT_PROVIDER=wechat, but no WeChat Pay settings were read');
    const sameApp = platform.config.wechat?.appId === merchant.appId;
    const db = platform.database.db;
    return createWechatTransferProvider(merchant, {
      openIdOf: async (userId) => (sameApp ? lookup(db, userId) : null),
    });
  };
}
