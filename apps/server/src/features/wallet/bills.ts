import { formatChinaTime, type wallet } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { translate, type Lang, type MessageKey } from '../../platform/http/messages.js';
import { walletAccountOf } from './ledger.js';
import type { TransferKind, WalletTables } from './tables.js';

const BILL_KIND: Record<TransferKind, wallet.Bill['kind'] | null> = {
  topUp: 'topUp',
  unlock: 'unlock',
  novelUnlock: 'unlock',
  topUpCash: null,
  unlockCash: null,
  refundHold: 'refund',
  refundRelease: 'refund',
  // Out of the refund hold, never of a wallet.
  refund: null,
  // Wishes move yuan between escrow, earnings and the platform, never a coin wallet.
  wishReward: null,
  wishDeposit: null,
  wishSettle: null,
  wishFee: null,
  wishRefund: null,
  depositRefund: null,
  // Earnings are yuan, never coins: they are the finance statement's, not this one's.
  dramaShare: null,
  dramaCommission: null,
  novelShare: null,
  earningsRelease: null,
  withdraw: null,
  payout: null,
  withdrawFee: null,
  withdrawReturn: null,
  clawback: null,
  gameItem: 'unlock',
  gameRebate: 'income',
};

const TITLE: Record<wallet.Bill['kind'], MessageKey> = {
  topUp: 'wallet.billTopUp',
  unlock: 'wallet.billUnlock',
  income: 'wallet.billIncome',
  refund: 'wallet.billRefund',
};

/**
 * A bill's title in the reader's language. The ledger keeps what moved (an unlock's memo is the drama's
 * title), not the words, so a statement reads in the language of whoever opens it.
 */
function billTitle(kind: wallet.Bill['kind'], transfer: TransferKind, memo: string, lang: Lang): string {
  if (transfer === 'gameItem') return translate('wallet.billGameItem', lang, { title: memo });
  if (transfer === 'gameRebate') return translate('wallet.billGameRebate', lang, { title: memo });
  if (memo && transfer === 'novelUnlock') return translate('wallet.billNovelUnlockOf', lang, { title: memo });
  if (memo && kind === 'unlock') return translate('wallet.billUnlockOf', lang, { title: memo });
  if (transfer === 'refundRelease') return translate('wallet.billRefundReturned', lang);
  return translate(TITLE[kind], lang);
}

/** The coin movements of a user's wallet, newest first: credits positive, debits negative. */
export async function billsOf(
  db: Kysely<WalletTables>,
  userId: number,
  page: { pageNum: number; pageSize: number },
  lang: Lang,
) {
  const account = await walletAccountOf(db, userId);
  if (!account) return { rows: [], total: 0 };
  const id = Number(account.id);
  const mine = db
    .selectFrom('ledgerTransfers')
    .where((eb) => eb.or([eb('fromAccountId', '=', id), eb('toAccountId', '=', id)]));
  const [rows, count] = await Promise.all([
    mine
      .select(['id', 'kind', 'amount', 'fromAccountId', 'memo', 'createdAt'])
      .orderBy('id', 'desc')
      .offset((page.pageNum - 1) * page.pageSize)
      .limit(page.pageSize)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row): wallet.Bill => {
      const kind = BILL_KIND[row.kind] ?? 'income';
      const out = Number(row.fromAccountId) === id;
      return {
        id: Number(row.id),
        kind,
        coin: (out ? -Number(row.amount) : Number(row.amount)) / 100,
        title: billTitle(kind, row.kind, row.memo, lang),
        createTime: formatChinaTime(Number(row.createdAt)),
      };
    }),
  };
}
