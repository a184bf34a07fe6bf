import { formatChinaTime, maskName, wallet } from '@fox/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/tables.js';
import { translate } from '../../../platform/http/messages.js';
import type { ReviewRecord } from '../../review/index.js';
import { fileUrlSigner } from '../../uploads/index.js';
import { userCardsOf } from '../../users/index.js';
import type { BankCardTable, PayAccountTable } from '../tables.js';

export type PayAccountRow = Selectable<PayAccountTable>;
export type BankCardRow = Selectable<BankCardTable>;

/** Business types of the two queues (audit trail targets, the console's presenters). */
export const PERSON_AUTH_KIND = 'PersonAuth';
export const BANK_CARD_KIND = 'BankCard';

const timeOf = (ms: number | null | undefined) => (ms == null ? null : formatChinaTime(Number(ms)));
const dayOf = (ms: number | null | undefined) => timeOf(ms)?.slice(0, 10) ?? null;

/** The item's title: what the operator and the author's notice call it (masked, like everything shown). */
export const personAuthTitle = (row: Pick<PayAccountRow, 'legalName'>) => maskName(row.legalName);
export const bankCardTitle = (row: Pick<BankCardRow, 'bankName' | 'cardTail'>) =>
  translate('identity.cardTitle', 'zh', { bank: row.bankName, tail: row.cardTail });

async function authorsOf(db: Db, userIds: number[]) {
  const cards = await userCardsOf(db, userIds);
  return (userId: number) => {
    const card = cards.get(userId);
    return card
      ? { id: card.id, userName: card.userName, nickName: card.nickName, avatar: card.avatar }
      : null;
  };
}

/** The parts every item shares, from its review columns. */
function shared(row: {
  userId: number;
  state: PayAccountRow['state'];
  rejectReason: string;
  submittedAt: number | null;
  updatedAt: number;
}) {
  return {
    id: Number(row.userId),
    media: '',
    body: '',
    bodyFormat: 'none' as const,
    state: row.state,
    auditState: row.state,
    rejectReason: row.rejectReason,
    pending: row.state === 'WaitApprove',
    portalPath: null,
    createTime: formatChinaTime(Number(row.submittedAt ?? row.updatedAt)),
    updateTime: formatChinaTime(Number(row.updatedAt)),
  };
}

/**
 * Real-name verifications as the operator judges them: the name and number masked (the full number is
 * never decrypted for anyone), the validity and whether it has ended, and, for the one item opened, the
 * two photos at addresses signed for this operator alone.
 */
export async function personAuthRecords(
  db: Db,
  rows: PayAccountRow[],
  options: { full: boolean; operatorId: number },
): Promise<ReviewRecord[]> {
  const [author, sign] = await Promise.all([
    authorsOf(
      db,
      rows.map((row) => Number(row.userId)),
    ),
    options.full ? fileUrlSigner(db) : null,
  ]);
  const now = Date.now();
  const photo = (url: string) => (sign && url ? sign(url, options.operatorId) : '');
  return rows.map((row) => {
    const fixed = row.identityValidityType === 'fixed';
    return {
      ...shared(row),
      kind: PERSON_AUTH_KIND,
      title: personAuthTitle(row),
      author: author(Number(row.userId)),
      cover: '',
      excerpt: row.identityMasked,
      detail: {
        legalName: maskName(row.legalName),
        identityNo: row.identityMasked,
        identityType: row.identityType,
        identityValidityType: row.identityValidityType
          ? wallet.VALIDITY_CODES[row.identityValidityType]
          : null,
        identityEndDate: fixed ? dayOf(row.identityEndDate) : null,
        expired: fixed && row.identityEndDate != null && Number(row.identityEndDate) < now,
        frontImage: photo(row.frontImage),
        backImage: photo(row.backImage),
        submitTime: timeOf(row.submittedAt),
        reviewTime: timeOf(row.reviewedAt),
      },
    } satisfies ReviewRecord;
  });
}

/** Bank cards as the operator judges them: the bank, the last four digits, the branch, the holder masked. */
export async function bankCardRecords(
  db: Db,
  rows: BankCardRow[],
  accounts: Map<number, Pick<PayAccountRow, 'state' | 'legalName'>>,
): Promise<ReviewRecord[]> {
  const author = await authorsOf(
    db,
    rows.map((row) => Number(row.userId)),
  );
  return rows.map((row) => {
    const account = accounts.get(Number(row.userId));
    return {
      ...shared(row),
      kind: BANK_CARD_KIND,
      title: bankCardTitle(row),
      author: author(Number(row.userId)),
      cover: '',
      excerpt: `${row.bankName} **** ${row.cardTail}`,
      detail: {
        bankName: row.bankName,
        cardTail: row.cardTail,
        cardType: row.cardType,
        branchName: row.branchName,
        holderName: maskName(row.holderName),
        // Whether the holder is still the account's verified person, and that account's review.
        accountState: account?.state ?? null,
        holderVerified: account !== undefined && account.legalName === row.holderName,
        submitTime: timeOf(row.submittedAt),
        reviewTime: timeOf(row.reviewedAt),
      },
    } satisfies ReviewRecord;
  });
}
