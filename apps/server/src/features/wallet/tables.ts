import type { wallet } from '@fox/contracts';
import type { Generated } from 'kysely';

export type Currency = 'coin' | 'cny';
/**
 * wallet: a user's fox coins. creatorRevenue / platformRevenue: what dramas earned. paymentClearing: yuan
 * received through a payment provider (its counterpart is outside the ledger, so it goes negative).
 * coinIssuance: coins created by top-ups (negative by the coins in circulation). refundHold: what a refund
 * took back while the provider is still refunding the money (coins and yuan), released either way.
 * wishEscrow (owner: the wish) holds a wish's paid reward until it is settled or refunded; wishDeposit
 * (owner: the wish) the takers' deposits; earnings (owner: a user) what a taker was paid for wishes.
 */
export type AccountKind =
  | 'wallet'
  | 'creatorRevenue'
  | 'platformRevenue'
  | 'paymentClearing'
  | 'coinIssuance'
  | 'refundHold'
  | 'wishEscrow'
  | 'wishDeposit'
  | 'earnings';
/**
 * refundHold: into the hold when a refund is asked for; refundRelease: back where it came from when the
 * provider refused; refund: out of the hold once the money went back (coins to issuance, yuan to clearing).
 */
export type TransferKind =
  | 'topUp'
  | 'topUpCash'
  | 'unlock'
  | 'unlockCash'
  | 'refundHold'
  | 'refundRelease'
  | 'refund'
  | 'wishReward'
  | 'wishDeposit'
  | 'wishSettle'
  | 'wishFee'
  | 'wishRefund'
  | 'depositRefund';

export interface LedgerAccountTable {
  id: Generated<number>;
  kind: AccountKind;
  /** The user for wallets and creator revenue; 0 for the platform's own accounts. */
  ownerId: number;
  currency: Currency;
  /** Fen or hundredths of a coin; kept equal to transfers in minus transfers out, in the same transaction. */
  balance: Generated<number>;
  mayGoNegative: Generated<number>;
}

export interface LedgerTransferTable {
  id: Generated<number>;
  idempotencyKey: string;
  currency: Currency;
  fromAccountId: number;
  toAccountId: number;
  amount: number;
  kind: TransferKind;
  orderId: number | null;
  memo: string;
  createdAt: number;
}

export interface RechargePackageTable {
  id: Generated<number>;
  amountCents: number;
  sortOrder: number;
}

export interface PayAccountTable {
  userId: number;
  state: (typeof wallet.REVIEW_STATES)[number];
  identityValidityType: (typeof wallet.VALIDITY_TYPES)[number] | null;
  identityEndDate: number | null;
  licenseValidityType: (typeof wallet.VALIDITY_TYPES)[number] | null;
  licenseEndDate: number | null;
  /** A person's or a business's account. */
  accountType: Generated<(typeof wallet.ACCOUNT_TYPES)[number]>;
  /** A business's registered name; empty for a person. */
  merchantName: Generated<string>;
  identityType: Generated<(typeof wallet.IDENTITY_TYPES)[number]>;
  /** The verified name of the person, or of a business's legal representative. */
  legalName: Generated<string>;
  /** Kept whole for reviews; answered masked. */
  identityNo: Generated<string>;
  rejectReason: Generated<string>;
  bailState: Generated<(typeof wallet.BAIL_STATES)[number]>;
  updatedAt: number;
}

export interface BankCardTable {
  userId: number;
  state: (typeof wallet.REVIEW_STATES)[number];
  updatedAt: number;
}

export interface WalletTables {
  ledgerAccounts: LedgerAccountTable;
  ledgerTransfers: LedgerTransferTable;
  rechargePackages: RechargePackageTable;
  payAccounts: PayAccountTable;
  bankCards: BankCardTable;
}
