import type { wallet } from '@fox/contracts';
import type { Generated } from 'kysely';

export type Currency = 'coin' | 'cny';
/**
 * wallet: a user's fox coins. creatorRevenue / platformRevenue: what dramas earned. paymentClearing: yuan
 * received through a payment provider (its counterpart is outside the ledger, so it goes negative).
 * coinIssuance: coins created by top-ups (negative by the coins in circulation). refundHold: what a refund
 * took back while the provider is still refunding the money (coins and yuan), released either way.
 * wishEscrow (owner: the wish) holds a wish's paid reward until it is settled or refunded; wishDeposit
 * (owner: the wish) the takers' deposits. A user's earnings in yuan (never coins): earningsPending while
 * held for the settling period, earnings once available, earningsFrozen while in a withdrawal.
 * payoutClearing: yuan paid out through a payout provider (negative by all ever paid out). coinSales: the
 * yuan value of coins spent on creators' dramas, owed to them out of top-up cash (negative by that).
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
  | 'earnings'
  | 'earningsPending'
  | 'earningsFrozen'
  | 'payoutClearing'
  | 'coinSales';
/**
 * refundHold: into the hold when a refund is asked for; refundRelease: back where it came from when the
 * provider refused; refund: out of the hold once the money went back (coins to issuance, yuan to clearing).
 * novelUnlock: a reader's coins for a novel chapter (to the platform, like a drama's unlock).
 * Earnings: dramaShare (a creator's share of a sale) and dramaCommission (the platform's); earningsRelease
 * (pending to available after the settling period); withdraw (available to frozen); payout (frozen out to
 * the provider) and withdrawFee (frozen to the platform); withdrawReturn (frozen back to available when a
 * payout failed); clawback (a refunded sale's share taken back from the creator's earnings).
 * Games: gameItem (coins for a game's item, wallet to platform revenue); gameRebate (a game's rebate paid
 * in newly issued coins, issuance to the wallet).
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
  | 'depositRefund'
  | 'dramaShare'
  | 'dramaCommission'
  | 'novelShare'
  | 'novelUnlock'
  | 'earningsRelease'
  | 'withdraw'
  | 'payout'
  | 'withdrawFee'
  | 'withdrawReturn'
  | 'clawback'
  | 'gameItem'
  | 'gameRebate';

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
  /**
   * Left from before numbers were sealed: a plain number here is sealed (cipher, hash, masked) and blanked
   * when the server starts. Nothing writes it now.
   */
  identityNo: Generated<string>;
  /** The ID number encrypted with the key from the environment (AES-256-GCM); decrypted for no browser. */
  identityCipher: Generated<string>;
  /** A keyed hash of the number: one ID number belongs to one account (unique when present). */
  identityHash: string | null;
  /** The number as anyone is shown it: first 2 and last 2. */
  identityMasked: Generated<string>;
  /** The card's photos, private files served only to the owner and to operators. */
  frontImage: Generated<string>;
  backImage: Generated<string>;
  submittedAt: number | null;
  reviewedAt: number | null;
  rejectReason: Generated<string>;
  bailState: Generated<(typeof wallet.BAIL_STATES)[number]>;
  updatedAt: number;
}

export interface BankCardTable {
  userId: number;
  state: (typeof wallet.REVIEW_STATES)[number];
  updatedAt: number;
  /** The card number encrypted like an ID number; only its last four digits are ever answered. */
  cardCipher: Generated<string>;
  cardTail: Generated<string>;
  bankName: Generated<string>;
  /** debit or credit when the BIN list knows it; empty otherwise. */
  cardType: Generated<string>;
  branchName: Generated<string>;
  /** The account holder: the verified name at the time the card was added. */
  holderName: Generated<string>;
  rejectReason: Generated<string>;
  submittedAt: number | null;
  reviewedAt: number | null;
}

/** Items waiting in the wallet's review queues (personAuth, bankCard), moved with the items. */
export interface WalletReviewCountTable {
  queue: string;
  pending: number;
}

export interface WalletTables {
  ledgerAccounts: LedgerAccountTable;
  ledgerTransfers: LedgerTransferTable;
  rechargePackages: RechargePackageTable;
  payAccounts: PayAccountTable;
  bankCards: BankCardTable;
  walletReviewCounts: WalletReviewCountTable;
}
