import { tablesOf, type Db } from '../../platform/db/tables.js';
import { bankCardOf } from './settlement.js';
import type { AccountKind, Currency, TransferKind, WalletTables } from './tables.js';

/** A ledger account as the back office reads it; the balance in fen or hundredths of a coin. */
export interface LedgerAccount {
  id: number;
  kind: AccountKind;
  ownerId: number;
  currency: Currency;
  balance: number;
}

/** The kinds of account a person (not the platform) holds. */
const PERSONAL_KINDS: AccountKind[] = [
  'wallet',
  'creatorRevenue',
  'earnings',
  'earningsPending',
  'earningsFrozen',
];

/**
 * A user's own accounts (coin wallet, creator revenue of sales before earnings, earnings available, pending
 * and frozen), by the owner index.
 */
export async function ledgerAccountsOf(db: Db, userId: number): Promise<LedgerAccount[]> {
  const rows = await tablesOf<WalletTables>(db)
    .selectFrom('ledgerAccounts')
    .select(['id', 'kind', 'ownerId', 'currency', 'balance'])
    .where('kind', 'in', PERSONAL_KINDS)
    .where('ownerId', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    ownerId: Number(row.ownerId),
    currency: row.currency,
    balance: Number(row.balance),
  }));
}

/** One transfer with both of its accounts named. */
export interface LedgerTransfer {
  id: number;
  key: string;
  currency: Currency;
  amount: number;
  kind: TransferKind;
  orderId: number | null;
  memo: string;
  createdAt: number;
  from: { id: number; kind: AccountKind; ownerId: number };
  to: { id: number; kind: AccountKind; ownerId: number };
}

async function named(db: Db, rows: Array<Omit<LedgerTransfer, 'from' | 'to'> & Ends>) {
  const ids = [...new Set(rows.flatMap((row) => [row.fromAccountId, row.toAccountId]))];
  const accounts =
    ids.length === 0
      ? []
      : await tablesOf<WalletTables>(db)
          .selectFrom('ledgerAccounts')
          .select(['id', 'kind', 'ownerId'])
          .where('id', 'in', ids)
          .execute();
  const byId = new Map(
    accounts.map((a) => [Number(a.id), { id: Number(a.id), kind: a.kind, ownerId: Number(a.ownerId) }]),
  );
  return rows.map(({ fromAccountId, toAccountId, ...row }) => ({
    ...row,
    from: byId.get(fromAccountId)!,
    to: byId.get(toAccountId)!,
  }));
}

interface Ends {
  fromAccountId: number;
  toAccountId: number;
}

const TRANSFER_COLUMNS = [
  'id',
  'idempotencyKey',
  'currency',
  'amount',
  'kind',
  'orderId',
  'memo',
  'createdAt',
  'fromAccountId',
  'toAccountId',
] as const;

type TransferRow = {
  id: number;
  idempotencyKey: string;
  currency: Currency;
  amount: number;
  kind: TransferKind;
  orderId: number | null;
  memo: string;
  createdAt: number;
  fromAccountId: number;
  toAccountId: number;
};

const plain = (row: TransferRow) => ({
  id: Number(row.id),
  key: row.idempotencyKey,
  currency: row.currency,
  amount: Number(row.amount),
  kind: row.kind,
  orderId: row.orderId === null ? null : Number(row.orderId),
  memo: row.memo,
  createdAt: Number(row.createdAt),
  fromAccountId: Number(row.fromAccountId),
  toAccountId: Number(row.toAccountId),
});

/**
 * The transfers into or out of some accounts, newest first, below the id `before`. Each account and side is
 * read by its own (account, id) index with the page's limit, then merged, so a page costs the same however
 * long the accounts' history is.
 */
export async function transfersOf(
  db: Db,
  accountIds: number[],
  page: { before?: number | undefined; limit: number },
): Promise<LedgerTransfer[]> {
  const wallet = tablesOf<WalletTables>(db);
  const reads = accountIds.flatMap((accountId) =>
    (['fromAccountId', 'toAccountId'] as const).map((side) => {
      let query = wallet.selectFrom('ledgerTransfers').select(TRANSFER_COLUMNS).where(side, '=', accountId);
      if (page.before !== undefined) query = query.where('id', '<', page.before);
      return query.orderBy('id', 'desc').limit(page.limit).execute();
    }),
  );
  const merged = new Map<number, TransferRow>();
  for (const rows of await Promise.all(reads)) for (const row of rows) merged.set(Number(row.id), row);
  const newest = [...merged.values()].sort((a, b) => Number(b.id) - Number(a.id)).slice(0, page.limit);
  return named(db, newest.map(plain));
}

/** The transfer made under an idempotency key (an order's payment, say), with its accounts named. */
export async function transferByKey(db: Db, key: string): Promise<LedgerTransfer | undefined> {
  const row = await tablesOf<WalletTables>(db)
    .selectFrom('ledgerTransfers')
    .select(TRANSFER_COLUMNS)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await named(db, [plain(row)]))[0];
}

/**
 * The balances of some of one owner's accounts in a currency, read by the account index (running totals,
 * never a sum over transfers); 0 for an account not made yet.
 */
export async function balancesOf(
  db: Db,
  ownerId: number,
  kinds: AccountKind[],
  currency: Currency,
): Promise<Map<AccountKind, number>> {
  const rows = await tablesOf<WalletTables>(db)
    .selectFrom('ledgerAccounts')
    .select(['kind', 'balance'])
    .where('kind', 'in', kinds)
    .where('ownerId', '=', ownerId)
    .where('currency', '=', currency)
    .execute();
  const found = new Map(rows.map((row) => [row.kind, Number(row.balance)]));
  return new Map(kinds.map((kind) => [kind, found.get(kind) ?? 0]));
}

/** Where a user's payout goes: their settlement card as every browser sees it, and their verified name. */
export async function settlementPayeeOf(db: Db, userId: number) {
  const wallet = tablesOf<WalletTables>(db);
  const [card, account] = await Promise.all([
    bankCardOf(wallet, userId),
    wallet.selectFrom('payAccounts').select('legalName').where('userId', '=', userId).executeTakeFirst(),
  ]);
  return { card, realName: account?.legalName ?? '' };
}
