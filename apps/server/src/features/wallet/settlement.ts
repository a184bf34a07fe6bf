import { formatChinaTime, maskIdNumber, maskName, wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WalletTables } from './tables.js';

type WalletDb = Kysely<WalletTables>;

const validityCode = (type: (typeof wallet.VALIDITY_TYPES)[number] | null | undefined) =>
  type ? wallet.VALIDITY_CODES[type] : null;

const timeOrNull = (ms: number | null | undefined) => (ms == null ? null : formatChinaTime(Number(ms)));

/**
 * The viewer's pay account in the real platform's shape: the name and the identity number masked (spec 002
 * §5: first and last character; first 2 and last 2), validities as code strings, and whether a bank card
 * was added. The full number is sealed and never decrypted for an answer, the owner's included.
 */
export async function payAccountOf(db: WalletDb, userId: number): Promise<wallet.PayAccount> {
  const [row, card] = await Promise.all([
    db.selectFrom('payAccounts').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('bankCards').select('userId').where('userId', '=', userId).executeTakeFirst(),
  ]);
  return {
    accountType: row?.accountType ?? null,
    merchantName: row?.merchantName ?? '',
    identityType: row?.identityType ?? null,
    legalName: row?.legalName ? maskName(row.legalName) : '',
    // A number not sealed yet (the server seals old rows when it starts) is masked all the same.
    identityNoEncrypt: row?.identityMasked || (row?.identityNo ? maskIdNumber(row.identityNo) : ''),
    state: row?.state ?? null,
    rejectReason: row?.rejectReason ?? '',
    bailState: row?.bailState ?? null,
    existBank: card !== undefined,
    identityValidityType: validityCode(row?.identityValidityType),
    identityEndDate: timeOrNull(row?.identityEndDate),
    licenseValidityType: validityCode(row?.licenseValidityType),
    licenseEndDate: timeOrNull(row?.licenseEndDate),
  };
}

export async function bankCardOf(db: WalletDb, userId: number): Promise<wallet.BankCard> {
  const row = await db.selectFrom('bankCards').selectAll().where('userId', '=', userId).executeTakeFirst();
  return {
    state: row?.state ?? null,
    bankName: row?.bankName ?? '',
    cardTail: row?.cardTail ?? '',
    branchName: row?.branchName ?? '',
    holderName: row?.holderName ? maskName(row.holderName) : '',
    rejectReason: row?.rejectReason ?? '',
  };
}

/**
 * The settlement gate (spec 002 §4.10): features that pay a user out, or let a user sell, call this first.
 * It refuses with the same prompt the client shows, so a client that skips its own check learns the same.
 */
export async function assertSettlementReady(handle: Db, userId: number, now = Date.now()): Promise<void> {
  const db = tablesOf<WalletTables>(handle);
  const [account, card] = await Promise.all([payAccountOf(db, userId), bankCardOf(db, userId)]);
  const block = wallet.settlementBlock(account, card, now);
  if (block) throw new AppError(403, `wallet.${block}`);
}
