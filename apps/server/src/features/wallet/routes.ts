import { wallet } from '@fox/contracts';
import { tablesOf } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { langOf } from '../../platform/http/messages.js';
import { billsOf } from './bills.js';
import { coinCentsOf, coinsOf } from './ledger.js';
import { walletMessages } from './messages.js';
import { rechargePackages } from './recharge.js';
import { seedWallet } from './seed.js';
import { bankCardOf, payAccountOf } from './settlement.js';
import type { WalletTables } from './tables.js';

export const walletFeature: Feature = {
  name: 'wallet',
  messages: walletMessages,
  install({ router, platform }) {
    const db = tablesOf<WalletTables>(platform.database.db);
    router.handle(wallet.virtualCoin, async ({ user }) => ({
      virtualCoin: coinsOf(await coinCentsOf(db, user.id)),
    }));
    router.handle(wallet.rechargeList, async () => {
      const rows = await rechargePackages(db);
      return { rows, total: rows.length };
    });
    router.handle(wallet.billPage, ({ user, query, request }) =>
      billsOf(db, user.id, query, langOf(request.headers.lang)),
    );
    router.handle(wallet.getPayAccount, ({ user }) => payAccountOf(db, user.id));
    router.handle(wallet.payAccountBank, ({ user }) => bankCardOf(db, user.id));
  },
  seed: seedWallet,
};
