import { wallet, wishes } from '@fox/contracts';
import { dramaTitlesOf } from '../../dramas/index.js';
import { raiseWalletNotice } from '../../notices/index.js';
import type { Checkout } from '../checkout.js';
import { paymentsText } from '../messages.js';
import { episodeRangeText } from '../notice-text.js';
import type { OrderRow } from '../orders.js';
import { refundText } from './refund-messages.js';
import { episodeNumbersOf, type RefundRow } from './refund-rows.js';

/** A provider's word says nothing of the buyer's language, so notices are written in the default one. */
const NOTICE_LANG = 'zh';

/** What the buyer reads of their refund: the money, and what it took back. */
function buyerText(refund: RefundRow, order: OrderRow, title: string): string {
  const amount = wallet.formatYuanOfCents(Number(refund.amountCents));
  const coins = (cents: number) => wallet.formatCoin(cents / 100);
  let text: string;
  if (
    Number(order.paySource) === wishes.WISH_PAY_SOURCE.reward ||
    Number(order.paySource) === wishes.WISH_PAY_SOURCE.deposit
  ) {
    // A wish's reward or a taker's deposit: money only, nothing taken back.
    return (
      refundText('payments.refundedWish', NOTICE_LANG, { orderNo: order.orderNo, amount }) +
      refundText('payments.refundReason', NOTICE_LANG, { reason: refund.reason })
    );
  }
  if (order.dramaId === null) {
    const taken = Number(refund.coinCents ?? 0);
    const spent = Number(order.coinCents ?? 0) - taken;
    const params = { orderNo: order.orderNo, amount, coins: coins(taken), spent: coins(spent) };
    text = refundText(
      spent > 0 ? 'payments.refundedCoinsPart' : 'payments.refundedCoins',
      NOTICE_LANG,
      params,
    );
  } else {
    const numbers = episodeNumbersOf(refund);
    text =
      numbers.length > 0
        ? refundText('payments.refundedEpisodes', NOTICE_LANG, {
            title,
            amount,
            episodes: episodeRangeText(numbers, NOTICE_LANG),
          })
        : refundText('payments.refundedDrama', NOTICE_LANG, { title, amount });
  }
  return text + refundText('payments.refundReason', NOTICE_LANG, { reason: refund.reason });
}

/**
 * Tells the buyer their money went back (a wallet notice, refundSuccess), and a creator whose takings (their
 * share of the sale) the refund took back (incomeRefund). Runs after the refund's transaction committed, as fulfilment's does.
 */
export async function tellRefunded(
  checkout: Checkout,
  refund: RefundRow,
  order: OrderRow,
  creator: { userId: number; amountCents: number } | null,
  now: number,
): Promise<void> {
  const { db, bus } = checkout;
  const amount = Number(refund.amountCents) / 100;
  const title =
    order.dramaId === null
      ? ''
      : ((await dramaTitlesOf(db, [Number(order.dramaId)])).get(Number(order.dramaId)) ?? '');
  await raiseWalletNotice(
    db,
    bus,
    {
      userId: Number(order.userId),
      noticeType: 'refundSuccess',
      amount,
      payTypeName: paymentsText('payments.byQr', NOTICE_LANG),
      payDetail: refundText('payments.forRefund', NOTICE_LANG),
      title: refundText('payments.refundTitle', NOTICE_LANG),
      content: buyerText(refund, order, title),
    },
    now,
  );
  if (!creator) return;
  await raiseWalletNotice(
    db,
    bus,
    {
      userId: creator.userId,
      noticeType: 'incomeRefund',
      amount: creator.amountCents / 100,
      payTypeName: paymentsText('payments.byQr', NOTICE_LANG),
      payDetail: refundText('payments.forIncome', NOTICE_LANG),
      title: refundText('payments.incomeRefundTitle', NOTICE_LANG),
      content: refundText('payments.incomeRefundText', NOTICE_LANG, {
        title,
        amount: wallet.formatYuanOfCents(creator.amountCents),
      }),
    },
    now,
  );
}
