import { consoleMoney, formatChinaTime } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../../platform/http/app-error.js';
import { translate, type Lang, type MessageKey } from '../../../platform/http/messages.js';
import { accountByLoginName, userCardsOf } from '../../users/index.js';
import { ledgerAccountsOf, transfersOf, type LedgerAccount, type TransferKind } from '../../wallet/index.js';
import type { PaymentsTables } from '../tables.js';
import { refundNoOfKey } from '../refunds/refund-rows.js';

type Db = Kysely<PaymentsTables>;

/** What each kind of movement is for (an unlock's memo is the drama's title). */
const PURPOSE: Record<TransferKind, MessageKey> = {
  topUp: 'payments.purpose.topUp',
  topUpCash: 'payments.purpose.topUpCash',
  unlock: 'payments.purpose.unlock',
  novelUnlock: 'payments.purpose.novelUnlock',
  unlockCash: 'payments.purpose.unlockCash',
  refundHold: 'payments.purpose.refundHold',
  refundRelease: 'payments.purpose.refundRelease',
  refund: 'payments.purpose.refund',
  wishReward: 'payments.purpose.wishReward',
  wishDeposit: 'payments.purpose.wishDeposit',
  wishSettle: 'payments.purpose.wishSettle',
  wishFee: 'payments.purpose.wishFee',
  wishRefund: 'payments.purpose.refund',
  depositRefund: 'payments.purpose.refund',
  dramaShare: 'payments.purpose.dramaShare',
  dramaCommission: 'payments.purpose.dramaCommission',
  novelShare: 'payments.purpose.novelShare',
  earningsRelease: 'payments.purpose.earningsRelease',
  withdraw: 'payments.purpose.withdraw',
  payout: 'payments.purpose.payout',
  withdrawFee: 'payments.purpose.withdrawFee',
  withdrawReturn: 'payments.purpose.withdrawReturn',
  clawback: 'payments.purpose.clawback',
  gameItem: 'payments.purpose.gameItem',
  gameRebate: 'payments.purpose.gameRebate',
};

const isPersonal = (kind: string): kind is (typeof consoleMoney.ACCOUNT_KINDS)[number] =>
  (consoleMoney.ACCOUNT_KINDS as readonly string[]).includes(kind);

async function userOf(db: Db, userId: number) {
  const card = (await userCardsOf(db, [userId])).get(userId);
  if (!card) throw new AppError(404, 'payments.userMissing');
  return { id: card.id, userName: card.userName, nickName: card.nickName };
}

const accountOut = (account: LedgerAccount) => ({
  id: account.id,
  kind: isPersonal(account.kind) ? account.kind : ('wallet' as const),
  currency: account.currency,
  balance: account.balance / 100,
});

/** The user a public ID or a phone number names, as the money pages show a user. */
export async function userByAccount(db: Db, account: string) {
  const found = await accountByLoginName(db, account);
  if (!found) throw new AppError(404, 'payments.userMissing');
  return { id: Number(found.id), userName: found.userName, nickName: found.nickName };
}

/** A user's accounts with their balances (coins and yuan). */
export async function ledgerOf(db: Db, userId: number) {
  const user = await userOf(db, userId);
  return { user, accounts: (await ledgerAccountsOf(db, userId)).map(accountOut) };
}

/**
 * A page of a user's transfers, newest first, of all their accounts or one of them, each with the side it
 * moved their account, the order and refund it belongs to, and what it was for in the operator's words.
 */
export async function transferPage(
  db: Db,
  query: { userId: number; accountId?: number | undefined; before?: number | undefined; pageSize: number },
  lang: Lang,
) {
  await userOf(db, query.userId);
  const accounts = await ledgerAccountsOf(db, query.userId);
  const shown =
    query.accountId === undefined ? accounts : accounts.filter((account) => account.id === query.accountId);
  if (query.accountId !== undefined && shown.length === 0)
    throw new AppError(400, 'payments.accountNotOfUser');
  const found = await transfersOf(
    db,
    shown.map((account) => account.id),
    { before: query.before, limit: query.pageSize + 1 },
  );
  const page = found.slice(0, query.pageSize);
  const orderIds = [
    ...new Set(page.flatMap((transfer) => (transfer.orderId === null ? [] : [transfer.orderId]))),
  ];
  const orders =
    orderIds.length === 0
      ? []
      : await db.selectFrom('payOrders').select(['id', 'orderNo']).where('id', 'in', orderIds).execute();
  const orderNoOf = new Map(orders.map((order) => [Number(order.id), order.orderNo]));
  const mine = new Set(shown.map((account) => account.id));
  const rows = page.map((transfer) => {
    const out = mine.has(transfer.from.id) && !mine.has(transfer.to.id);
    const account = out ? transfer.from : transfer.to;
    const other = out ? transfer.to : transfer.from;
    return {
      id: transfer.id,
      accountId: account.id,
      accountKind: isPersonal(account.kind) ? account.kind : ('wallet' as const),
      currency: transfer.currency,
      amount: (out ? -transfer.amount : transfer.amount) / 100,
      kind: transfer.kind,
      counterpart: other.kind,
      purpose: translate(PURPOSE[transfer.kind], lang, { memo: transfer.memo }),
      orderNo: transfer.orderId === null ? null : (orderNoOf.get(transfer.orderId) ?? null),
      refundNo: refundNoOfKey(transfer.key),
      createTime: formatChinaTime(transfer.createdAt),
    };
  });
  return { rows, total: rows.length + (found.length > page.length ? 1 : 0) };
}
