import type { finance } from '@fox/contracts';
import type { Generated } from 'kysely';

/**
 * One line of a user's finance statement, written in the transaction of the ledger transfer it stands for
 * (a credit, a withdrawal, a clawback), so the statement pages by index and never reads the ledger whole.
 */
export interface EarningsRecordTable {
  id: Generated<number>;
  userId: number;
  kind: finance.FinanceRecordKind;
  state: finance.FinanceRecordState;
  /** Fen; positive in, negative out. */
  amountCents: number;
  /** A withdrawal's fee, part of its amount. */
  feeCents: Generated<number>;
  sourceType: (typeof finance.FINANCE_SOURCE_TYPES)[number];
  /** The drama's id, the wish's taskNumber, or the withdrawal's number. */
  sourceId: string;
  title: string;
  orderNo: string | null;
  /** The idempotency key of the ledger transfer that moved this record's money in or out. */
  transferKey: string;
  /** YYYYMM in China time, for the statement's month filter. */
  month: number;
  createdAt: number;
  /** When a pending credit is released to available (null for other records). */
  availableAt: number | null;
}

/** A user's earnings per China-time day (YYYYMMDD), for the chart: 30 rows read by the primary key. */
export interface EarningsDailyTable {
  userId: number;
  day: number;
  earnedCents: number;
}

/** A user's running totals, moved with every credit, clawback and completed withdrawal. */
export interface EarningsTotalTable {
  userId: number;
  earnedCents: number;
  withdrawnCents: number;
}

export interface WithdrawalTable {
  id: Generated<number>;
  /** Our number, sent to the payout provider as its out_batch_no and out_detail_no. */
  withdrawNo: string;
  userId: number;
  /** The page's key of one confirmation: (userId, requestId) is unique. */
  requestId: string;
  amountCents: number;
  feeCents: number;
  state: 'processing' | 'succeeded' | 'failed';
  provider: string;
  /** The provider's own id of the payout, once it has one. */
  providerRef: string | null;
  failReason: Generated<string>;
  bankName: string;
  cardTail: string;
  /** The statement line of this withdrawal. */
  recordId: number;
  createdAt: number;
  finishedAt: number | null;
  /** When the provider is next asked about a payout still processing. */
  nextCheckAt: number | null;
}

/** Every step of a withdrawal, in order. */
export interface WithdrawalStepTable {
  id: Generated<number>;
  withdrawalId: number;
  step: (typeof finance.WITHDRAW_STEPS)[number];
  note: Generated<string>;
  createdAt: number;
}

/** What a user withdrew in a China-time day: the daily limit is a conditional update of this row. */
export interface WithdrawalDayTable {
  userId: number;
  day: number;
  amountCents: number;
}

/**
 * The sandbox payout provider's own book (the portal's stand-in for a bank): each payout it accepted, and
 * when and how it ends. It answers queries and sends its notifications from here.
 */
export interface SandboxPayoutTable {
  outBatchNo: string;
  amountCents: number;
  state: 'PROCESSING' | 'SUCCESS' | 'FAIL';
  failReason: Generated<string>;
  createdAt: number;
  /** When it completes by itself. */
  dueAt: number;
  finishedAt: number | null;
  notifyUrl: string;
  notified: Generated<number>;
}

/** The sandbox payout provider's notification signing key (one row, made on first use). */
export interface SandboxPayoutKeyTable {
  name: string;
  secret: string;
  createdAt: number;
}

export interface EarningsTables {
  earningsRecords: EarningsRecordTable;
  earningsDaily: EarningsDailyTable;
  earningsTotals: EarningsTotalTable;
  withdrawals: WithdrawalTable;
  withdrawalSteps: WithdrawalStepTable;
  withdrawalDays: WithdrawalDayTable;
  sandboxPayouts: SandboxPayoutTable;
  sandboxPayoutKeys: SandboxPayoutKeyTable;
}
