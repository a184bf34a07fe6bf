import { sql } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { WalletTables } from './tables.js';

/**
 * What must always hold of the ledger, as a list of broken rules (empty when sound): every account's
 * balance equals its transfers in minus its transfers out; each currency's balances sum to zero (every
 * transfer moved an amount from one account to another); no account that may not go negative is negative.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const accounts = await tablesOf<WalletTables>(db)
    .selectFrom('ledgerAccounts as a')
    .select([
      'a.id',
      'a.kind',
      'a.ownerId',
      'a.currency',
      'a.balance',
      'a.mayGoNegative',
      sql<number>`coalesce((select sum(t.amount) from ledger_transfers t where t.to_account_id = a.id), 0)`.as(
        'credits',
      ),
      sql<number>`coalesce((select sum(t.amount) from ledger_transfers t where t.from_account_id = a.id), 0)`.as(
        'debits',
      ),
    ])
    .execute();
  const totals = new Map<string, number>();
  for (const account of accounts) {
    const balance = Number(account.balance);
    const derived = Number(account.credits) - Number(account.debits);
    const name = `${account.kind}:${account.ownerId}:${account.currency}`;
    if (balance !== derived) problems.push(`${name} holds ${balance} but its transfers make ${derived}`);
    if (balance < 0 && Number(account.mayGoNegative) !== 1) problems.push(`${name} is negative: ${balance}`);
    totals.set(account.currency, (totals.get(account.currency) ?? 0) + balance);
  }
  for (const [currency, total] of totals) {
    if (total !== 0) problems.push(`${currency} balances sum to ${total}, not 0`);
  }
  return problems;
}
