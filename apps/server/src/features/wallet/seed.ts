import { maskIdNumber } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { FileStore } from '../../platform/storage/index.js';
import { userIdsByName } from '../users/index.js';
import { movePending } from './identity/counts.js';
import { PACKAGE_YUAN } from './recharge.js';
import { demoCardNumber, demoIdentityPhotos } from './seed-identity.js';
import type { WalletTables } from './tables.js';

type ReviewState = 'Pass' | 'WaitApprove' | 'Refuse';

interface DemoAccount {
  account: ReviewState;
  legalName: string;
  /** Made-up numbers of the demo world, with a correct birth date and check character. */
  identityNo: string;
  rejectReason?: string;
  /** Days from the seeding until the ID card stops being valid (negative: expired); long-term without. */
  validForDays?: number;
  /** The settlement card: a real bank's BIN, a made-up serial, a correct Luhn digit. */
  card?: { state: ReviewState; bin: string; bankName: string; branchName: string; rejectReason?: string };
}

/**
 * Settlement states of the demo world, every one of them: creators and takers who can be paid (Pass and a
 * passed card), a verification waiting (10000005), refused with its reason (10000008), passed with no
 * card (10000006), a card waiting (10000007), a card refused (10000010), and a card whose validity ended
 * (10000011, the gate's "expired" prompt). Everyone else has verified nothing.
 */
const PAY_ACCOUNTS: Record<string, DemoAccount> = {
  '10000001': {
    account: 'Pass',
    legalName: '胡小满',
    identityNo: '330106199203150721',
    card: { state: 'Pass', bin: '622202', bankName: '中国工商银行', branchName: '杭州西湖支行' },
  },
  '10000002': {
    account: 'Pass',
    legalName: '山晚风',
    identityNo: '420102198811020834',
    card: { state: 'Pass', bin: '621700', bankName: '中国建设银行', branchName: '武汉江岸支行' },
  },
  '10000003': {
    account: 'Pass',
    legalName: '陈一帆',
    identityNo: '420106199005200451',
    card: { state: 'Pass', bin: '622588', bankName: '招商银行', branchName: '武汉分行营业部' },
  },
  '10000004': {
    account: 'Pass',
    legalName: '林知夏',
    identityNo: '350203199507080662',
    card: { state: 'Pass', bin: '621661', bankName: '中国银行', branchName: '厦门思明支行' },
  },
  '10000005': { account: 'WaitApprove', legalName: '木子', identityNo: '110105199312110078' },
  '10000006': { account: 'Pass', legalName: '枫叶', identityNo: '440305199104061889' },
  '10000007': {
    account: 'Pass',
    legalName: '苏小猫',
    identityNo: '330106199611230915',
    card: { state: 'WaitApprove', bin: '622848', bankName: '中国农业银行', branchName: '杭州西湖支行' },
  },
  '10000008': {
    account: 'Refuse',
    legalName: '吴杰',
    identityNo: '510104199402170726',
    rejectReason: '身份证照片模糊，请重新上传清晰的正反面照片',
  },
  '10000010': {
    account: 'Pass',
    legalName: '王磊',
    identityNo: '110108198507210014',
    validForDays: 5 * 365,
    card: {
      state: 'Refuse',
      bin: '621799',
      bankName: '中国邮政储蓄银行',
      branchName: '北京海淀支行',
      rejectReason: '开户支行信息有误，请核对后重新提交',
    },
  },
  '10000011': {
    account: 'Pass',
    legalName: '鹿晓晓',
    identityNo: '320583199806180025',
    validForDays: -40,
    card: { state: 'Pass', bin: '621771', bankName: '中信银行', branchName: '苏州昆山支行' },
  },
  '10000013': {
    account: 'Pass',
    legalName: '星河',
    identityNo: '310104198906120747',
    card: { state: 'Pass', bin: '622609', bankName: '招商银行', branchName: '上海徐汇支行' },
  },
  '10000014': {
    account: 'Pass',
    legalName: '木棉',
    identityNo: '440106199108250463',
    card: { state: 'Pass', bin: '622260', bankName: '交通银行', branchName: '广州天河支行' },
  },
  '10000015': {
    account: 'Pass',
    legalName: '林小鱼',
    identityNo: '330102199702140928',
    card: { state: 'Pass', bin: '622909', bankName: '兴业银行', branchName: '杭州分行营业部' },
  },
  '10000016': {
    account: 'Pass',
    legalName: '周舟',
    identityNo: '320102199510300219',
    card: { state: 'Pass', bin: '621483', bankName: '招商银行', branchName: '南京新街口支行' },
  },
};

const DAY_MS = 86_400_000;

/**
 * Top-up packages and pay accounts. The coins of the demo world arrive through payments' seed. ID and card
 * numbers are written in the clear here (the seed runs before the server has its identity key) and sealed
 * by the wallet when the server starts, like numbers stored before sealing; only their masked forms and
 * the cards' last four digits are ever answered.
 */
export async function seedWallet(handle: Db, now: number, files: FileStore): Promise<void> {
  const db = tablesOf<WalletTables>(handle);
  for (const [index, yuan] of PACKAGE_YUAN.entries()) {
    await db
      .insertInto('rechargePackages')
      .values({ amountCents: yuan * 100, sortOrder: index + 1 })
      .onConflict((oc) => oc.column('amountCents').doNothing())
      .execute();
  }
  const idOf = await userIdsByName(db);
  const waiting = { personAuth: 0, bankCard: 0 };
  for (const [index, [publicId, demo]] of Object.entries(PAY_ACCOUNTS).entries()) {
    const userId = idOf.get(publicId);
    if (userId === undefined) continue;
    const submittedAt = now - (30 - index) * DAY_MS;
    const reviewedAt = demo.account === 'WaitApprove' ? null : submittedAt + DAY_MS;
    const photos = await demoIdentityPhotos(handle, files, userId, submittedAt);
    await db
      .insertInto('payAccounts')
      .values({
        userId,
        state: demo.account,
        identityValidityType: demo.validForDays === undefined ? 'long' : 'fixed',
        identityEndDate: demo.validForDays === undefined ? null : now + demo.validForDays * DAY_MS,
        licenseValidityType: null,
        licenseEndDate: null,
        accountType: 'personal',
        identityType: 'idCard',
        legalName: demo.legalName,
        identityNo: demo.identityNo,
        identityMasked: maskIdNumber(demo.identityNo),
        ...photos,
        rejectReason: demo.rejectReason ?? '',
        submittedAt,
        reviewedAt,
        updatedAt: reviewedAt ?? submittedAt,
      })
      .execute();
    if (demo.account === 'WaitApprove') waiting.personAuth += 1;
    if (!demo.card) continue;
    const cardNumber = demoCardNumber(demo.card.bin, 4_700_000_000 + userId * 7919);
    await db
      .insertInto('bankCards')
      .values({
        userId,
        state: demo.card.state,
        cardCipher: cardNumber,
        cardTail: cardNumber.slice(-4),
        bankName: demo.card.bankName,
        cardType: 'debit',
        branchName: demo.card.branchName,
        holderName: demo.legalName,
        rejectReason: demo.card.rejectReason ?? '',
        submittedAt: submittedAt + 2 * DAY_MS,
        reviewedAt: demo.card.state === 'WaitApprove' ? null : submittedAt + 3 * DAY_MS,
        updatedAt: submittedAt + 3 * DAY_MS,
      })
      .execute();
    if (demo.card.state === 'WaitApprove') waiting.bankCard += 1;
  }
  await movePending(db, 'personAuth', waiting.personAuth);
  await movePending(db, 'bankCard', waiting.bankCard);
}
