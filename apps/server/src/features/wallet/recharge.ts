import { wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { dictionaryEntries } from '../social/index.js';
import type { WalletTables } from './tables.js';

type WalletDb = Kysely<WalletTables>;

/** Fox coins per yuan: RechargeRate in the system_config dictionary (spec 000 §9). */
export async function rechargeRate(db: Db): Promise<number> {
  const entries = await dictionaryEntries(db, 'system_config');
  const entry = entries.find((row) => row.dictLabel === 'RechargeRate');
  const rate = Number(entry?.dictValue);
  if (!Number.isFinite(rate) || rate <= 0)
    throw new Error('system_config RechargeRate is missing or not positive');
  return rate;
}

/** The top-up packages with the coins each gives at today's rate. */
export async function rechargePackages(db: WalletDb): Promise<wallet.RechargePackage[]> {
  const [rows, rate] = await Promise.all([
    db.selectFrom('rechargePackages').select(['id', 'amountCents']).orderBy('sortOrder').execute(),
    rechargeRate(db),
  ]);
  return rows.map((row) => ({
    id: Number(row.id),
    amount: Number(row.amountCents) / 100,
    coin: wallet.coinCentsOf(Number(row.amountCents), rate) / 100,
  }));
}

export async function rechargePackage(db: Db, id: number) {
  return tablesOf<WalletTables>(db)
    .selectFrom('rechargePackages')
    .select(['id', 'amountCents'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Yuan prices of the demo world's packages (spec 002 §9: five before the custom tile). */
export const PACKAGE_YUAN = [6, 30, 68, 128, 328];
