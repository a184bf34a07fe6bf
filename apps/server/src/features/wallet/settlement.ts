import { formatChinaTime, wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WalletTables } from './tables.js';

type WalletDb = Kysely<WalletTables>;

export async function payAccountOf(db: WalletDb, userId: number): Promise<wallet.PayAccount> {
  const row = await db.selectFrom('payAccounts').selectAll().where('userId', '=', userId).executeTakeFirst();
  return {
    state: row?.state ?? null,
    identityValidityType: row?.identityValidityType ?? null,
    identityEndDate: row?.identityEndDate == null ? null : formatChinaTime(Number(row.identityEndDate)),
    licenseValidityType: row?.licenseValidityType ?? null,
    licenseEndDate: row?.licenseEndDate == null ? null : formatChinaTime(Number(row.licenseEndDate)),
  };
}

export async function bankCardOf(db: WalletDb, userId: number): Promise<wallet.BankCard> {
  const row = await db
    .selectFrom('bankCards')
    .select('state')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return { state: row?.state ?? null };
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
