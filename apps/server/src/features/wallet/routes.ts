import { identity, wallet } from '@fox/contracts';
import { tablesOf } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { langOf } from '../../platform/http/messages.js';
import { hostOf } from '../uploads/index.js';
import { billsOf } from './bills.js';
import { saveBankCard, cardBinOf } from './identity/bank-card.js';
import { sealPlainNumbers } from './identity/legacy.js';
import { submitPersonAuth } from './identity/person-auth.js';
import { createIdentitySealer, identityKeyOf } from './identity/sealing.js';
import { coinCentsOf, coinsOf } from './ledger.js';
import { walletMessages } from './messages.js';
import { rechargePackages } from './recharge.js';
import { seedWallet } from './seed.js';
import { bankCardOf, payAccountOf } from './settlement.js';
import type { WalletTables } from './tables.js';

export const walletFeature: Feature = {
  name: 'wallet',
  messages: walletMessages,
  async install({ router, platform }) {
    const handle = platform.database.db;
    const db = tablesOf<WalletTables>(handle);
    // Without its key (production without IDENTITY_KEY) the server does not start: it could seal nothing.
    const sealer = createIdentitySealer(await identityKeyOf(platform.config));
    const sealed = await sealPlainNumbers(handle, sealer);
    if (sealed > 0) platform.log.info({ sealed }, 'ID and card numbers stored in the clear were sealed');

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
    router.handle(identity.submitPersonAuth, ({ user, body, request }) =>
      submitPersonAuth({ db: handle, sealer, userId: user.id, host: hostOf(request) }, body),
    );
    router.handle(identity.cardBin, async ({ query, request }) =>
      cardBinOf(query.cardNumber, langOf(request.headers.lang)),
    );
    router.handle(identity.saveBankCard, ({ user, body }) =>
      saveBankCard({ db: handle, sealer, userId: user.id }, body),
    );
  },
  seed: seedWallet,
};
