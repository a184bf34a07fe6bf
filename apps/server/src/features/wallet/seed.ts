import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userIdsByName } from '../users/index.js';
import { PACKAGE_YUAN } from './recharge.js';
import type { WalletTables } from './tables.js';

/** Settlement states of the demo world: creators can sell; a few show each of the gate's prompts. */
const PAY_ACCOUNTS: Record<
  string,
  { account: 'Pass' | 'WaitApprove' | 'Refuse'; card: 'Pass' | 'WaitApprove' | null }
> = {
  '10000001': { account: 'Pass', card: 'Pass' },
  '10000002': { account: 'Pass', card: 'Pass' },
  '10000003': { account: 'Pass', card: 'Pass' },
  '10000004': { account: 'Pass', card: 'Pass' },
  '10000005': { account: 'WaitApprove', card: null },
  '10000006': { account: 'Pass', card: null },
  '10000007': { account: 'Pass', card: 'WaitApprove' },
  '10000008': { account: 'Refuse', card: null },
};

/** Top-up packages and pay accounts. The coins of the demo world arrive through payments' seed. */
export async function seedWallet(handle: Db, now: number): Promise<void> {
  const db = tablesOf<WalletTables>(handle);
  for (const [index, yuan] of PACKAGE_YUAN.entries()) {
    await db
      .insertInto('rechargePackages')
      .values({ amountCents: yuan * 100, sortOrder: index + 1 })
      .onConflict((oc) => oc.column('amountCents').doNothing())
      .execute();
  }
  const idOf = await userIdsByName(db);
  for (const [publicId, states] of Object.entries(PAY_ACCOUNTS)) {
    const userId = idOf.get(publicId);
    if (userId === undefined) continue;
    await db
      .insertInto('payAccounts')
      .values({
        userId,
        state: states.account,
        identityValidityType: 'long',
        identityEndDate: null,
        licenseValidityType: null,
        licenseEndDate: null,
        updatedAt: now,
      })
      .execute();
    if (states.card)
      await db.insertInto('bankCards').values({ userId, state: states.card, updatedAt: now }).execute();
  }
}
