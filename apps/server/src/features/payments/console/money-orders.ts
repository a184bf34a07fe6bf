import { formatChinaTime, payments, type consoleMoney } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { Lang } from '../../../platform/http/lang.js';
import { dramaTitlesOf, episodesOfOrders } from '../../dramas/index.js';
import { userCardsOf, type UserCard } from '../../users/index.js';
import type { OrderRow } from '../orders.js';
import type { PaymentsTables } from '../tables.js';
import { refundText } from '../refunds/refund-messages.js';
import { episodeNumbersOf, refundsOfOrders, type RefundRow } from '../refunds/refund-rows.js';

type Db = Kysely<PaymentsTables>;

const timeOrNull = (ms: number | null) => (ms === null ? null : formatChinaTime(Number(ms)));
const person = (card: UserCard | undefined, id: number) =>
  card
    ? { id: card.id, userName: card.userName, nickName: card.nickName }
    : { id, userName: '', nickName: '' };

const WHOLE_DRAMA = new Set<number>([payments.PAY_SOURCE.dramaQr, payments.PAY_SOURCE.dramaCoin]);

/**
 * Orders as the back office shows them, with the buyer, what each bought and what a refund gave back; a
 * page costs four queries whatever its length (buyers, drama titles, unlocked episodes, refunds).
 */
export async function presentMoneyOrders(db: Db, rows: OrderRow[]): Promise<consoleMoney.MoneyOrder[]> {
  const ids = rows.map((row) => Number(row.id));
  const [cards, titles, episodes, refunds] = await Promise.all([
    userCardsOf(
      db,
      rows.map((row) => Number(row.userId)),
    ),
    dramaTitlesOf(
      db,
      rows.flatMap((row) => (row.dramaId === null ? [] : [Number(row.dramaId)])),
    ),
    episodesOfOrders(db, ids),
    refundsOfOrders(db, ids),
  ]);
  return rows.map((row) => {
    const id = Number(row.id);
    const succeeded = (refunds.get(id) ?? []).filter((refund) => refund.state === 'succeeded');
    const unlocked = (episodes.get(id) ?? []).map((episode) => episode.episodeNumber);
    // A refunded order's episodes were taken back: what it bought is what its refund took.
    const bought = unlocked.length > 0 ? unlocked : succeeded.flatMap(episodeNumbersOf);
    const isTopUp = Number(row.paySource) === payments.PAY_SOURCE.topUp;
    return {
      id,
      orderNo: row.orderNo,
      user: person(cards.get(Number(row.userId)), Number(row.userId)),
      state: row.state,
      paySource: Number(row.paySource),
      payType: row.payType,
      provider: row.provider,
      amount: Number(row.amountCents) / 100,
      providerTxnId: row.providerTxnId,
      bought: {
        kind: isTopUp ? 'topUp' : 'episodes',
        coin: row.coinCents === null ? null : Number(row.coinCents) / 100,
        dramaId: row.dramaId === null ? null : Number(row.dramaId),
        dramaTitle: row.dramaId === null ? null : (titles.get(Number(row.dramaId)) ?? null),
        episodes: [...bought].sort((a, b) => a - b),
        wholeDrama: WHOLE_DRAMA.has(Number(row.paySource)),
      },
      refundedAmount: succeeded.reduce((sum, refund) => sum + Number(refund.amountCents), 0) / 100,
      createTime: formatChinaTime(Number(row.createdAt)),
      paidTime: timeOrNull(row.paidAt),
      fulfilledTime: timeOrNull(row.fulfilledAt),
      closedTime: timeOrNull(row.closedAt),
    };
  });
}

/** Why a refund failed or waits, in the operator's words: the provider's own, or the catalogue's. */
function noteOf(refund: RefundRow, lang: Lang): string | null {
  if (refund.state === 'processing' && refund.providerStatus === 'ABNORMAL') {
    return refundText('payments.refundAbnormal', lang);
  }
  if (refund.state === 'failed' && refund.note === null) return refundText('payments.refundClosed', lang);
  return refund.note;
}

export async function presentRefunds(
  db: Db,
  refunds: RefundRow[],
  lang: Lang,
): Promise<consoleMoney.Refund[]> {
  const operators = await userCardsOf(
    db,
    refunds.map((refund) => Number(refund.operatorId)),
  );
  return refunds.map((refund) => ({
    refundNo: refund.refundNo,
    state: refund.state,
    amount: Number(refund.amountCents) / 100,
    coin: refund.coinCents === null ? null : Number(refund.coinCents) / 100,
    episodes: episodeNumbersOf(refund),
    reason: refund.reason,
    operator: person(operators.get(Number(refund.operatorId)), Number(refund.operatorId)),
    providerStatus: refund.providerStatus,
    providerRefundId: refund.providerRefundId,
    note: noteOf(refund, lang),
    createTime: formatChinaTime(Number(refund.createdAt)),
    completeTime: timeOrNull(refund.completedAt),
  }));
}

/**
 * A page of orders, newest first, all or one buyer's, by key: the primary key, or the (user, id) index.
 * One more row than shown is read, so the total says whether another page follows.
 */
export async function orderPage(
  db: Db,
  query: { userId?: number | undefined; before?: number | undefined; pageSize: number },
) {
  let rows = db.selectFrom('payOrders').selectAll();
  if (query.userId !== undefined) rows = rows.where('userId', '=', query.userId);
  if (query.before !== undefined) rows = rows.where('id', '<', query.before);
  const found = await rows
    .orderBy('id', 'desc')
    .limit(query.pageSize + 1)
    .execute();
  const page = found.slice(0, query.pageSize);
  return {
    rows: await presentMoneyOrders(db, page),
    total: page.length + (found.length > page.length ? 1 : 0),
  };
}
