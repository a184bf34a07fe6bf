import { formatChinaTime, type finance } from '@fox/contracts';
import type { Selectable } from 'kysely';
import type { Lang } from '../../platform/http/lang.js';
import type { AccountKind, LedgerTransfer, TransferKind } from '../wallet/index.js';
import { earningsText, type EarningsMessageKey } from './messages.js';
import { payoutReasonText } from './payout-reasons.js';
import type { EarningsRecordTable, WithdrawalStepTable, WithdrawalTable } from './tables.js';

export type RecordRow = Selectable<EarningsRecordTable>;
export type WithdrawalRow = Selectable<WithdrawalTable>;
export type StepRow = Selectable<WithdrawalStepTable>;

/** Fen as the API's yuan number. */
export const yuanOf = (cents: number) => Math.round(Number(cents)) / 100;
/** Fen as the texts' yuan: two decimals. */
export const yuanText = (cents: number) => (Number(cents) / 100).toFixed(2);

const timeOrNull = (ms: number | null) => (ms === null ? null : formatChinaTime(Number(ms)));

/** The bank as a text names it: its name, or "bank card" when the card's bank is not known. */
export const bankText = (bankName: string, lang: Lang) => bankName || earningsText('earnings.bankCard', lang);

export function presentRecord(row: RecordRow, lang: Lang, withdrawal?: WithdrawalRow): finance.FinanceRecord {
  const title =
    row.kind === 'withdraw' && withdrawal
      ? earningsText('earnings.withdrawTitle', lang, {
          bank: bankText(withdrawal.bankName, lang),
          tail: withdrawal.cardTail,
        })
      : row.title;
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
    amount: yuanOf(row.amountCents),
    fee: yuanOf(row.feeCents),
    title,
    sourceType: row.sourceType,
    sourceId: row.sourceId,
    orderNo: row.orderNo,
    createTime: formatChinaTime(Number(row.createdAt)),
    availableTime: row.state === 'pending' ? timeOrNull(row.availableAt) : null,
  };
}

const STEP_TEXT: Record<StepRow['step'], EarningsMessageKey> = {
  applied: 'earnings.stepApplied',
  sent: 'earnings.stepSent',
  succeeded: 'earnings.stepSucceeded',
  failed: 'earnings.stepFailed',
  returned: 'earnings.stepReturned',
};

export function presentWithdrawal(row: WithdrawalRow, steps: StepRow[], lang: Lang): finance.Withdrawal {
  const reason = payoutReasonText(row.failReason, lang);
  return {
    withdrawNo: row.withdrawNo,
    amount: yuanOf(row.amountCents),
    fee: yuanOf(row.feeCents),
    arrival: yuanOf(Number(row.amountCents) - Number(row.feeCents)),
    state: row.state,
    failReason: row.state === 'failed' ? reason : '',
    bankName: bankText(row.bankName, lang),
    cardTail: row.cardTail,
    createTime: formatChinaTime(Number(row.createdAt)),
    finishTime: timeOrNull(row.finishedAt),
    steps: steps.map((step) => ({
      step: step.step,
      // A step's note is the provider's word when it gave one (a failure's code in words); otherwise the
      // step said in the viewer's words.
      note:
        step.step === 'failed' && step.note
          ? payoutReasonText(step.note, lang)
          : step.note || earningsText(STEP_TEXT[step.step], lang, { reason }),
      time: formatChinaTime(Number(step.createdAt)),
    })),
  };
}

const ACCOUNT_TEXT: Partial<Record<AccountKind, EarningsMessageKey>> = {
  earnings: 'earnings.accountAvailable',
  earningsPending: 'earnings.accountPending',
  earningsFrozen: 'earnings.accountFrozen',
  payoutClearing: 'earnings.accountPayout',
  platformRevenue: 'earnings.accountPlatform',
  coinSales: 'earnings.accountSales',
  paymentClearing: 'earnings.accountPayment',
  wishEscrow: 'earnings.accountWish',
};

const MOVE_TEXT: Partial<Record<TransferKind, EarningsMessageKey>> = {
  dramaShare: 'earnings.moveDramaShare',
  novelShare: 'earnings.moveNovelShare',
  wishSettle: 'earnings.moveWishSettle',
  earningsRelease: 'earnings.moveRelease',
  withdraw: 'earnings.moveWithdraw',
  payout: 'earnings.movePayout',
  withdrawFee: 'earnings.moveFee',
  withdrawReturn: 'earnings.moveReturn',
  clawback: 'earnings.moveClawback',
};

/** A ledger transfer behind a record, its accounts named in the viewer's words. */
export interface TransferLine {
  id: number;
  kind: string;
  label: string;
  from: string;
  to: string;
  amount: number;
  createTime: string;
}

export function presentTransfer(line: LedgerTransfer, lang: Lang): TransferLine {
  const account = (kind: AccountKind) => earningsText(ACCOUNT_TEXT[kind] ?? 'earnings.accountOther', lang);
  return {
    id: line.id,
    kind: line.kind,
    label: earningsText(MOVE_TEXT[line.kind] ?? 'earnings.moveOther', lang),
    from: account(line.from.kind),
    to: account(line.to.kind),
    amount: yuanOf(line.amount),
    createTime: formatChinaTime(line.createdAt),
  };
}
