import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AccountKind, Currency, TransferKind, WalletTables } from './tables.js';

type WalletDb = Kysely<WalletTables>;

/** The platform's own accounts belong to owner 0. */
export const PLATFORM = 0;

/** Counter-accounts for money and coins that enter from outside the ledger; only they go below zero. */
const MAY_GO_NEGATIVE: ReadonlySet<AccountKind> = new Set([
  'paymentClearing',
  'coinIssuance',
  'payoutClearing',
  'coinSales',
]);

/** The id of an account, made on first use. Safe under concurrency: the unique index decides. */
export async function accountId(db: WalletDb, kind: AccountKind, ownerId: number, currency: Currency) {
  const find = () =>
    db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('kind', '=', kind)
      .where('ownerId', '=', ownerId)
      .where('currency', '=', currency)
      .executeTakeFirst();
  const found = await find();
  if (found) return Number(found.id);
  await db
    .insertInto('ledgerAccounts')
    .values({ kind, ownerId, currency, balance: 0, mayGoNegative: MAY_GO_NEGATIVE.has(kind) ? 1 : 0 })
    .onConflict((oc) => oc.columns(['kind', 'ownerId', 'currency']).doNothing())
    .execute();
  return Number((await find())!.id);
}

export interface Movement {
  /** Unique per movement: a second attempt with the same key moves nothing. */
  key: string;
  currency: Currency;
  from: { kind: AccountKind; ownerId: number };
  to: { kind: AccountKind; ownerId: number };
  /** Fen or hundredths of a coin; positive. */
  amount: number;
  kind: TransferKind;
  orderId: number | null;
  memo: string;
  now: number;
}

/**
 * Moves an amount between two accounts inside the caller's transaction: one immutable transfer row and the
 * two balances it changes. A balance that would go below zero refuses the movement with 'wallet.lowBalance'
 * (the caller's transaction then rolls back whole). Answers false when the key was already used.
 */
export async function transfer(handle: Db, movement: Movement): Promise<boolean> {
  const db = tablesOf<WalletTables>(handle);
  if (!Number.isSafeInteger(movement.amount) || movement.amount <= 0) {
    throw new Error(`a transfer moves a positive whole amount, not ${movement.amount}`);
  }
  const [fromId, toId] = [
    await accountId(db, movement.from.kind, movement.from.ownerId, movement.currency),
    await accountId(db, movement.to.kind, movement.to.ownerId, movement.currency),
  ];
  const inserted = await db
    .insertInto('ledgerTransfers')
    .values({
      idempotencyKey: movement.key,
      currency: movement.currency,
      fromAccountId: fromId,
      toAccountId: toId,
      amount: movement.amount,
      kind: movement.kind,
      orderId: movement.orderId,
      memo: movement.memo,
      createdAt: movement.now,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
  // The debit is conditional, so two concurrent spends of one balance cannot both pass a check made earlier.
  const debited = await db
    .updateTable('ledgerAccounts')
    .set((eb) => ({ balance: eb('balance', '-', movement.amount) }))
    .where('id', '=', fromId)
    .where((eb) => eb.or([eb('balance', '>=', movement.amount), eb('mayGoNegative', '=', 1)]))
    .executeTakeFirst();
  if (Number(debited.numUpdatedRows) === 0) throw new AppError(400, 'wallet.lowBalance');
  await db
    .updateTable('ledgerAccounts')
    .set((eb) => ({ balance: eb('balance', '+', movement.amount) }))
    .where('id', '=', toId)
    .execute();
  return true;
}

/** A user's coin wallet account, or undefined before their first movement. */
export function walletAccountOf(db: WalletDb, userId: number) {
  return db
    .selectFrom('ledgerAccounts')
    .select(['id', 'balance'])
    .where('kind', '=', 'wallet')
    .where('ownerId', '=', userId)
    .where('currency', '=', 'coin')
    .executeTakeFirst();
}

/** A user's fox coins in hundredths; 0 before their first movement. */
export async function coinCentsOf(db: Db, userId: number): Promise<number> {
  const account = await walletAccountOf(tablesOf<WalletTables>(db), userId);
  return account ? Number(account.balance) : 0;
}

export const coinsOf = (coinCents: number): number => coinCents / 100;
