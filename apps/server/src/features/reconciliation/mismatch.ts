import type { finance } from '@fox/contracts';

export type MismatchKind = (typeof finance.MISMATCH_KINDS)[number];

/** Why a line is a mismatch, as a catalogue key and its values (stored, then told in the reader's language). */
export interface MismatchNote {
  key: NoteKey;
  params?: Record<string, string | number>;
}

export type NoteKey =
  | 'reconcile.noteNotAtProvider'
  | 'reconcile.noteNotInLedger'
  | 'reconcile.noteNoTransfer'
  | 'reconcile.noteAmounts'
  | 'reconcile.noteRefundState'
  | 'reconcile.notePayoutState';

/** One thing the ledger and a provider disagree on; amounts in fen. */
export interface Mismatch {
  kind: MismatchKind;
  /** Our order, refund or withdrawal number. */
  ref: string;
  ledgerCents: number | null;
  providerCents: number | null;
  note: MismatchNote;
}

/** What one reconciliation of a day compared and found. */
export interface DayFindings {
  orders: number;
  refunds: number;
  payouts: number;
  mismatches: Mismatch[];
}
