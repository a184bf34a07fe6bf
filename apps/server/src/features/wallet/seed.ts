import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userIdsByName } from '../users/index.js';
import { PACKAGE_YUAN } from './recharge.js';
import type { WalletTables } from './tables.js';

/** Settlement states of the demo world: creators can sell; a few show each of the gate's prompts. */
const PAY_ACCOUNTS: Record<
  string,
  {
    account: 'Pass' | 'WaitApprove' | 'Refuse';
    card: 'Pass' | 'WaitApprove' | null;
    legalName: string;
    /** Made-up numbers of the demo world, shaped like resident identity card numbers. */
    identityNo: string;
    rejectReason?: string;
  }
> = {
  '10000001': { account: 'Pass', card: 'Pass', legalName: '胡小满', identityNo: '330106199203150021' },
  '10000002': { account: 'Pass', card: 'Pass', legalName: '山晚风', identityNo: '420102198811020034' },
  '10000003': { account: 'Pass', card: 'Pass', legalName: '陈一帆', identityNo: '420106199005200051' },
  '10000004': { account: 'Pass', card: 'Pass', legalName: '林知夏', identityNo: '350203199507080062' },
  '10000005': { account: 'WaitApprove', card: null, legalName: '木子', identityNo: '110105199312110078' },
  '10000006': { account: 'Pass', card: null, legalName: '枫叶', identityNo: '440305199104060089' },
  '10000007': { account: 'Pass', card: 'WaitApprove', legalName: '苏小猫', identityNo: '330106199611230015' },
  '10000013': { account: 'Pass', card: 'Pass', legalName: '星河', identityNo: '310104198906120047' },
  '10000014': { account: 'Pass', card: 'Pass', legalName: '木棉', identityNo: '440106199108250063' },
  '10000015': { account: 'Pass', card: 'Pass', legalName: '林小鱼', identityNo: '330102199702140028' },
  '10000016': { account: 'Pass', card: 'Pass', legalName: '周舟', identityNo: '320102199510300019' },
  '10000008': {
    account: 'Refuse',
    card: null,
    legalName: '吴杰',
    identityNo: '510104199402170026',
    rejectReason: '身份证照片模糊，请重新上传清晰的正反面照片',
  },
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
        accountType: 'personal',
        identityType: 'idCard',
        legalName: states.legalName,
        identityNo: states.identityNo,
        rejectReason: states.rejectReason ?? '',
        updatedAt: now,
      })
      .execute();
    if (states.card)
      await db.insertInto('bankCards').values({ userId, state: states.card, updatedAt: now }).execute();
  }
}
